// Fails when the decision index and the decisions disagree, or a decision names a path that does not exist.
// - every file of docs/decisions/ is linked from docs/decisions/README.md, and every file it links exists;
// - every relative link of a decision exists;
// - every `features/…`, `src/…` or `server/src/…` path a decision names (in a link, in code or in prose)
//   exists. `<name>`, `*` and `…` stand for any text and `{a,b}` for each choice, so a pattern such as
//   `src/domain/<context>/` passes when at least one path matches it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = process.cwd();
const decisionsDir = join(root, 'docs', 'decisions');
const indexName = 'README.md';

const problems: string[] = [];
const repoPath = (absolute: string): string => relative(root, absolute).split('\\').join('/');

/** Relative targets of the Markdown links of a text (web addresses and in-page anchors left out). */
function linkTargets(text: string): string[] {
  const targets: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = (match[1] ?? '').split('#')[0] ?? '';
    if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    targets.push(decodeURIComponent(target));
  }
  return targets;
}

/** Repository paths a text names outside its links: `features/…`, `src/…`, `server/src/…`. */
function namedPaths(text: string): string[] {
  const withoutLinks = text.replace(/\]\([^)]*\)/g, ']');
  const paths: string[] = [];
  for (const match of withoutLinks.matchAll(/(?<![\w@./-])((?:server\/)?(?:src|features)\/[^\s`)\]'"]*)/g)) {
    const path = (match[1] ?? '').replace(/[.,;:]+$/, '');
    paths.push(path);
  }
  return paths;
}

function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  const [whole, choices = ''] = match;
  return choices.split(',').flatMap((choice) => expandBraces(path.replace(whole, choice)));
}

const isPattern = (segment: string): boolean => /[<*…]/.test(segment);

function segmentRegExp(segment: string): RegExp {
  const parts = segment.split(/<[^>]*>|\*|…/).map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}

/** Whether a repository path exists, `<name>`, `*` and `…` matching any text inside one path segment. */
function pathExists(path: string): boolean {
  const wantsDirectory = path.endsWith('/');
  const segments = path.split('/').filter((segment) => segment !== '');
  let candidates = [root];
  for (const segment of segments) {
    const next: string[] = [];
    for (const dir of candidates) {
      if (!isPattern(segment)) {
        if (existsSync(join(dir, segment))) next.push(join(dir, segment));
        continue;
      }
      if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
      const pattern = segmentRegExp(segment);
      for (const entry of readdirSync(dir)) if (pattern.test(entry)) next.push(join(dir, entry));
    }
    candidates = next;
    if (candidates.length === 0) return false;
  }
  return !wantsDirectory || candidates.some((candidate) => statSync(candidate).isDirectory());
}

const files = readdirSync(decisionsDir).filter((name) => name !== indexName).sort();
const decisions = files.filter((name) => /^\d{4}-.+\.md$/.test(name));

// The index lists every file of the folder and links nothing that is missing.
const indexPath = join(decisionsDir, indexName);
if (!existsSync(indexPath)) {
  problems.push(`docs/decisions/${indexName} is missing`);
} else {
  const indexed = new Set<string>();
  for (const target of linkTargets(readFileSync(indexPath, 'utf8'))) {
    const absolute = resolve(decisionsDir, target);
    if (!existsSync(absolute)) problems.push(`docs/decisions/${indexName} links ${target}, which does not exist`);
    if (dirname(absolute) === decisionsDir) indexed.add(relative(decisionsDir, absolute));
  }
  for (const name of files) {
    if (!indexed.has(name)) problems.push(`docs/decisions/${name} is not in docs/decisions/${indexName}`);
  }
}

// Every decision's links and named paths exist.
let pathCount = 0;
for (const name of decisions) {
  const text = readFileSync(join(decisionsDir, name), 'utf8');
  for (const target of linkTargets(text)) {
    pathCount += 1;
    if (!existsSync(resolve(decisionsDir, target))) problems.push(`docs/decisions/${name} links ${target}, which does not exist`);
  }
  for (const named of namedPaths(text)) {
    pathCount += 1;
    if (!expandBraces(named).every(pathExists)) problems.push(`docs/decisions/${name} names ${named}, which does not exist`);
  }
}

if (problems.length > 0) {
  console.error(`Docs check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Docs complete: ${decisions.length} decisions in the index, ${pathCount} links and paths exist (${repoPath(decisionsDir)}).`);
