import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@domain/tenancy/tenant';

interface MailCatalogue {
  resetPassword: { subject: string; body: string };
  digest: { subject: string; body: string; item: string; more_one: string; more_other: string };
  guardianConsent: { subject: string; body: string };
  consentStatement: string;
}

// Mail texts live with every other user-facing text in locales/<lng>/mail.json (checked by `npm run check:locales`).
const catalogues = new Map<Language, MailCatalogue>();

function catalogue(language: Language): MailCatalogue {
  let found = catalogues.get(language);
  if (!found) {
    const file = fileURLToPath(new URL(`../../../locales/${language}/mail.json`, import.meta.url));
    found = JSON.parse(readFileSync(file, 'utf8')) as MailCatalogue;
    catalogues.set(language, found);
  }
  return found;
}

export function resetPasswordMail(language: Language, link: string): { subject: string; text: string } {
  const { subject, body } = catalogue(language).resetPassword;
  return { subject, text: body.replace('{{link}}', link) };
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The mail asking a parent or guardian to consent to a child's account (ADR 0530). */
export function guardianConsentMail(language: Language, values: { child: string; email: string; tenant: string; link: string }): { subject: string; text: string } {
  const { subject, body } = catalogue(language).guardianConsent;
  return { subject: fill(subject, values), text: fill(body, values) };
}

/** What the guardian reads and accepts: recorded word for word with the consent. */
export function consentStatement(language: Language, values: { child: string; email: string; tenant: string }): string {
  return fill(catalogue(language).consentStatement, values);
}

/** The bell's sentences (shell.json `notifications`), which the digest lists in the same words. */
const sentences = new Map<Language, Record<string, Record<string, string>>>();

function sentence(language: Language, key: string): string {
  let found = sentences.get(language);
  if (!found) {
    const file = fileURLToPath(new URL(`../../../locales/${language}/shell.json`, import.meta.url));
    found = (JSON.parse(readFileSync(file, 'utf8')) as { notifications: Record<string, Record<string, string>> }).notifications;
    sentences.set(language, found);
  }
  const [group = '', name = ''] = key.split('.');
  return found[group]?.[name] ?? key;
}

export interface DigestLine {
  /** `notificationWording`'s key under the catalogue's `notifications`. */
  wording: string;
  values: { course: string; item: string; user: string; excerpt: string };
  link: string;
}

/** The daily digest (ADR 0519): each unread notification in the bell's words with its link, and how many more. */
export function digestMail(language: Language, values: { tenant: string; name: string; lines: readonly DigestLine[]; more: number; all: string; profile: string }): { subject: string; text: string } {
  const texts = catalogue(language).digest;
  const items = values.lines.map((line) => fill(texts.item, { text: fill(sentence(language, line.wording), line.values), link: line.link })).join('');
  const form = new Intl.PluralRules(language).select(values.more) === 'one' ? texts.more_one : texts.more_other;
  const more = values.more > 0 ? fill(form, { count: String(values.more) }) : '';
  return { subject: fill(texts.subject, { tenant: values.tenant }), text: fill(texts.body, { tenant: values.tenant, name: values.name, items, more, all: values.all, profile: values.profile }) };
}
