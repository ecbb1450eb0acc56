import { makeAutoObservable, runInAction } from 'mobx';
import { HELPDESK_QUERY_MAX } from '@domain/helpdesk/userSearch';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { FoundUser } from '@application/helpdesk/HelpdeskAccount';
import type { HelpdeskGateway } from '@application/helpdesk/ports/HelpdeskGateway';

/** The desk's search: what is typed, the first page of what it finds, and "show more". */
export class HelpdeskSearchStore {
  /** What the box holds; `search()` sends it. */
  query = '';
  /** What the shown results are for. */
  searched = '';
  readonly firstPage = new Loadable(async (query: string) => {
    const result = await this.gateway.search(query, 1);
    if (result.ok) {
      runInAction(() => {
        this.users = result.val.users;
        this.page = 1;
        this.hasMore = result.val.hasMore;
        this.searched = query;
      });
    }
    return result;
  });
  users: FoundUser[] = [];
  page = 0;
  hasMore = false;
  loadingMore = false;
  loadMoreError: AppError | undefined = undefined;

  constructor(private readonly gateway: HelpdeskGateway) {
    makeAutoObservable<HelpdeskSearchStore, 'gateway'>(this, { gateway: false, firstPage: false }, { autoBind: true });
  }

  setQuery(query: string): void {
    this.query = query.slice(0, HELPDESK_QUERY_MAX);
  }

  async search(): Promise<void> {
    this.loadMoreError = undefined;
    await this.firstPage.load(this.query.trim());
  }

  get isEmpty(): boolean {
    return this.firstPage.status === 'ready' && this.users.length === 0;
  }

  async loadMore(): Promise<void> {
    if (this.loadingMore || !this.hasMore) return;
    this.loadingMore = true;
    this.loadMoreError = undefined;
    const result = await this.gateway.search(this.searched, this.page + 1);
    runInAction(() => {
      this.loadingMore = false;
      if (result.err) {
        this.loadMoreError = result.val;
        return;
      }
      const known = new Set(this.users.map((user) => user.guid));
      this.users.push(...result.val.users.filter((user) => !known.has(user.guid)));
      this.page = result.val.page;
      this.hasMore = result.val.hasMore;
    });
  }
}
