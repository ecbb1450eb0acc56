import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isRole, type Role } from '@domain/identity/roles';
import { isLanguage, type Language } from '@domain/tenancy/tenant';
import type { Db } from '../db/Database';
import { calendarFeeds, tenants, users } from '../db/schema';

/** The owner of a calendar feed, as the database says now: an inactive account or a changed role applies at once. */
export interface FeedOwner {
  guid: string;
  tenantId: string;
  role: Role;
  language: Language;
  name: string;
  nonce: string;
}

/** Private calendar feeds (ADR 0502): one nonce per user; the address is signed over it. */
export class CalendarFeedRepository {
  constructor(private readonly db: Db) {}

  /** The user's nonce, made on first use; two calls at once agree on one. */
  async nonce(userGuid: string): Promise<string> {
    await this.db.insert(calendarFeeds).values({ userGuid, nonce: randomBytes(18).toString('base64url') }).onConflictDoNothing();
    const [row] = await this.db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(eq(calendarFeeds.userGuid, userGuid));
    if (!row) throw new Error('calendar feed nonce missing');
    return row.nonce;
  }

  /** Forgets the nonce: every address given so far stops answering, and the next one is new. */
  async revoke(userGuid: string): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userGuid, userGuid));
  }

  /** The feed's owner when they have a feed and an active account; their language, else their tenant's. */
  async owner(userGuid: string): Promise<FeedOwner | undefined> {
    const [row] = await this.db
      .select({ guid: users.guid, tenantId: users.tenantId, role: users.role, language: users.language, defaultLanguage: tenants.defaultLanguage, name: users.name, lastname: users.lastname, nonce: calendarFeeds.nonce })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.guid, calendarFeeds.userGuid))
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(calendarFeeds.userGuid, userGuid), eq(users.status, 'active')));
    if (!row || !isRole(row.role)) return undefined;
    const language = isLanguage(row.language) ? row.language : isLanguage(row.defaultLanguage) ? row.defaultLanguage : 'es';
    return { guid: row.guid, tenantId: row.tenantId, role: row.role, language, name: `${row.name} ${row.lastname}`.trim(), nonce: row.nonce };
  }
}
