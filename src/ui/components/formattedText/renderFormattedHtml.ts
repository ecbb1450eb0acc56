import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';
import { findFormulas, hasFormula } from '@ui/components/formattedText/findFormulas';

/** Turns TeX into an HTML string (KaTeX's renderToString in the app). */
export type TexRenderer = (tex: string, displayMode: boolean) => string;

interface KatexLike {
  renderToString: (tex: string, options: Record<string, unknown>) => string;
}

/** KaTeX as a TexRenderer: never throws (errors render in red), no \href/\includegraphics, bounded macro expansion. */
export function katexTexRenderer(katex: KatexLike): TexRenderer {
  return (tex, displayMode) =>
    katex.renderToString(tex, { displayMode, throwOnError: false, output: 'htmlAndMathml', trust: false, strict: 'ignore', maxSize: 20, maxExpand: 500 });
}

/** Elements whose text is never scanned for `$` formulas. */
const NO_FORMULA_SCAN = 'code, pre, kbd, samp, script, style, textarea, .math-tex, [data-math], .katex';

const SANITIZE_CONFIG: Config = {
  // KaTeX's MathML wraps the formula in <semantics> with the TeX source in <annotation encoding>.
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['encoding', 'target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed'],
  FORBID_ATTR: ['autofocus', 'formaction'],
};

/* Inline styles stay (KaTeX sizes glyphs with them) but may not load things or cover the page. */
const DANGEROUS_STYLE = /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|position\s*:\s*(fixed|absolute|sticky)/iu;

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && DANGEROUS_STYLE.test(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node instanceof Element && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Cheap test on the raw text: does it need KaTeX at all? */
export function containsFormula(html: string): boolean {
  return /class\s*=\s*["'][^"']*\bmath-tex\b|data-math\s*=/iu.test(html) || hasFormula(html);
}

/** TeX and mode of a <span class="math-tex">, whose text may keep its own delimiters (`\(…\)`, `\[…\]`, `$…$`, `$$…$$`). */
function mathTexContent(text: string): { tex: string; display: boolean } {
  const trimmed = text.trim();
  const [only] = findFormulas(trimmed);
  if (only?.kind === 'math' && only.source === trimmed) return { tex: only.tex, display: only.display };
  return { tex: trimmed, display: false };
}

function isDisplayElement(element: Element): boolean {
  const mode = element.getAttribute('data-display')?.toLowerCase();
  return mode === 'true' || mode === 'block' || element.classList.contains('math-display') || element.tagName === 'DIV';
}

function renderedFragment(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function renderFormulaElements(doc: Document, renderTex: TexRenderer): void {
  for (const element of Array.from(doc.body.querySelectorAll('[data-math], .math-tex'))) {
    const fromAttribute = element.getAttribute('data-math');
    const { tex, display } = fromAttribute !== null ? { tex: fromAttribute.trim(), display: isDisplayElement(element) } : mathTexContent(element.textContent ?? '');
    if (tex === '') continue;
    element.replaceChildren(renderedFragment(doc, renderTex(tex, display || element.tagName === 'DIV')));
  }
}

function renderFormulasInText(doc: Document, renderTex: TexRenderer): void {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) textNodes.push(node);
  }
  for (const node of textNodes) {
    if (node.parentElement?.closest(NO_FORMULA_SCAN)) continue;
    const segments = findFormulas(node.data);
    if (!segments.some((segment) => segment.kind === 'math')) continue;
    const replacement = doc.createDocumentFragment();
    for (const segment of segments) {
      replacement.append(segment.kind === 'text' ? doc.createTextNode(segment.value) : renderedFragment(doc, renderTex(segment.tex, segment.display)));
    }
    node.replaceWith(replacement);
  }
}

/**
 * The one transform for formatted text: formulas (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`,
 * `<span class="math-tex">`, `[data-math]`) become KaTeX markup, then the whole result is
 * sanitised (no scripts, event handlers or javascript: URLs; links open in a new tab without opener).
 * Without a renderer the formulas stay as their source text.
 */
export function renderFormattedHtml(html: string, renderTex: TexRenderer | null): string {
  if (html.trim() === '') return '';
  const purify = getPurifier();
  if (renderTex === null || !containsFormula(html)) return purify.sanitize(html, SANITIZE_CONFIG);
  // An inert document: parsing here runs no script and loads nothing.
  const doc = new DOMParser().parseFromString('<!doctype html><html><body></body></html>', 'text/html');
  doc.body.innerHTML = html;
  renderFormulaElements(doc, renderTex);
  renderFormulasInText(doc, renderTex);
  return purify.sanitize(doc.body.innerHTML, SANITIZE_CONFIG);
}
