import type { ServiceIdentifier } from 'inversify';
import type { AccessibilityPreferences } from '@domain/identity/preferences';
import type { Result } from '@domain/shared/result';
import type { Language } from '@domain/tenancy/tenant';
import type { GrammaticalGender } from '@domain/users/roleWord';
import type { AppError } from '@application/shared/AppError';
import type { User } from '@application/users/User';

/** Saves the signed-in user's own preferences on the server, for their next sessions. */
export interface UserPreferencesGateway {
  /** The user's language; null falls back to the tenant's default. Answers the user as saved. */
  saveLanguage(language: Language | null): Promise<Result<User, AppError>>;
  /** How the user wants to be addressed; null: not said. Answers the user as saved. */
  saveGrammaticalGender(gender: GrammaticalGender | null): Promise<Result<User, AppError>>;
  /** Reduced motion and larger text (ADR 0537), the ones given; the others stay. Answers the user as saved. */
  saveAccessibility(change: Partial<AccessibilityPreferences>): Promise<Result<User, AppError>>;
}

export const UserPreferencesGateway: ServiceIdentifier<UserPreferencesGateway> = Symbol('UserPreferencesGateway');
