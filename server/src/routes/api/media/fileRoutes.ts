// GET /api/files/:guid?exp=&sig= — public, authenticated by the URL's HMAC signature; serves the bytes with Range support.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import type { FileStore } from '../../../storage/FileStore';
import { checkSignature, fileUrlKey } from '../../../storage/signing';

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A single `bytes=` range against a file of `size` bytes: the range, 'unsatisfiable', or undefined to serve
 * the whole file (no header, several ranges, or a form we do not read — RFC 9110 lets a server ignore Range).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** RFC 6266/8187: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function fileRoutes(store: FileStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/files/:guid',
      {
        // No bearer token: <img>, <video> and pdf.js fetch this URL; the signature (2 h) is the authorisation.
        config: { public: true },
        schema: {
          tags: ['media'],
          summary: 'The bytes of a stored file, through a signed URL from an item or job answer (Range supported)',
          params: Type.Object({ guid: Type.String({ format: 'uuid' }) }),
          querystring: Type.Object({ exp: Type.Optional(Type.String({ maxLength: 20 })), sig: Type.Optional(Type.String({ maxLength: 200 })) }),
          response: errorResponses(403, 404, 416),
        },
      },
      async (request, reply) => {
        const { guid } = request.params;
        const { exp, sig } = request.query;
        const expiry = exp !== undefined && /^\d{1,12}$/.test(exp) ? Number(exp) : undefined;
        if (expiry === undefined || sig === undefined) throw forbidden();
        const key = await fileUrlKey(app.db);
        // Checked before the lookup: without a valid signature nothing reveals whether the file exists.
        if (checkSignature(key, guid, expiry, sig) !== 'valid') throw forbidden();
        const file = await app.repos.files.find(guid);
        if (!file) throw notFound();
        const size = await store.size(file.tenantId, file.guid);
        if (size === undefined) throw notFound();

        const etag = `"${file.sha256}"`;
        void reply
          .header('content-type', file.mime)
          .header('content-disposition', contentDisposition(file.name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600')
          .header('accept-ranges', 'bytes')
          .header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();

        const ifRange = request.headers['if-range'];
        const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : undefined;
        if (range === 'unsatisfiable') {
          return reply.code(416).header('content-range', `bytes */${size}`).type('application/json').send({ statusCode: 416, code: 'VALIDATION_FAILED', message: 'Range not satisfiable', details: [] });
        }
        if (range === undefined) {
          void reply.header('content-length', size);
          return reply.code(200).send(store.read(file.tenantId, file.guid));
        }
        void reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`).header('content-length', range.end - range.start + 1);
        return reply.code(206).send(store.read(file.tenantId, file.guid, range));
      },
    );
  };
}
