import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { RecentMessagePage } from '@application/board/Message';

/** The all-courses view (`GET front/courses/all-courses/messages`): newest first, as each board shows them. */
export interface RecentMessagesReader {
  recent(page: number, perPage: number): Promise<Result<RecentMessagePage, AppError>>;
}

export const RecentMessagesReader: ServiceIdentifier<RecentMessagesReader> = Symbol('RecentMessagesReader');
