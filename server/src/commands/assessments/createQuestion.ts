import type { NewQuestionBodyDto } from '@contract/questions';
import { conflict } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { cleanDescription, cleanPoints, cleanQuestionData, cleanQuestionName, questionType } from './questionInput';

export interface CreateQuestion {
  itemGuid: string;
  courseGuid: string;
  question: NewQuestionBodyDto;
}

/**
 * A teacher appends a question to an assessment, in the caller's transaction: checked in the order of
 * docs/api-assessments.md (type, name and points, data, images), then written under the item's lock unless an
 * attempt exists (409 QUESTIONS_LOCKED). Answers the new question's guid.
 */
export async function createQuestion(repos: Repositories, command: CreateQuestion): Promise<string> {
  const body = command.question;
  const type = questionType(body.type);
  const name = cleanQuestionName(body.content_name);
  const points = cleanPoints(body.ranking_scale);
  const description = cleanDescription(body.content_description);
  const data = await cleanQuestionData(repos.questions, command.courseGuid, type, body.question_data, description);
  await repos.questions.lockItem(command.itemGuid);
  if (await repos.questions.hasAttempts(command.itemGuid)) throw conflict('QUESTIONS_LOCKED');
  return repos.questions.append(command.itemGuid, { type, name, description, points, data });
}
