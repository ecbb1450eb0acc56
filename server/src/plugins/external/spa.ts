import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { isTenantId, type TenantConfig } from '@domain/tenancy/tenant';
import { loginPages } from './loginPage';

/** rsbuild names built assets `name.<hash>.ext`: those never change, so they may be cached for a year. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Serves the built SPA; deep links fall back to index.html in the not-found handler (plugins/app/errors). */
export const spaPlugin = fp<{ spaDir: string }>(
  async (app, options) => {
    const loginFile = join(options.spaDir, 'login.html');
    const prerendered = existsSync(loginFile);
    await app.register(fastifyStatic, {
      root: options.spaDir,
      cacheControl: false,
      // The prerendered login page is a template (its markers are filled below), never served as it is.
      allowedPath: (pathName) => !(prerendered && pathName === '/login.html'),
      setHeaders(res, path) {
        res.setHeader('cache-control', HASHED.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The login page prerendered by the build (ADR 0480): it paints before the scripts run, in the tenant's language
    // and with its brand. Same SPA, same headers.
    if (prerendered) {
      const page = loginPages(readFileSync(loginFile, 'utf8'));
      /** The tenant the app will start with, as far as a request tells: `?tenant=<id>`, else the Host's, else the default. */
      const tenantOf = async (request: FastifyRequest): Promise<TenantConfig | undefined> => {
        const named = (request.query as Record<string, unknown>).tenant;
        const tenant = isTenantId(named) ? await app.repos.tenants.findById(named) : undefined;
        return tenant ?? app.repos.tenants.findByHostOrDefault(request.hostname.split(':')[0] ?? '');
      };
      app.get('/auth/login', { schema: { hide: true } }, async (request, reply) => {
        const tenant = await tenantOf(request);
        if (!tenant) return reply.header('cache-control', 'no-cache').sendFile('index.html');
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page(tenant));
      });
    }
  },
  { name: 'spa', dependencies: ['repositories'] },
);
