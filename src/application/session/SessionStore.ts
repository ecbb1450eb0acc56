import { makeAutoObservable, runInAction } from 'mobx';
import { isTokenLive } from '@domain/identity/token';
import { isKidsMode } from '@domain/identity/kidsMode';
import { DEFAULT_ACCESSIBILITY, type AccessibilityPreferences } from '@domain/identity/preferences';
import { isTeacherLike, Roles, type Role } from '@domain/identity/roles';
import { isLanguage, type Language, type TenantConfig } from '@domain/tenancy/tenant';
import type { GrammaticalGender } from '@domain/users/roleWord';
import type { Clock } from '@application/shared/ports/Clock';
import type { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import type { Navigator } from '@application/shared/ports/Navigator';
import type { AuthGateway } from '@application/auth/ports/AuthGateway';
import type { UserReader } from '@application/users/ports/UserReader';
import type { UserPreferencesGateway } from '@application/users/ports/UserPreferencesGateway';
import type { ToastStore } from '@application/feedback/ToastStore';
import type { SessionRepository } from '@application/session/ports/SessionRepository';
import { fullName, type User } from '@application/users/User';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';
/** Why a session ended without the user asking: shown on the login page. */
export type SessionEndReason = 'expired' | 'forbidden';

export const LOGIN_PATH = '/auth/login';
/** Shown when the language changed for the session but the server did not keep it. */
export const LANGUAGE_NOT_SAVED_KEY = 'profile:languageNotSaved';
export const ADDRESS_NOT_SAVED_KEY = 'profile:address.notSaved';

/** The one session of the app: who is signed in, with which token, in which tenant. */
export class SessionStore {
  status: SessionStatus = 'unknown';
  token: string | undefined = undefined;
  user: User | undefined = undefined;
  private signingOut = false;
  /** Which language change is the latest: an older save's answer must not undo a newer choice. */
  private languageChanges = 0;

  constructor(
    readonly tenant: TenantConfig,
    private readonly repository: SessionRepository,
    private readonly users: UserReader,
    private readonly auth: AuthGateway,
    private readonly languages: LanguageSwitcher,
    private readonly navigator: Navigator,
    private readonly clock: Clock,
    private readonly preferences: UserPreferencesGateway,
    private readonly toasts: ToastStore,
  ) {
    makeAutoObservable<SessionStore, 'repository' | 'users' | 'auth' | 'languages' | 'navigator' | 'clock' | 'preferences' | 'toasts' | 'signingOut' | 'languageChanges'>(this, {
      signingOut: false,
      languageChanges: false,
      preferences: false,
      toasts: false,
      tenant: false,
      repository: false,
      users: false,
      auth: false,
      languages: false,
      navigator: false,
      clock: false,
    });
  }

  get isAuthenticated(): boolean {
    return this.status === 'authenticated';
  }

  get role(): Role | undefined {
    return this.user?.role;
  }

  /** Teachers and school admins see the teacher variant of screens. */
  get isTeacherLike(): boolean {
    return this.user !== undefined && isTeacherLike(this.user.role);
  }

  /** As the server says (docs/api.md `User.abilities`): it applies the role and the tenant flag. */
  get canCreateCourse(): boolean {
    return this.user?.abilities.createCourse ?? false;
  }

  /** As the server says (docs/api.md `User.abilities`). */
  get canJoinCourse(): boolean {
    return this.user?.abilities.joinCourse ?? false;
  }

  /** The app's frame (navigation, targets, type) is in kids mode for this user (ADR 0536; the server decides it with the domain's rule). */
  get kidsMode(): boolean {
    return this.user?.kidsMode ?? false;
  }

  /** Whether the signed-in user is in kids mode on the pages of a course of this level: the domain's one rule (ADR 0536). */
  kidsModeIn(courseLevel: string): boolean {
    return isKidsMode({ tenantKidsMode: this.tenant.flags.kidsMode, isStudent: this.user?.role === Roles.student, courseLevels: [courseLevel] });
  }

  /** Reduced motion and larger text as the user asked (ADR 0537); nothing asked before anyone signs in. */
  get accessibility(): AccessibilityPreferences {
    return this.user?.accessibility ?? DEFAULT_ACCESSIBILITY;
  }

  get displayName(): string {
    return this.user ? fullName(this.user) : '';
  }

  /** The user's language when set and offered by the tenant, else the tenant's default. */
  get preferredLanguage(): Language {
    const wanted = this.user?.language;
    return isLanguage(wanted) && this.tenant.languages.includes(wanted) ? wanted : this.tenant.defaultLanguage;
  }

  /** At start: a stored, still-live token becomes a session once the server confirms its user. */
  async restore(): Promise<void> {
    const token = this.repository.restore();
    if (token === undefined || !isTokenLive(token, this.clock.now())) {
      this.repository.clear();
      this.becomeAnonymous();
      await this.languages.change(this.tenant.defaultLanguage);
      return;
    }
    this.token = token;
    const me = await this.users.me();
    if (me.err) {
      // Refused: the token is dead. Unreachable server: keep it, so the next visit can try again.
      if (me.val.kind === 'unauthorized' || me.val.kind === 'forbidden') this.repository.clear();
      this.becomeAnonymous();
    } else {
      this.establish(token, me.val);
    }
    await this.languages.change(this.preferredLanguage);
  }

  /** Login (any method) ends here: keep the token, hold the user, speak their language. */
  async start(token: string, user: User): Promise<void> {
    this.repository.persist(token);
    this.establish(token, user);
    await this.languages.change(this.preferredLanguage);
  }

  /**
   * Speaks the language at once, then saves it for the next sessions. When the save fails the
   * language stays for this session and a toast says it was not kept. Answers whether it was kept.
   */
  async changeLanguage(language: Language): Promise<boolean> {
    const change = ++this.languageChanges;
    if (this.user) this.user = { ...this.user, language };
    await this.languages.change(language);
    if (!this.user) return false;
    const guid = this.user.guid;
    const saved = await this.preferences.saveLanguage(language);
    return runInAction(() => {
      // Signed out (or refused: the session already ended) meanwhile: nothing left to update or tell.
      if (this.user?.guid !== guid) return false;
      if (saved.err) {
        this.toasts.show(LANGUAGE_NOT_SAVED_KEY, 'error');
        return false;
      }
      // The server's user is fresher (abilities, schools), but a newer choice in flight keeps its language.
      const local = { grammaticalGender: this.user.grammaticalGender, accessibility: this.user.accessibility };
      this.user = change === this.languageChanges ? { ...saved.val, ...local } : { ...saved.val, ...local, language: this.user.language };
      return true;
    });
  }

  /**
   * Reduced motion or larger text (ADR 0537): applied at once everywhere, then saved for every device. When the save
   * fails the previous choice comes back. Answers whether it was kept.
   */
  async changeAccessibility(change: Partial<AccessibilityPreferences>): Promise<boolean> {
    if (!this.user) return false;
    const { guid, accessibility: previous } = this.user;
    this.user = { ...this.user, accessibility: { ...previous, ...change } };
    const saved = await this.preferences.saveAccessibility(change);
    return runInAction(() => {
      if (this.user?.guid !== guid) return false;
      if (saved.err) {
        // Only what this change set goes back: a newer change of the other switch stays.
        const undone = Object.fromEntries(Object.keys(change).map((key) => [key, previous[key as keyof AccessibilityPreferences]]));
        this.user = { ...this.user, accessibility: { ...this.user.accessibility, ...undone } };
        return false;
      }
      this.user = { ...saved.val, language: this.user.language, grammaticalGender: this.user.grammaticalGender, accessibility: this.user.accessibility };
      return true;
    });
  }

  /**
   * How the user wants to be addressed: shown at once, then saved. When the save fails the previous choice comes back
   * and a toast says it was not kept.
   */
  async changeGrammaticalGender(gender: GrammaticalGender | null): Promise<void> {
    if (!this.user) return;
    const { guid, grammaticalGender: previous } = this.user;
    this.user = { ...this.user, grammaticalGender: gender };
    const saved = await this.preferences.saveGrammaticalGender(gender);
    runInAction(() => {
      if (this.user?.guid !== guid) return;
      if (saved.err) {
        if (this.user.grammaticalGender === gender) this.user = { ...this.user, grammaticalGender: previous };
        this.toasts.show(ADDRESS_NOT_SAVED_KEY, 'error');
        return;
      }
      this.user = { ...saved.val, language: this.user.language, grammaticalGender: this.user.grammaticalGender, accessibility: this.user.accessibility };
    });
  }

  /** The user as the server answered a change of their own profile; ignored when the session has moved on to someone else. */
  adoptUser(user: User): void {
    if (this.user?.guid !== user.guid) return;
    this.user = { ...user, language: this.user.language, grammaticalGender: this.user.grammaticalGender, accessibility: this.user.accessibility };
  }

  /** Signs out on the server (best effort), forgets the session but not the tenant, and leaves (tenant `logoutRedirect` or login). */
  async signOut(): Promise<void> {
    if (this.signingOut) return;
    this.signingOut = true;
    if (this.token !== undefined) await this.auth.logout();
    runInAction(() => {
      this.repository.clear();
      this.becomeAnonymous();
    });
    this.navigator.leaveTo(this.tenant.flags.logoutRedirect ?? LOGIN_PATH);
  }

  /** The server refused the session (401 expired, 403 forbidden, spec §6): forget it and leave. */
  end(reason: SessionEndReason): void {
    const referrer = this.user?.referrer ?? null;
    this.repository.clear();
    this.becomeAnonymous();
    this.navigator.leaveTo(reason === 'forbidden' ? (referrer ?? `${LOGIN_PATH}?reason=forbidden`) : this.expiredTarget());
  }

  /** Back to login, and after it to the page the user was on. */
  private expiredTarget(): string {
    const here = this.navigator.currentPath();
    const comeBack = here.startsWith('/auth/') ? '' : `&returnTo=${encodeURIComponent(here)}`;
    return `${LOGIN_PATH}?reason=expired${comeBack}`;
  }

  private establish(token: string, user: User): void {
    this.token = token;
    this.user = user;
    this.status = 'authenticated';
  }

  private becomeAnonymous(): void {
    this.token = undefined;
    this.user = undefined;
    this.status = 'anonymous';
  }
}
