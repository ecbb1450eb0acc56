import type { ServiceIdentifier } from 'inversify';
import type { TenantConfig } from '@domain/tenancy/tenant';

/** The tenant this container was built for: constant for the container's life (a switch builds a new one). */
export const CurrentTenant: ServiceIdentifier<TenantConfig> = Symbol('CurrentTenant');
