import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@domain/tenancy/tenant';

interface MailCatalogue {
  resetPassword: { subject: string; body: string };
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
