import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import type { AuthGateway } from '@application/auth/ports/AuthGateway';

export type RecoverStatus = 'idle' | 'submitting' | 'sent' | 'failed';

export class RecoverPasswordStore {
  status: RecoverStatus = 'idle';
  error: AppError | undefined = undefined;
  sentTo = '';

  constructor(private readonly auth: AuthGateway) {
    makeAutoObservable<RecoverPasswordStore, 'auth'>(this, { auth: false });
  }

  async submit(email: string): Promise<void> {
    if (this.status === 'submitting') return;
    this.status = 'submitting';
    this.error = undefined;
    const result = await this.auth.recoverPassword(email);
    runInAction(() => {
      if (result.ok) {
        this.status = 'sent';
        this.sentTo = email;
      } else {
        this.status = 'failed';
        this.error = result.val;
      }
    });
  }
}
