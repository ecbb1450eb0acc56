import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { isRole, type Role } from '@domain/identity/roles';
import { sessions, users } from '../db/schema';

/** Who a live session belongs to, as the database says now (a role changed since sign-in applies at once). */
export interface LiveSession {
  tenantId: string;
  role: Role;
}

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(userGuid: string, tenantId: string, expiresAt: Date): Promise<string> {
    const [row] = await this.db.insert(sessions).values({ userGuid, tenantId, expiresAt }).returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return row.id;
  }

  /**
   * The session's tenant and its user's current role, when the session is live and belongs to that user; one
   * primary-key lookup joined to the user per authenticated request. The token's own claims are never trusted for them.
   */
  async live(id: string, userGuid: string): Promise<LiveSession | undefined> {
    const [row] = await this.db
      .select({ tenantId: sessions.tenantId, role: users.role })
      .from(sessions)
      .innerJoin(users, and(eq(users.guid, sessions.userGuid), eq(users.tenantId, sessions.tenantId)))
      .where(and(eq(sessions.id, id), eq(sessions.userGuid, userGuid), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row || !isRole(row.role)) return undefined;
    return { tenantId: row.tenantId, role: row.role };
  }

  async revoke(id: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  async revokeAllOf(userGuid: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userGuid, userGuid), isNull(sessions.revokedAt)));
  }
}
