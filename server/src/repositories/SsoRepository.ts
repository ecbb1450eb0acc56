import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { oauthAccounts, samlAssertions, samlRequests, ssoRequests, users } from '../db/schema';
import { hashToken } from './OneTimeTokenRepository';

export interface SsoRequest {
  tenantId: string;
  providerId: string;
  codeVerifier: string;
  nonce: string;
  next: string;
}

export interface SamlRequest {
  tenantId: string;
  providerId: string;
  next: string;
}

/**
 * Single sign-on's rows (ADR 0534, 0550): requests on their way (OIDC: state → verifier, nonce, next; SAML: request id
 * → next), SAML assertions already used, and linked identities.
 */
export class SsoRepository {
  constructor(private readonly db: Db) {}

  /** Keeps a request under its state's hash for `ttlMs`; stale ones of anyone are swept on the way. */
  async saveRequest(state: string, request: SsoRequest, ttlMs: number): Promise<void> {
    await this.db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, sql`now()`));
    await this.db.insert(ssoRequests).values({ stateHash: hashToken(state), ...request, expiresAt: new Date(Date.now() + ttlMs) });
  }

  /** The request of this state, taken once (deleted as it is read): a replayed, unknown or expired state gets nothing. */
  async takeRequest(state: string): Promise<SsoRequest | undefined> {
    const [row] = await this.db
      .delete(ssoRequests)
      .where(eq(ssoRequests.stateHash, hashToken(state)))
      .returning({ tenantId: ssoRequests.tenantId, providerId: ssoRequests.providerId, codeVerifier: ssoRequests.codeVerifier, nonce: ssoRequests.nonce, next: ssoRequests.next, expiresAt: ssoRequests.expiresAt });
    if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
    const { expiresAt: _expired, ...request } = row;
    return request;
  }

  /** Keeps a SAML AuthnRequest under its id's hash for `ttlMs`; stale ones of anyone are swept on the way. */
  async saveSamlRequest(requestId: string, request: SamlRequest, ttlMs: number): Promise<void> {
    await this.db.delete(samlRequests).where(lt(samlRequests.expiresAt, sql`now()`));
    await this.db.insert(samlRequests).values({ requestIdHash: hashToken(requestId), ...request, expiresAt: new Date(Date.now() + ttlMs) });
  }

  /** The SAML request of this id, taken once (deleted as it is read): unknown, answered or expired ones get nothing. */
  async takeSamlRequest(requestId: string): Promise<SamlRequest | undefined> {
    const [row] = await this.db
      .delete(samlRequests)
      .where(eq(samlRequests.requestIdHash, hashToken(requestId)))
      .returning({ tenantId: samlRequests.tenantId, providerId: samlRequests.providerId, next: samlRequests.next, expiresAt: samlRequests.expiresAt });
    if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
    const { expiresAt: _expired, ...request } = row;
    return request;
  }

  /**
   * Records an assertion's first use until `keepUntil`; false when it was used before (a replay). Expired records of
   * anyone are swept on the way.
   */
  async firstUseOfAssertion(tenantId: string, issuer: string, assertionId: string, keepUntil: Date): Promise<boolean> {
    await this.db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, sql`now()`));
    const inserted = await this.db.insert(samlAssertions).values({ tenantId, issuer, assertionId, expiresAt: keepUntil }).onConflictDoNothing().returning({ assertionId: samlAssertions.assertionId });
    return inserted.length === 1;
  }

  /** The account this identity signed in as before. */
  async linkedUser(tenantId: string, issuer: string, subject: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userGuid: oauthAccounts.userGuid })
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.tenantId, tenantId), eq(oauthAccounts.issuer, issuer), eq(oauthAccounts.subject, subject)))
      .limit(1);
    return row?.userGuid;
  }

  /** Records (or refreshes) the identity's link to `userGuid`. */
  async link(tenantId: string, identity: { issuer: string; subject: string; email: string | null }, userGuid: string): Promise<void> {
    await this.db
      .insert(oauthAccounts)
      .values({ tenantId, issuer: identity.issuer, subject: identity.subject, userGuid, email: identity.email })
      .onConflictDoUpdate({ target: [oauthAccounts.tenantId, oauthAccounts.issuer, oauthAccounts.subject], set: { email: identity.email, lastSignInAt: sql`now()` } });
  }

  /** A person's links to identity providers, oldest first, with whether the account has a password (ADR 0533). */
  async linksOf(tenantId: string, userGuid: string): Promise<{ hasPassword: boolean; links: LinkedIdentity[] }> {
    const rows = await this.db
      .select({
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
        issuer: oauthAccounts.issuer,
        subject: oauthAccounts.subject,
        email: oauthAccounts.email,
        linkedAt: oauthAccounts.createdAt,
        lastSignInAt: oauthAccounts.lastSignInAt,
      })
      .from(users)
      .leftJoin(oauthAccounts, and(eq(oauthAccounts.userGuid, users.guid), eq(oauthAccounts.tenantId, tenantId)))
      .where(and(eq(users.guid, userGuid), eq(users.tenantId, tenantId)))
      .orderBy(asc(oauthAccounts.createdAt), asc(oauthAccounts.issuer));
    const links = rows.flatMap((row) =>
      row.issuer === null || row.subject === null || row.linkedAt === null || row.lastSignInAt === null
        ? []
        : [{ issuer: row.issuer, subject: row.subject, email: row.email, linkedAt: row.linkedAt, lastSignInAt: row.lastSignInAt }],
    );
    return { hasPassword: rows[0]?.hasPassword ?? false, links };
  }

  /** Removes one of the person's links; false when they have no such link. */
  async unlink(tenantId: string, userGuid: string, identity: { issuer: string; subject: string }): Promise<boolean> {
    const removed = await this.db
      .delete(oauthAccounts)
      .where(and(eq(oauthAccounts.tenantId, tenantId), eq(oauthAccounts.userGuid, userGuid), eq(oauthAccounts.issuer, identity.issuer), eq(oauthAccounts.subject, identity.subject)))
      .returning({ subject: oauthAccounts.subject });
    return removed.length > 0;
  }
}

/** One link of a person to an identity provider, as their profile lists it. */
export interface LinkedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  linkedAt: Date;
  lastSignInAt: Date;
}
