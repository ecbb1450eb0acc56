import type { ServiceIdentifier } from 'inversify';

/** Keeps the session token between visits, one per tenant. */
export interface SessionRepository {
  restore(): string | undefined;
  persist(token: string): void;
  clear(): void;
}

export const SessionRepository: ServiceIdentifier<SessionRepository> = Symbol('SessionRepository');
