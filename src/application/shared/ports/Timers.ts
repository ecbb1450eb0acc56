import type { ServiceIdentifier } from 'inversify';

/** Delayed and repeated calls as a port, so stores tick and debounce the same way in tests (no real waiting). */
export interface Timers {
  /** Calls `callback` once after `ms`; returns the cancel function. */
  after(ms: number, callback: () => void): () => void;
  /** Calls `callback` every `ms`; returns the cancel function. */
  every(ms: number, callback: () => void): () => void;
}

export const Timers: ServiceIdentifier<Timers> = Symbol('Timers');
