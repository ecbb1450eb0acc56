import { readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import type { i18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

// A string path: under jsdom the global URL is not Node's, and fileURLToPath rejects it.
const LOCALES_DIR = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../../locales')}/`;

/** Every locales/<lng>/*.json file, keyed by namespace (file name without .json). */
export function loadLocaleResources(lng: string): Resource[string] {
  const namespaces: Resource[string] = {};
  for (const file of readdirSync(`${LOCALES_DIR}${lng}`).filter((name) => name.endsWith('.json')).sort()) {
    namespaces[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(`${LOCALES_DIR}${lng}/${file}`, 'utf8')) as Record<string, unknown> as Resource[string][string];
  }
  return namespaces;
}

/**
 * A ready i18next instance for UI unit tests, with all of locales/<lng>/ as namespaces
 * (initialised synchronously). Wrap renders in `<I18nextProvider i18n={createTestI18n()}>`.
 */
export function createTestI18n(lng = 'es'): i18n {
  const resources = { [lng]: loadLocaleResources(lng) };
  const namespaces = Object.keys(resources[lng] ?? {});
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng,
    fallbackLng: false,
    ns: namespaces,
    defaultNS: namespaces.includes('common') ? 'common' : namespaces[0],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
