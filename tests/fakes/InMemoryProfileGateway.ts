import { Err, Ok, type Result } from '@domain/shared/result';
import { checkPersonName } from '@domain/accounts/signup';
import { mayUnlink } from '@domain/accounts/signInMethods';
import { appError, type AppError } from '@application/shared/AppError';
import type { ProfileGateway } from '@application/users/ports/ProfileGateway';
import type { SignInLink, SignInMethods } from '@application/users/SignInMethods';
import type { User } from '@application/users/User';

/** Changes a user it holds like the server does (the domain's name rule), or answers what a test scripts. */
export class InMemoryProfileGateway implements ProfileGateway {
  /** What the next call answers instead, when set. */
  answer: Result<User, AppError> | undefined;
  passwordAnswer: Result<void, AppError> = Ok(undefined);
  readonly sent: unknown[] = [];
  /** The person's ways of signing in, changed by `unlink` with the domain's rule as the server does. */
  password = true;
  links: SignInLink[] = [];

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

  async signInMethods(): Promise<Result<SignInMethods, AppError>> {
    return Ok(this.methods());
  }

  async unlink(id: string): Promise<Result<SignInMethods, AppError>> {
    this.sent.push({ unlink: id });
    if (!this.links.some((link) => link.id === id)) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    if (mayUnlink({ hasPassword: this.password, tenantTakesPasswords: true, links: this.links.length }).err) return Err(appError('conflict', 'LAST_SIGN_IN_METHOD', { status: 409 }));
    this.links = this.links.filter((link) => link.id !== id);
    return Ok(this.methods());
  }

  private methods(): SignInMethods {
    return { password: this.password, links: this.links, mayUnlink: mayUnlink({ hasPassword: this.password, tenantTakesPasswords: true, links: this.links.length }).ok };
  }
}
