import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { loginLinks, passwordResets, users } from '../db/schema';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: what goes in the link; only its sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * A live single-use token of this tenant: this hash, not used, not expired, its owner of the tenant. The one
 * definition the password resets, the login links and the guardians' consent links share.
 */
export function liveToken(columns: { tokenHash: AnyColumn; used: AnyColumn; expiresAt: AnyColumn; userGuid: AnyColumn }, token: string, tenantId: string): SQL | undefined {
  return and(
    eq(columns.tokenHash, hashToken(token)),
    isNull(columns.used),
    gt(columns.expiresAt, sql`now()`),
    sql`${columns.userGuid} in (select guid from users where tenant_id = ${tenantId})`,
  );
}

type Table = typeof passwordResets | typeof loginLinks;

/** Single-use tokens (password resets, SSO login links): stored hashed, consumed atomically. */
export class OneTimeTokenRepository {
  constructor(
    private readonly db: Db,
    private readonly table: Table,
  ) {}

  async issue(userGuid: string, ttlMs: number, createdBy?: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + ttlMs);
    const values = { tokenHash: hashToken(token), userGuid, expiresAt };
    if (this.table === loginLinks) await this.db.insert(loginLinks).values({ ...values, createdBy: createdBy ?? null });
    else await this.db.insert(passwordResets).values(values);
    return { token, expiresAt };
  }

  /** The owner of a live token of this tenant, without consuming it. */
  async peek(token: string, tenantId: string): Promise<string | undefined> {
    const t = this.table;
    const [row] = await this.db
      .select({ userGuid: t.userGuid })
      .from(t)
      .innerJoin(users, eq(users.guid, t.userGuid))
      .where(and(eq(t.tokenHash, hashToken(token)), isNull(t.usedAt), gt(t.expiresAt, sql`now()`), eq(users.tenantId, tenantId)))
      .limit(1);
    return row?.userGuid;
  }

  /** Marks the token used and returns its owner; a second call (or a concurrent one) gets nothing. */
  async consume(token: string, tenantId: string): Promise<string | undefined> {
    const t = this.table;
    const [row] = await this.db
      .update(t)
      .set({ usedAt: sql`now()` })
      .where(liveToken({ tokenHash: t.tokenHash, used: t.usedAt, expiresAt: t.expiresAt, userGuid: t.userGuid }, token, tenantId))
      .returning({ userGuid: t.userGuid });
    return row?.userGuid;
  }
}
