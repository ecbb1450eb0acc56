import { makeAutoObservable } from 'mobx';
import type { Subscription } from 'rxjs';
import { secondsUntil } from '@domain/assessments/testDuration';
import type { Clock } from '@application/shared/ports/Clock';
import type { Timers } from '@application/shared/ports/Timers';
import { ticks } from '@application/shared/ticks';

export const TICK_MS = 1_000;

/** The moments announced to screen readers (never every second). */
export type TimeAlert = 'five-minutes' | 'one-minute' | null;

/**
 * An attempt's countdown: it follows the server's `seconds_left` (synced again on every save), counts on with this
 * device's clock between answers, and says at each tick when the time is up.
 */
export class Countdown {
  nowMs: number;
  /** This device's clock reading at which the server's time runs out; null when the test has no limit. */
  deadlineMs: number | null = null;
  private subscription: Subscription | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly timers: Timers,
  ) {
    this.nowMs = clock.now().getTime();
    makeAutoObservable<Countdown, 'clock' | 'timers' | 'subscription'>(this, { clock: false, timers: false, subscription: false }, { autoBind: true });
  }

  /** Seconds left by the server's clock (counted on since its last answer); null when unlimited. */
  get secondsLeft(): number | null {
    if (this.deadlineMs === null) return null;
    return secondsUntil(new Date(this.deadlineMs), new Date(this.nowMs));
  }

  get timeAlert(): TimeAlert {
    const left = this.secondsLeft;
    if (left === null) return null;
    if (left <= 60) return 'one-minute';
    if (left <= 300) return 'five-minutes';
    return null;
  }

  /** The server's word on the time left (null: no limit). */
  sync(secondsLeft: number | null): void {
    this.nowMs = this.clock.now().getTime();
    this.deadlineMs = secondsLeft === null ? null : this.nowMs + secondsLeft * 1000;
  }

  /** Ticks every second; `atZero` is called on each tick once no time is left. */
  start(atZero: () => void): void {
    this.stop();
    this.subscription = ticks(this.timers, TICK_MS).subscribe(() => {
      this.tick();
      if (this.secondsLeft === 0) atZero();
    });
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  private tick(): void {
    this.nowMs = this.clock.now().getTime();
  }
}
