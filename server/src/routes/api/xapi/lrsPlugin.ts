// The LRS's own door (ADR 0561): HTTP Basic with an LRS credential instead of the session token, the version header,
// CORS for content on other origins, and request bodies read as bytes (statements, attachments, documents).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSupportedVersion } from '@domain/xapi/statement';
import { ApiError, badRequest } from '../../../errors/ApiError';
import type { LrsCaller } from '../../../xapi/lrsCaller';

/** A request body as bytes with its content type (no field to walk: the security hook sees an empty object). */
export class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** Statements with attachments may be large; documents are small. */
export const MAX_LRS_BODY = 16 * 1024 * 1024;

const callers = new WeakMap<FastifyRequest, LrsCaller>();

/** The LRS caller of a request that passed the Basic check. */
export function lrsCaller(request: FastifyRequest): LrsCaller {
  const caller = callers.get(request);
  if (!caller) throw new ApiError(500, 'INTERNAL', 'an open LRS route asked for the caller');
  return caller;
}

/** The body's bytes (empty when none was sent). */
export function rawBody(request: FastifyRequest): Buffer {
  return request.body instanceof RawBody ? request.body.bytes : Buffer.alloc(0);
}

const EXPOSED = 'ETag, Last-Modified, Content-Type, X-Experience-API-Version, X-Experience-API-Consistent-Through';
const ALLOWED = 'Authorization, Content-Type, X-Experience-API-Version, If-Match, If-None-Match, Accept-Language';

function basicPair(header: string | undefined): { key: string; secret: string } | undefined {
  const encoded = header === undefined ? undefined : /^Basic\s+([A-Za-z0-9+/=]{1,1024})$/i.exec(header)?.[1];
  if (encoded === undefined) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon > 200) return undefined;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** Routes that need no credential: `about` (1.0.3 §7.7) and CORS preflights. */
const isOpen = (request: FastifyRequest) => request.method === 'OPTIONS' || request.routeOptions.url === '/api/xapi/about';

/** Sets up the LRS's encapsulated context; its routes are registered after. */
export function lrsContext(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_LRS_BODY }, (_request, body, done) => done(null, new RawBody(body as Buffer)));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Credentials travel in a header, never a cookie: any origin may call (content runs on the content origin).
    void reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', EXPOSED);
    const asked = request.headers['x-experience-api-version'];
    const version = typeof asked === 'string' && asked.trim().startsWith('2.0') ? '2.0.0' : '1.0.3';
    void reply.header('x-experience-api-version', version);
    if (isOpen(request)) return;
    const pair = basicPair(request.headers.authorization);
    const credential = pair ? await app.repos.lrsCredentials.verify(pair.key, pair.secret) : undefined;
    if (!pair || !credential) {
      void reply.header('www-authenticate', 'Basic realm="Tiza LRS", charset="UTF-8"');
      throw new ApiError(401, 'UNAUTHORIZED');
    }
    if (!isSupportedVersion(typeof asked === 'string' ? asked : undefined)) throw badRequest('XAPI_VERSION_MISSING', [{ path: '/headers/x-experience-api-version', message: 'version.missing' }]);
    callers.set(request, {
      tenantId: credential.tenantId,
      credentialGuid: credential.guid,
      authority: { objectType: 'Agent', name: credential.name, account: { homePage: `${app.publicUrl}/api/xapi`, name: credential.key } },
      actorKey: credential.actorKey ?? undefined,
    });
    void app.repos.lrsCredentials.touch(credential.guid).catch((error: unknown) => request.log.warn({ err: error }, 'lrs credential not touched'));
  });

  app.options(
    '/api/xapi/*',
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => reply.header('access-control-allow-methods', 'GET, HEAD, PUT, POST, DELETE, OPTIONS').header('access-control-allow-headers', ALLOWED).header('access-control-max-age', '600').code(204).send(),
  );
}
