import type { TenantFlags } from '../tenancy/tenant';
import type { CourseRelation } from './courseRelation';

/**
 * Whether a reader is told a course's teacher's name (ADR 0554, features/courses/hide_teacher.feature): always, unless
 * the tenant hides teachers (`hideTeacher`) and the reader reads the course as a student (a student, or staff seeing
 * it as one). Staff always see their colleagues' names.
 */
export function showsTeacherName(flags: Pick<TenantFlags, 'hideTeacher'>, reader: CourseRelation): boolean {
  return !flags.hideTeacher || reader !== 'student';
}
