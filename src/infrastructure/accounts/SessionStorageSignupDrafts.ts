import { MAX_SIGNUP_CLASSROOMS } from '@domain/accounts/classrooms';
import { parseJsonTolerant } from '@domain/shared/json';
import type { SignupDraft, SignupDrafts } from '@application/accounts/ports/SignupDrafts';

const KEY = 'tiza:signup-draft';

/** The sign-up draft in the tab's sessionStorage: a reload keeps it, closing the tab forgets it. Never a password. */
export class SessionStorageSignupDrafts implements SignupDrafts {
  constructor(private readonly storage: Storage | undefined = globalThis.sessionStorage) {}

  read(): SignupDraft | undefined {
    const raw = this.storage?.getItem(KEY);
    const value = raw ? parseJsonTolerant(raw) : undefined;
    if (typeof value !== 'object' || value === null || !('step' in value)) return undefined;
    const draft = value as Partial<SignupDraft>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      step: draft.step === 'account' || draft.step === 'licences' || draft.step === 'classrooms' ? draft.step : 'profile',
      profile: draft.profile === 'student' || draft.profile === 'teacher' ? draft.profile : null,
      name: text(draft.name),
      lastname: text(draft.lastname),
      email: text(draft.email),
      emailConfirmation: text(draft.emailConfirmation),
      birthDate: text(draft.birthDate),
      guardianEmail: text(draft.guardianEmail),
      licenceCodes: Array.isArray(draft.licenceCodes) ? draft.licenceCodes.filter((c): c is string => typeof c === 'string').slice(0, 20) : [],
      joinCodes: Array.isArray(draft.joinCodes) ? draft.joinCodes.filter((c): c is string => typeof c === 'string').slice(0, MAX_SIGNUP_CLASSROOMS) : [],
    };
  }

  write(draft: SignupDraft): void {
    try {
      this.storage?.setItem(KEY, JSON.stringify(draft));
    } catch {
      // A full or disabled storage only costs the user retyping after a reload.
    }
  }

  clear(): void {
    this.storage?.removeItem(KEY);
  }
}
