import { makeAutoObservable, runInAction } from 'mobx';
import { normaliseLicenceCode } from '@domain/accounts/licence';
import { needsGuardianConsent, type SignupProfile, type SignupStep } from '@domain/accounts/signup';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import type { SessionStore } from '@application/session/SessionStore';
import type { CheckedClassroom, CheckedLicence, SignupOutcome } from '@application/accounts/Account';
import type { AccountsGateway } from '@application/accounts/ports/AccountsGateway';
import type { SignupDraft, SignupDrafts } from '@application/accounts/ports/SignupDrafts';

/** The account step's fields; the passwords are held in memory only, never in the draft. */
export interface AccountDetails {
  name: string;
  lastname: string;
  email: string;
  emailConfirmation: string;
  birthDate: string;
  guardianEmail: string;
}

const EMPTY_DETAILS: AccountDetails = { name: '', lastname: '', email: '', emailConfirmation: '', birthDate: '', guardianEmail: '' };

export type FinishStatus = 'idle' | 'submitting' | 'failed' | 'done';

/**
 * Sign-up in steps (ADR 0530, 0538): who you are → your details → your licence codes → your courses' codes → done. Each step's rules are the
 * domain's (the form checks them as the user types); the store keeps what was typed across a reload (passwords
 * aside: a reload past the account step comes back to it), checks each code with the server as it is added, and
 * opens the account at the end — signed in, or waiting for a guardian.
 */
export class SignupStore {
  readonly options = new Loadable(() => this.gateway.signupOptions());
  step: SignupStep = 'profile';
  profile: SignupProfile | null = null;
  details: AccountDetails = EMPTY_DETAILS;
  private password = '';
  licences: CheckedLicence[] = [];
  /** Codes of the draft not checked again yet after a reload. */
  private pendingCodes: string[] = [];
  checkingLicence = false;
  licenceError: AppError | undefined = undefined;
  classrooms: CheckedClassroom[] = [];
  /** Course codes of the draft not checked again yet after a reload. */
  private pendingJoinCodes: string[] = [];
  checkingClassroom = false;
  classroomError: AppError | undefined = undefined;
  finishStatus: FinishStatus = 'idle';
  finishError: AppError | undefined = undefined;
  outcome: SignupOutcome | undefined = undefined;

  constructor(
    private readonly gateway: AccountsGateway,
    private readonly drafts: SignupDrafts,
    private readonly session: SessionStore,
    private readonly languages: LanguageSwitcher,
  ) {
    makeAutoObservable<SignupStore, 'gateway' | 'drafts' | 'session' | 'languages' | 'password' | 'pendingCodes' | 'pendingJoinCodes'>(
      this,
      { gateway: false, drafts: false, session: false, languages: false, options: false, password: false, pendingCodes: false, pendingJoinCodes: false },
      { autoBind: true },
    );
  }

  /** Reads the tenant's options and resumes a draft of this tab. */
  async start(): Promise<void> {
    const draft = this.drafts.read();
    if (draft) {
      this.profile = draft.profile;
      this.details = { name: draft.name, lastname: draft.lastname, email: draft.email, emailConfirmation: draft.emailConfirmation, birthDate: draft.birthDate, guardianEmail: draft.guardianEmail };
      this.pendingCodes = draft.licenceCodes;
      this.pendingJoinCodes = draft.joinCodes;
      // The password is not kept: past the account step, the user types it again there.
      this.step = draft.step === 'profile' || draft.profile === null ? 'profile' : 'account';
    }
    await this.options.load();
  }

  get stepNumber(): number {
    return { profile: 1, account: 2, licences: 3, classrooms: 4, done: 4 }[this.step];
  }

  get stepCount(): number {
    return 4;
  }

  /** Whether the birth date typed makes this a child who needs a guardian (decides whether the guardian is asked). */
  guardianNeeded(birthDate: string): boolean {
    const options = this.options.value;
    return options !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && needsGuardianConsent(birthDate, options.today, options.digitalConsentAge);
  }

  chooseProfile(profile: SignupProfile): void {
    if (this.profile !== profile) this.licences = [];
    this.profile = profile;
    this.step = 'account';
    this.save();
  }

  /** Keeps what is being typed (called as the form changes), so a reload keeps it. */
  keepDetails(details: AccountDetails): void {
    this.details = details;
    this.save();
  }

