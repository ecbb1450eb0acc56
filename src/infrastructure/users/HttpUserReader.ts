import { UserSchema, type UserDto } from '@contract/users';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { User } from '@application/users/User';
import type { UserReader } from '@application/users/ports/UserReader';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';

export class HttpUserReader implements UserReader {
  constructor(private readonly http: FetchHttpClient) {}

  async me(): Promise<Result<User, AppError>> {
    return fromWire(await this.http.get('/front/users/me'), UserSchema, userToDomain);
  }
}

/** The contract's User → User. Shared with the auth gateway, whose answers carry a user too. */
export function userToDomain(dto: UserDto): User {
  return {
    guid: dto.guid,
    role: dto.role_guid,
    name: dto.name,
    lastname: dto.lastname,
    email: dto.email,
    avatar: dto.avatar,
    referrer: dto.referrer,
    language: dto.language,
    grammaticalGender: dto.grammatical_gender ?? null,
    tenant: dto.tenant,
    schools: dto.schools.map((school) => ({ guid: school.guid, name: school.name, timeZone: school.time_zone })),
    // An ability the server leaves out (an older backend) is not granted.
    abilities: { createCourse: dto.abilities?.create_course ?? false, joinCourse: dto.abilities?.join_course ?? false },
    accessibility: { reducedMotion: dto.reduced_motion ?? false, largerText: dto.larger_text ?? false },
    kidsMode: dto.kids_mode ?? false,
  };
}
