// Expected texts come from the same catalogues the app uses, so journeys check the real translations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Lng = 'es' | 'en' | 'pt';

const cache = new Map<string, unknown>();

function catalogue(lng: Lng, ns: string): unknown {
  const key = `${lng}/${ns}`;
  if (!cache.has(key)) cache.set(key, JSON.parse(readFileSync(join(process.cwd(), 'locales', lng, `${ns}.json`), 'utf8')) as unknown);
  return cache.get(key);
}

/** `t('es', 'auth:login.submit')` → the Spanish text; `{{name}}` placeholders filled from `values`. */
export function t(lng: Lng, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue(lng, ns));
  if (typeof text !== 'string') throw new Error(`No text for ${lng}/${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
