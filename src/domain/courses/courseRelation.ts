import { Roles, type Role } from '../identity/roles';

/** How a person relates to a course: one of its teachers, one of its students, or a school admin of its school. */
export type CourseRelation = 'teacher' | 'student' | 'admin';

/** What is known of a person and a course: their role in it (null when not a member) and whether they administer its school. */
export interface CourseMembershipFacts {
  memberRole: string | null;
  adminOfSchool: boolean;
}

/**
 * A member by their course role; else a school admin (R03) of the course's school, who reads it like a teacher (ADR
 * 0240: their course list holds every course of their schools); else nobody (undefined): not listed, not seen.
 */
export function courseRelation(facts: CourseMembershipFacts, role: Role): CourseRelation | undefined {
  if (facts.memberRole === 'teacher') return 'teacher';
  if (facts.memberRole === 'student') return 'student';
  if (role === Roles.schoolAdmin && facts.adminOfSchool) return 'admin';
  return undefined;
}
