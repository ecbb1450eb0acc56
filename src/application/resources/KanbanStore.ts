import { makeAutoObservable, runInAction } from 'mobx';
import { BOARD_COLUMNS, boardColumn, type BoardColumn } from '@domain/lessons/board';
import { localToInstant } from '@domain/lessons/deliverDate';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Clock } from '@application/shared/ports/Clock';
import { Loadable } from '@application/shared/Loadable';
import type { ResourceGateway } from '@application/resources/ports/ResourceGateway';
import type { BoardItem, BoardLesson } from '@application/resources/Resource';

/**
 * Why a card cannot go to a column. Only Draft ↔ published is a teacher's choice; the published
 * columns follow dates and hand-ins (domain boardColumn), so a card lands where they put it.
 */
export type MoveRefusal =
  | { code: 'same-column' }
  | { code: 'derived-column'; column: BoardColumn; landing: BoardColumn }
  | { code: 'not-allowed' };

export interface BoardCard {
  item: BoardItem;
  column: BoardColumn;
}

/** What a move did, for the live region: published or unpublished, and where the card is now. */
export interface MoveOutcome {
  item: BoardItem;
  published: boolean;
  column: BoardColumn;
}

/** The lesson board (`/course/:courseGuid/kanban/:lessonGuid`): items in columns by state, Draft ↔ published moves. */
export class KanbanStore {
  /** Moving from one lesson's board to another: only the latest answer counts. */
  readonly read = new Loadable((lessonGuid: string) => this.gateway.lessonBoard(lessonGuid));
  /** The board on screen, a deep copy so a moved card shows at once; none once a read failed. */
  lesson: BoardLesson | undefined = undefined;
  /** Read from the clock at each load and move, so the columns stay stable while the teacher looks. */
  now: Date;
  /** Guids of cards whose change is on its way. */
  pending: string[] = [];

  constructor(
    private readonly gateway: ResourceGateway,
    private readonly clock: Clock,
  ) {
    this.now = clock.now();
    makeAutoObservable<KanbanStore, 'gateway' | 'clock'>(this, { gateway: false, clock: false, read: false });
  }

  get isNotFound(): boolean {
    const error = this.read.error;
    return error?.kind === 'not-found' || error?.kind === 'validation';
  }

  /** Only the course's teachers manage the board; anyone else gets a polite refusal. */
  get isRefused(): boolean {
    return this.read.status === 'ready' && this.lesson !== undefined && !this.lesson.canUpdate;
  }

  get cards(): BoardCard[] {
    const lesson = this.lesson;
    if (!lesson) return [];
    return [...lesson.items].sort((a, b) => a.position - b.position).map((item) => ({ item, column: this.columnOf(item, item.published) }));
  }

  get columns(): { column: BoardColumn; cards: BoardCard[] }[] {
    const cards = this.cards;
    return BOARD_COLUMNS.map((column) => ({ column, cards: cards.filter((card) => card.column === column) }));
  }

  /** The column a card would go to; `published` lets the view preview publishing a draft. */
  columnOf(item: BoardItem, published: boolean): BoardColumn {
    const timeZone = this.lesson?.timeZone ?? 'UTC';
    return boardColumn(
      {
        published,
        evaluable: item.evaluable,
        deliverAt: item.deliverAt === null ? null : localToInstant(item.deliverAt, timeZone),
        canDeliverLate: item.canDeliverLate,
        jobsDelivered: item.jobsDelivered ?? 0,
        jobsEvaluated: item.jobsEvaluated ?? 0,
      },
      this.now,
    );
  }

  /** Whether `item` may be dropped into `column`, and what `published` becomes. */
  checkMove(item: BoardItem, column: BoardColumn): Result<boolean, MoveRefusal> {
    if (!this.lesson?.canUpdate) return Err({ code: 'not-allowed' });
    const current = this.columnOf(item, item.published);
    if (current === column) return Err({ code: 'same-column' });
    if (column === 'draft') return Ok(false);
    const landing = this.columnOf(item, true);
    if (current === 'draft' && landing === column) return Ok(true);
    return Err({ code: 'derived-column', column, landing });
  }

  /** The one move each card offers besides staying: to Draft, or published into its landing column. */
  moveTarget(item: BoardItem): BoardColumn | undefined {
    if (!this.lesson?.canUpdate) return undefined;
    return item.published ? 'draft' : this.columnOf(item, true);
  }

  isPending(guid: string): boolean {
    return this.pending.includes(guid);
  }

  async load(lessonGuid: string): Promise<void> {
    const result = await this.read.load(lessonGuid);
    runInAction(() => {
      if (!this.read.holds(result)) return;
      this.now = this.clock.now();
      this.lesson = result.ok ? result.val : undefined;
    });
  }

  /** Moves a card to `column` when the rules allow it: a PATCH of `published`, then the card from the answer. */
  async move(itemGuid: string, column: BoardColumn): Promise<Result<MoveOutcome, MoveRefusal | AppError>> {
    const item = this.lesson?.items.find((candidate) => candidate.guid === itemGuid);
    if (!item) return Err({ code: 'not-allowed' });
    const check = this.checkMove(item, column);
    if (check.err) return check;
    if (this.isPending(itemGuid)) return Err({ code: 'same-column' });
    this.pending.push(itemGuid);
    const result = await this.gateway.setPublished(itemGuid, check.val);
    return runInAction(() => {
      this.pending = this.pending.filter((guid) => guid !== itemGuid);
      if (result.err) return result;
      this.now = this.clock.now();
      const updated = result.val;
      if (this.lesson) this.lesson.items = this.lesson.items.map((candidate) => (candidate.guid === itemGuid ? updated : candidate));
      return Ok({ item: updated, published: updated.published, column: this.columnOf(updated, updated.published) });
    });
  }
}
