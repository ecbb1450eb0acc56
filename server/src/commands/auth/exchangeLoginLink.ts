import type { SessionAnswerDto } from '@contract/users';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { Roles } from '@domain/identity/roles';
import { maySignIn } from '@domain/sync/syncStatus';
import { unauthorized } from '../../errors/ApiError';
import type { Auth } from '../../plugins/app/auth';
import type { Repositories } from '../../plugins/app/repositories';
import { notSynchronised, openSession } from './openSession';

export interface ExchangeLoginLink {
  tenant: TenantConfig;
  token: string;
}

/** Exchanges a one-time login link of the tenant (consumed, whatever follows) for a session: 401 LOGIN_LINK_INVALID | USER_NOT_SYNCHRONISED. */
export async function exchangeLoginLink(repos: Repositories, auth: Pick<Auth, 'issue'>, command: ExchangeLoginLink): Promise<SessionAnswerDto> {
  const owner = await repos.loginLinks.consume(command.token, command.tenant.id);
  const user = owner === undefined ? undefined : await repos.users.findByGuid(command.tenant.id, owner);
  if (!user) throw unauthorized('LOGIN_LINK_INVALID');
  if (!maySignIn(user)) throw notSynchronised(await repos.sync.schoolAdminsOf(command.tenant.id, user.guid, Roles.schoolAdmin));
  if (user.status === 'pending-consent') throw unauthorized('ACCOUNT_PENDING_CONSENT');
  return openSession(repos, auth, command.tenant, user);
}
