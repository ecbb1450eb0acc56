import type { UserDto, UserPreferencesBodyDto } from '@contract/users';
import { checkLanguageChoice } from '@domain/identity/preferences';
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
 * The caller's own preferences, each saved when sent: the language, one of the tenant's (the domain's
 * checkLanguageChoice: 400 /language; null falls back to the tenant's default), how they want to be addressed (null:
 * not said), reduced motion and larger text (ADR 0537). A body with none of them (say, only unknown properties, which
 * the schema drops) is 400. Answers the User as saved; a session whose user is gone is 401.
 */
export async function savePreferences(repos: Repositories, actor: Caller, command: SavePreferences): Promise<UserDto> {
  const { language, grammatical_gender: grammaticalGender, reduced_motion: reducedMotion, larger_text: largerText } = command.body;
  const { tenant } = command;
  if (language === undefined && grammaticalGender === undefined && reducedMotion === undefined && largerText === undefined) {
    throw badRequest('VALIDATION_FAILED', [{ path: '', message: 'must have language, grammatical_gender, reduced_motion or larger_text' }]);
  }
  if (language !== undefined) {
    const checked = checkLanguageChoice(language, tenant.languages);
    if (checked.err) throw badRequest('VALIDATION_FAILED', [{ path: '/language', message: `${checked.val.code}: must be one of the tenant's languages: ${tenant.languages.join(', ')}` }]);
  }
  const changes = {
    ...(language !== undefined && { language }),
    ...(grammaticalGender !== undefined && { grammaticalGender }),
    ...(reducedMotion !== undefined && { reducedMotion }),
    ...(largerText !== undefined && { largerText }),
  };
  if (!(await repos.users.setPreferences(actor.tenantId, actor.guid, changes))) throw unauthorized();
  const user = await userAnswer(repos, tenant, actor);
  if (!user) throw unauthorized();
  return user;
}
