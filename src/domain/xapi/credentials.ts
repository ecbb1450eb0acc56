// LRS credentials (ADR 0563): who manages them and what a name may be.
import { Roles, type Role } from '@domain/identity/roles';

export const CREDENTIAL_NAME_MAX = 80;

/** School admins manage their tenant's LRS credentials. */
export const LRS_ADMIN_ROLES: readonly Role[] = [Roles.schoolAdmin];

/** A credential's name as kept: trimmed, inner runs of space made one; undefined when empty or too long. */
export function credentialName(raw: string): string | undefined {
  const name = raw.trim().replace(/\s+/g, ' ');
  return name.length === 0 || name.length > CREDENTIAL_NAME_MAX ? undefined : name;
}
