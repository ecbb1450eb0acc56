import type { SessionAnswerDto } from '@contract/users';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { ApiError } from '../../errors/ApiError';
import type { Auth } from '../../plugins/app/auth';
import type { Repositories } from '../../plugins/app/repositories';
import { userAnswer } from '../../queries/users/userAnswer';
import { roleOf, type UserRow } from '../../repositories/UserRepository';

/** A new session (a server-side row and its signed token) for a user the caller has proved to be, with the User answer. */
export async function openSession(repos: Repositories, auth: Pick<Auth, 'issue'>, tenant: TenantConfig, user: UserRow): Promise<SessionAnswerDto> {
  const role = roleOf(user);
  const { token } = await auth.issue({ guid: user.guid, tenantId: tenant.id, role });
  const answer = await userAnswer(repos, tenant, { guid: user.guid, role });
  if (!answer) throw new ApiError(500, 'INTERNAL', 'user vanished');
  return { token, user: answer };
}

/** 401 USER_NOT_SYNCHRONISED naming the school admins to contact (details `/contact`, `current: { name, email }`). */
export function notSynchronised(admins: { name: string; lastname: string; email: string }[]): ApiError {
  return new ApiError(
    401,
    'USER_NOT_SYNCHRONISED',
    undefined,
    admins.map((admin) => ({ path: '/contact', message: admin.email, current: { name: `${admin.name} ${admin.lastname}`.trim(), email: admin.email } })),
  );
}
