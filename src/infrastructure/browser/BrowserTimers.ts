import type { Timers } from '@application/shared/ports/Timers';

/** setTimeout / setInterval behind the Timers port. */
export class BrowserTimers implements Timers {
  after(ms: number, callback: () => void): () => void {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  }

  every(ms: number, callback: () => void): () => void {
    const handle = setInterval(callback, ms);
    return () => clearInterval(handle);
  }
}
