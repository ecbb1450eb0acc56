import type { ServiceIdentifier } from 'inversify';
import type { SignupProfile } from '@domain/accounts/signup';
import type { Result } from '@domain/shared/result';
import type { Language } from '@domain/tenancy/tenant';
import type { AppError } from '@application/shared/AppError';
import type { CheckedClassroom, CheckedLicence, ConsentRequest, LibraryEntry, SignupOptions, SignupOutcome, SignupRequest } from '@application/accounts/Account';

/** Sign-up, licence codes, guardians' consent and the library (docs/api-accounts.md). */
export interface AccountsGateway {
  signupOptions(): Promise<Result<SignupOptions, AppError>>;
  /** Whether `code` could be added now by `profile`, given the codes `added` already; nothing is redeemed. */
  checkLicence(code: string, profile: SignupProfile, added: readonly string[]): Promise<Result<CheckedLicence, AppError>>;
  /** The course a class code opens, given the codes `added` already; nobody joins anything yet. */
  checkClassroom(code: string, added: readonly string[]): Promise<Result<CheckedClassroom, AppError>>;
  signup(request: SignupRequest): Promise<Result<SignupOutcome, AppError>>;
  consentRequest(token: string, language: Language): Promise<Result<ConsentRequest, AppError>>;
  giveConsent(token: string, guardianName: string, language: Language): Promise<Result<void, AppError>>;
  library(): Promise<Result<LibraryEntry[], AppError>>;
  addLicence(code: string): Promise<Result<LibraryEntry, AppError>>;
}

export const AccountsGateway: ServiceIdentifier<AccountsGateway> = Symbol('AccountsGateway');
