import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { isAllowedHref, LINK_REL } from '@domain/content/htmlPolicy';
import { safeLinkUrl } from '@domain/content/itemRules';
import { ContentImage } from '@ui/components/richText/imageNode';
import { FormulaNode, type FormulaNodeOptions } from '@ui/components/richText/formulaNode';
import { Subscript, Superscript } from '@ui/components/richText/scriptMarks';

export interface ExtensionOptions {
  formula: FormulaNodeOptions;
  displayImageUrl: (src: string) => string | undefined;
}

/** Heading levels offered: a text sits under its page's h1, so its own sections start at h2. */
export const HEADING_LEVELS = [2, 3] as const;

/**
 * What the editor can hold — each node writes only markup of the shared allow-list
 * (src/domain/content/htmlPolicy.ts): headings, emphasis, underline, lists, links, tables, images and formulas.
 */
export function editorExtensions({ formula, displayImageUrl }: ExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        protocols: ['mailto'],
        defaultProtocol: 'https',
        HTMLAttributes: { rel: LINK_REL, target: null, class: null },
        // The same test as the dialog's for typed links; pasted ones may also be mailto or relative, as on the server.
        isAllowedUri: (url) => isAllowedHref(url) && (url.startsWith('mailto:') || url.startsWith('/') || safeLinkUrl(url).ok),
      },
    }),
    TableKit.configure({ table: { resizable: false, HTMLAttributes: {} } }),
    ContentImage.configure({ displayUrl: displayImageUrl }),
    FormulaNode.configure(formula),
    Subscript,
    Superscript,
  ];
}
