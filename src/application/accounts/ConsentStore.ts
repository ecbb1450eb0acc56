import { makeAutoObservable, runInAction } from 'mobx';
import type { Language } from '@domain/tenancy/tenant';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { AccountsGateway } from '@application/accounts/ports/AccountsGateway';

/** A guardian's consent page: what the link is for, and giving consent once. */
export class ConsentStore {
  readonly request = new Loadable((token: string, language: Language) => this.gateway.consentRequest(token, language));
  status: 'idle' | 'submitting' | 'failed' | 'done' = 'idle';
  error: AppError | undefined = undefined;

  constructor(private readonly gateway: AccountsGateway) {
    makeAutoObservable<ConsentStore, 'gateway'>(this, { gateway: false, request: false }, { autoBind: true });
  }

  async consent(token: string, guardianName: string, language: Language): Promise<void> {
    if (this.status === 'submitting') return;
    this.status = 'submitting';
    this.error = undefined;
    const result = await this.gateway.giveConsent(token, guardianName, language);
    runInAction(() => {
      this.status = result.ok ? 'done' : 'failed';
      this.error = result.err ? result.val : undefined;
    });
  }
}
