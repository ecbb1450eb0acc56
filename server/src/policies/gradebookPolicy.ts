// Who may do what with a course's gradebook (docs/api-gradebook.md "Who"): whoever sees the course reads it (students
// their own row, published scores only); its teachers write; teachers and school admins export and read the audit trail.
import { notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';
import type { GradebookContextRow, GradebookRepository } from '../repositories/GradebookRepository';
import { courseRelation, type CourseRelation } from './coursePolicy';

export type GradebookRelation = CourseRelation;

export interface GradebookAccess {
  ctx: GradebookContextRow;
  relation: GradebookRelation;
}

/** The course's gradebook context as the caller relates to it (one statement; the course policy's rules); 404 for outsiders. */
export async function requireGradebook(repo: GradebookRepository, caller: Caller, courseGuid: string): Promise<GradebookAccess> {
  const ctx = await repo.context(caller, courseGuid.toLowerCase());
  const relation = ctx && courseRelation(ctx, caller);
  if (!ctx || !relation) throw notFound();
  return { ctx, relation };
}

/** The abilities a gradebook answer carries (the SPA shows what the server will allow). */
export function gradebookAbilities(relation: GradebookRelation): { update: boolean; export: boolean } {
  return { update: relation === 'teacher', export: relation !== 'student' };
}
