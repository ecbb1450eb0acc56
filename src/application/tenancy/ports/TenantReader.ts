import type { ServiceIdentifier } from 'inversify';
import type { TenantConfig } from '@domain/tenancy/tenant';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';

/** The tenant's public configuration (GET /api/front/tenant), read once at start. */
export interface TenantReader {
  current(): Promise<Result<TenantConfig, AppError>>;
}

export const TenantReader: ServiceIdentifier<TenantReader> = Symbol('TenantReader');
