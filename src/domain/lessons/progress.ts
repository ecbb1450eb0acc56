import type { ContentTypeCode } from '../content/contentTypes';

/**
 * Progress is a whole percentage 0–100 per item and per lesson.
 * Decisions: docs/decisions/0114-progress.md
 */

/** Watching this share of a video or audio counts as having watched it all (credits, silence). */
export const MEDIA_COMPLETE_RATIO = 0.9;

// Guards floating-point dust (0.29 * 100 = 28.999…) when flooring.
const EPSILON = 1e-9;

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Seconds watched out of the duration, floored to a whole percent; 90 % or more is 100.
 * No duration (0, negative, unknown) → 0.
 */
export function mediaProgress(watchedSeconds: number, durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0 || !Number.isFinite(watchedSeconds)) return 0;
  const ratio = watchedSeconds / durationSeconds;
  if (ratio >= MEDIA_COMPLETE_RATIO - EPSILON) return 100;
  return clampPercent(Math.floor(ratio * 100 + EPSILON));
}

/** Pages seen out of the page count (books and PDFs), floored: 100 only when every page was seen. */
export function pagesProgress(pagesSeen: number, pageCount: number): number {
  if (!Number.isFinite(pageCount) || pageCount <= 0 || !Number.isFinite(pagesSeen)) return 0;
  return clampPercent(Math.floor((pagesSeen / pageCount) * 100 + EPSILON));
}

/** Document, link and image count as done (100) once opened. */
const OPEN_COMPLETES: ContentTypeCode[] = ['CTTY_01', 'CTTY_06', 'CTTY_07'];

export function completesOnOpen(code: ContentTypeCode): boolean {
  return OPEN_COMPLETES.includes(code);
}

/** The stored progress after a new report: rounded, clamped to 0–100, and never lower than before. */
export function mergeProgress(previous: number | null, next: number): number {
  const before = previous === null ? 0 : Math.round(clampPercent(previous));
  const reported = Math.round(clampPercent(next));
  return Math.max(before, reported);
}

/**
 * A lesson's progress: the mean of the progress of the items the student sees (no record = 0),
 * floored to a whole percent so 100 means every item is done; 0 for a lesson with no items.
 * SQL equivalent: floor(sum(least(greatest(coalesce(p, 0), 0), 100)) / count(*)), 0 when count is 0.
 */
export function lessonProgress(itemProgress: readonly (number | null)[]): number {
  if (itemProgress.length === 0) return 0;
  const sum = itemProgress.reduce<number>((total, value) => total + (value === null ? 0 : clampPercent(value)), 0);
  return Math.floor(sum / itemProgress.length + EPSILON);
}
