import { findFormulas, hasFormula } from '@ui/components/formattedText/findFormulas';
import { purifyRendered } from '@ui/components/formattedText/purifyConfig';
import { withoutEventHandlers } from '@ui/components/formattedText/withoutEventHandlers';

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
 * sanitised with the shared allow-list plus KaTeX's markup (no scripts, event handlers or javascript:
 * URLs; links open in a new tab without opener).
 * Without a renderer the formulas stay as their source text.
 */
export function renderFormattedHtml(html: string, renderTex: TexRenderer | null): string {
  if (html.trim() === '') return '';
  if (renderTex === null || !containsFormula(html)) return purifyRendered(html);
  // An inert document: parsing here runs no script and loads nothing (and, without handlers, reports no CSP violation).
  const doc = new DOMParser().parseFromString('<!doctype html><html><body></body></html>', 'text/html');
  doc.body.innerHTML = withoutEventHandlers(html);
  renderFormulaElements(doc, renderTex);
  renderFormulasInText(doc, renderTex);
  return purifyRendered(doc.body.innerHTML);
}
