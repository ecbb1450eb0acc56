import type { QuestionPatchBodyDto } from '@contract/questions';
import { parseQuestionType } from '@domain/assessments/questionTypes';
import { conflict, notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { QuestionFields, QuestionRow } from '../../repositories/QuestionRepository';
import { checkImages, cleanDescription, cleanPoints, cleanQuestionData, cleanQuestionName, questionType } from './questionInput';

export interface UpdateQuestion {
  courseGuid: string;
  question: QuestionRow;
  changes: QuestionPatchBodyDto;
}

/**
 * A teacher changes a question (never its type), in the caller's transaction: new data is checked against the
 * question's own type, a new description's images against the course; refused once an attempt exists (409).
 */
export async function updateQuestion(repos: Repositories, command: UpdateQuestion): Promise<void> {
  const { question, changes } = command;
  const patch: Partial<Omit<QuestionFields, 'type'>> = {};
  if (changes.content_name !== undefined) patch.name = cleanQuestionName(changes.content_name);
  if (changes.ranking_scale !== undefined) patch.points = cleanPoints(changes.ranking_scale);
  if (changes.content_description !== undefined) patch.description = cleanDescription(changes.content_description);
  const description = patch.description ?? question.description;
  if (changes.question_data !== undefined) {
    patch.data = await cleanQuestionData(repos.questions, command.courseGuid, questionType(question.type), changes.question_data, description);
  } else if (patch.description !== undefined) {
    await checkImages(repos.questions, command.courseGuid, parseQuestionType(question.type), question.data, description);
  }
  await repos.questions.lockItem(question.itemGuid);
  if (await repos.questions.hasAttempts(question.itemGuid)) throw conflict('QUESTIONS_LOCKED');
  if (!(await repos.questions.update(question.itemGuid, question.guid, patch))) throw notFound();
}
