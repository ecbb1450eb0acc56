import { makeAutoObservable } from 'mobx';
import { Loadable } from '@application/shared/Loadable';
import type { SignIn } from '@application/auth/SignIn';

/** /auth/login/{token}: a one-time link from a school system becomes a session. */
export class LoginLinkStore {
  readonly signingIn = new Loadable((linkToken: string) => this.signIn.execute({ method: 'link', linkToken }));

  constructor(private readonly signIn: SignIn) {
    makeAutoObservable<LoginLinkStore, 'signIn'>(this, { signIn: false, signingIn: false });
  }

  async exchange(linkToken: string): Promise<void> {
    // A link is single-use: React's double effects in development must not spend it twice.
    if (this.signingIn.status !== 'idle') return;
    await this.signingIn.load(linkToken);
  }
}
