// Who the caller is in a course's gradebook (docs/api-gradebook.md "Who"): 404 for anyone who does not see the course,
// then the role checks of each route (403: a role the SPA never sends there, ADR 0226).
import { forbidden, notFound } from '../../../errors/ApiError';
import type { Caller } from '../../../plugins/app/Caller';
import { courseRelation, type CourseRelation } from '../../../policies/courseAccess';
import type { GradebookContextRow, GradebookRepository } from '../../../repositories/GradebookRepository';

export type GradebookRelation = CourseRelation;

export interface GradebookAccess {
  ctx: GradebookContextRow;
  relation: GradebookRelation;
}

/** The course's gradebook context as the caller relates to it (one statement; the rules of policies/courseAccess.ts); 404 for outsiders. */
export async function gradebookAccess(repo: GradebookRepository, caller: Caller, courseGuid: string): Promise<GradebookAccess> {
  const ctx = await repo.context(caller, courseGuid.toLowerCase());
  const relation = ctx && courseRelation(ctx.memberRole, ctx.adminOfSchool, caller.role);
  if (!ctx || !relation) throw notFound();
  return { ctx, relation };
}

/** Writes: the course's teachers only (school admins and students 403). */
export function requireGradebookTeacher(access: GradebookAccess): GradebookAccess {
  if (access.relation !== 'teacher') throw forbidden();
  return access;
}

/** Teacher-only reads (the audit trail): teachers and school admins; students 403. */
export function requireGradebookStaff(access: GradebookAccess): GradebookAccess {
  if (access.relation === 'student') throw forbidden();
  return access;
}
