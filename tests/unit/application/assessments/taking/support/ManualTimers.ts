import type { Timers } from '@application/shared/ports/Timers';
import type { FixedClock } from '@tests/fakes/FixedClock';

interface Scheduled {
  id: number;
  dueMs: number;
  everyMs: number | null;
  callback: () => void;
}

/** Timers that fire only when the test moves time on (and with them the FixedClock): no real waiting. */
export class ManualTimers implements Timers {
  private scheduled: Scheduled[] = [];
  private nextId = 1;

  constructor(private readonly clock: FixedClock) {}

  after(ms: number, callback: () => void): () => void {
    return this.add(ms, null, callback);
  }

  every(ms: number, callback: () => void): () => void {
    return this.add(ms, ms, callback);
  }

  get pending(): number {
    return this.scheduled.length;
  }

  /** Moves the clock on by `ms`, firing every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.clock.now().getTime() + ms;
    for (;;) {
      const next = [...this.scheduled].sort((a, b) => a.dueMs - b.dueMs || a.id - b.id)[0];
      if (next === undefined || next.dueMs > end) break;
      this.clock.advance(next.dueMs - this.clock.now().getTime());
      if (next.everyMs === null) this.scheduled = this.scheduled.filter((entry) => entry !== next);
      else next.dueMs += next.everyMs;
      next.callback();
    }
    this.clock.advance(end - this.clock.now().getTime());
  }

  private add(ms: number, everyMs: number | null, callback: () => void): () => void {
    const entry: Scheduled = { id: this.nextId++, dueMs: this.clock.now().getTime() + ms, everyMs, callback };
    this.scheduled.push(entry);
    return () => {
      this.scheduled = this.scheduled.filter((candidate) => candidate !== entry);
    };
  }
}

/** Lets pending promise callbacks run (fakes answer at once, but through a few awaits). */
export async function settle(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}
