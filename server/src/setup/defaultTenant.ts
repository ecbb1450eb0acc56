import { sql } from 'drizzle-orm';
import { DEFAULT_TENANT_FLAGS } from '@domain/tenancy/tenant';
import type { Db } from '../db/Database';
import { tenants } from '../db/schema';

/** What an empty database starts with; true when it loaded data now (the demo reports it at start). */
export type InitialData = (db: Db) => Promise<boolean>;

/** The tenant every installation has: it answers hostnames nobody else claims. */
export const DEFAULT_TENANT = {
  id: 'tiza',
  name: 'Tiza',
  defaultLanguage: 'es',
  languages: ['es', 'en', 'pt'],
  loginMethods: ['password', 'sso'],
  flags: { ...DEFAULT_TENANT_FLAGS, thirdPartyIntegrations: true, newProgramInterface: true, googleDrive: true },
  theme: { primary: '#1f5eff', accent: '#ff8a00', brand: 'Tiza' },
  hostnames: ['localhost', '127.0.0.1', 'tiza.localhost'],
  passwordMinLength: 8,
  /** Spain: 14 (LOPDGDD art. 7). */
  digitalConsentAge: 14,
  isDefault: true,
};

/** A production start on an empty database: the default tenant and nothing else (an advisory lock for several processes). */
export const ensureDefaultTenant: InitialData = async (db) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7253418)`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(tenants);
    if ((row?.n ?? 0) === 0) await tx.insert(tenants).values(DEFAULT_TENANT);
    return false;
  });
