import type { ServiceIdentifier } from 'inversify';
import type { Language } from '@domain/tenancy/tenant';

/** Changes the interface language (messages and `<html lang>`). */
export interface LanguageSwitcher {
  current(): Language;
  change(language: Language): Promise<void>;
}

export const LanguageSwitcher: ServiceIdentifier<LanguageSwitcher> = Symbol('LanguageSwitcher');
