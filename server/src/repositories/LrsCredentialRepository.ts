import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { lrsCredentials, users } from '../db/schema';

/** SHA-256 of a secret, hex: secrets are 32 random bytes, so a fast hash is as strong as a slow one (ADR 0563). */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export type LrsCredentialRow = typeof lrsCredentials.$inferSelect;

export interface LrsCredentialListRow {
  guid: string;
  name: string;
  key: string;
  createdAt: Date;
  createdByName: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** What a new credential is: its row and the secret, shown once. */
export interface IssuedCredential {
  guid: string;
  key: string;
  secret: string;
}

export interface NewCredential {
  tenantId: string;
  name: string;
  kind: 'client' | 'launch';
  createdBy?: string | null;
  userGuid?: string;
  itemGuid?: string;
  actorKey?: string;
  expiresAt?: Date;
  /** Given (LRS_KEY/LRS_SECRET); else random. */
  key?: string;
  secret?: string;
}

/** The LRS's key/secret pairs (HTTP Basic). */
export class LrsCredentialRepository {
  constructor(private readonly db: Db) {}

  async create(input: NewCredential): Promise<IssuedCredential> {
    const key = input.key ?? randomBytes(12).toString('hex');
    const secret = input.secret ?? randomBytes(32).toString('base64url');
    const [row] = await this.db
      .insert(lrsCredentials)
      .values({
        tenantId: input.tenantId,
        name: input.name,
        kind: input.kind,
        key,
        secretHash: hashSecret(secret),
        createdBy: input.createdBy ?? null,
        userGuid: input.userGuid ?? null,
        itemGuid: input.itemGuid ?? null,
        actorKey: input.actorKey ?? null,
        expiresAt: input.expiresAt ?? null,
      })
      .returning({ guid: lrsCredentials.guid });
    if (!row) throw new Error('lrs credential insert returned nothing');
    return { guid: row.guid, key, secret };
  }

  /** The environment's pair (LRS_KEY/LRS_SECRET): created, or its secret and tenant brought up to date. */
  async ensure(tenantId: string, key: string, secret: string): Promise<void> {
    await this.db
      .insert(lrsCredentials)
      .values({ tenantId, name: 'LRS_KEY', kind: 'client', key, secretHash: hashSecret(secret) })
      .onConflictDoUpdate({ target: lrsCredentials.key, set: { tenantId, secretHash: hashSecret(secret), revokedAt: null, kind: 'client', expiresAt: null } });
  }

  /** The live credential a key and secret name (not revoked, not expired), or undefined. */
  async verify(key: string, secret: string): Promise<LrsCredentialRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lrsCredentials)
      .where(and(eq(lrsCredentials.key, key), isNull(lrsCredentials.revokedAt), sql`(${lrsCredentials.expiresAt} is null or ${lrsCredentials.expiresAt} > now())`))
      .limit(1);
    const given = Buffer.from(hashSecret(secret), 'hex');
    const stored = Buffer.from(row?.secretHash ?? '0'.repeat(64), 'hex');
    const same = stored.length === given.length && timingSafeEqual(stored, given);
    return row && same ? row : undefined;
  }

  /** Marks a credential used (at most once a minute, so a busy content does not write on every statement). */
  async touch(guid: string): Promise<void> {
    await this.db
      .update(lrsCredentials)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(lrsCredentials.guid, guid), sql`(${lrsCredentials.lastUsedAt} is null or ${lrsCredentials.lastUsedAt} < now() - interval '1 minute')`));
  }

  /** The tenant's client credentials, newest first (launch credentials are not listed). */
  async list(tenantId: string): Promise<LrsCredentialListRow[]> {
    return this.db
      .select({
        guid: lrsCredentials.guid,
        name: lrsCredentials.name,
        key: lrsCredentials.key,
        createdAt: lrsCredentials.createdAt,
        createdByName: sql<string | null>`case when ${users.guid} is null then null else ${users.name} || ' ' || ${users.lastname} end`,
        lastUsedAt: lrsCredentials.lastUsedAt,
        revokedAt: lrsCredentials.revokedAt,
      })
      .from(lrsCredentials)
      .leftJoin(users, eq(users.guid, lrsCredentials.createdBy))
      .where(and(eq(lrsCredentials.tenantId, tenantId), eq(lrsCredentials.kind, 'client')))
      .orderBy(desc(lrsCredentials.createdAt), desc(lrsCredentials.guid))
      .limit(200);
  }

  /** A learner's launch credentials of an item that have expired (each launch mints one: they do not pile up). */
  async dropExpiredLaunches(userGuid: string, itemGuid: string): Promise<void> {
    await this.db
      .delete(lrsCredentials)
      .where(and(eq(lrsCredentials.kind, 'launch'), eq(lrsCredentials.userGuid, userGuid), eq(lrsCredentials.itemGuid, itemGuid), sql`${lrsCredentials.expiresAt} < now()`));
  }

  /** Revokes a client credential of the tenant; false when there is none (or it was revoked already). */
  async revoke(tenantId: string, guid: string): Promise<boolean> {
    const rows = await this.db
      .update(lrsCredentials)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(lrsCredentials.tenantId, tenantId), eq(lrsCredentials.guid, guid), eq(lrsCredentials.kind, 'client'), isNull(lrsCredentials.revokedAt)))
      .returning({ guid: lrsCredentials.guid });
    return rows.length > 0;
  }
}
