import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@domain/tenancy/tenant';

// The server's texts live with every other user-facing text, in locales/<lng>/<namespace>.json (checked in es, en and
// pt by `npm run check:locales`). Each file is read once per process.
const read = new Map<string, unknown>();

/** A namespace's catalogue in one language, as the SPA's i18next reads it. */
export function catalogue<T>(language: Language, namespace: string): T {
  const key = `${language}/${namespace}`;
  if (!read.has(key)) read.set(key, JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/${key}.json`, import.meta.url)), 'utf8')));
  return read.get(key) as T;
}

/** `{{name}}` placeholders of a catalogue text filled in (values are never re-read as placeholders). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
