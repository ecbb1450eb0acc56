import type { Clock } from '@application/shared/ports/Clock';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
