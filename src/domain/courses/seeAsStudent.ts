import type { CourseRelation } from './courseRelation';

// "See as student" (ADR 0553, features/courses/see_as_student.feature): a course's staff preview it exactly as one of
// its students sees it, and nothing they do there is recorded.

/** Who may see a course as a student: its staff (its teachers, and the school admins who read it like one). */
export function maySeeAsStudent(relation: CourseRelation): boolean {
  return relation !== 'student';
}

/**
 * The relation a read of a course is answered with: staff who ask to see it as a student are answered as one of its
 * students; a student is a student anyway. Asking never widens what anyone sees: no relation stays none.
 */
export function answeredRelation(relation: CourseRelation | undefined, asksAsStudent: boolean): CourseRelation | undefined {
  if (relation === undefined) return undefined;
  return asksAsStudent && maySeeAsStudent(relation) ? 'student' : relation;
}

/** The request methods that only read: the one kind of request a preview may make (every other is refused). */
const READS = ['GET', 'HEAD', 'OPTIONS'] as const;

/** A preview is read-only: no attempt, progress, hand-in, board post or any other write is recorded. */
export function previewAllows(method: string): boolean {
  return (READS as readonly string[]).includes(method.toUpperCase());
}
