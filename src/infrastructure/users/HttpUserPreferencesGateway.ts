import { UserSchema, type UserPreferencesBodyDto } from '@contract/users';
import type { AccessibilityPreferences } from '@domain/identity/preferences';
import type { Result } from '@domain/shared/result';
import type { Language } from '@domain/tenancy/tenant';
import type { GrammaticalGender } from '@domain/users/roleWord';
import type { AppError } from '@application/shared/AppError';
import type { User } from '@application/users/User';
import type { UserPreferencesGateway } from '@application/users/ports/UserPreferencesGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';
import { userToDomain } from '@infrastructure/users/HttpUserReader';

/** docs/api.md `PATCH /api/front/users/me`: the token's own user, never another one. */
export class HttpUserPreferencesGateway implements UserPreferencesGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async saveLanguage(language: Language | null): Promise<Result<User, AppError>> {
    const body: UserPreferencesBodyDto = { language };
    return fromWire(await this.http.request('PATCH', '/front/users/me', { body }), UserSchema, userToDomain);
  }

  async saveGrammaticalGender(gender: GrammaticalGender | null): Promise<Result<User, AppError>> {
    const body: UserPreferencesBodyDto = { grammatical_gender: gender };
    return fromWire(await this.http.request('PATCH', '/front/users/me', { body }), UserSchema, userToDomain);
  }

  async saveAccessibility(change: Partial<AccessibilityPreferences>): Promise<Result<User, AppError>> {
    const body: UserPreferencesBodyDto = {
      ...(change.reducedMotion !== undefined && { reduced_motion: change.reducedMotion }),
      ...(change.largerText !== undefined && { larger_text: change.largerText }),
    };
    return fromWire(await this.http.request('PATCH', '/front/users/me', { body }), UserSchema, userToDomain);
  }
}
