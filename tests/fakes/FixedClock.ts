import type { Clock } from '@application/shared/ports/Clock';

export class FixedClock implements Clock {
  constructor(private current: Date = new Date('2026-11-22T10:00:00Z')) {}

  now(): Date {
    return this.current;
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
