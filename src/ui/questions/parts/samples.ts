export type SampleLanguage = 'es' | 'en' | 'pt';

/** One of three translations of a sample text. */
export function inLanguage<V>(language: SampleLanguage, texts: { es: V; en: V; pt: V }): V {
  return texts[language];
}

/** An inline SVG picture as a data: URL, so samples need no server. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
