import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CourseTimetable, TimetableDraft } from '@application/calendar/Timetable';

/** `GET` and `PUT /front/courses/{guid}/timetable` (docs/api-calendar.md). */
export interface TimetableGateway {
  read(courseGuid: string): Promise<Result<CourseTimetable, AppError>>;
  save(courseGuid: string, draft: TimetableDraft): Promise<Result<CourseTimetable, AppError>>;
}

export const TimetableGateway: ServiceIdentifier<TimetableGateway> = Symbol('TimetableGateway');
