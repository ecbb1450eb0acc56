import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TENANT_FLAGS, isLanguage, isLoginMethod, offeredConfig, type TenantConfig } from '@domain/tenancy/tenant';
import type { Db } from '../db/Database';
import { tenants } from '../db/schema';
import type { StoredIdentityProvider } from '../sso/identityProvider';

type TenantRow = typeof tenants.$inferSelect;

/** A stored tenant as it is offered: flags and login methods of features not built yet never reach a client. */
function toConfig(row: TenantRow): TenantConfig {
  const defaultLanguage = isLanguage(row.defaultLanguage) ? row.defaultLanguage : 'es';
  return offeredConfig({
    id: row.id,
    name: row.name,
    defaultLanguage,
    languages: row.languages.filter(isLanguage),
    loginMethods: row.loginMethods.filter(isLoginMethod),
    // Flags added after a tenant was stored take their default.
    flags: { ...DEFAULT_TENANT_FLAGS, ...row.flags },
    theme: row.theme,
    passwordMinLength: row.passwordMinLength,
    // What a button needs, never the issuer's client or secret.
    identityProviders: row.identityProviders.map((provider) => ({ id: provider.id, kind: provider.kind, name: provider.name })),
  });
}

/** Tenants change by operations, not through the API: every request may read them from memory for this long. */
export const TENANT_CACHE_MS = 30_000;

export class TenantRepository {
  private readonly cache = new Map<string, { tenant: TenantConfig | undefined; at: number }>();
  private readonly providers = new Map<string, { provider: StoredIdentityProvider | undefined; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every request resolves its tenant: one query per key per TENANT_CACHE_MS instead of one per request. */
  private async cached(key: string, load: () => Promise<TenantConfig | undefined>): Promise<TenantConfig | undefined> {
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < TENANT_CACHE_MS) return hit.tenant;
    const tenant = await load();
    // Bounded: hostnames come from requests, so a flood of made-up hosts must not grow the map without end.
    if (this.cache.size >= 1000) this.cache.clear();
    this.cache.set(key, { tenant, at: this.now() });
    return tenant;
  }

  async findById(id: string): Promise<TenantConfig | undefined> {
    // PostgreSQL text cannot hold NUL (the header may spell it `\u0000`): no tenant has such an id.
    if (id.includes('\u0000')) return undefined;
    return this.cached(`id:${id}`, async () => {
      const [row] = await this.db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
      return row && toConfig(row);
    });
  }

  /** The tenant whose hostnames include `host`, else the default tenant (one query). */
  async findByHostOrDefault(rawHost: string): Promise<TenantConfig | undefined> {
    const host = rawHost.replaceAll('\u0000', '');
    return this.cached(`host:${host}`, async () => {
      const [row] = await this.db
        .select()
        .from(tenants)
        .where(sql`${host} = any(${tenants.hostnames}) or ${tenants.isDefault}`)
        .orderBy(sql`${host} = any(${tenants.hostnames}) desc`)
        .limit(1);
      return row && toConfig(row);
    });
  }

  /** A tenant's identity provider with its client settings (single sign-on, ADR 0534), cached like the tenants. */
  async identityProvider(tenantId: string, providerId: string): Promise<StoredIdentityProvider | undefined> {
    const key = JSON.stringify([tenantId, providerId]);
    const hit = this.providers.get(key);
    if (hit && this.now() - hit.at < TENANT_CACHE_MS) return hit.provider;
    if (tenantId.includes('\u0000')) return undefined;
    const [row] = await this.db.select({ providers: tenants.identityProviders }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    const provider = row?.providers.find((candidate) => candidate.id === providerId);
    if (this.providers.size >= 1000) this.providers.clear();
    this.providers.set(key, { provider, at: this.now() });
    return provider;
  }

  /** A tenant's identity providers with their settings (never sent as they are: a profile names them, ADR 0533). */
  async identityProviders(tenantId: string): Promise<StoredIdentityProvider[]> {
    const [row] = await this.db.select({ providers: tenants.identityProviders }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    return row?.providers ?? [];
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(tenants);
    return row?.n ?? 0;
  }
}
