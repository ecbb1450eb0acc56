import type { SessionRepository } from '@application/session/ports/SessionRepository';

export class InMemorySessionRepository implements SessionRepository {
  constructor(public token: string | undefined = undefined) {}

  restore(): string | undefined {
    return this.token;
  }

  persist(token: string): void {
    this.token = token;
  }

  clear(): void {
    this.token = undefined;
  }
}
