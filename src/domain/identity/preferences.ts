import { Err, Ok, type Result } from '../shared/result';
import type { Language } from '../tenancy/tenant';

/** How the person wants the app to look and move, wherever they sign in (ADR 0537); both off by default. */
export interface AccessibilityPreferences {
  reducedMotion: boolean;
  largerText: boolean;
}

export const DEFAULT_ACCESSIBILITY: AccessibilityPreferences = { reducedMotion: false, largerText: false };

export type LanguageChoiceError = { code: 'language.not-offered'; field: 'language'; offered: readonly Language[] };

/**
 * A person's language must be one the tenant offers; null (no choice) falls back to the tenant's default. The SPA
 * offers exactly these and the server refuses the rest (400 /language).
 */
export function checkLanguageChoice(language: Language | null, offered: readonly Language[]): Result<Language | null, LanguageChoiceError> {
  if (language === null || offered.includes(language)) return Ok(language);
  return Err({ code: 'language.not-offered', field: 'language', offered });
}

/** Motion is reduced when the person asked for it here, or their device asks for it (`prefers-reduced-motion`). */
export function reducesMotion(preferences: AccessibilityPreferences, deviceAsks: boolean): boolean {
  return preferences.reducedMotion || deviceAsks;
}
