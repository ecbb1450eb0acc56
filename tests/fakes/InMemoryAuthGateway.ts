import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type { AuthGateway, SignedIn } from '@application/auth/ports/AuthGateway';
import type { User } from '@application/users/User';

interface Account {
  user: User;
  password: string;
  token: string;
}

/** Accounts in memory, answering with the server's error codes (docs/api.md). */
export class InMemoryAuthGateway implements AuthGateway {
  readonly accounts = new Map<string, Account>();
  readonly loginLinks = new Map<string, Account>();
  readonly resetTokens = new Set<string>();
  readonly recoveries: string[] = [];
  logouts = 0;
  /** When set, the next calls fail with it (network down, rate limit…). */
  failure: AppError | undefined = undefined;

  addAccount(user: User, password: string, token: string): this {
    this.accounts.set(user.email, { user, password, token });
    return this;
  }

  async login(email: string, password: string): Promise<Result<SignedIn, AppError>> {
    if (this.failure) return Err(this.failure);
    const account = this.accounts.get(email.toLowerCase());
    if (!account) return Err(appError('unauthorized', 'USER_NOT_FOUND', { status: 401 }));
    if (account.password !== password) return Err(appError('unauthorized', 'PASSWORD_INCORRECT', { status: 401 }));
    return Ok({ token: account.token, user: account.user });
  }

  async exchangeLoginLink(linkToken: string): Promise<Result<SignedIn, AppError>> {
    const account = this.loginLinks.get(linkToken);
    if (!account) return Err(appError('unauthorized', 'LOGIN_LINK_INVALID', { status: 401 }));
    this.loginLinks.delete(linkToken);
    return Ok({ token: account.token, user: account.user });
  }

  async logout(): Promise<Result<void, AppError>> {
    this.logouts += 1;
    return Ok(undefined);
  }

  async recoverPassword(email: string): Promise<Result<void, AppError>> {
    if (this.failure) return Err(this.failure);
    this.recoveries.push(email);
    return Ok(undefined);
  }

  async resetPassword(resetToken: string, _password: string): Promise<Result<void, AppError>> {
    if (!this.resetTokens.has(resetToken)) return Err(appError('validation', 'RESET_TOKEN_INVALID', { status: 400 }));
    this.resetTokens.delete(resetToken);
    return Ok(undefined);
  }
}
