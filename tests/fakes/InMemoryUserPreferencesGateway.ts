import type { AccessibilityPreferences } from '@domain/identity/preferences';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { Language } from '@domain/tenancy/tenant';
import type { GrammaticalGender } from '@domain/users/roleWord';
import { appError, type AppError } from '@application/shared/AppError';
import type { User } from '@application/users/User';
import type { UserPreferencesGateway } from '@application/users/ports/UserPreferencesGateway';
import type { InMemoryUserReader } from '@tests/fakes/InMemoryUserReader';

/** Saves into the users the reader knows, so the next `me()` answers the saved language, like the server. */
export class InMemoryUserPreferencesGateway implements UserPreferencesGateway {
  /** Every language asked to be saved, in order (failed ones too). */
  readonly requested: (Language | null)[] = [];
  failure: AppError | undefined = undefined;

  constructor(
    private readonly users: InMemoryUserReader,
    private readonly currentToken: () => string | undefined,
  ) {}

  async saveLanguage(language: Language | null): Promise<Result<User, AppError>> {
    this.requested.push(language);
    if (this.failure) return Err(this.failure);
    const token = this.currentToken();
    const user = token === undefined ? undefined : this.users.usersByToken.get(token);
    if (token === undefined || !user) return Err(appError('unauthorized', 'UNAUTHORIZED', { status: 401 }));
    const saved = { ...user, language };
    this.users.usersByToken.set(token, saved);
    return Ok(saved);
  }

  /** Every gender asked to be saved, in order (failed ones too). */
  readonly requestedGenders: (GrammaticalGender | null)[] = [];

  async saveGrammaticalGender(gender: GrammaticalGender | null): Promise<Result<User, AppError>> {
    this.requestedGenders.push(gender);
    if (this.failure) return Err(this.failure);
    const token = this.currentToken();
    const user = token === undefined ? undefined : this.users.usersByToken.get(token);
    if (token === undefined || !user) return Err(appError('unauthorized', 'UNAUTHORIZED', { status: 401 }));
    const saved = { ...user, grammaticalGender: gender };
    this.users.usersByToken.set(token, saved);
    return Ok(saved);
  }

  /** Every accessibility change asked to be saved, in order (failed ones too). */
  readonly requestedAccessibility: Partial<AccessibilityPreferences>[] = [];

  async saveAccessibility(change: Partial<AccessibilityPreferences>): Promise<Result<User, AppError>> {
    this.requestedAccessibility.push(change);
    if (this.failure) return Err(this.failure);
    const token = this.currentToken();
    const user = token === undefined ? undefined : this.users.usersByToken.get(token);
    if (token === undefined || !user) return Err(appError('unauthorized', 'UNAUTHORIZED', { status: 401 }));
    const saved = { ...user, accessibility: { ...user.accessibility, ...change } };
    this.users.usersByToken.set(token, saved);
    return Ok(saved);
  }
}
