import type { ServiceIdentifier } from 'inversify';

/** Time as a port, so stores and tests agree on "now". */
export interface Clock {
  now(): Date;
}

export const Clock: ServiceIdentifier<Clock> = Symbol('Clock');
