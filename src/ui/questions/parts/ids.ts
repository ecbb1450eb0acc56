import { withoutEventHandlers } from '@ui/components/formattedText/withoutEventHandlers';

/** The first `prefix<n>` not used by `items` (ids inside a question: 1–40 of [A-Za-z0-9_-]). */
export function nextId(items: readonly { id: string }[], prefix: string): string {
  const used = new Set(items.map((item) => item.id));
  let n = items.length + 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** A copy of `list` with the element at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length) return copy;
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) copy.splice(to, 0, moved);
  return copy;
}

/** A record without `key`. */
export function without<V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/** Plain text of formatted HTML, for accessible names and select options (tags dropped, entities read). */
export function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  // Handlers dropped first: parsing one, even into this inert document, is reported as a CSP violation.
  return new DOMParser().parseFromString(withoutEventHandlers(html), 'text/html').body.textContent?.trim() ?? '';
}
