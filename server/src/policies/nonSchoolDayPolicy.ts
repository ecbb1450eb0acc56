// Who reads and records non-school days (ADR 0503, the domain's mayManageNonSchoolDays): a school's are read by its
// members and recorded by its admins (R03); a course's are read by whoever sees the course and recorded by its
// teachers. Someone who does not see the school or the course gets 404; one who sees but may not record, 403.
import { mayManageNonSchoolDays } from '@domain/calendar/nonSchoolDayRules';
import { Roles } from '@domain/identity/roles';
import { forbidden, notFound } from '../errors/ApiError';
import type { Repositories } from '../plugins/app/repositories';
import type { AccessCaller } from '../repositories/AccessRepository';
import type { NonSchoolDayRow } from '../repositories/CalendarRepository';
import { requireCourse } from './coursePolicy';

/** Whose days they are, as the caller may see them. */
export interface NonSchoolDayScope {
  tenantId: string;
  schoolGuid: string;
  /** Null: the school's own days. */
  courseGuid: string | null;
  name: string;
  canEdit: boolean;
}

export async function requireSchoolDays(repos: Pick<Repositories, 'calendar'>, caller: AccessCaller, schoolGuid: string): Promise<NonSchoolDayScope> {
  const school = await repos.calendar.memberSchool(caller, schoolGuid.toLowerCase());
  if (!school) throw notFound();
  const canEdit = mayManageNonSchoolDays('school', { isSchoolAdmin: caller.role === Roles.schoolAdmin, teachesCourse: false });
  return { tenantId: school.tenantId, schoolGuid: school.schoolGuid, courseGuid: null, name: school.name, canEdit };
}

export async function requireCourseDays(repos: Pick<Repositories, 'access'>, caller: AccessCaller, courseGuid: string): Promise<NonSchoolDayScope> {
  const course = await requireCourse(repos.access, caller, courseGuid.toLowerCase());
  const canEdit = mayManageNonSchoolDays('course', { isSchoolAdmin: false, teachesCourse: course.relation === 'teacher' });
  return { tenantId: course.tenantId, schoolGuid: course.schoolGuid, courseGuid: course.courseGuid, name: course.courseName, canEdit };
}

/** Recording in a scope: 403 for a reader who may not. */
export function requireDaysChange(scope: NonSchoolDayScope): NonSchoolDayScope {
  if (!scope.canEdit) throw forbidden();
  return scope;
}

/** A recorded stretch the caller may change: its course's teachers, or its school's admins; 404 when unseen. */
export async function requireNonSchoolDayChange(repos: Pick<Repositories, 'access' | 'calendar'>, caller: AccessCaller, guid: string): Promise<NonSchoolDayRow> {
  const row = await repos.calendar.nonSchoolDay(caller.tenantId, guid.toLowerCase());
  if (!row) throw notFound();
  requireDaysChange(row.courseGuid === null ? await requireSchoolDays(repos, caller, row.schoolGuid) : await requireCourseDays(repos, caller, row.courseGuid));
  return row;
}
