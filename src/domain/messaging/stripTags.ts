// Tags that start a new line when shown as plain text.
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table',
  'tr', 'ul',
]);
// Tags whose content is not text for a reader.
const HIDDEN_CONTENT_TAGS = new Set(['script', 'style', 'template', 'noscript', 'head', 'title']);
const CELL_TAGS = new Set(['td', 'th']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
  aacute: 'á', eacute: 'é', iacute: 'í', oacute: 'ó', uacute: 'ú', ntilde: 'ñ', uuml: 'ü', ccedil: 'ç',
  Aacute: 'Á', Eacute: 'É', Iacute: 'Í', Oacute: 'Ó', Uacute: 'Ú', Ntilde: 'Ñ', Uuml: 'Ü', Ccedil: 'Ç',
  atilde: 'ã', otilde: 'õ', acirc: 'â', ecirc: 'ê', ocirc: 'ô', agrave: 'à',
  Atilde: 'Ã', Otilde: 'Õ', Acirc: 'Â', Ecirc: 'Ê', Ocirc: 'Ô', Agrave: 'À',
  iexcl: '¡', iquest: '¿', ordf: 'ª', ordm: 'º', laquo: '«', raquo: '»', euro: '€', hellip: '…', mdash: '—', ndash: '–',
};

function isTagStart(ch: string | undefined): boolean {
  return ch !== undefined && (/[A-Za-z]/.test(ch) || ch === '/' || ch === '!' || ch === '?');
}

/** Index just after the `>` that closes the tag opened at `start`, skipping quoted attribute values; -1 if never closed. */
function endOfTag(html: string, start: number): number {
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4);
    return close < 0 ? -1 : close + 3;
  }
  let quote: string | null = null;
  for (let i = start + 1; i < html.length; i += 1) {
    const ch = html[i];
    if (quote !== null) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '>') {
      return i + 1;
    }
  }
  return -1;
}

function tagName(tag: string): { name: string; closing: boolean } {
  const match = /^<(\/?)\s*([A-Za-z][A-Za-z0-9-]*)/.exec(tag);
  return { name: (match?.[2] ?? '').toLowerCase(), closing: match?.[1] === '/' };
}

function decodeEntity(body: string): string | undefined {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const digits = body.slice(hex ? 2 : 1);
    if (digits === '' || !(hex ? /^[0-9A-Fa-f]{1,6}$/ : /^\d{1,7}$/).test(digits)) return undefined;
    const code = Number.parseInt(digits, hex ? 16 : 10);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  }
  return Object.hasOwn(NAMED_ENTITIES, body) ? NAMED_ENTITIES[body] : undefined;
}

/** Decodes `&amp;`, `&#233;`, `&#xE9;` and common named entities; unknown ones stay as typed. */
export function decodeEntities(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const amp = text.indexOf('&', i);
    if (amp < 0) break;
    out += text.slice(i, amp);
    // Entities are short: look for the ';' in the next 12 characters only, which keeps the pass linear.
    const offset = text.slice(amp + 1, amp + 13).indexOf(';');
    const semi = offset < 0 ? -1 : amp + 1 + offset;
    const decoded = semi > amp + 1 ? decodeEntity(text.slice(amp + 1, semi)) : undefined;
    if (decoded === undefined) {
      out += '&';
      i = amp + 1;
    } else {
      out += decoded;
      i = semi + 1;
    }
  }
  return out + text.slice(i);
}

// Text between tags: entities decoded, its own line breaks are only blank space (as in HTML).
function plain(segment: string): string {
  return decodeEntities(segment).replace(/[\s\u00a0]/g, ' ');
}

// Collapses spaces, trims every line and drops empty lines; only block tags make line breaks.
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Spec §5: a message's HTML as plain text for display (previews, notifications). Tags and comments go;
 * script and style content goes; block tags and <br> become line breaks, table cells spaces; runs of
 * blank space collapse; entities are decoded, so `&lt;b&gt;` shows as the text "<b>" the author
 * typed. The result is text: render it as text, never as HTML. One linear pass, no backtracking.
 */
export function stripTags(html: string): string {
  let text = '';
  let hiddenUntil: string | null = null;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const segmentEnd = lt < 0 ? html.length : lt;
    if (hiddenUntil === null) text += plain(html.slice(i, segmentEnd));
    if (lt < 0) break;
    if (!isTagStart(html[lt + 1])) {
      if (hiddenUntil === null) text += '<';
      i = lt + 1;
      continue;
    }
    const end = endOfTag(html, lt);
    if (end < 0) break; // an unfinished tag at the end is dropped, as a browser would
    const tag = html.slice(lt, end);
    const { name, closing } = tagName(tag);
    if (hiddenUntil !== null) {
      if (closing && name === hiddenUntil) hiddenUntil = null;
    } else if (!closing && HIDDEN_CONTENT_TAGS.has(name) && !tag.endsWith('/>')) {
      hiddenUntil = name;
    } else if (BLOCK_TAGS.has(name)) {
      text += '\n';
    } else if (CELL_TAGS.has(name)) {
      text += ' ';
    }
    i = end;
  }
  return tidy(text);
}
