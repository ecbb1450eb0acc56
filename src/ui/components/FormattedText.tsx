import { useEffect, useMemo, useState } from 'react';
import { containsFormula, katexTexRenderer, renderFormattedHtml } from '@ui/components/formattedText/renderFormattedHtml';
import type { TexRenderer } from '@ui/components/formattedText/renderFormattedHtml';
import './FormattedText.css';

export interface FormattedTextProps {
  /** Untrusted HTML from the API (lesson texts, questions, messages). */
  html: string;
  /** Renders in a <span> for use inside a sentence or a heading. */
  inline?: boolean;
  className?: string;
}

let texRendererPromise: Promise<TexRenderer> | null = null;
let loadedTexRenderer: TexRenderer | null = null;

/** KaTeX (≈270 KB with its CSS) is fetched the first time a text holds a formula, then shared. */
export function loadTexRenderer(): Promise<TexRenderer> {
  texRendererPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([katexModule]) => {
      loadedTexRenderer = katexTexRenderer(katexModule.default);
      return loadedTexRenderer;
    },
    (error: unknown) => {
      texRendererPromise = null; // let a later text try again (e.g. after a network blip)
      throw error;
    },
  );
  return texRendererPromise;
}

/** The one renderer for formatted text: sanitised HTML with KaTeX formulas. */
export function FormattedText({ html, inline = false, className }: FormattedTextProps) {
  const needsTex = useMemo(() => containsFormula(html), [html]);
  const [texRenderer, setTexRenderer] = useState<TexRenderer | null>(() => loadedTexRenderer);

  useEffect(() => {
    if (!needsTex || texRenderer !== null) return undefined;
    let active = true;
    loadTexRenderer().then(
      (renderer) => {
        if (active) setTexRenderer(() => renderer);
      },
      () => {
        // Formulas stay readable as their TeX source.
      },
    );
    return () => {
      active = false;
    };
  }, [needsTex, texRenderer]);

  const safeHtml = useMemo(() => renderFormattedHtml(html, needsTex ? texRenderer : null), [html, needsTex, texRenderer]);
  const Tag = inline ? 'span' : 'div';
  const classes = ['tz-formatted', inline ? 'tz-formatted--inline' : '', className].filter(Boolean).join(' ');
  // safeHtml went through DOMPurify in renderFormattedHtml.
  return <Tag className={classes} aria-busy={needsTex && texRenderer === null ? true : undefined} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
