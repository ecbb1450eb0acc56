import type { Role } from '@domain/identity/roles';
import type { ChannelListener } from '../db/Database';

/** A live session as the database last said, and until when it may be believed without asking again. */
export interface CachedSession {
  userGuid: string;
  tenantId: string;
  role: Role;
  /** The session's own expiry (ms since the epoch): past it the session is dead whatever the cache says. */
  expiresAt: number;
}

/** A safety net only: notifications are what keep entries true (a connection that dies silently is noticed in seconds). */
const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * Signed-in sessions in memory (ADR 0470), so an authenticated request does not ask the database who its caller is.
 * Whatever ends a session or changes its user reaches every process through the database's notifications; while
 * they cannot be heard (the listening connection is down), nothing is trusted and nothing is kept.
 *
 * A lookup that raced a change is never kept: every change bumps `generation`, and a session read from the database
 * is only stored when no change arrived while it was being read.
 */
export class SessionCache implements ChannelListener {
  private readonly entries = new Map<string, { session: CachedSession; storedAt: number }>();
  private generation = 0;
  private trusted = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** The session when it is known and not expired; undefined means "ask the database". */
  get(sessionId: string): CachedSession | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.session.expiresAt <= now || now - entry.storedAt > ENTRY_TTL_MS) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** Taken before reading a session from the database; `store` refuses the result if anything changed since. */
  ticket(): number {
    return this.generation;
  }

  store(sessionId: string, session: CachedSession, ticket: number): void {
    if (!this.trusted || ticket !== this.generation) return;
    // Bounded: the oldest entry goes first (a Map keeps insertion order).
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, { session, storedAt: this.now() });
  }

  forgetSession(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  forgetUser(userGuid: string): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) if (entry.session.userGuid === userGuid) this.entries.delete(id);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  message(payload: string): void {
    if (payload.startsWith('s:')) this.forgetSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.forgetUser(payload.slice(2));
    else this.forgetAll();
  }

  live(isLive: boolean): void {
    // Either way what is kept may have missed a change: start empty.
    this.forgetAll();
    this.trusted = isLive;
  }
}
