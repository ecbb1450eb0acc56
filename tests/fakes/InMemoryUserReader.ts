import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type { User } from '@application/users/User';
import type { UserReader } from '@application/users/ports/UserReader';

/** Knows users by token; an unknown token answers 401 like the server. */
export class InMemoryUserReader implements UserReader {
  readonly usersByToken = new Map<string, User>();
  failure: AppError | undefined = undefined;

  constructor(private readonly currentToken: () => string | undefined) {}

  async me(): Promise<Result<User, AppError>> {
    if (this.failure) return Err(this.failure);
    const token = this.currentToken();
    const user = token === undefined ? undefined : this.usersByToken.get(token);
    return user ? Ok(user) : Err(appError('unauthorized', 'UNAUTHORIZED', { status: 401 }));
  }
}
