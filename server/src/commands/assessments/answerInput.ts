import type { AnswerItemDto } from '@contract/attempts';
import { validateAnswer } from '@domain/assessments/answers';
import type { Answer } from '@domain/assessments/questionModel';
import { parseQuestionType } from '@domain/assessments/questionTypes';
import { ApiError } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { AnswerWrite, AttemptContextRow } from '../../repositories/AttemptRepository';
import type { QuestionRow } from '../../repositories/QuestionRepository';
import { fileGuidsIn } from '../../queries/assessments/media';

/**
 * Answers of a request checked against the assessment's questions (400 UNKNOWN_QUESTION), the domain's answer shapes
 * (400 INVALID_ANSWER, messages are the domain's issue codes) and the student's own hand-in files of the course
 * (400 FILE_NOT_USABLE). One row per question: the highest revision of the batch wins (one upsert cannot touch a
 * row twice).
 */
export async function checkAnswers(repos: Pick<Repositories, 'files'>, attempt: AttemptContextRow, items: readonly AnswerItemDto[], questions: readonly QuestionRow[]): Promise<AnswerWrite[]> {
  const byGuid = new Map(questions.map((q) => [q.guid, q]));
  const checked = items.map((item, i) => {
    const question = byGuid.get(item.question_guid.toLowerCase());
    if (!question) throw new ApiError(400, 'UNKNOWN_QUESTION', undefined, [{ path: `/answers/${i}/question_guid`, message: 'not a question of this assessment' }]);
    const type = parseQuestionType(question.type) ?? 'QT_1';
    const result = validateAnswer(type, item.answer);
    if (result.err) {
      throw new ApiError(400, 'INVALID_ANSWER', undefined, result.val.slice(0, 20).map((issue) => ({ path: `/answers/${i}/answer${issue.path === '/' ? '' : issue.path}`, message: issue.code })));
    }
    return { index: i, questionGuid: question.guid, answer: result.val as Answer, revision: item.revision };
  });
  // Files in answers (uploads, recordings) must be the student's own hand-in files of this course.
  const named = checked.flatMap((c) => [...fileGuidsIn(c.answer)].map((guid) => ({ guid, index: c.index })));
  if (named.length > 0) {
    const rows = await repos.files.findMany(attempt.tenantId, named.map((n) => n.guid));
    const mine = new Set(rows.filter((f) => f.courseGuid === attempt.courseGuid && f.ownerGuid === attempt.personGuid && f.purpose === 'hand-in').map((f) => f.guid));
    const bad = named.find((n) => !mine.has(n.guid));
    if (bad) throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: `/answers/${bad.index}/answer`, message: 'not a hand-in file of yours in this course' }]);
  }
  const latest = new Map<string, AnswerWrite>();
  for (const c of checked) {
    const seen = latest.get(c.questionGuid);
    if (!seen || c.revision > seen.revision) latest.set(c.questionGuid, { questionGuid: c.questionGuid, answer: c.answer, revision: c.revision });
  }
  return [...latest.values()];
}
