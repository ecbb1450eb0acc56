import { FormattedText } from '@ui/components/FormattedText';

/** Paragraph and division tags, which a gap would split open, become line breaks: the gaps stay in the sentence. */
export function inlineHtml(html: string): string {
  return html.replace(/<\/(p|div)>\s*<(p|div)(\s[^>]*)?>/gi, '<br>').replace(/<\/?(p|div)(\s[^>]*)?>/gi, '');
}

/**
 * A piece of a teacher's text inside a sentence (between gaps or words): through FormattedText, but
 * with its leading and trailing spaces kept — the HTML parser drops them, gluing words to the gaps.
 */
export function InlineText({ text }: { text: string }) {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(inlineHtml(text));
  const [, before = '', core = '', after = ''] = match ?? [];
  return (
    <>
      {before !== '' ? ' ' : null}
      {core !== '' ? <FormattedText html={core} inline /> : null}
      {after !== '' ? ' ' : null}
    </>
  );
}
