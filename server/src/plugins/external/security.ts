import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { ApiError } from '../../errors/ApiError';

/** The JSON path of the first string holding a NUL character, if any (PostgreSQL text cannot store one). */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(key, `${path}/${key}`) ?? findNul(child, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Security headers on every answer. script-src has neither 'unsafe-inline' nor 'unsafe-eval'; KaTeX needs inline styles. */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // 'self' covers same-origin WebSocket (ws/wss) in CSP 3 browsers; no other host may be reached.
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          // The PDF viewer's pdf.js worker is a same-origin script file (issue 3).
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });

    // A NUL in any string of the body, query or params is refused up front: stored, it would fail the query with a 500.
    app.addHook('preValidation', async (request) => {
      for (const [where, value] of [['', request.body], ['/querystring', request.query], ['/params', request.params]] as const) {
        const path = findNul(value);
        if (path !== undefined) throw new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', [{ path: `${where}${path}`, message: 'must not contain NUL characters' }]);
      }
    });
  },
  { name: 'security' },
);
