import sanitize from 'sanitize-html';

// The one HTML policy of lesson content (documents, book pages, assignment instructions), applied on
// write: what is stored is what every viewer may render. Formatting, lists, tables and links
// (http/https/mailto) stay; images only from this server's /api/files; scripts, styles, event
// handlers, iframes and forms go. KaTeX source (`$…$`, `\(…\)`) is plain text and stays as typed.

/** An image of lesson content must be a file of ours: /api/files/<guid>, optionally with its signature query. */
const OUR_FILE = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\?[A-Za-z0-9=&%._~-]*)?$/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
    'blockquote', 'pre', 'code', 'span', 'div', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
    'a', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    col: ['span'],
    colgroup: ['span'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Stored unsigned: a pasted signed URL loses its (expiring) signature; readers get fresh ones in `media`.
    img: (tagName, attribs) => ({ tagName, attribs: OUR_FILE.test(attribs.src ?? '') ? { ...attribs, src: (attribs.src ?? '').split('?')[0] ?? '' } : attribs }),
    // Links open safely: no opener, no referrer.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target === undefined ? {} : { target: '_blank' }) },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OUR_FILE.test(frame.attribs.src ?? ''),
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** The file guids an HTML text refers to through /api/files/<guid> (its images). */
export function fileGuidsInHtml(html: string): string[] {
  const found = html.matchAll(/\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi);
  return [...new Set([...found].map((m) => (m[1] ?? '').toLowerCase()))];
}
