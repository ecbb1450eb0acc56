import { mergeAttributes, Node } from '@tiptap/core';
import { FORMULA_MARKUP } from '@domain/content/htmlPolicy';
import { findFormulas } from '@ui/components/formattedText/findFormulas';
import { purifyRendered } from '@ui/components/formattedText/purifyConfig';
import type { TexRenderer } from '@ui/components/formattedText/renderFormattedHtml';

export interface FormulaAttributes {
  tex: string;
  display: boolean;
}

export interface FormulaNodeOptions {
  /** Draws a formula in the editing surface (KaTeX, loaded on demand); until it resolves the TeX shows as text. */
  loadRenderer: () => Promise<TexRenderer>;
  /** The accessible text of a formula in the editing surface, e.g. "Formula: x^2". */
  describe: (tex: string) => string;
  /** A double click on a formula asks to edit it. */
  onEdit: (position: number) => void;
}

/** The stored markup of a formula, as the renderer and the shared allow-list expect it. */
export function formulaSource({ tex, display }: FormulaAttributes): string {
  return display ? `\\[${tex}\\]` : `\\(${tex}\\)`;
}

/** A `math-tex` element's text (with its own delimiters, or bare TeX) as attributes. */
export function parseFormulaText(text: string): FormulaAttributes {
  const trimmed = text.trim();
  const [only] = findFormulas(trimmed);
  if (only?.kind === 'math' && only.source === trimmed) return { tex: only.tex, display: only.display };
  return { tex: trimmed, display: false };
}

function attributesOf(element: HTMLElement): FormulaAttributes {
  const fromAttribute = element.getAttribute('data-math');
  if (fromAttribute !== null) {
    const mode = element.getAttribute('data-display')?.toLowerCase();
    return { tex: fromAttribute.trim(), display: mode === 'true' || mode === 'block' || element.tagName === 'DIV' };
  }
  const parsed = parseFormulaText(element.textContent ?? '');
  return { tex: parsed.tex, display: parsed.display || element.tagName === 'DIV' };
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    formula: {
      /** Inserts a formula at the selection, or replaces the selected one. */
      setFormula: (attributes: FormulaAttributes) => ReturnType;
    };
  }
}

/**
 * A formula as one inline, atomic node: written as `<span class="math-tex">\(tex\)</span>`
 * (`\[tex\]` on its own line), read back from that markup and from `data-math` elements, shown with KaTeX.
 */
export const FormulaNode = Node.create<FormulaNodeOptions>({
  name: 'formula',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return {
      loadRenderer: () => Promise.reject(new Error('no renderer')),
      describe: (tex: string) => tex,
      onEdit: () => undefined,
    };
  },

  addAttributes() {
    return {
      tex: { default: '', parseHTML: (element: HTMLElement) => attributesOf(element).tex, renderHTML: () => ({}) },
      display: { default: false, parseHTML: (element: HTMLElement) => attributesOf(element).display, renderHTML: () => ({}) },
    };
  },

  parseHTML() {
    // Above the paragraph and span rules, so a formula is never read as plain text.
    return FORMULA_MARKUP.tags.flatMap((tag) => [
      { tag: `${tag}.${FORMULA_MARKUP.className}`, priority: 60 },
      { tag: `${tag}[data-math]`, priority: 60 },
    ]);
  },

  renderHTML({ node, HTMLAttributes }) {
    const attributes = { tex: String(node.attrs.tex ?? ''), display: node.attrs.display === true };
    return ['span', mergeAttributes(HTMLAttributes, { class: FORMULA_MARKUP.className }), formulaSource(attributes)];
  },

  renderText({ node }) {
    return formulaSource({ tex: String(node.attrs.tex ?? ''), display: node.attrs.display === true });
  },

  addCommands() {
    return {
      setFormula:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },

  addNodeView() {
    const { loadRenderer, describe, onEdit } = this.options;
    return ({ node, getPos }) => {
      const dom = document.createElement('span');
      dom.className = 'rt-formula';
      dom.contentEditable = 'false';
      let current = node;
      let active = true;

      const draw = () => {
        const tex = String(current.attrs.tex ?? '');
        const display = current.attrs.display === true;
        dom.classList.toggle('rt-formula--display', display);
        dom.setAttribute('role', 'img');
        dom.setAttribute('aria-label', describe(tex));
        dom.textContent = formulaSource({ tex, display });
        loadRenderer().then(
          (render) => {
            // The TeX may have changed while KaTeX loaded; draw what the node holds now.
            if (active && String(current.attrs.tex ?? '') === tex) dom.innerHTML = purifyRendered(render(tex, display));
          },
          () => undefined,
        );
      };
      draw();

      dom.addEventListener('dblclick', () => {
        const position = getPos();
        if (typeof position === 'number') onEdit(position);
      });

      return {
        dom,
        update(next) {
          if (next.type !== current.type) return false;
          const changed = next.attrs.tex !== current.attrs.tex || next.attrs.display !== current.attrs.display;
          current = next;
          if (changed) draw();
          return true;
        },
        selectNode() {
          dom.classList.add('rt-formula--selected');
        },
        deselectNode() {
          dom.classList.remove('rt-formula--selected');
        },
        destroy() {
          active = false;
        },
        ignoreMutation: () => true,
      };
    };
  },
});
