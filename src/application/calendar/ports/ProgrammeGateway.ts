import type { ServiceIdentifier } from 'inversify';
import type { SessionRef } from '@domain/calendar/programme';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Programme } from '@application/calendar/Programme';

/** `GET /front/courses/{guid}/program`, `PUT /front/lessons/{guid}/session` (ADR 0505). */
export interface ProgrammeGateway {
  read(courseGuid: string): Promise<Result<Programme, AppError>>;
  move(lessonGuid: string, session: SessionRef): Promise<Result<Programme, AppError>>;
}

export const ProgrammeGateway: ServiceIdentifier<ProgrammeGateway> = Symbol('ProgrammeGateway');
