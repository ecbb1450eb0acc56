import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';
import {
  ALL_CONTENT_ATTRIBUTES,
  allowedAttributesOf,
  CONTENT_CLASSES,
  CONTENT_TAGS,
  isAllowedHref,
  isContentImageSrc,
  LINK_REL,
  LINK_SCHEMES,
  LINK_TARGET,
  linkAttributes,
  REMOVED_WITH_CONTENT,
  storedImageSrc,
} from '@domain/content/htmlPolicy';
import { withoutEventHandlers } from '@ui/components/formattedText/withoutEventHandlers';

/*
 * The SPA's two DOMPurify configurations, both built from the shared allow-list in
 * src/domain/content/htmlPolicy.ts (the server's sanitize-html reads the same list):
 * - `cleanAuthoredHtml`: the write rules exactly — what the editor keeps from a paste and hands to
 *   the form is what the server would store.
 * - `purifyRendered`: the renderer's, after KaTeX: the same tags and links plus KaTeX's own markup
 *   (MathML, SVG, classes, safe inline styles); images may come from any http(s) or relative URL,
 *   because readers show signed URLs in place of the stored /api/files paths.
 */

/** DOMPurify's URI rule with our link schemes: a listed scheme, or something with no scheme at all. */
const ALLOWED_URI = new RegExp(`^(?:(?:${LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');

/** Tags KaTeX emits (`htmlAndMathml` output): MathML for screen readers, SVG for stretchy symbols and roots. */
export const KATEX_TAGS: readonly string[] = [
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'mfrac', 'msqrt', 'mroot', 'msub', 'msup', 'msubsup',
  'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mlabeledtr', 'mstyle', 'mpadded', 'mphantom', 'menclose', 'svg', 'path', 'line',
];

/** Attributes KaTeX emits on those tags and on its spans. */
export const KATEX_ATTRIBUTES: readonly string[] = [
  'class', 'style', 'aria-hidden', 'xmlns', 'display', 'encoding', 'mathvariant', 'mathcolor', 'mathbackground', 'stretchy', 'fence', 'separator',
  'lspace', 'rspace', 'minsize', 'maxsize', 'movablelimits', 'symmetric', 'accent', 'accentunder', 'displaystyle', 'scriptlevel', 'linethickness',
  'columnalign', 'columnlines', 'columnspacing', 'rowalign', 'rowlines', 'rowspacing', 'notation', 'depth', 'voffset', 'width', 'height', 'viewBox',
  'preserveAspectRatio', 'd', 'x1', 'x2', 'y1', 'y2', 'stroke-width',
];

const AUTHORED_CONFIG: Config = {
  ALLOWED_TAGS: [...CONTENT_TAGS],
  ALLOWED_ATTR: [...ALL_CONTENT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: [...REMOVED_WITH_CONTENT],
  KEEP_CONTENT: true,
};

const RENDER_CONFIG: Config = {
  ALLOWED_TAGS: [...CONTENT_TAGS, ...KATEX_TAGS],
  ALLOWED_ATTR: [...ALL_CONTENT_ATTRIBUTES, ...KATEX_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  FORBID_CONTENTS: [...REMOVED_WITH_CONTENT],
  KEEP_CONTENT: true,
};

/* Inline styles stay in rendered text (KaTeX sizes glyphs with them) but may not load things or cover the page. */
const DANGEROUS_STYLE = /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|position\s*:\s*(fixed|absolute|sticky)/iu;

function setAttributes(element: Element, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));
}

let authored: Purifier | null = null;
let rendered: Purifier | null = null;

function authoredPurifier(): Purifier {
  if (authored) return authored;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeElement', (node, data) => {
    // An image that is not a file of ours goes with its tag, as on the server.
    if (data.tagName === 'img' && node instanceof Element && !isContentImageSrc(node.getAttribute('src') ?? '')) node.remove();
  });
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (data.attrName === 'class') {
      const allowed = CONTENT_CLASSES[tag] ?? [];
      const kept = data.attrValue.split(/\s+/u).filter((name) => allowed.includes(name));
      data.attrValue = kept.join(' ');
      data.keepAttr = kept.length > 0;
      return;
    }
    if (!allowedAttributesOf(tag).includes(data.attrName)) data.keepAttr = false;
    else if (data.attrName === 'href' && !isAllowedHref(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') setAttributes(node, linkAttributes(attributesOf(node)));
    if (node.nodeName === 'IMG') node.setAttribute('src', storedImageSrc(node.getAttribute('src') ?? ''));
  });
  authored = instance;
  return instance;
}

function renderPurifier(): Purifier {
  if (rendered) return rendered;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && DANGEROUS_STYLE.test(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'href' && !isAllowedHref(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Shown text opens every link in a new tab, never handing over the opener or the referrer.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', LINK_TARGET);
      node.setAttribute('rel', LINK_REL);
    }
  });
  rendered = instance;
  return instance;
}

/** HTML cleaned by the rules the server applies on write (pasted text, the editor's output). */
export function cleanAuthoredHtml(html: string): string {
  if (html.trim() === '') return '';
  return authoredPurifier().sanitize(withoutEventHandlers(html), AUTHORED_CONFIG);
}

/** HTML made safe to show: the shared allow-list plus KaTeX's markup. */
export function purifyRendered(html: string): string {
  return renderPurifier().sanitize(withoutEventHandlers(html), RENDER_CONFIG);
}
