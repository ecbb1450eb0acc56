/** A teacher's formatted text as plain text, for places that cannot hold markup (a native <option>). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A piece of a gap text made safe to render inline: paragraph and division tags (which a gap would
 * otherwise split open) become line breaks, so the gaps stay in the flow of the sentence.
 */
export function inlineFragment(html: string): string {
  return html
    .replace(/<\/(p|div)>\s*<(p|div)(\s[^>]*)?>/gi, '<br>')
    .replace(/<\/?(p|div)(\s[^>]*)?>/gi, '');
}
