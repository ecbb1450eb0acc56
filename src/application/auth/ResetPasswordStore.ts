import { makeAutoObservable, runInAction } from 'mobx';
import type { TenantConfig } from '@domain/tenancy/tenant';
import type { AppError } from '@application/shared/AppError';
import type { AuthGateway } from '@application/auth/ports/AuthGateway';

export type ResetStatus = 'idle' | 'submitting' | 'done' | 'failed';

export class ResetPasswordStore {
  status: ResetStatus = 'idle';
  error: AppError | undefined = undefined;

  constructor(
    private readonly auth: AuthGateway,
    private readonly tenant: TenantConfig,
  ) {
    makeAutoObservable<ResetPasswordStore, 'auth' | 'tenant'>(this, { auth: false, tenant: false });
  }

  /** The tenant's minimum, which the form's domain check (`checkPassword`) uses. */
  get passwordMinLength(): number {
    return this.tenant.passwordMinLength;
  }

  async submit(resetToken: string, password: string): Promise<void> {
    if (this.status === 'submitting') return;
    this.status = 'submitting';
    this.error = undefined;
    const result = await this.auth.resetPassword(resetToken, password);
    runInAction(() => {
      this.status = result.ok ? 'done' : 'failed';
      this.error = result.err ? result.val : undefined;
    });
  }
}
