import { DEFAULT_PASSWORD_MIN_LENGTH } from '@domain/identity/password';
import {
  DEFAULT_TENANT_FLAGS,
  isLanguage,
  LOGIN_METHODS,
  type Language,
  type LoginMethod,
  type TenantConfig,
  type TenantFlags,
} from '@domain/tenancy/tenant';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { TenantReader } from '@application/tenancy/ports/TenantReader';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { DtoError, mapDto, object, string } from '@infrastructure/http/dto';

export class HttpTenantReader implements TenantReader {
  constructor(private readonly http: FetchHttpClient) {}

  async current(): Promise<Result<TenantConfig, AppError>> {
    return mapDto(await this.http.get('/front/tenant'), tenantToDomain);
  }
}

/** A flag the server leaves out keeps Tiza's default: a newer SPA still runs against an older backend. */
export function tenantToDomain(value: unknown): TenantConfig {
  const dto = object(value, 'tenant');
  const defaultLanguage = dto.defaultLanguage;
  if (!isLanguage(defaultLanguage)) throw new DtoError('defaultLanguage: es, en or pt expected');
  const languages = Array.isArray(dto.languages) ? dto.languages.filter(isLanguage) : [];
  const loginMethods = Array.isArray(dto.loginMethods)
    ? dto.loginMethods.filter((m): m is LoginMethod => (LOGIN_METHODS as readonly unknown[]).includes(m))
    : ['password' as const];
  const flagsDto = dto.flags !== null && typeof dto.flags === 'object' ? (dto.flags as Record<string, unknown>) : {};
  const flags: TenantFlags = { ...DEFAULT_TENANT_FLAGS };
  for (const key of Object.keys(DEFAULT_TENANT_FLAGS) as (keyof TenantFlags)[]) {
    const flag = flagsDto[key];
    if (key === 'logoutRedirect') flags.logoutRedirect = typeof flag === 'string' && flag !== '' ? flag : null;
    else if (typeof flag === 'boolean') flags[key] = flag;
  }
  const theme = object(dto.theme, 'theme');
  const minLength = dto.passwordMinLength;
  return {
    id: string(dto, 'id'),
    name: string(dto, 'name'),
    defaultLanguage,
    languages: languages.length > 0 ? uniqueWith(languages, defaultLanguage) : [defaultLanguage],
    loginMethods,
    flags,
    theme: { primary: string(theme, 'primary'), accent: string(theme, 'accent'), brand: string(theme, 'brand') },
    passwordMinLength: typeof minLength === 'number' && Number.isInteger(minLength) && minLength > 0 ? minLength : DEFAULT_PASSWORD_MIN_LENGTH,
  };
}

function uniqueWith(languages: Language[], required: Language): Language[] {
  return [...new Set([required, ...languages])];
}
