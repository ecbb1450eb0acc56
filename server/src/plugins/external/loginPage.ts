import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language, TenantConfig } from '@domain/tenancy/tenant';

// The prerendered login page filled per tenant (ADR 0480). The build leaves `{{ns:key}}` markers in dist/login.html;
// they become the texts of locales/<the tenant's default language>/<ns>.json (the language the app starts in on a
// first visit), `tiza:*` markers the tenant's brand, <html lang> and <title>. Every value is HTML-escaped.

/** The `<html lang>` the app sets for each language (createI18n's LOCALES: Portuguese is European, ADR 0005). */
const HTML_LANG: Record<Language, string> = { es: 'es', en: 'en', pt: 'pt-PT' };

const MARKER = /\{\{([a-zA-Z]+):([a-zA-Z0-9_.]+)\}\}/g;

const catalogues = new Map<string, Record<string, unknown>>();

function catalogue(language: Language, namespace: string): Record<string, unknown> {
  const id = `${language}/${namespace}`;
  let found = catalogues.get(id);
  if (!found) {
    const file = fileURLToPath(new URL(`../../../../locales/${id}.json`, import.meta.url));
    found = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    catalogues.set(id, found);
  }
  return found;
}

function text(language: Language, namespace: string, key: string, values: Record<string, string>): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue(language, namespace));
  if (typeof found !== 'string') throw new Error(`login page: no text ${namespace}:${key} in ${language}`);
  return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The login page of `tenant` in its default language: `template` (dist/login.html) with every marker filled. */
function fillLoginPage(template: string, tenant: TenantConfig): string {
  const language = tenant.defaultLanguage;
  const brand = tenant.theme.brand;
  const values = { tenant: tenant.name, brand };
  const special: Record<string, string> = {
    lang: HTML_LANG[language],
    brand,
    brandMark: brand.slice(0, 1),
    // The login page's script compares it with the tenant the browser starts with (ADR 0545).
    tenantId: tenant.id,
    title: text(language, 'common', 'documentTitle', { page: text(language, 'auth', 'login.title', values), brand }),
  };
  return template.replace(MARKER, (_whole, namespace: string, key: string) => {
    if (namespace !== 'tiza') return escapeHtml(text(language, namespace, key, values));
    const value = special[key];
    if (value === undefined) throw new Error(`login page: unknown marker tiza:${key}`);
    return escapeHtml(value);
  });
}

/** Each tenant's page computed once (per language, brand and name, so an edited tenant gets a fresh one). */
export function loginPages(template: string): (tenant: TenantConfig) => string {
  const pages = new Map<string, string>();
  return (tenant) => {
    const id = JSON.stringify([tenant.id, tenant.defaultLanguage, tenant.theme.brand, tenant.name]);
    let page = pages.get(id);
    if (page === undefined) {
      page = fillLoginPage(template, tenant);
      pages.set(id, page);
    }
    return page;
  };
}
