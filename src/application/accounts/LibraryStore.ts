import { makeAutoObservable, runInAction } from 'mobx';
import { isFiltering, libraryLevels, NO_LIBRARY_FILTER, searchLibrary, type LibraryFilter } from '@domain/accounts/librarySearch';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { LibraryEntry } from '@application/accounts/Account';
import type { AccountsGateway } from '@application/accounts/ports/AccountsGateway';

/** /library: the titles the user's licences grant, searched and filtered (ADR 0539), and adding one more code. */
export class LibraryStore {
  readonly entries = new Loadable(() => this.gateway.library());
  adding = false;
  addError: AppError | undefined = undefined;
  /** The title of the code added last, to announce it. */
  added: LibraryEntry | undefined = undefined;
  filter: LibraryFilter = NO_LIBRARY_FILTER;

  constructor(private readonly gateway: AccountsGateway) {
    makeAutoObservable<LibraryStore, 'gateway'>(this, { gateway: false, entries: false }, { autoBind: true });
  }

  load(): Promise<unknown> {
    return this.entries.load();
  }

  get isNotFound(): boolean {
    return this.entries.error?.kind === 'not-found';
  }

  /** The entries the filter keeps; `levelName` names a level as the page shows it, so its name can be searched. */
  visibleEntries(levelName: (code: string) => string): LibraryEntry[] {
    return searchLibrary(this.entries.value ?? [], this.filter, levelName);
  }

  get levels(): string[] {
    return libraryLevels(this.entries.value ?? []);
  }

  get isFiltering(): boolean {
    return isFiltering(this.filter);
  }

  setFilter(change: Partial<LibraryFilter>): void {
    this.filter = { ...this.filter, ...change };
  }

  clearFilter(): void {
    this.filter = NO_LIBRARY_FILTER;
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
