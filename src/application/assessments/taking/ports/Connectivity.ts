import type { ServiceIdentifier } from 'inversify';

/** Whether the device believes it is online, and news when that changes. */
export interface Connectivity {
  isOnline(): boolean;
  /** Returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export const Connectivity: ServiceIdentifier<Connectivity> = Symbol('Connectivity');
