import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** rsbuild names built assets `name.<hash>.ext`: those never change, so they may be cached for a year. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Serves the built SPA; deep links fall back to index.html in the not-found handler (plugins/app/errors). */
export const spaPlugin = fp<{ spaDir: string }>(
  async (app, options) => {
    await app.register(fastifyStatic, {
      root: options.spaDir,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', HASHED.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The login page prerendered by the build (ADR 0480): it paints before the scripts run. Same SPA, same headers.
    if (existsSync(join(options.spaDir, 'login.html'))) {
      app.get('/auth/login', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('login.html'));
    }
  },
  { name: 'spa' },
);
