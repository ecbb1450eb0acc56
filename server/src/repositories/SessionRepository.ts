import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { sessions } from '../db/schema';

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(userGuid: string, tenantId: string, expiresAt: Date): Promise<string> {
    const [row] = await this.db.insert(sessions).values({ userGuid, tenantId, expiresAt }).returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return row.id;
  }

  /** One primary-key lookup per authenticated request. */
  async isLive(id: string, userGuid: string, tenantId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userGuid, userGuid), eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    return row !== undefined;
  }

  async revoke(id: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  async revokeAllOf(userGuid: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userGuid, userGuid), isNull(sessions.revokedAt)));
  }
}
