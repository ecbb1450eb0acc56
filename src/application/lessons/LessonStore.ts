import { makeAutoObservable, runInAction } from 'mobx';
import { reorder } from '@domain/lessons/ordering';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { ToastStore } from '@application/feedback/ToastStore';
import { Loadable } from '@application/shared/Loadable';
import type { LessonDetail, LessonItem } from '@application/lessons/Lesson';
import type { LessonGateway } from '@application/lessons/ports/LessonGateway';
import { announcement, type Announcement } from '@application/lessons/Announcement';

/** The lesson page: its items in order; teachers publish, delete and reorder them. */
export class LessonStore {
  /** Moving from one lesson to another: only the latest answer counts. */
  readonly read = new Loadable((lessonGuid: string) => this.gateway.lesson(lessonGuid));
  /** The lesson on screen, a deep copy so publishing, deleting and moving its items show at once; none once a read failed. */
  lesson: LessonDetail | undefined = undefined;
  announcement: Announcement | undefined = undefined;
  pending = new Set<string>();

  constructor(
    private readonly gateway: LessonGateway,
    private readonly toasts: ToastStore,
  ) {
    makeAutoObservable<LessonStore, 'gateway' | 'toasts'>(this, { gateway: false, toasts: false, read: false });
  }

  get isNotFound(): boolean {
    const error = this.read.error;
    return error?.kind === 'not-found' || error?.kind === 'validation';
  }

  get canManage(): boolean {
    return this.lesson?.abilities.update === true;
  }

  get items(): LessonItem[] {
    return this.lesson?.items ?? [];
  }

  async load(lessonGuid: string): Promise<void> {
    const result = await this.read.load(lessonGuid);
    runInAction(() => {
      if (!this.read.holds(result)) return;
      this.lesson = result.ok ? result.val : undefined;
    });
  }

  /** Optimistic, rolled back with a toast when the server refuses. */
  async setPublished(itemGuid: string, published: boolean): Promise<void> {
    const item = this.items.find((candidate) => candidate.guid === itemGuid);
    if (!item) return;
    const before = item.published;
    item.published = published;
    this.pending.add(itemGuid);
    const result = await this.gateway.updateItem(itemGuid, { published });
    runInAction(() => {
      this.pending.delete(itemGuid);
      if (result.err) {
        item.published = before;
        this.toasts.show('lesson:lesson.errors.publishFailed', 'error');
        return;
      }
      this.announce(published ? 'lesson.announce.published' : 'lesson.announce.unpublished', { name: item.name });
    });
  }

  /** Confirmed by the user first; waits for the server (hand-ins and progress go with it). */
  async deleteItem(itemGuid: string): Promise<Result<void, AppError>> {
    const name = this.items.find((item) => item.guid === itemGuid)?.name ?? '';
    const result = await this.gateway.deleteItem(itemGuid);
    if (result.ok) {
      runInAction(() => {
        if (!this.lesson) return;
        this.lesson.items = this.lesson.items.filter((item) => item.guid !== itemGuid);
        this.renumber();
        this.announce('lesson.announce.deleted', { name });
      });
    }
    return result;
  }

  /** Optimistic reorder (PUT …/items/order), rolled back on failure. */
  async moveItem(itemGuid: string, toIndex: number): Promise<void> {
    const lesson = this.lesson;
    if (!lesson) return;
    const before = lesson.items;
    const from = before.findIndex((item) => item.guid === itemGuid);
    if (from < 0 || from === toIndex || toIndex < 0 || toIndex >= before.length) return;
    const name = before[from]?.name ?? '';
    lesson.items = reorder(before, itemGuid, toIndex);
    this.renumber();
    const result = await this.gateway.reorderItems(lesson.guid, lesson.items.map((item) => item.guid));
    runInAction(() => {
      if (result.err) {
        lesson.items = before;
        this.renumber();
        this.toasts.show('lesson:lesson.errors.moveFailed', 'error');
        this.announce('lesson.announce.moveFailed', { name });
        return;
      }
      this.announce('lesson.announce.moved', { name, position: toIndex + 1, total: lesson.items.length });
    });
  }

  announce(key: string, values: Record<string, string | number> = {}): void {
    this.announcement = announcement(key, values);
  }

  private renumber(): void {
    this.lesson?.items.forEach((item, index) => {
      item.position = index + 1;
    });
  }
}
