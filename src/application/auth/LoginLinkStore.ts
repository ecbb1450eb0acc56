import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import type { SignIn } from '@application/auth/SignIn';

export type LoginLinkStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** /auth/login/{token}: a one-time link from a school system becomes a session. */
export class LoginLinkStore {
  status: LoginLinkStatus = 'idle';
  error: AppError | undefined = undefined;

  constructor(private readonly signIn: SignIn) {
    makeAutoObservable<LoginLinkStore, 'signIn'>(this, { signIn: false });
  }

  async exchange(linkToken: string): Promise<void> {
    // A link is single-use: React's double effects in development must not spend it twice.
    if (this.status !== 'idle') return;
    this.status = 'loading';
    const result = await this.signIn.execute({ method: 'link', linkToken });
    runInAction(() => {
      this.status = result.ok ? 'ready' : 'failed';
      this.error = result.err ? result.val : undefined;
    });
  }
}
