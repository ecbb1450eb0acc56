// Who may do what with an assessment (docs/api-assessments.md, docs/api-attempts.md), on top of the course policy:
// - its questions and answer keys: the course's teachers and the school's admin read them, its teachers change them;
// - taking it: the course's students (who see the item), each their own attempts only (anyone else's: 404);
// - results: teachers and the school's admin read every student's; a student reads their own once the grades are
//   published (409 RESULTS_NOT_PUBLISHED before); grading, feedback and publishing are the teachers'.
// Refusals a student meets in normal use are 404/409/400, never 403: the SPA signs the user out on a 403 (ADR 0226).
import type { AssessmentSettings } from '@domain/assessments/attemptRules';
import { ASSESSMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { mayReadScore } from '@domain/gradebook/publishing';
import { Roles } from '@domain/identity/roles';
import { assessmentSettingsOf } from '../content/assessmentSettings';
import { ApiError, conflict, notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';
import type { Repositories } from '../plugins/app/repositories';
import type { AttemptContextRow, AttemptRepository } from '../repositories/AttemptRepository';
import type { QuestionRow } from '../repositories/QuestionRepository';
import { requireChange, requireCourse, requireItem, type ItemAccess } from './coursePolicy';

/** An assessment as the caller relates to it, with its settings read by the domain. */
export interface AssessmentAccess extends ItemAccess {
  settings: AssessmentSettings;
}

/** 400 NOT_AN_ASSESSMENT unless the item is a test. */
export function requireAssessmentType<A extends Pick<ItemAccess, 'contentType'>>(item: A): A {
  if (item.contentType !== ASSESSMENT_CONTENT_TYPE) throw new ApiError(400, 'NOT_AN_ASSESSMENT');
  return item;
}

/**
 * The assessment as the caller relates to it: 404 when they may not see the item, then `gate` (the route's relation
 * check, 403: requireStaff, requireStudent, requireChange), then 400 NOT_AN_ASSESSMENT for another type.
 */
export async function requireAssessment(
  repos: Pick<Repositories, 'access'>,
  caller: Caller,
  itemGuid: string,
  gate: (item: ItemAccess) => unknown = () => undefined,
): Promise<AssessmentAccess> {
  const item = await requireItem(repos.access, caller, itemGuid);
  gate(item);
  requireAssessmentType(item);
  return { ...item, settings: assessmentSettingsOf(item.data) };
}

/** A question and the caller's access to its assessment; 404 when either is not there for them. */
export async function requireQuestion(repos: Pick<Repositories, 'access' | 'questions'>, caller: Caller, questionGuid: string): Promise<{ question: QuestionRow; access: ItemAccess }> {
  const question = await repos.questions.find(questionGuid.toLowerCase());
  if (!question) throw notFound();
  return { question, access: await requireItem(repos.access, caller, question.itemGuid) };
}

/** The caller's own attempt, or 404 (someone else's attempt does not exist for them). */
export async function requireOwnAttempt(attempts: AttemptRepository, caller: Pick<Caller, 'guid' | 'tenantId'>, attemptGuid: string): Promise<AttemptContextRow> {
  return ownAttempt(await attempts.findContext(attemptGuid.toLowerCase()), caller);
}

/** The same rule on an attempt already read (a write reads it locked, in its transaction): the caller's own, or 404. */
export function ownAttempt<A extends Pick<AttemptContextRow, 'personGuid' | 'tenantId'>>(attempt: A | undefined, caller: Pick<Caller, 'guid' | 'tenantId'>): A {
  if (!attempt || attempt.personGuid !== caller.guid || attempt.tenantId !== caller.tenantId) throw notFound();
  return attempt;
}

/** An attempt a teacher of its course grades: 404 for an unknown attempt and for outsiders, 403 for the course's others. */
export async function requireGradableAttempt(repos: Pick<Repositories, 'access' | 'attempts'>, caller: Caller, attemptGuid: string): Promise<AttemptContextRow> {
  const attempt = await repos.attempts.findContext(attemptGuid.toLowerCase());
  if (!attempt || attempt.tenantId !== caller.tenantId) throw notFound();
  requireChange(await requireCourse(repos.access, caller, attempt.courseGuid));
  return attempt;
}

/**
 * Whose result the caller may read: staff any student's; a student their own (another's: 404), and only once the
 * grades are published (409 RESULTS_NOT_PUBLISHED).
 */
export function requireResultReader(access: Pick<ItemAccess, 'relation' | 'gradesPublishedAt'>, caller: Pick<Caller, 'guid'>, studentGuid: string): void {
  if (access.relation !== 'student') return;
  if (studentGuid !== caller.guid) throw notFound();
  // In this course the caller reads as a student: the domain's rule on who reads which score decides.
  const reader = { role: Roles.student, guid: caller.guid, teachesCourse: false };
  if (!mayReadScore(reader, studentGuid, { itemPublished: access.gradesPublishedAt !== null, periodPublished: false })) throw conflict('RESULTS_NOT_PUBLISHED');
}
