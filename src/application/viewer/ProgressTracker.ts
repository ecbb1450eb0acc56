import { makeAutoObservable, runInAction } from 'mobx';
import { mediaProgress, mergeProgress, pagesProgress } from '@domain/lessons/progress';
import type { Clock } from '@application/shared/ports/Clock';
import type { ItemProgress } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';

/** How often a changing progress (a playing video, pages turned) is written at most. */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;

/** Length in seconds of the union of [start, end] ranges (what a player has played, plus what was watched before). */
export function coveredSeconds(ranges: readonly (readonly [number, number])[]): number {
  const sorted = ranges.filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start).map(([start, end]) => [Math.max(0, start), end] as const);
  sorted.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let currentStart = -1;
  let currentEnd = -1;
  for (const [start, end] of sorted) {
    if (start > currentEnd) {
      if (currentEnd > currentStart) total += currentEnd - currentStart;
      currentStart = start;
      currentEnd = end;
    } else if (end > currentEnd) {
      currentEnd = end;
    }
  }
  if (currentEnd > currentStart) total += currentEnd - currentStart;
  return total;
}

/**
 * The caller's progress on one item while a viewer is open. Only students have progress (the server
 * sends `my_progress` to them alone); for anyone else every call is a no-op and nothing is written.
 * Writes are throttled: at most one per interval while things change, plus `flush()` on pause, end,
 * page hide and when the viewer closes; a write in flight is never doubled.
 */
export class ProgressTracker {
  progress: number;
  position: number | null;
  lessonProgress: number | null = null;
  saving = false;
  readonly enabled: boolean;
  private saved: ItemProgress;
  private lastSaveAt: number;
  private pagesSeen = new Set<number>();
  private pending: Promise<void> | null = null;

  constructor(
    private readonly gateway: ViewerGateway,
    private readonly clock: Clock,
    private readonly itemGuid: string,
    initial: ItemProgress | null,
    private readonly intervalMs = PROGRESS_SAVE_INTERVAL_MS,
  ) {
    this.enabled = initial !== null;
    this.progress = initial?.progress ?? 0;
    this.position = initial?.position ?? null;
    this.saved = { progress: this.progress, position: this.position };
    this.lastSaveAt = clock.now().getTime();
    makeAutoObservable<ProgressTracker, 'gateway' | 'clock' | 'itemGuid' | 'intervalMs' | 'saved' | 'lastSaveAt' | 'pagesSeen' | 'pending'>(this, {
      gateway: false,
      clock: false,
      itemGuid: false,
      intervalMs: false,
      saved: false,
      lastSaveAt: false,
      pagesSeen: false,
      pending: false,
    });
  }

  /** Where the student left off: seconds into a media file or a page number; null when never opened. */
  get resumePosition(): number | null {
    return this.enabled ? this.position : null;
  }

  get isDirty(): boolean {
    return this.progress !== this.saved.progress || this.position !== this.saved.position;
  }

  /** A new reading: progress never goes down; saved now if the interval has passed, else later. */
  report(progress: number, position: number | null = this.position): void {
    if (!this.enabled) return;
    this.progress = mergeProgress(this.progress, progress);
    this.position = position === null ? null : Math.max(0, Math.floor(position));
    if (this.isDirty && this.clock.now().getTime() - this.lastSaveAt >= this.intervalMs) void this.flush();
  }

  /** Progress the server already recorded by other means (a hand-in): shown, not written again. */
  acknowledge(progress: number): void {
    if (!this.enabled) return;
    this.progress = mergeProgress(this.progress, progress);
    this.saved = { ...this.saved, progress: mergeProgress(this.saved.progress, progress) };
  }

  /** Items that count as done when opened (document, link, image): written at once. */
  complete(): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    this.report(100);
    return this.flush();
  }

  /**
   * A media player's state: `played` = the ranges it has played this time; the start of the media up
   * to where the student resumed (or their earlier share) counts as watched before.
   */
  reportMedia(played: readonly (readonly [number, number])[], currentSeconds: number, durationSeconds: number): void {
    if (!this.enabled || !(durationSeconds > 0)) return;
    const before = Math.max(this.saved.position ?? 0, (this.saved.progress / 100) * durationSeconds);
    const watched = coveredSeconds([[0, Math.min(before, durationSeconds)], ...played]);
    this.report(mediaProgress(watched, durationSeconds), currentSeconds);
  }

  /** A page (1-based) shown of `pageCount`; pages 1..n of an earlier share count as seen. */
  reportPage(page: number, pageCount: number): void {
    if (!this.enabled || pageCount <= 0) return;
    if (this.pagesSeen.size === 0) {
      const earlier = Math.round((this.saved.progress / 100) * pageCount);
      for (let seen = 1; seen <= earlier; seen += 1) this.pagesSeen.add(seen);
    }
    this.pagesSeen.add(page);
    this.report(pagesProgress(this.pagesSeen.size, pageCount), page);
  }

  /** Writes what changed since the last write (if anything); waits for a write in flight first. */
  async flush(): Promise<void> {
    if (!this.enabled) return;
    while (this.pending !== null) await this.pending;
    if (!this.isDirty) return;
    const sending: ItemProgress = { progress: this.progress, position: this.position };
    runInAction(() => {
      this.saving = true;
    });
    this.lastSaveAt = this.clock.now().getTime();
    this.pending = (async () => {
      const result = await this.gateway.saveProgress(this.itemGuid, sending);
      runInAction(() => {
        this.saving = false;
        if (result.ok) {
          this.saved = { progress: mergeProgress(sending.progress, result.val.progress), position: sending.position };
          this.progress = mergeProgress(this.progress, result.val.progress);
          this.lessonProgress = result.val.lessonProgress;
        }
        // A failed write stays dirty: the next interval or flush tries again.
      });
    })();
    try {
      await this.pending;
    } finally {
      this.pending = null;
    }
  }
}
