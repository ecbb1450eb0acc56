import { DEFAULT_STORAGE_TTL_SECONDS, isExpired } from '@domain/shared/expiry';
import { parseJsonTolerant } from '@domain/shared/json';
import type { Clock } from '@application/shared/ports/Clock';

interface Entry {
  value: unknown;
  storedAt: number;
  ttlSeconds: number;
}

/** localStorage with an expiry on every entry (spec §9: 86400 s by default); unreadable entries count as absent. */
export class LocalStorageCache {
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly prefix = 'tiza:',
  ) {}

  get(key: string): unknown {
    const entry = this.readEntry(key);
    if (entry === undefined) return undefined;
    if (isExpired(entry.storedAt, entry.ttlSeconds, this.clock.now().getTime())) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: unknown, ttlSeconds: number = DEFAULT_STORAGE_TTL_SECONDS): void {
    const entry: Entry = { value, storedAt: this.clock.now().getTime(), ttlSeconds };
    try {
      this.storage.setItem(this.prefix + key, JSON.stringify(entry));
    } catch {
      // A full or disabled storage (private browsing) only costs the user a sign-in next visit.
    }
  }

  remove(key: string): void {
    this.storage.removeItem(this.prefix + key);
  }

  private readEntry(key: string): Entry | undefined {
    const parsed = parseJsonTolerant(this.storage.getItem(this.prefix + key));
    if (parsed === null || typeof parsed !== 'object') return undefined;
    const { value, storedAt, ttlSeconds } = parsed as Record<string, unknown>;
    if (typeof storedAt !== 'number' || typeof ttlSeconds !== 'number') return undefined;
    return { value, storedAt, ttlSeconds };
  }
}
