import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import type { SignIn } from '@application/auth/SignIn';

export type LoginStatus = 'idle' | 'submitting' | 'failed' | 'signed-in';

/** The login form's server side: the form's values live in the form, this holds the request state. */
export class LoginStore {
  status: LoginStatus = 'idle';
  error: AppError | undefined = undefined;

  constructor(private readonly signIn: SignIn) {
    makeAutoObservable<LoginStore, 'signIn'>(this, { signIn: false });
  }

  /** Whom a user not synchronised yet should contact: the school admins the server named (USER_NOT_SYNCHRONISED). */
  get adminContacts(): { name: string; email: string }[] {
    if (this.error?.code !== 'USER_NOT_SYNCHRONISED') return [];
    return (this.error.details ?? []).flatMap((detail) => {
      const current = detail.current;
      if (detail.path !== '/contact' || typeof current !== 'object' || current === null) return [];
      const { name, email } = current as Record<string, unknown>;
      return typeof name === 'string' && typeof email === 'string' ? [{ name, email }] : [];
    });
  }

  get isSubmitting(): boolean {
    return this.status === 'submitting';
  }

  /** `email` has been checked by the form with the domain's `checkEmail`. */
  async submit(email: string, password: string): Promise<boolean> {
    if (this.isSubmitting) return false;
    this.status = 'submitting';
    this.error = undefined;
    const result = await this.signIn.execute({ method: 'password', email, password });
    runInAction(() => {
      if (result.ok) {
        this.status = 'signed-in';
      } else {
        this.status = 'failed';
        this.error = result.val;
      }
    });
    return result.ok;
  }

  /** Signing in already failed before this store existed (the login page's own script, ADR 0545): show why. */
  showFailure(error: AppError): void {
    this.status = 'failed';
    this.error = error;
  }

  clearError(): void {
    this.error = undefined;
  }
}
