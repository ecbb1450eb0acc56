import type { ServiceIdentifier } from 'inversify';
import type { SignupProfile, SignupStep } from '@domain/accounts/signup';

/** What a sign-up keeps across a reload of the tab: everything typed but the passwords. */
export interface SignupDraft {
  step: SignupStep;
  profile: SignupProfile | null;
  name: string;
  lastname: string;
  email: string;
  emailConfirmation: string;
  birthDate: string;
  guardianEmail: string;
  licenceCodes: string[];
  joinCodes: string[];
}

/** Where the draft lives (the tab's session storage: gone when the tab closes). */
export interface SignupDrafts {
  read(): SignupDraft | undefined;
  write(draft: SignupDraft): void;
  clear(): void;
}

export const SignupDrafts: ServiceIdentifier<SignupDrafts> = Symbol('SignupDrafts');
