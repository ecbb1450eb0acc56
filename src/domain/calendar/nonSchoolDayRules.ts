import { daysBetween, parseCalendarDate } from './calendarDate';

/**
 * What a non-school day needs before it is saved (spec §5: every field required, the end after the start) and who
 * records it. Decisions: docs/decisions/0503-managing-non-school-days.md; scenarios:
 * features/calendar/non_school_days.feature.
 */

export const MAX_NON_SCHOOL_DAY_NAME = 120;
/** A stretch longer than a school year is a mistake (a year typed wrong), not a holiday. */
export const MAX_NON_SCHOOL_STRETCH_DAYS = 366;

export interface NonSchoolDayDraft {
  name: string;
  startsOn: string;
  endsOn: string;
}

export type NonSchoolDayIssueCode =
  | 'nonSchoolDay.name-required'
  | 'nonSchoolDay.name-too-long'
  | 'nonSchoolDay.day-required'
  | 'nonSchoolDay.day-invalid'
  | 'nonSchoolDay.ends-before-start'
  | 'nonSchoolDay.too-long';

/** Where an issue is on the wire: `/name`, `/starts_on`, `/ends_on`. */
export interface NonSchoolDayIssue {
  path: '/name' | '/starts_on' | '/ends_on';
  code: NonSchoolDayIssueCode;
}

function day(value: string, path: '/starts_on' | '/ends_on', issues: NonSchoolDayIssue[]): string | undefined {
  if (value.trim() === '') {
    issues.push({ path, code: 'nonSchoolDay.day-required' });
    return undefined;
  }
  const parsed = parseCalendarDate(value);
  if (parsed === undefined) issues.push({ path, code: 'nonSchoolDay.day-invalid' });
  return parsed;
}

/**
 * Every issue of a non-school day, in the order of its fields; none means it may be saved. "The end after the start"
 * is read as "not before": a one-day holiday ends on the day it starts.
 */
export function checkNonSchoolDay(draft: NonSchoolDayDraft): NonSchoolDayIssue[] {
  const issues: NonSchoolDayIssue[] = [];
  const name = draft.name.trim();
  if (name === '') issues.push({ path: '/name', code: 'nonSchoolDay.name-required' });
  else if (name.length > MAX_NON_SCHOOL_DAY_NAME) issues.push({ path: '/name', code: 'nonSchoolDay.name-too-long' });
  const start = day(draft.startsOn, '/starts_on', issues);
  const end = day(draft.endsOn, '/ends_on', issues);
  if (start !== undefined && end !== undefined) {
    const days = daysBetween(start, end) + 1;
    if (days < 1) issues.push({ path: '/ends_on', code: 'nonSchoolDay.ends-before-start' });
    else if (days > MAX_NON_SCHOOL_STRETCH_DAYS) issues.push({ path: '/ends_on', code: 'nonSchoolDay.too-long' });
  }
  return issues;
}

/** Whose non-school days a stretch is: the whole school's, or one course's. */
export type NonSchoolDayScope = 'school' | 'course';

/**
 * Who records them: a school admin (R03) the whole school's, for a school they administer; a teacher of a course
 * that course's own (a trip, an exam week). Nobody else, and a course's students never.
 */
export function mayManageNonSchoolDays(scope: NonSchoolDayScope, caller: { isSchoolAdmin: boolean; teachesCourse: boolean }): boolean {
  return scope === 'school' ? caller.isSchoolAdmin : caller.teachesCourse;
}
