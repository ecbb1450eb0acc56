import type { ProjectedTimer, ProjectedView } from '@application/projection/Projection';

/** A timer as a screen shows it `now` (its own clock, ms), counting on from when it heard the state at `receivedAt`. */
export function timerNow(timer: ProjectedTimer, receivedAt: number, now: number): { elapsedMs: number; remainingMs: number | null; running: boolean; finished: boolean } {
  const counted = timer.elapsedMs + (timer.running ? Math.max(0, now - receivedAt) : 0);
  if (timer.durationMs <= 0) return { elapsedMs: counted, remainingMs: null, running: timer.running, finished: false };
  const elapsedMs = Math.min(counted, timer.durationMs);
  const finished = elapsedMs >= timer.durationMs;
  return { elapsedMs, remainingMs: timer.durationMs - elapsedMs, running: timer.running && !finished, finished };
}

/** Seconds into the media on screen `now`, counting on from the state heard at `receivedAt`; never past a known length. */
export function mediaNow(media: ProjectedView['media'], receivedAt: number, now: number): number {
  const seconds = media.seconds + (media.playing ? Math.max(0, now - receivedAt) / 1000 : 0);
  return media.length === null ? seconds : Math.min(seconds, media.length);
}
