import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@domain/tenancy/tenant';

interface MailCatalogue {
  resetPassword: { subject: string; body: string };
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