  /** The account step is valid (the form checked it with the domain): on to the licences. */
  async confirmDetails(details: AccountDetails, password: string): Promise<void> {
    this.details = details;
    this.password = password;
    this.step = 'licences';
    this.save();
    // Codes of a resumed draft are checked again: one may have run out meanwhile.
    const codes = this.pendingCodes;
    this.pendingCodes = [];
    for (const code of codes) await this.addLicence(code);
  }

  /** The licences are chosen: on to the courses to join. */
  async confirmLicences(): Promise<void> {
    this.step = 'classrooms';
    this.save();
    // Course codes of a resumed draft are checked again: a course may have gone meanwhile.
    const codes = this.pendingJoinCodes;
    this.pendingJoinCodes = [];
    for (const code of codes) await this.addClassroom(code);
  }

  back(): void {
    if (this.step === 'classrooms') this.step = 'licences';
    else if (this.step === 'licences') this.step = 'account';
    else if (this.step === 'account') this.step = 'profile';
    this.save();
  }

  /** Checks a code with the server and adds its title; `false` with `licenceError` when it is refused. */
  async addLicence(typed: string): Promise<boolean> {
    if (this.profile === null || this.checkingLicence) return false;
    this.checkingLicence = true;
    this.licenceError = undefined;
    const result = await this.gateway.checkLicence(typed, this.profile, this.licences.map((l) => l.code));
    runInAction(() => {
      this.checkingLicence = false;
      if (result.ok) this.licences = [...this.licences, result.val];
      else this.licenceError = result.val;
      this.save();
    });
    return result.ok;
  }

  removeLicence(code: string): void {
    this.licences = this.licences.filter((l) => l.code !== normaliseLicenceCode(code));
    this.save();
  }

  clearLicenceError(): void {
    this.licenceError = undefined;
  }

  /** Checks a course code with the server and adds its course; `false` with `classroomError` when it is refused. */
  async addClassroom(typed: string): Promise<boolean> {
    if (this.checkingClassroom) return false;
    this.checkingClassroom = true;
    this.classroomError = undefined;
    const result = await this.gateway.checkClassroom(typed, this.classrooms.map((c) => c.code));
    runInAction(() => {
      this.checkingClassroom = false;
      if (result.ok) this.classrooms = [...this.classrooms, result.val];
      else this.classroomError = result.val;
      this.save();
    });
    return result.ok;
  }

  removeClassroom(code: string): void {
    this.classrooms = this.classrooms.filter((c) => c.code !== code);
    this.save();
  }

  clearClassroomError(): void {
    this.classroomError = undefined;
  }

  /** Opens the account: signed in at once, or waiting for a guardian. */
  async finish(): Promise<void> {
    if (this.profile === null || this.finishStatus === 'submitting') return;
    this.finishStatus = 'submitting';
    this.finishError = undefined;
    const d = this.details;
    const guardian = this.guardianNeeded(d.birthDate);
    const result = await this.gateway.signup({
      profile: this.profile,
      name: d.name,
      lastname: d.lastname,
      email: d.email,
      password: this.password,
      birthDate: d.birthDate,
      ...(guardian ? { guardianEmail: d.guardianEmail } : {}),
      licenceCodes: this.licences.map((l) => l.code),
      joinCodes: this.classrooms.map((c) => c.code),
      language: this.languages.current(),
    });
    if (result.ok && result.val.status === 'active') await this.session.start(result.val.signedIn.token, result.val.signedIn.user);
    runInAction(() => {
      if (result.ok) {
        this.outcome = result.val;
        this.finishStatus = 'done';
        this.step = 'done';
        this.password = '';
        this.drafts.clear();
      } else {
        this.finishStatus = 'failed';
        this.finishError = result.val;
        // A field the server refused is on the account step: go back to it. A course code refused (a course gone since
        // it was checked) stays on this step, where the error names it.
        if (['USER_ALREADY_EXISTS', 'INVALID_EMAIL', 'PASSWORD_TOO_SHORT', 'VALIDATION_FAILED'].includes(result.val.code ?? '')) this.step = 'account';
      }
    });
  }

  private save(): void {
    if (this.step === 'done') return;
    const draft: SignupDraft = { step: this.step, profile: this.profile, ...this.details, licenceCodes: [...this.licences.map((l) => l.code), ...this.pendingCodes], joinCodes: [...this.classrooms.map((c) => c.code), ...this.pendingJoinCodes] };
    this.drafts.write(draft);
  }
}
