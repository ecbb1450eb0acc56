// Fails when a locale key exists in one language but not in another, or a catalogue is not valid JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGUAGES = ['es', 'en', 'pt'] as const;
const root = join(process.cwd(), 'locales');

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

const problems: string[] = [];
const namespaces = new Set(LANGUAGES.flatMap((lng) => readdirSync(join(root, lng)).filter((f) => f.endsWith('.json'))));
let keyCount = 0;

for (const ns of [...namespaces].sort()) {
  const keysByLanguage = new Map<string, Set<string>>();
  for (const lng of LANGUAGES) {
    try {
      const text = readFileSync(join(root, lng, ns), 'utf8');
      const keys = flatten(JSON.parse(text) as unknown);
      keysByLanguage.set(lng, new Set(keys));
      for (const key of keys) {
        const leaf = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(text) as unknown);
        if (typeof leaf === 'string' && leaf.trim() === '') problems.push(`${lng}/${ns}: empty text for "${key}"`);
      }
    } catch (error) {
      problems.push(`${lng}/${ns}: ${error instanceof Error ? error.message : String(error)}`);
      keysByLanguage.set(lng, new Set());
    }
  }
  const all = new Set([...keysByLanguage.values()].flatMap((keys) => [...keys]));
  keyCount += all.size;
  for (const key of all) {
    for (const lng of LANGUAGES) {
      if (!keysByLanguage.get(lng)?.has(key)) problems.push(`${lng}/${ns}: missing "${key}"`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locales complete: ${namespaces.size} namespaces, ${keyCount} keys in ${LANGUAGES.join(', ')}.`);
