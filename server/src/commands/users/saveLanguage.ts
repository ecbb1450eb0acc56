import type { UserDto, UserPreferencesBodyDto } from '@contract/users';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { badRequest, unauthorized } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { userAnswer } from '../../queries/users/userAnswer';

export interface SaveLanguage {
  tenant: TenantConfig;
  body: UserPreferencesBodyDto;
}

/**
 * The caller's own language, one of the tenant's (400 /language); null falls back to the tenant's default. Answers the
 * User as saved. A session whose user is gone is 401.
 */
export async function saveLanguage(repos: Repositories, actor: Caller, command: SaveLanguage): Promise<UserDto> {
  const { language } = command.body;
  const { tenant } = command;
  if (language !== null && !tenant.languages.includes(language)) {
    throw badRequest('VALIDATION_FAILED', [{ path: '/language', message: `must be one of the tenant's languages: ${tenant.languages.join(', ')}` }]);
  }
  if (!(await repos.users.setLanguage(actor.tenantId, actor.guid, language))) throw unauthorized();
  const user = await userAnswer(repos, tenant, actor);
  if (!user) throw unauthorized();
  return user;
}
