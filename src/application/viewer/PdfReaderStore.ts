import { makeAutoObservable, runInAction } from 'mobx';

/** The text of a PDF's pages (1-based), however the engine extracts it. */
export interface PdfText {
  pageText(page: number): Promise<string>;
}

export type PdfZoom = { mode: 'fit' } | { mode: 'scale'; scale: number };

export interface PdfMatch {
  page: number;
  /** Which occurrence on that page (0-based). */
  occurrence: number;
}

/** Zoom steps offered by zoom in/out (1 = 100 %). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;

/** Case- and accent-insensitive form used for search: "Área" finds "area". */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ');
}

/** Non-overlapping occurrences of an already normalised needle. */
export function countOccurrences(haystack: string, needle: string): number {
  if (needle === '') return 0;
  let count = 0;
  let from = haystack.indexOf(needle);
  while (from >= 0) {
    count += 1;
    from = haystack.indexOf(needle, from + needle.length);
  }
  return count;
}

/**
 * What the PDF viewer shows, without the engine: page, zoom and text search. The view draws the
 * page with pdf.js and feeds the page texts; this class decides everything else (and is tested alone).
 */
export class PdfReaderStore {
  page: number;
  zoom: PdfZoom = { mode: 'fit' };
  fitScale = 1;
  query = '';
  matches: PdfMatch[] = [];
  current = -1;
  searching = false;
  /** The query the matches belong to (null before any search). */
  searched: string | null = null;
  private readonly texts = new Map<number, string>();
  private searchRun = 0;

  constructor(
    readonly pageCount: number,
    startPage = 1,
  ) {
    this.page = this.clamp(startPage);
    makeAutoObservable<PdfReaderStore, 'texts' | 'searchRun'>(this, { pageCount: false, texts: false, searchRun: false });
  }

  get scale(): number {
    return this.zoom.mode === 'fit' ? this.fitScale : this.zoom.scale;
  }

  get canPrevious(): boolean {
    return this.page > 1;
  }

  get canNext(): boolean {
    return this.page < this.pageCount;
  }

  get canZoomIn(): boolean {
    return this.scale < MAX_ZOOM - 1e-9;
  }

  get canZoomOut(): boolean {
    return this.scale > MIN_ZOOM + 1e-9;
  }

  /** 1-based number of the current match and the total, for "n of m". */
  get matchNumber(): number {
    return this.current + 1;
  }

  get currentMatch(): PdfMatch | undefined {
    return this.current >= 0 ? this.matches[this.current] : undefined;
  }

  goTo(page: number): void {
    if (Number.isFinite(page)) this.page = this.clamp(Math.round(page));
  }

  next(): void {
    this.goTo(this.page + 1);
  }

  previous(): void {
    this.goTo(this.page - 1);
  }

  zoomIn(): void {
    const step = ZOOM_STEPS.find((candidate) => candidate > this.scale + 1e-9);
    if (step !== undefined) this.zoom = { mode: 'scale', scale: step };
  }

  zoomOut(): void {
    const step = [...ZOOM_STEPS].reverse().find((candidate) => candidate < this.scale - 1e-9);
    if (step !== undefined) this.zoom = { mode: 'scale', scale: step };
  }

  fitWidth(): void {
    this.zoom = { mode: 'fit' };
  }

  /** Width available ÷ the page's width at 100 %. */
  setFitScale(scale: number): void {
    if (Number.isFinite(scale) && scale > 0) this.fitScale = Math.min(Math.max(scale, 0.25), 4);
  }

  setQuery(query: string): void {
    this.query = query;
  }

  /** Finds the query on every page; the first match on or after the current page becomes current. */
  async search(source: PdfText): Promise<void> {
    const needle = normaliseForSearch(this.query.trim());
    const run = ++this.searchRun;
    if (needle === '') {
      this.clearSearch();
      return;
    }
    this.searching = true;
    const found: PdfMatch[] = [];
    for (let page = 1; page <= this.pageCount; page += 1) {
      let text = this.texts.get(page);
      if (text === undefined) {
        text = normaliseForSearch(await source.pageText(page));
        this.texts.set(page, text);
      }
      if (run !== this.searchRun) return;
      const count = countOccurrences(text, needle);
      for (let occurrence = 0; occurrence < count; occurrence += 1) found.push({ page, occurrence });
    }
    runInAction(() => {
      this.searching = false;
      this.searched = this.query.trim();
      this.matches = found;
      const here = found.findIndex((match) => match.page >= this.page);
      this.current = found.length === 0 ? -1 : Math.max(0, here);
      this.showCurrent();
    });
  }

  nextMatch(): void {
    if (this.matches.length === 0) return;
    this.current = (this.current + 1) % this.matches.length;
    this.showCurrent();
  }

  previousMatch(): void {
    if (this.matches.length === 0) return;
    this.current = (this.current - 1 + this.matches.length) % this.matches.length;
    this.showCurrent();
  }

  clearSearch(): void {
    this.searchRun += 1;
    this.searching = false;
    this.searched = null;
    this.matches = [];
    this.current = -1;
  }

  private showCurrent(): void {
    const match = this.currentMatch;
    if (match) this.page = match.page;
  }

  private clamp(page: number): number {
    return Math.min(Math.max(1, page), Math.max(1, this.pageCount));
  }
}
