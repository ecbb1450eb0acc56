import { makeAutoObservable } from 'mobx';
import { Loadable } from '@application/shared/Loadable';
import type { HelpdeskGateway } from '@application/helpdesk/ports/HelpdeskGateway';

/** One person's account at the desk. */
export class HelpdeskAccountStore {
  readonly account = new Loadable((guid: string) => this.gateway.account(guid));

  constructor(private readonly gateway: HelpdeskGateway) {
    makeAutoObservable<HelpdeskAccountStore, 'gateway'>(this, { gateway: false, account: false }, { autoBind: true });
  }

  async load(guid: string): Promise<void> {
    await this.account.load(guid);
  }
}
