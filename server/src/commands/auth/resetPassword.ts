import type { ResetPasswordBodyDto } from '@contract/users';
import { checkPassword } from '@domain/identity/password';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { badRequest } from '../../errors/ApiError';
import type { Auth } from '../../plugins/app/auth';
import type { Repositories, Transaction } from '../../plugins/app/repositories';

export interface ResetPassword {
  tenant: TenantConfig;
  body: ResetPasswordBodyDto;
}

/**
 * Sets a new password with a reset link of the tenant and revokes every session of its user: 400
 * RESET_TOKEN_INVALID (unknown, used or expired link), 400 PASSWORD_TOO_SHORT. The password is hashed before the
 * transaction (argon2 takes a while); in it, the link is consumed first, so of two resets with the same link only one
 * changes the password.
 */
export async function resetPassword(repos: Repositories, deps: { auth: Pick<Auth, 'hashPassword'>; transaction: Transaction }, command: ResetPassword): Promise<void> {
  const { tenant, body } = command;
  const owner = await repos.passwordResets.peek(body.token, tenant.id);
  if (!owner) throw badRequest('RESET_TOKEN_INVALID');
  const password = checkPassword(body.password, tenant.passwordMinLength);
  if (!password.ok) throw badRequest('PASSWORD_TOO_SHORT', [{ path: '/password', message: `at least ${tenant.passwordMinLength} characters` }]);
  const hash = await deps.auth.hashPassword(password.val);
  await deps.transaction(async (tx) => {
    const consumed = await tx.passwordResets.consume(body.token, tenant.id);
    if (consumed !== owner) throw badRequest('RESET_TOKEN_INVALID');
    await tx.users.setPasswordHash(owner, hash);
    await tx.sessions.revokeAllOf(owner);
  });
}
