import { TenantConfigSchema, type TenantConfigDto } from '@contract/tenancy';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '@domain/identity/password';
import { DEFAULT_TENANT_FLAGS, isIdentityProviderKind, isLanguage, isLoginMethod, type Language, type TenantConfig, type TenantFlags } from '@domain/tenancy/tenant';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { TenantReader } from '@application/tenancy/ports/TenantReader';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';

export class HttpTenantReader implements TenantReader {
  constructor(private readonly http: FetchHttpClient) {}

  async current(): Promise<Result<TenantConfig, AppError>> {
    return fromWire(await this.http.get('/front/tenant'), TenantConfigSchema, tenantToDomain);
  }
}



/** A flag the server leaves out keeps Tiza's default, and a language or login method Tiza does not know is left out: a newer SPA still runs against an older backend, and the other way round. */
export function tenantToDomain(dto: TenantConfigDto): TenantConfig {
  const flags: TenantFlags = { ...DEFAULT_TENANT_FLAGS };
  for (const key of Object.keys(DEFAULT_TENANT_FLAGS) as (keyof TenantFlags)[]) {
    const flag = dto.flags[key];
    if (key === 'logoutRedirect') flags.logoutRedirect = typeof flag === 'string' && flag !== '' ? flag : null;
    else if (typeof flag === 'boolean') flags[key] = flag;
  }
  const languages = dto.languages.filter(isLanguage);
  return {
    id: dto.id,
    name: dto.name,
    defaultLanguage: dto.defaultLanguage,
    languages: uniqueWith(languages, dto.defaultLanguage),
    loginMethods: dto.loginMethods.filter(isLoginMethod),
    flags,
    theme: { primary: dto.theme.primary, accent: dto.theme.accent, brand: dto.theme.brand },
    passwordMinLength: dto.passwordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH,
    // A kind this client does not know (a newer backend's) has no button here.
    identityProviders: (dto.identityProviders ?? []).flatMap((provider) => (isIdentityProviderKind(provider.kind) ? [{ id: provider.id, kind: provider.kind, name: provider.name }] : [])),
  };
}

function uniqueWith(languages: Language[], required: Language): Language[] {
  return [...new Set([required, ...languages])];
}
