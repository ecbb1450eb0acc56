import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { LibraryEntry } from '@application/accounts/Account';
import type { AccountsGateway } from '@application/accounts/ports/AccountsGateway';

/** /library: the titles the user's licences grant, and adding one more code. */
export class LibraryStore {
  readonly entries = new Loadable(() => this.gateway.library());
  adding = false;
  addError: AppError | undefined = undefined;
  /** The title of the code added last, to announce it. */
  added: LibraryEntry | undefined = undefined;

  constructor(private readonly gateway: AccountsGateway) {
    makeAutoObservable<LibraryStore, 'gateway'>(this, { gateway: false, entries: false }, { autoBind: true });
  }

  load(): Promise<unknown> {
    return this.entries.load();
  }

  get isNotFound(): boolean {
    return this.entries.error?.kind === 'not-found';
  }

  async addLicence(code: string): Promise<boolean> {
    if (this.adding) return false;
    this.adding = true;
    this.addError = undefined;
    this.added = undefined;
    const result = await this.gateway.addLicence(code);
    runInAction(() => {
      this.adding = false;
      if (result.ok) {
        this.added = result.val;
        this.entries.set([...(this.entries.value ?? []), result.val].sort((a, b) => a.title.name.localeCompare(b.title.name)));
      } else {
        this.addError = result.val;
      }
    });
    return result.ok;
  }
}
