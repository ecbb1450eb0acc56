import { Err, Ok, type Result } from '@domain/shared/result';
import { checkPersonName } from '@domain/accounts/signup';
import { appError, type AppError } from '@application/shared/AppError';
import type { ProfileGateway } from '@application/users/ports/ProfileGateway';
import type { User } from '@application/users/User';

/** Changes a user it holds like the server does (the domain's name rule), or answers what a test scripts. */
export class InMemoryProfileGateway implements ProfileGateway {
  /** What the next call answers instead, when set. */
  answer: Result<User, AppError> | undefined;
  passwordAnswer: Result<void, AppError> = Ok(undefined);
  readonly sent: unknown[] = [];

  constructor(private readonly user: () => User | undefined) {}

  async rename(name: { name: string; lastname: string }): Promise<Result<User, AppError>> {
    this.sent.push(name);
    if (this.answer) return this.answer;
    const user = this.user();
    if (!user) return Err(appError('unauthorized', 'UNAUTHORIZED', { status: 401 }));
    const first = checkPersonName(name.name);
    const last = checkPersonName(name.lastname);
    if (!first.ok || !last.ok) {
      const details = [...(first.err ? [{ path: '/name', message: first.val.code }] : []), ...(last.err ? [{ path: '/lastname', message: last.val.code }] : [])];
      return Err(appError('validation', 'VALIDATION_FAILED', { status: 400, details }));
    }
    return Ok({ ...user, name: first.val, lastname: last.val });
  }

  async changePassword(change: { current: string; next: string }): Promise<Result<void, AppError>> {
    this.sent.push(change);
    return this.passwordAnswer;
  }

  async setAvatar(picture: Blob): Promise<Result<User, AppError>> {
    this.sent.push(picture);
    const user = this.user();
    return this.answer ?? (user ? Ok({ ...user, avatar: '/api/avatars/fake' }) : Err(appError('unauthorized', 'UNAUTHORIZED')));
  }

  async removeAvatar(): Promise<Result<User, AppError>> {
    const user = this.user();
    return this.answer ?? (user ? Ok({ ...user, avatar: null }) : Err(appError('unauthorized', 'UNAUTHORIZED')));
  }
}
