import { makeAutoObservable, runInAction } from 'mobx';
import type { PeriodCode } from '@domain/grading/periods';
import type { PublishWarning } from '@domain/grading/publishWarnings';
import type { Result } from '@domain/shared/result';
import { announcement, type Announcement } from '@application/lessons/Announcement';
import type { AppError } from '@application/shared/AppError';
import { Loadable, type LoadStatus } from '@application/shared/Loadable';
import type { GradebookBook, PeriodPublication } from '@application/gradebook/Gradebook';
import type { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import type { GradebookSetupGateway } from '@application/gradebook/ports/GradebookSetupGateway';

/** A period the teacher asked to publish while the domain warns: waiting for the confirmation. */
export interface PendingPublication {
  period: PeriodCode;
  warnings: PublishWarning[];
}

/**
 * Publishing (spec §4, ADRs 0135, 0234): the books of the course (one per period, with what is still unpublished and
 * the domain's warnings), publishing or withdrawing a period's end-of-period grades, and one item's grades.
 * Publishing a period the domain warns about waits for the teacher's confirmation; without warnings it goes at once.
 */
export class PublishingStore {
  courseGuid = '';
  /** The course's books (reading them again after a change keeps the ones on screen). */
  readonly read = new Loadable((courseGuid: string) => this.grid.books(courseGuid));
  books: GradebookBook[] = [];
  /** `books` are the course's, as last read. */
  private shown = false;
  /** The period or item being published or withdrawn. */
  busy: string | undefined = undefined;
  /** The last publishing action the server refused. */
  actionError: AppError | undefined = undefined;
  pending: PendingPublication | undefined = undefined;
  /** How many publications changed: each one means the grid must be read again. */
  revision = 0;
  announcement: Announcement | undefined = undefined;

  constructor(
    private readonly setup: GradebookSetupGateway,
    private readonly grid: GradebookGateway,
  ) {
    makeAutoObservable<PublishingStore, 'setup' | 'grid'>(this, { setup: false, grid: false, read: false }, { autoBind: true });
  }

  async load(courseGuid: string): Promise<void> {
    // Reading the same course again keeps its books on screen (and the focus on their buttons) until the answer.
    const refreshing = this.status === 'ready' && courseGuid === this.courseGuid;
    this.courseGuid = courseGuid;
    if (!refreshing) this.shown = false;
    const result = await this.read.load(courseGuid);
    runInAction(() => {
      if (!this.read.holds(result)) return;
      if (result.err) {
        if (refreshing) this.actionError = result.val;
        return;
      }
      this.books = result.val;
      this.shown = true;
    });
  }

  /** Ready while books are on screen (even through a failed refresh); else where the read stands (loading until shown). */
  get status(): LoadStatus {
    if (this.shown) return 'ready';
    return this.read.status === 'ready' ? 'loading' : this.read.status;
  }

  get error(): AppError | undefined {
    return this.read.error;
  }

  /** A publication changed since the store was made. */
  get changed(): boolean {
    return this.revision > 0;
  }

  retry(): Promise<void> {
    return this.load(this.courseGuid);
  }

  /** The books of the scheme's periods and the annual one, in order (the items without period are `looseBook`). */
  get periodBooks(): (GradebookBook & { period: PeriodCode })[] {
    return this.books.filter((book): book is GradebookBook & { period: PeriodCode } => book.period !== null);
  }

  /** The items without a period of the scheme; undefined when there are none. */
  get looseBook(): GradebookBook | undefined {
    return this.books.find((book) => book.period === null && book.items.length > 0);
  }

  bookOf(period: PeriodCode): GradebookBook | undefined {
    return this.books.find((book) => book.period === period);
  }

  /** Publish a period: with the domain's warnings it waits in `pending` for `confirmPending`; without, it goes now. */
  async requestPublish(period: PeriodCode): Promise<Result<PeriodPublication, AppError> | undefined> {
    const warnings = this.bookOf(period)?.publishWarnings ?? [];
    this.actionError = undefined;
    if (warnings.length > 0) {
      this.pending = { period, warnings };
      return undefined;
    }
    return this.setPeriod(period, true);
  }

  cancelPending(): void {
    this.pending = undefined;
    this.actionError = undefined;
  }

  /** The teacher dismissed a refusal (or the confirmation it showed in). */
  dismissError(): void {
    this.actionError = undefined;
  }

  async confirmPending(): Promise<Result<PeriodPublication, AppError> | undefined> {
    const pending = this.pending;
    if (pending === undefined) return undefined;
    const result = await this.setPeriod(pending.period, true);
    runInAction(() => {
      if (result.ok) this.pending = undefined;
    });
    return result;
  }

  /** Hides the period's final grade again; its items stay published (ADR 0234). */
  withdraw(period: PeriodCode): Promise<Result<PeriodPublication, AppError>> {
    this.actionError = undefined;
    return this.setPeriod(period, false);
  }

  private async setPeriod(period: PeriodCode, published: boolean): Promise<Result<PeriodPublication, AppError>> {
    this.busy = period;
    const result = await this.setup.publishPeriod(this.courseGuid, period, published);
    runInAction(() => {
      this.busy = undefined;
      if (result.err) {
        this.actionError = result.val;
        return;
      }
      this.revision += 1;
      this.announcement = published
        ? announcement('gradebookSetup:publish.announce.published', { period, count: result.val.itemsPublished })
        : announcement('gradebookSetup:publish.announce.withdrawn', { period });
    });
    // The books change with it (items published, warnings of the later periods): read them again.
    if (result.ok) await this.load(this.courseGuid);
    return result;
  }

  /** Publishes or withdraws one item's or column's grades. */
  async publishItem(courseGuid: string, itemGuid: string, published: boolean): Promise<Result<{ published: boolean }, AppError>> {
    this.busy = itemGuid;
    this.actionError = undefined;
    const result = await this.setup.publishItem(courseGuid, itemGuid, published);
    runInAction(() => {
      this.busy = undefined;
      if (result.err) this.actionError = result.val;
      else this.revision += 1;
    });
    return result;
  }
}
