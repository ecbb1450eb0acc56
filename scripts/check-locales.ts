// Fails when a locale key exists in one language but not in another, a catalogue is not valid JSON, or a Portuguese
// text speaks to the reader as "tu" (decision 0440: European Portuguese, formal "você" throughout).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGUAGES = ['es', 'en', 'pt'] as const;
const root = join(process.cwd(), 'locales');

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

// Words that only the informal "tu" uses: possessives and 2nd-person verbs.
const INFORMAL_WORDS = ['teu', 'tua', 'teus', 'tuas', 'ti', 'contigo', 'tens', 'podes', 'queres', 'estás', 'deves', 'vês', 'vais', 'sabes', 'precisas', 'consegues', 'conseguires', 'puderes', 'veres'];
// Informal imperatives read the same as the 3rd-person present ("o aluno escolhe"), so they count only where a
// sentence or clause starts: "Escolhe uma opção." is the informal form, "Escolha uma opção." the formal one.
const INFORMAL_IMPERATIVES = ['Abre', 'Acrescenta', 'Adiciona', 'Ajusta', 'Arrasta', 'Assinala', 'Carrega', 'Clica', 'Confirma', 'Deixa', 'Descreve', 'Desenha', 'Entra', 'Envolve', 'Escolhe', 'Escreve', 'Experimenta', 'Faz', 'Grava', 'Guarda', 'Inicia', 'Introduz', 'Ordena', 'Prime', 'Procura', 'Recarrega', 'Responde', 'Seleciona', 'Separa', 'Tenta', 'Toca', 'Usa', 'Verifica', 'Vê', 'Volta'];
const informalWord = new RegExp(`(?<![\\p{L}-])(${INFORMAL_WORDS.join('|')})(?![\\p{L}])|-te(?![\\p{L}])`, 'iu');
// A tag's end starts a clause too: sample prompts are HTML ("<p>Escreva…</p>").
const informalImperative = new RegExp(`(?:^|[.!?:;—(«>]\\s*|\\s[—–]\\s)(${INFORMAL_IMPERATIVES.join('|')})(?![\\p{L}-])`, 'iu');

// "{{count}} tareas" needs its _one and _other forms; "{{index}} de {{count}}" and "Deshacer ({{count}})" do not.
const countedNoun = /\{\{count\}\}\s+(?!(?:de|of)\b)\p{L}/u;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function informalForm(text: string): string | undefined {
  const match = informalWord.exec(text) ?? informalImperative.exec(text);
  return match ? (match[1] ?? match[0]) : undefined;
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
        // A list (the words a sample accepts) is one key; each of its texts is checked like a text.
        for (const item of Array.isArray(leaf) ? (leaf as unknown[]) : [leaf]) {
          if (typeof item !== 'string') continue;
          if (item.trim() === '') problems.push(`${lng}/${ns}: empty text for "${key}"`);
          if (countedNoun.test(item) && !PLURAL_SUFFIX.test(key)) problems.push(`${lng}/${ns}: "${key}" counts a noun without _one/_other forms`);
          const informal = lng === 'pt' ? informalForm(item) : undefined;
          if (informal) problems.push(`pt/${ns}: "${key}" speaks as "tu" ("${informal}"); use the formal "você" form`);
        }
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
