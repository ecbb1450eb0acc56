import { isRole } from '@domain/identity/roles';
import { isLanguage } from '@domain/tenancy/tenant';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import { NO_USER_ABILITIES, type User, type UserAbilities } from '@application/users/User';
import type { UserReader } from '@application/users/ports/UserReader';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, boolean, DtoError, mapDto, nullableString, object, string } from '@infrastructure/http/dto';

export class HttpUserReader implements UserReader {
  constructor(private readonly http: FetchHttpClient) {}

  async me(): Promise<Result<User, AppError>> {
    return mapDto(await this.http.get('/front/users/me'), userToDomain);
  }
}

/** docs/api.md `User` → User. Shared with the auth gateway, whose answers carry a user too. */
export function userToDomain(value: unknown): User {
  const dto = object(value, 'user');
  const role = dto.role_guid;
  if (!isRole(role)) throw new DtoError('role_guid: R01–R05 expected');
  const language = dto.language;
  return {
    guid: string(dto, 'guid'),
    role,
    name: string(dto, 'name'),
    lastname: nullableString(dto, 'lastname') ?? '',
    email: string(dto, 'email'),
    avatar: nullableString(dto, 'avatar'),
    referrer: nullableString(dto, 'referrer'),
    language: isLanguage(language) ? language : null,
    tenant: string(dto, 'tenant'),
    schools: array(dto, 'schools').map((school) => {
      const s = object(school, 'school');
      return { guid: string(s, 'guid'), name: string(s, 'name'), timeZone: nullableString(s, 'time_zone') ?? 'UTC' };
    }),
    abilities: abilitiesToDomain(dto.abilities),
  };
}

/** `User.abilities`: absent (an older backend) offers nothing; present but malformed is a bad answer. */
function abilitiesToDomain(value: unknown): UserAbilities {
  if (value === undefined || value === null) return NO_USER_ABILITIES;
  const dto = object(value, 'abilities');
  return {
    createCourse: optionalFlag(dto, 'create_course'),
    joinCourse: optionalFlag(dto, 'join_course'),
  };
}

/** A missing ability is not granted. */
function optionalFlag(dto: Record<string, unknown>, key: string): boolean {
  return dto[key] === undefined ? false : boolean(dto, key);
}
