import { makeAutoObservable, runInAction } from 'mobx';
import { completesOnOpen } from '@domain/lessons/progress';
import { Loadable } from '@application/shared/Loadable';
import type { Clock } from '@application/shared/ports/Clock';
import type { LessonItemDetail, LessonItemSummary, LessonOutline } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import { ProgressTracker } from '@application/viewer/ProgressTracker';

/** One viewer screen: the item, its lesson (to move between items) and the student's progress on it. */
export class ViewerStore {
  /** The item on screen (moving to another one: only the latest answer counts); its tracker is ready with it. */
  readonly read = new Loadable(async (guid: string) => {
    const result = await this.gateway.item(guid);
    if (guid === this.requested) runInAction(() => this.track(result.ok ? result.val : undefined));
    return result;
  });
  lesson: LessonOutline | undefined = undefined;
  tracker: ProgressTracker | undefined = undefined;
  private requested = '';

  constructor(
    private readonly gateway: ViewerGateway,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<ViewerStore, 'gateway' | 'clock' | 'requested'>(this, { gateway: false, clock: false, requested: false, read: false });
  }

  /** The item read; none once its read failed. */
  get item(): LessonItemDetail | undefined {
    return this.read.status === 'failed' ? undefined : this.read.value;
  }

  /** Unknown, hidden from the caller or a malformed guid: all "not found" to the user. */
  get isNotFound(): boolean {
    const error = this.read.error;
    return error?.kind === 'not-found' || error?.kind === 'validation';
  }

  /** Only students have their own progress: the server sends `progress` (0 before the first visit) to them alone. */
  get isStudent(): boolean {
    return this.item !== undefined && this.item.progress !== null;
  }

  /** The lesson's items the caller sees, in order (just the item itself until the lesson arrives). */
  get siblings(): LessonItemSummary[] {
    if (this.lesson) return this.lesson.items;
    return this.item ? [this.item] : [];
  }

  get index(): number {
    return this.siblings.findIndex((entry) => entry.guid === this.item?.guid);
  }

  get previous(): LessonItemSummary | undefined {
    return this.index > 0 ? this.siblings[this.index - 1] : undefined;
  }

  get next(): LessonItemSummary | undefined {
    return this.index >= 0 ? this.siblings[this.index + 1] : undefined;
  }

  /** The school's time zone, in which deliver dates are written; the browser's as a last resort. */
  get timeZone(): string {
    return this.lesson?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  }

  /** The progress shown: the live one while tracking, else what the server sent. */
  get progress(): number | null {
    if (!this.isStudent) return null;
    return this.tracker?.progress ?? this.item?.progress ?? null;
  }

  async load(guid: string): Promise<void> {
    if (guid === this.requested && this.read.status !== 'failed') return;
    const leaving = this.tracker;
    this.requested = guid;
    void leaving?.flush();
    const result = await this.read.load(guid);
    if (!this.read.holds(result) || result.err) return;
    const item = result.val;
    if (item.code !== null && completesOnOpen(item.code)) void this.tracker?.complete();
    if (this.lesson === undefined) await this.loadLesson(item.lessonGuid);
  }

  /** The item's progress tracker (none when its read failed), and its lesson kept only when it is the same. */
  private track(item: LessonItemDetail | undefined): void {
    if (item === undefined) {
      this.tracker = undefined;
      return;
    }
    // A student who never opened the item has no saved progress yet (`my_progress` null) but is tracked from 0.
    const initial = item.progress === null ? null : (item.myProgress ?? { progress: item.progress, position: null });
    this.tracker = new ProgressTracker(this.gateway, this.clock, item.guid, initial);
    if (this.lesson?.guid !== item.lessonGuid) this.lesson = undefined;
  }

  /** Writes any progress not yet saved (viewer closing, page hidden). */
  flush(): Promise<void> {
    return this.tracker?.flush() ?? Promise.resolve();
  }

  private async loadLesson(lessonGuid: string): Promise<void> {
    const result = await this.gateway.lesson(lessonGuid);
    runInAction(() => {
      // Without its lesson the item still shows; only moving between items is missing.
      if (result.ok && this.item?.lessonGuid === lessonGuid) this.lesson = result.val;
    });
  }
}
