import { makeAutoObservable, runInAction } from 'mobx';
import type { AuditAction } from '@domain/audit/auditLog';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { AuditGateway } from '@application/admin/ports/AuditGateway';
import type { AuditEntry, AuditPage } from '@application/admin/AuditEntry';

/** /audit: the log newest first, narrowed by action, with older pages added below ("show more"). */
export class AuditStore {
  readonly firstPage = new Loadable((action: AuditAction | undefined) => this.gateway.page(action === undefined ? {} : { action }));
  action: AuditAction | undefined = undefined;
  /** Older pages read after the first, in order. */
  older: AuditEntry[] = [];
  nextBefore: string | null = null;
  loadingMore = false;
  moreError: AppError | undefined = undefined;

  constructor(private readonly gateway: AuditGateway) {
    makeAutoObservable<AuditStore, 'gateway'>(this, { gateway: false, firstPage: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const result = await this.firstPage.load(this.action);
    runInAction(() => {
      this.older = [];
      this.moreError = undefined;
      this.nextBefore = result.ok ? result.val.nextBefore : null;
    });
  }

  async filter(action: AuditAction | undefined): Promise<void> {
    this.action = action;
    await this.load();
  }

  get entries(): AuditEntry[] {
    return [...(this.firstPage.value?.entries ?? []), ...this.older];
  }

  get hasMore(): boolean {
    return this.nextBefore !== null;
  }

  async loadMore(): Promise<void> {
    if (this.nextBefore === null || this.loadingMore) return;
    this.loadingMore = true;
    this.moreError = undefined;
    const result = await this.gateway.page({ ...(this.action === undefined ? {} : { action: this.action }), before: this.nextBefore });
    runInAction(() => {
      this.loadingMore = false;
      if (result.err) {
        this.moreError = result.val;
        return;
      }
      this.append(result.val);
    });
  }

  private append(page: AuditPage): void {
    this.older = [...this.older, ...page.entries];
    this.nextBefore = page.nextBefore;
  }
}
