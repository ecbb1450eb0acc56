/**
 * The one allow-list of formatted text written by people (documents, book pages, instructions,
 * question statements): which tags, attributes, URL schemes and formula markup may be stored.
 * The server's sanitize-html configuration (server/src/content/sanitizeHtml.ts) and the SPA's
 * DOMPurify configurations (src/ui/components/formattedText/purifyConfig.ts: paste cleaning and
 * the renderer) are both built from this module, so what the editor keeps on paste is what the
 * server keeps on write. Pure data and predicates: no DOM, no sanitiser here.
 * Decisions: docs/decisions/0207-html-sanitising.md, docs/decisions/0303-rich-text-editor.md
 */

/** Elements that may be stored. Anything else is removed, its text kept (except REMOVED_WITH_CONTENT). */
export const CONTENT_TAGS: readonly string[] = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
  'blockquote', 'pre', 'code', 'span', 'div', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  'a', 'img', 'figure', 'figcaption',
];

/** Elements removed together with everything inside them (their text is not content). */
export const REMOVED_WITH_CONTENT: readonly string[] = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'xml'];

/** The attributes each element may keep; '*' lists those every element may keep. */
export const CONTENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
  col: ['span'],
  colgroup: ['span'],
  '*': ['lang', 'dir'],
};

/** Schemes a link (`href`) may use; a URL without a scheme (relative) is kept, a protocol-relative one (`//host`) is not. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** Every stored link opens in a new tab at most, and never hands the opener or the referrer to the target. */
export const LINK_REL = 'noopener noreferrer';
export const LINK_TARGET = '_blank';

/**
 * Formulas: `<span class="math-tex">\(…\)</span>` inline and `<span class="math-tex">\[…\]</span>`
 * (or a `div`) on a line of their own — the markup the editor writes and the renderer draws with
 * KaTeX. `data-math`/`data-display` carry the TeX in an attribute instead (older content).
 * `$…$` in plain text is a formula too and needs no markup.
 */
export const FORMULA_MARKUP = {
  tags: ['span', 'div'],
  className: 'math-tex',
  attributes: ['data-math', 'data-display'],
} as const;

/** The classes an element may keep: only the formula marker. */
export const CONTENT_CLASSES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(FORMULA_MARKUP.tags.map((tag) => [tag, [FORMULA_MARKUP.className]]));

/** The attributes `tag` may keep, formula attributes included. */
export function allowedAttributesOf(tag: string): readonly string[] {
  const own = CONTENT_ATTRIBUTES[tag] ?? [];
  const formula: readonly string[] = (FORMULA_MARKUP.tags as readonly string[]).includes(tag) ? FORMULA_MARKUP.attributes : [];
  return [...own, ...formula, ...(CONTENT_ATTRIBUTES['*'] ?? [])];
}

/** Every attribute name some element may keep (for sanitisers that take one flat list). */
export const ALL_CONTENT_ATTRIBUTES: readonly string[] = [...new Set([...Object.values(CONTENT_ATTRIBUTES).flat(), ...FORMULA_MARKUP.attributes, 'class'])];

const FILE_PATH = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\?[A-Za-z0-9=&%._~-]*)?$/i;

/** An image of stored content must be a file of ours: `/api/files/<guid>`, perhaps with a signature query. */
export function isContentImageSrc(src: string): boolean {
  return FILE_PATH.test(src.trim());
}

/** The stored form of an image `src`: without the (expiring) signature query. */
export function storedImageSrc(src: string): string {
  return src.trim().split('?')[0] ?? '';
}

/** The file guid of an image `src` of ours, else undefined. */
export function contentFileGuid(src: string): string | undefined {
  return isContentImageSrc(src) ? storedImageSrc(src).slice('/api/files/'.length).toLowerCase() : undefined;
}

/** The path under which the server serves an uploaded file. */
export function contentFilePath(fileGuid: string): string {
  return `/api/files/${fileGuid}`;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers ignore tabs, new lines and control characters inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

/** May a link point here? A listed scheme, or a relative URL that is not protocol-relative. */
export function isAllowedHref(href: string): boolean {
  const compact = href.replace(IGNORED_IN_URL, '');
  if (compact.startsWith('//') || compact.startsWith('\\\\') || compact.startsWith('/\\') || compact.startsWith('\\/')) return false;
  const scheme = SCHEME.exec(compact)?.[1];
  return scheme === undefined || LINK_SCHEMES.includes(scheme.toLowerCase());
}

/**
 * The attributes of a stored link: `rel` always LINK_REL, a `target` (any) becomes LINK_TARGET,
 * the rest as given. Both sanitisers apply it.
 */
export function linkAttributes(attributes: Readonly<Record<string, string>>): Record<string, string> {
  return { ...attributes, rel: LINK_REL, ...(attributes.target === undefined ? {} : { target: LINK_TARGET }) };
}
