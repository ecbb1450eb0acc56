import type { SessionRepository } from '@application/session/ports/SessionRepository';
import type { LocalStorageCache } from '@infrastructure/storage/LocalStorageCache';

/** One token per tenant, so trying several demo tenants on localhost keeps each one's session apart. */
export class LocalStorageSessionRepository implements SessionRepository {
  constructor(
    private readonly cache: LocalStorageCache,
    private readonly tenantId: string,
  ) {}

  restore(): string | undefined {
    const token = this.cache.get(this.key);
    return typeof token === 'string' && token !== '' ? token : undefined;
  }

  persist(token: string): void {
    this.cache.set(this.key, token);
  }

  clear(): void {
    this.cache.remove(this.key);
  }

  private get key(): string {
    return `session:${this.tenantId}`;
  }
}
