import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { DEFAULT_LANGUAGE, offeredConfig, pickLanguage, type TenantConfig } from '@domain/tenancy/tenant';
import type { AppError } from '@application/shared/AppError';
import { SessionStore } from '@application/session/SessionStore';
import { createRootContainer, type BrowserServices } from '@infrastructure/di/rootContainer';
import { createTenantContainer } from '@infrastructure/di/createTenantContainer';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { createI18n, I18nextLanguageSwitcher } from '@infrastructure/i18n/createI18n';
import { resolveTenant, type TenantLocation } from '@infrastructure/tenants/tenantRegistry';
import { HttpTenantReader } from '@infrastructure/tenancy/HttpTenantReader';

export type Started =
  | { ok: true; container: Container; i18n: i18n; tenant: TenantConfig }
  | { ok: false; error: AppError; i18n: i18n };

export interface BrowserEnvironment extends BrowserServices {
  location: TenantLocation & Pick<Location, 'assign' | 'pathname' | 'search'>;
  /** navigator.languages: only used when even the tenant cannot be reached. */
  languages: readonly string[];
}

/** Start-up: which tenant, its config, its container, its language, and the stored session. */
export async function bootstrap(env: BrowserEnvironment): Promise<Started> {
  const endpoint = resolveTenant(env.location, env.storage);
  const anonymous = new FetchHttpClient({
    baseUrl: endpoint.apiBaseUrl,
    tenantId: endpoint.tenantId,
    token: () => undefined,
    onSessionRefused: () => undefined,
  });
  const tenant = await new HttpTenantReader(anonymous).current();
  if (tenant.err) {
    return { ok: false, error: tenant.val, i18n: await createI18n(pickLanguage(env.languages, DEFAULT_LANGUAGE)) };
  }

  // The same rule as the server's: a backend of the tenant's own may still advertise features Tiza has not built.
  const offered = offeredConfig(tenant.val);
  const i18n = await createI18n(offered.defaultLanguage);
  const container = createTenantContainer(createRootContainer(env), {
    tenant: offered,
    apiBaseUrl: endpoint.apiBaseUrl,
    languages: new I18nextLanguageSwitcher(i18n),
    i18n,
  });
  await container.get(SessionStore).restore();
  return { ok: true, container, i18n, tenant: offered };
}
