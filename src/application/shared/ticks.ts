import { Observable } from 'rxjs';
import type { Timers } from '@application/shared/ports/Timers';

/** A tick every `ms` through the Timers port, as an rxjs stream: subscribing starts it, unsubscribing stops it. */
export function ticks(timers: Timers, ms: number): Observable<void> {
  return new Observable<void>((subscriber) => timers.every(ms, () => subscriber.next()));
}
