// Who may manage the LRS's credentials (ADR 0563): the tenant's school admins; a credential of another tenant is
// not found.
import { LRS_ADMIN_ROLES } from '@domain/xapi/credentials';
import type { Role } from '@domain/identity/roles';

/** The management routes' `config.roles`: others 403. */
export const LRS_CREDENTIAL_ROLES: readonly Role[] = LRS_ADMIN_ROLES;
