import { conflict, notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { QuestionRow } from '../../repositories/QuestionRepository';

/** A teacher deletes a question, in the caller's transaction; the later ones close the gap. Refused once an attempt exists (409). */
export async function deleteQuestion(repos: Repositories, question: Pick<QuestionRow, 'guid' | 'itemGuid'>): Promise<void> {
  await repos.questions.lockItem(question.itemGuid);
  if (await repos.questions.hasAttempts(question.itemGuid)) throw conflict('QUESTIONS_LOCKED');
  if (!(await repos.questions.delete(question.itemGuid, question.guid))) throw notFound();
}
