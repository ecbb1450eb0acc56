import { basename } from 'node:path';
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
  },
  { name: 'spa' },
);
