// The User of the API (docs/api.md "User"): the signed-in user's profile, schools and abilities.
import type { UserDto } from '@contract/users';
import { isLanguage, type TenantConfig } from '@domain/tenancy/tenant';
import { isKidsMode } from '@domain/identity/kidsMode';
import { Roles, type Role } from '@domain/identity/roles';
import { isGrammaticalGender } from '@domain/users/roleWord';
import type { Repositories } from '../../plugins/app/repositories';
import { userAbilities } from '../../policies/userPolicy';
import { roleOf } from '../../repositories/UserRepository';

/**
 * The user as the API answers it (two indexed statements, three for a student): schools in the user's order, the
 * abilities of `role` (the role the session was issued for) in this tenant, and whether the app's frame is in kids
 * mode (ADR 0536: the domain's isKidsMode over the levels of the courses a student learns in). Undefined when there is
 * no such user.
 */
export async function userAnswer(repos: Repositories, tenant: Pick<TenantConfig, 'id' | 'flags'>, user: { guid: string; role: Role }): Promise<UserDto | undefined> {
  const row = await repos.users.findByGuid(tenant.id, user.guid);
  if (!row) return undefined;
  const schools = await repos.users.schoolsOf(tenant.id, user.guid);
  const isStudent = user.role === Roles.student;
  const courseLevels = isStudent && !tenant.flags.kidsMode ? await repos.users.studentCourseLevels(user.guid) : [];
  return {
    guid: row.guid,
    role_guid: roleOf(row),
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    avatar: row.avatar,
    referrer: row.referrer,
    language: isLanguage(row.language) ? row.language : null,
    grammatical_gender: isGrammaticalGender(row.grammaticalGender) ? row.grammaticalGender : null,
    tenant: row.tenantId,
    schools: schools.map((school) => ({ guid: school.guid, name: school.name, time_zone: school.timeZone })),
    abilities: userAbilities(user.role, tenant.flags),
    reduced_motion: row.reducedMotion,
    larger_text: row.largerText,
    kids_mode: isKidsMode({ tenantKidsMode: tenant.flags.kidsMode, isStudent, courseLevels }),
  };
}
