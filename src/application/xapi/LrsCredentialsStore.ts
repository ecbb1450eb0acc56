import { makeAutoObservable, runInAction } from 'mobx';
import { credentialName } from '@domain/xapi/credentials';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { LrsCredentialGateway } from '@application/xapi/ports/LrsCredentialGateway';
import type { IssuedLrsCredential, LrsCredential } from '@application/xapi/LrsCredential';

/** /config/lrs: a school admin lists, makes (the secret shown once) and revokes the tenant's LRS credentials. */
export class LrsCredentialsStore {
  readonly list = new Loadable(() => this.gateway.list());
  name = '';
  creating = false;
  createError: AppError | undefined = undefined;
  /** The credential just made, with its secret: shown until dismissed, never again. */
  issued: IssuedLrsCredential | undefined = undefined;
  /** The credential asked to revoke (the confirmation is open). */
  revoking: LrsCredential | undefined = undefined;
  revokeBusy = false;
  revokeError: AppError | undefined = undefined;

  constructor(private readonly gateway: LrsCredentialGateway) {
    makeAutoObservable<LrsCredentialsStore, 'gateway'>(this, { gateway: false, list: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await this.list.load();
  }

  get credentials(): LrsCredential[] {
    return this.list.value?.credentials ?? [];
  }

  get endpoint(): string {
    return this.list.value?.endpoint ?? '';
  }

  /** Whether the name typed is one the server keeps (the domain's rule). */
  get nameValid(): boolean {
    return credentialName(this.name) !== undefined;
  }

  setName(name: string): void {
    this.name = name;
    this.createError = undefined;
  }

  async create(): Promise<boolean> {
    if (!this.nameValid || this.creating) return false;
    this.creating = true;
    this.createError = undefined;
    const result = await this.gateway.create(this.name);
    runInAction(() => {
      this.creating = false;
      if (result.err) {
        this.createError = result.val;
        return;
      }
      this.issued = result.val;
      this.name = '';
    });
    if (result.err) return false;
    await this.list.load();
    return true;
  }

  dismissIssued(): void {
    this.issued = undefined;
  }

  askRevoke(credential: LrsCredential | undefined): void {
    this.revoking = credential;
    this.revokeError = undefined;
  }

  async confirmRevoke(): Promise<void> {
    const credential = this.revoking;
    if (!credential || this.revokeBusy) return;
    this.revokeBusy = true;
    const result = await this.gateway.revoke(credential.guid);
    runInAction(() => {
      this.revokeBusy = false;
      if (result.err) this.revokeError = result.val;
      else this.revoking = undefined;
    });
    if (result.ok) await this.list.load();
  }
}
