import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuthGateway } from '@application/auth/ports/AuthGateway';
import type { SessionStore } from '@application/session/SessionStore';
import type { User } from '@application/users/User';

export type Credentials = { method: 'password'; email: string; password: string } | { method: 'link'; linkToken: string };

/** Sign in by password or one-time link: authenticate, keep the session, switch to the user's language. */
export class SignIn {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(credentials: Credentials): Promise<Result<User, AppError>> {
    const signedIn =
      credentials.method === 'password'
        ? await this.auth.login(credentials.email, credentials.password)
        : await this.auth.exchangeLoginLink(credentials.linkToken);
    if (signedIn.err) return signedIn;
    await this.session.start(signedIn.val.token, signedIn.val.user);
    return signedIn.map(({ user }) => user);
  }
}
