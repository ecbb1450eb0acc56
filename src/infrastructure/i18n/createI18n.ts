import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '@domain/tenancy/tenant';
import type { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import { NAMESPACES, type LanguageBundle } from '@infrastructure/i18n/namespaces';
import { es } from '@infrastructure/i18n/bundles/es';

// Spanish is the default and the fallback, so it ships with the app; the others load when first chosen.
const LOADERS: Record<Exclude<Language, 'es'>, () => Promise<LanguageBundle>> = {
  en: () => import('@infrastructure/i18n/bundles/en').then((module) => module.en),
  pt: () => import('@infrastructure/i18n/bundles/pt').then((module) => module.pt),
};

/**
 * The locale i18next and `<html lang>` use for each app language. Portuguese is European Portuguese (ADR 0005): its
 * plural rules say "0 tarefas" where Brazilian rules say "0 tarefa" (i18next takes plural rules from the code a
 * catalogue is stored under, so the catalogue is stored as 'pt-PT'), and Intl formats numbers and dates the Lisbon way.
 */
const LOCALES: Record<Language, string> = { es: 'es', en: 'en', pt: 'pt-PT' };

export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  await instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: Object.values(LOCALES),
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { es },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  await new I18nextLanguageSwitcher(instance).change(language);
  return instance;
}

/** LanguageSwitcher over i18next: loads the language's catalogues once, then switches and sets `<html lang>`. */
export class I18nextLanguageSwitcher implements LanguageSwitcher {
  constructor(
    private readonly instance: i18n,
    private readonly root: { lang: string } | undefined = globalThis.document?.documentElement,
  ) {}

  current(): Language {
    return pickLanguage([this.instance.language]);
  }

  async change(language: Language): Promise<void> {
    const locale = LOCALES[language];
    if (language !== 'es' && !this.instance.hasResourceBundle(locale, 'common')) {
      const bundle = await LOADERS[language]();
      for (const [namespace, messages] of Object.entries(bundle)) {
        this.instance.addResourceBundle(locale, namespace, messages, true, true);
      }
    }
    await this.instance.changeLanguage(locale);
    if (this.root) this.root.lang = locale;
  }
}
