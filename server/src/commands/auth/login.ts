import type { LoginBodyDto, SessionAnswerDto } from '@contract/users';
import { checkEmail } from '@domain/identity/email';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { Roles } from '@domain/identity/roles';
import { maySignIn } from '@domain/sync/syncStatus';
import { badRequest, unauthorized } from '../../errors/ApiError';
import type { Auth } from '../../plugins/app/auth';
import type { Repositories } from '../../plugins/app/repositories';
import { notSynchronised, openSession } from './openSession';

export interface Login {
  tenant: TenantConfig;
  body: LoginBodyDto;
}

/**
 * Password login in the request's tenant: 400 INVALID_EMAIL, 401 USER_NOT_FOUND | USER_NOT_SYNCHRONISED |
 * PASSWORD_INCORRECT | ACCOUNT_PENDING_CONSENT. An unknown email still spends the time of a password check, so timing reveals little.
 */
export async function login(repos: Repositories, auth: Pick<Auth, 'issue' | 'verifyPassword'>, command: Login): Promise<SessionAnswerDto> {
  const email = checkEmail(command.body.email);
  if (!email.ok) throw badRequest('INVALID_EMAIL');
  const user = await repos.users.findByEmail(command.tenant.id, email.val);
  if (!user) {
    await auth.verifyPassword(null, command.body.password);
    throw unauthorized('USER_NOT_FOUND');
  }
  if (!maySignIn(user)) {
    // Whom to contact is told only to someone who knows the password: an address alone reveals no admin.
    const knows = await auth.verifyPassword(user.passwordHash, command.body.password);
    throw notSynchronised(knows ? await repos.sync.schoolAdminsOf(command.tenant.id, user.guid, Roles.schoolAdmin) : []);
  }
  if (!(await auth.verifyPassword(user.passwordHash, command.body.password))) throw unauthorized('PASSWORD_INCORRECT');
  // Said only to whoever knows the password: the child who signed up, waiting for a guardian (ADR 0530).
  if (user.status === 'pending-consent') throw unauthorized('ACCOUNT_PENDING_CONSENT');
  return openSession(repos, auth, command.tenant, user);
}
