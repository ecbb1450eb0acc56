import { makeAutoObservable, runInAction } from 'mobx';
import type { AccessibilityPreferences } from '@domain/identity/preferences';
import type { Language } from '@domain/tenancy/tenant';
import type { SessionStore } from '@application/session/SessionStore';

/** Where the latest preference change stands: the profile announces it (ADR 0537). */
export type PreferenceSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The profile's preferences: the language and accessibility (reduced motion, larger text). Each applies at once,
 * app-wide, through the session (which keeps them on the server for every device); this store says what became of the
 * latest save, so the page can announce "Saving…", "Saved" or that it was not kept. An older answer never overwrites
 * the state of a newer change.
 */
export class PreferencesStore {
  state: PreferenceSaveState = 'idle';
  private changes = 0;

  constructor(private readonly session: SessionStore) {
    makeAutoObservable<PreferencesStore, 'session' | 'changes'>(this, { session: false, changes: false }, { autoBind: true });
  }

  get accessibility(): AccessibilityPreferences {
    return this.session.accessibility;
  }

  setLanguage(language: Language): Promise<void> {
    return this.track(() => this.session.changeLanguage(language));
  }

  setReducedMotion(on: boolean): Promise<void> {
    return this.track(() => this.session.changeAccessibility({ reducedMotion: on }));
  }

  setLargerText(on: boolean): Promise<void> {
    return this.track(() => this.session.changeAccessibility({ largerText: on }));
  }

  private async track(save: () => Promise<boolean>): Promise<void> {
    const change = ++this.changes;
    this.state = 'saving';
    const kept = await save();
    runInAction(() => {
      if (change === this.changes) this.state = kept ? 'saved' : 'failed';
    });
  }
}
