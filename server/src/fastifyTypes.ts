// Type augmentation of Fastify for this server's decorators and route config (imported for its side effect).
import type { TenantConfig } from '@domain/tenancy/tenant';
import type { Role } from '@domain/identity/roles';
import type { Database, Db } from './db/Database';
import type { Mailer } from './plugins/external/mail';
import type { CloudStorage } from './plugins/external/cloudStorage';
import type { Repositories, Transaction } from './plugins/app/repositories';
import type { Auth } from './plugins/app/auth';
import type { Caller } from './plugins/app/Caller';
import type { SyncWorker } from './plugins/app/syncWorker';
import type { ErrorTrail } from './plugins/app/errorTrail';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's request schemas as registered (the generated malformed-input test walks them). */
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Files fetched from a person's cloud drive (plugins/external/cloudStorage.ts). */
    cloudStorage: CloudStorage;
    /** Every repository on the app's connection pool (reads, single statements). */
    repos: Repositories;
    /** A write: every repository bound to one transaction (commands run inside it). */
    transaction: Transaction;
    auth: Auth;
    /** Every route registered, collected by an onRoute hook (the authorization matrix walks it). */
    routeTable: RouteEntry[];
    /** True when this start loaded the demo data set. */
    seeded: boolean;
    publicUrl: string;
    /** The origin of publicUrl: where the SPA runs (the SCORM player answers to it). */
    publicOrigin: string;
    /** The separate origin that serves SCORM package files (server/src/content/contentApp.ts). */
    contentOrigin: string;
    /** Background sync jobs of this process (plugins/app/syncWorker.ts). */
    syncWorker: SyncWorker;
    /** The errors signed-in people met, written for the helpdesk after the answer (plugins/app/errorTrail.ts). */
    errorTrail: ErrorTrail;
  }
  interface FastifyRequest {
    /** The resolved tenant of an /api/front call; null elsewhere. */
    tenant: TenantConfig | null;
    tenantFromHeader: boolean;
    caller: Caller | null;
    /** The error code this request was answered with (the error handler sets it); null while none. */
    answeredCode: string | null;
  }
  interface FastifyContextConfig {
    /** Set by the auth plugin on every /api route that is not public: the route needs a signed-in caller. */
    auth?: boolean;
    /** An /api route anyone may call (login, recovery, the tenant, health, docs, signed file URLs). */
    public?: boolean;
    /** Roles allowed (others get 403 FORBIDDEN); absent = every signed-in role. */
    roles?: readonly Role[];
  }
}
