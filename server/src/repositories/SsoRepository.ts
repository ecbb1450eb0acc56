import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { oauthAccounts, ssoRequests } from '../db/schema';
import { hashToken } from './OneTimeTokenRepository';

export interface SsoRequest {
  tenantId: string;
  providerId: string;
  codeVerifier: string;
  nonce: string;
  next: string;
}

/** Single sign-on's rows (ADR 0534): requests on their way (state → verifier, nonce, next) and linked identities. */
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
}
