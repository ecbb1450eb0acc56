import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { isRole, type Role } from '@domain/identity/roles';
import { sessions, users } from '../db/schema';
import type { SessionCache } from './SessionCache';

/** Who a live session belongs to, as the database says now (a role changed since sign-in applies at once). */
export interface LiveSession {
  tenantId: string;
  role: Role;
}

export class SessionRepository {
  private liveQuery: ReturnType<SessionRepository['prepareLive']> | undefined;

  constructor(
    private readonly db: Db,
    /** The app's sessions in memory (none for a transaction's repositories: they only write). */
    private readonly cache?: SessionCache,
  ) {}

  /** Built once, with placeholders: PostgreSQL parses and plans it once per connection. */
  private prepareLive() {
    return this.db
      .select({ userGuid: sessions.userGuid, tenantId: sessions.tenantId, role: users.role, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, and(eq(users.guid, sessions.userGuid), eq(users.tenantId, sessions.tenantId)))
      .where(and(eq(sessions.id, sql.placeholder('id')), eq(sessions.userGuid, sql.placeholder('user')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
      .prepare('session_live');
  }

  async create(userGuid: string, tenantId: string, expiresAt: Date): Promise<string> {
    const [row] = await this.db.insert(sessions).values({ userGuid, tenantId, expiresAt }).returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return row.id;
  }

  /**
   * The session's tenant and its user's current role, when the session is live and belongs to that user: from memory
   * when this process knows it (ADR 0470: every change reaches it through the database's notifications), else one
   * primary-key lookup joined to the user. The token's own claims are never trusted for them.
   */
  async live(id: string, userGuid: string): Promise<LiveSession | undefined> {
    const known = this.cache?.get(id);
    if (known) return known.userGuid === userGuid ? { tenantId: known.tenantId, role: known.role } : undefined;
    const ticket = this.cache?.ticket();
    this.liveQuery ??= this.prepareLive();
    const [row] = await this.liveQuery.execute({ id, user: userGuid });
    if (!row || !isRole(row.role)) return undefined;
    if (ticket !== undefined) this.cache?.store(id, { userGuid: row.userGuid, tenantId: row.tenantId, role: row.role, expiresAt: row.expiresAt.getTime() }, ticket);
    return { tenantId: row.tenantId, role: row.role };
  }

  /** Ends a session; every process hears it from the database (and this one at once). */
  async revoke(id: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    this.cache?.forgetSession(id);
  }

  /** Every session of the user but `keepId` (a password change keeps the session that made it). */
  async revokeOthersOf(userGuid: string, keepId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userGuid, userGuid), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
    this.cache?.forgetUser(userGuid);
  }

  async revokeAllOf(userGuid: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userGuid, userGuid), isNull(sessions.revokedAt)));
    this.cache?.forgetUser(userGuid);
  }
}
