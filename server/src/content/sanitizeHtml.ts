import sanitize from 'sanitize-html';
import {
  allowedAttributesOf,
  CONTENT_CLASSES,
  CONTENT_TAGS,
  isContentImageSrc,
  linkAttributes,
  LINK_SCHEMES,
  REMOVED_WITH_CONTENT,
  storedImageSrc,
} from '@domain/content/htmlPolicy';

// The one HTML policy of lesson content (documents, book pages, assignment instructions, question
// statements), applied on write: what is stored is what every viewer may render. The allow-list
// lives in src/domain/content/htmlPolicy.ts, which the editor's paste cleaning reads too, so the
// two cannot drift. KaTeX source (`$…$`, `<span class="math-tex">\(…\)</span>`) stays as typed.

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...CONTENT_TAGS],
  allowedAttributes: Object.fromEntries(CONTENT_TAGS.map((tag): [string, string[]] => [tag, [...allowedAttributesOf(tag)]])),
  allowedClasses: Object.fromEntries(Object.entries(CONTENT_CLASSES).map(([tag, classes]) => [tag, [...classes]])),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...REMOVED_WITH_CONTENT],
  transformTags: {
    // Stored unsigned: a pasted signed URL loses its (expiring) signature; readers get fresh ones in `media`.
    img: (tagName, attribs) => ({ tagName, attribs: isContentImageSrc(attribs.src ?? '') ? { ...attribs, src: storedImageSrc(attribs.src ?? '') } : attribs }),
    // Links open safely: no opener, no referrer.
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isContentImageSrc(frame.attribs.src ?? ''),
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** The file guids an HTML text refers to through /api/files/<guid> (its images). */
export function fileGuidsInHtml(html: string): string[] {
  const found = html.matchAll(/\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi);
  return [...new Set([...found].map((m) => (m[1] ?? '').toLowerCase()))];
}
