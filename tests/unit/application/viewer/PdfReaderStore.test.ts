import { describe, expect, it } from 'vitest';
import { countOccurrences, normaliseForSearch, PdfReaderStore, type PdfText } from '@application/viewer/PdfReaderStore';

const pages = ['Introducción a las fracciones', 'Una fracción tiene numerador y denominador. FRACCIÓN', 'Ejercicios', 'Soluciones: fracción'];
const text: PdfText & { calls: number } = {
  calls: 0,
  async pageText(page) {
    this.calls += 1;
    return pages[page - 1] ?? '';
  },
};

describe('PdfReaderStore', () => {
  it('moves between pages within the document', () => {
    const reader = new PdfReaderStore(4, 9);
    expect(reader.page).toBe(4);
    expect(reader.canNext).toBe(false);
    reader.previous();
    reader.goTo(0);
    expect(reader.page).toBe(1);
    expect(reader.canPrevious).toBe(false);
    reader.goTo(Number.NaN);
    expect(reader.page).toBe(1);
  });

  it('zooms in steps and back to the width of the frame', () => {
    const reader = new PdfReaderStore(1);
    reader.setFitScale(1.1);
    expect(reader.scale).toBeCloseTo(1.1);
    reader.zoomIn();
    expect(reader.scale).toBe(1.25);
    reader.zoomOut();
    reader.zoomOut();
    expect(reader.scale).toBe(0.75);
    reader.zoomOut();
    expect(reader.canZoomOut).toBe(false);
    reader.fitWidth();
    expect(reader.zoom).toEqual({ mode: 'fit' });
    expect(reader.scale).toBeCloseTo(1.1);
  });

  it('finds text on every page, case and accent insensitive, and walks the matches', async () => {
    const reader = new PdfReaderStore(4, 3);
    reader.setQuery('fraccion');
    await reader.search(text);
    expect(reader.matches).toEqual([
      { page: 1, occurrence: 0 },
      { page: 2, occurrence: 0 },
      { page: 2, occurrence: 1 },
      { page: 4, occurrence: 0 },
    ]);
    // The first match on or after the page being read.
    expect(reader.matchNumber).toBe(4);
    expect(reader.page).toBe(4);
    reader.nextMatch();
    expect(reader.matchNumber).toBe(1);
    expect(reader.page).toBe(1);
    reader.previousMatch();
    expect(reader.page).toBe(4);

    const calls = text.calls;
    await reader.search(text);
    expect(text.calls).toBe(calls); // page texts are read once

    reader.setQuery('   ');
    await reader.search(text);
    expect(reader.matches).toEqual([]);
    expect(reader.searched).toBeNull();
  });

  it('says when nothing matches', async () => {
    const reader = new PdfReaderStore(4);
    reader.setQuery('geometría');
    await reader.search(text);
    expect(reader.searched).toBe('geometría');
    expect(reader.matches).toHaveLength(0);
    expect(reader.currentMatch).toBeUndefined();
  });

  it('normalises text for search', () => {
    expect(normaliseForSearch('Área  Ñandú\nX')).toBe('area nandu x');
    expect(countOccurrences('aaaa', 'aa')).toBe(2);
    expect(countOccurrences('abc', '')).toBe(0);
  });
});
