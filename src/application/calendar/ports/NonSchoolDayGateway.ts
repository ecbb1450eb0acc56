import type { ServiceIdentifier } from 'inversify';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { NonSchoolDayDraft } from '@domain/calendar/nonSchoolDayRules';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';

/** Whose non-school days: a school's own, or a course's. */
export interface NonSchoolDayOwner {
  kind: 'school' | 'course';
  guid: string;
}

export interface RecordedNonSchoolDay {
  guid: string;
  name: string;
  startsOn: CalendarDate;
  endsOn: CalendarDate;
}

export interface NonSchoolDayList {
  days: RecordedNonSchoolDay[];
  /** The school's or the course's name. */
  ownerName: string;
  canEdit: boolean;
}

/** `…/schools|courses/{guid}/non-school-days` and `/front/non-school-days/{guid}` (ADR 0503). */
export interface NonSchoolDayGateway {
  list(owner: NonSchoolDayOwner): Promise<Result<NonSchoolDayList, AppError>>;
  add(owner: NonSchoolDayOwner, draft: NonSchoolDayDraft): Promise<Result<RecordedNonSchoolDay, AppError>>;
  change(guid: string, draft: NonSchoolDayDraft): Promise<Result<RecordedNonSchoolDay, AppError>>;
  remove(guid: string): Promise<Result<void, AppError>>;
}

export const NonSchoolDayGateway: ServiceIdentifier<NonSchoolDayGateway> = Symbol('NonSchoolDayGateway');
