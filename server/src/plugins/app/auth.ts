import { createHmac, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Role } from '@domain/identity/roles';
import { BEARER_SUBPROTOCOL_PREFIX } from '@contract/projection';
import type { Db } from '../../db/Database';
import { serverSecrets } from '../../db/schema';
import { ApiError, forbidden, unauthorized } from '../../errors/ApiError';
import type { Caller } from './Caller';
import { addRouteHook } from '../routeHooks';
import { seeAsStudentOf } from '../../policies/seeAsStudentPolicy';

/** Tokens live 12 hours (the SPA reads `exp`). */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface Auth {
  issue(user: { guid: string; tenantId: string; role: Role }): Promise<IssuedSession>;
  hashPassword(password: string): Promise<string>;
  /** argon2id verify; with no stored hash it still spends the time of a verify, so timing reveals little. */
  verifyPassword(storedHash: string | null, password: string): Promise<boolean>;
  /**
   * HMAC-SHA256 of `data` under the server's secret, base64url, for capability addresses (the calendar feed, ADR 0502).
   * `purpose` separates the uses: a signature made for one never verifies for another.
   */
  sign(purpose: string, data: string): string;
}

/** JWT_SECRET, else one generated on first start and kept in the database so every process shares it. */
async function loadSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db.insert(serverSecrets).values({ key: 'jwt', value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(sql`${serverSecrets.key} = 'jwt'`);
  if (!row) throw new Error('jwt secret missing');
  return new TextEncoder().encode(row.value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a verified token says: whose session it names, and until when. */
interface VerifiedToken {
  sub: string;
  jti: string;
  tid: string;
  /** Seconds since the epoch. */
  exp: number;
}

/** A token's signature is checked once per process: the same string verified again would give the same claims. */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * The session token: the Authorization header, or — a browser's WebSocket cannot send headers — the subprotocol
 * `bearer.<token>` offered beside the socket's own protocol on an upgrade request (ADR 0522).
 */
function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') return /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const protocols = request.headers['sec-websocket-protocol'];
  if (request.headers.upgrade?.toLowerCase() !== 'websocket' || typeof protocols !== 'string') return undefined;
  const offered = protocols.split(',').map((protocol) => protocol.trim()).find((protocol) => protocol.startsWith(BEARER_SUBPROTOCOL_PREFIX));
  return offered === undefined ? undefined : offered.slice(BEARER_SUBPROTOCOL_PREFIX.length) || undefined;
}

export const authPlugin = fp<{ jwtSecret?: string }>(
  async (app, options) => {
    const secret = await loadSecret(app.db, options.jwtSecret);
    // Imported once: given raw bytes, jose imports the key again on every verify.
    const verifyKey = await crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    const verified = new Map<string, VerifiedToken>();
    const dummyHash = await hash(randomBytes(16).toString('hex'));

    const auth: Auth = {
      async issue(user) {
        const expiresAt = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000);
        const sessionId = await app.repos.sessions.create(user.guid, user.tenantId, expiresAt);
        const token = await new SignJWT({ tid: user.tenantId })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user.guid)
          .setJti(sessionId)
          .setIssuedAt()
          .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
          .sign(secret);
        return { token, sessionId, expiresAt };
      },
      hashPassword: (password) => hash(password),
      sign: (purpose, data) => createHmac('sha256', secret).update(`${purpose}\0${data}`).digest('base64url'),
      async verifyPassword(storedHash, password) {
        if (!storedHash) {
          await verify(dummyHash, password).catch(() => false);
          return false;
        }
        return verify(storedHash, password).catch(() => false);
      },
    };
    app.decorate('auth', auth);
    app.decorateRequest('caller', null);

    /** The token's claims when its signature and claims hold (checked once per token string), else 401. */
    async function verifyToken(token: string): Promise<VerifiedToken> {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known;
        verified.delete(token);
        throw unauthorized();
      }
      let claims;
      try {
        // The contract's claims are all required: a token without exp would otherwise live as long as its session.
        ({ payload: claims } = await jwtVerify(token, verifyKey, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'jti'] }));
      } catch {
        throw unauthorized();
      }
      const { sub, jti, tid, exp } = claims;
      if (typeof sub !== 'string' || typeof jti !== 'string' || typeof tid !== 'string' || typeof exp !== 'number') throw unauthorized();
      // sessions.id and users.guid are uuid columns: anything else would make the lookup fail with a 500.
      if (!UUID.test(sub) || !UUID.test(jti)) throw unauthorized();
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
      const result = { sub, jti, tid, exp };
      verified.set(token, result);
      return result;
    }

    async function authenticate(request: FastifyRequest): Promise<Caller> {
      const token = bearer(request);
      if (!token) throw unauthorized();
      const { sub, jti, tid } = await verifyToken(token);
      // Tenant and role come from the session and the user as they are now (ADR 0470): a forged or stale claim is worthless.
      const session = await app.repos.sessions.live(jti, sub);
      if (!session || session.tenantId !== tid) throw unauthorized();
      return { guid: sub, tenantId: session.tenantId, role: session.role, sessionId: jti };
    }

    // Runs after tenancy (its hook was added first): the token's tenant is authoritative; a header naming another
    // tenant is refused.
    const signIn: onRequestAsyncHookHandler = async (request) => {
      const config = request.routeOptions.config;
      const caller = await authenticate(request);
      if (request.tenant?.id !== caller.tenantId) {
        if (request.tenantFromHeader) throw forbidden('TENANT_MISMATCH');
        const tenant = await app.repos.tenants.findById(caller.tenantId);
        if (!tenant) throw unauthorized();
        request.tenant = tenant;
      }
      request.caller = { ...caller, ...seeAsStudentOf(request) };
      if (config.roles && !config.roles.includes(caller.role)) throw forbidden();
    };

    // Declared once for the whole API: every /api route needs a signed-in caller unless it says `config: { public: true }`
    // (login, recovery, the tenant, health, docs, signed file URLs). Its OpenAPI entry gets the bearer scheme, and only
    // those routes run the hook (ADR 0543): a public route never pays for it.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.config?.public === true) return;
      route.config = { ...route.config, auth: true };
      route.schema ??= {};
      route.schema.security ??= [{ bearer: [] }];
      addRouteHook(route, 'onRequest', signIn);
    });
  },
  { name: 'auth', dependencies: ['repositories', 'tenancy'] },
);

/** The signed-in caller of an /api route (every one that is not `public`). */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new ApiError(500, 'INTERNAL', 'a public route asked for the caller');
  return request.caller;
}
