import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { User } from '@application/users/User';

export interface UserReader {
  /** The user of the current token. */
  me(): Promise<Result<User, AppError>>;
}

export const UserReader: ServiceIdentifier<UserReader> = Symbol('UserReader');
