import type { UserDto, UserPreferencesBodyDto } from '@contract/users';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { badRequest, unauthorized } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { userAnswer } from '../../queries/users/userAnswer';

export interface SavePreferences {
  tenant: TenantConfig;
  body: UserPreferencesBodyDto;
}

/**
 * The caller's own preferences, each saved when sent: the language, one of the tenant's (400 /language; null falls
 * back to the tenant's default), and how they want to be addressed (null: not said). A body with neither (say, only
 * unknown properties, which the schema drops) is 400. Answers the User as saved; a session whose user is gone is 401.
 */
export async function savePreferences(repos: Repositories, actor: Caller, command: SavePreferences): Promise<UserDto> {
  const { language, grammatical_gender: grammaticalGender } = command.body;
  const { tenant } = command;
  if (language === undefined && grammaticalGender === undefined) {
    throw badRequest('VALIDATION_FAILED', [{ path: '', message: 'must have language or grammatical_gender' }]);
  }
  if (language !== undefined && language !== null && !tenant.languages.includes(language)) {
    throw badRequest('VALIDATION_FAILED', [{ path: '/language', message: `must be one of the tenant's languages: ${tenant.languages.join(', ')}` }]);
  }
  const changes = { ...(language !== undefined && { language }), ...(grammaticalGender !== undefined && { grammaticalGender }) };
  if (!(await repos.users.setPreferences(actor.tenantId, actor.guid, changes))) throw unauthorized();
  const user = await userAnswer(repos, tenant, actor);
  if (!user) throw unauthorized();
  return user;
}
