import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TENANT_FLAGS, isLanguage, LOGIN_METHODS, type LoginMethod, type TenantConfig } from '@domain/tenancy/tenant';
import type { Db } from '../db/Database';
import { tenants } from '../db/schema';

type TenantRow = typeof tenants.$inferSelect;

function toConfig(row: TenantRow): TenantConfig {
  const defaultLanguage = isLanguage(row.defaultLanguage) ? row.defaultLanguage : 'es';
  return {
    id: row.id,
    name: row.name,
    defaultLanguage,
    languages: row.languages.filter(isLanguage),
    loginMethods: row.loginMethods.filter((m): m is LoginMethod => (LOGIN_METHODS as readonly string[]).includes(m)),
    // Flags added after a tenant was stored take their default.
    flags: { ...DEFAULT_TENANT_FLAGS, ...row.flags },
    theme: row.theme,
    passwordMinLength: row.passwordMinLength,
  };
}

export class TenantRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<TenantConfig | undefined> {
    // PostgreSQL text cannot hold NUL (the header may spell it `\u0000`): no tenant has such an id.
    if (id.includes('\u0000')) return undefined;
    const [row] = await this.db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
    return row && toConfig(row);
  }

  /** The tenant whose hostnames include `host`, else the default tenant (one query). */
  async findByHostOrDefault(rawHost: string): Promise<TenantConfig | undefined> {
    const host = rawHost.replaceAll('\u0000', '');
    const [row] = await this.db
      .select()
      .from(tenants)
      .where(sql`${host} = any(${tenants.hostnames}) or ${tenants.isDefault}`)
      .orderBy(sql`${host} = any(${tenants.hostnames}) desc`)
      .limit(1);
    return row && toConfig(row);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(tenants);
    return row?.n ?? 0;
  }
}
