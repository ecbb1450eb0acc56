// Searching what a person typed against names and descriptions: case and accents aside ("matematicas" finds
// "Matemáticas", "ciencias" finds "CIÊNCIAS"), every word typed somewhere in the text, in any order.

/** The form text is compared in: decomposed, marks dropped, lower case, spaces collapsed. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether every word of `query` is in one of `texts` (an empty query matches everything). */
export function matchesEveryWord(texts: readonly string[], query: string): boolean {
  const words = foldForSearch(query).split(' ').filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.join(' \n '));
  return words.every((word) => haystack.includes(word));
}
