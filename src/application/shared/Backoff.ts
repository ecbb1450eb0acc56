import type { Timers } from '@application/shared/ports/Timers';

/**
 * Growing pauses between tries (base, then doubled up to a ceiling), through the Timers port so tests move time by
 * hand. One pending try at a time: scheduling again replaces it. Stopped (a page going away), it schedules nothing.
 */
export class Backoff {
  private waitMs: number;
  private cancelPending: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly timers: Timers,
    private readonly baseMs: number,
    private readonly maxMs: number,
  ) {
    this.waitMs = baseMs;
  }

  /** Calls `again` after the current pause, and makes the next pause longer. */
  schedule(again: () => void): void {
    this.cancel();
    if (this.stopped) return;
    const wait = this.waitMs;
    this.waitMs = Math.min(this.waitMs * 2, this.maxMs);
    this.cancelPending = this.timers.after(wait, () => {
      this.cancelPending = null;
      again();
    });
  }

  /** Drops the pending try (the pause it reached stays). */
  cancel(): void {
    this.cancelPending?.();
    this.cancelPending = null;
  }

  /** A success or a connection back: the next pause is the first one again. */
  reset(): void {
    this.waitMs = this.baseMs;
  }

  stop(): void {
    this.cancel();
    this.stopped = true;
  }

  resume(): void {
    this.stopped = false;
  }
}
