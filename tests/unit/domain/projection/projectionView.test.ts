// What the projector reports of the item it opened (ADR 0526) and how the page and media rules use it.
import { describe, expect, it } from 'vitest';
import { applyCommand, type ProjectionPosition } from '@domain/projection/projection';
import { applyMeasure, lastPage, MAX_MEDIA_SECONDS, MAX_PAGE, measureFits, mediaReading, mediaSeconds } from '@domain/projection/projectionView';

const onItem = (current: number): ProjectionPosition => ({ current, blank: false });

describe('measureFits', () => {
  it('takes whole pages 1..MAX_PAGE and finite lengths 0..MAX_MEDIA_SECONDS, at least one of them', () => {
    expect(measureFits({ pages: 1 })).toBe(true);
    expect(measureFits({ pages: MAX_PAGE, seconds: MAX_MEDIA_SECONDS })).toBe(true);
    expect(measureFits({ seconds: 0 })).toBe(true);
    expect(measureFits({ seconds: 245.3 })).toBe(true);
    expect(measureFits({})).toBe(false);
    for (const pages of [0, -1, 1.5, MAX_PAGE + 1, Number.NaN]) expect(measureFits({ pages }), String(pages)).toBe(false);
    for (const seconds of [-0.1, MAX_MEDIA_SECONDS + 1, Number.NaN, Number.POSITIVE_INFINITY]) expect(measureFits({ seconds }), String(seconds)).toBe(false);
    expect(measureFits({ pages: 3, seconds: Number.NaN })).toBe(false);
  });
});

describe('applyMeasure', () => {
  it('keeps the report in the view of the item on screen, and a move forgets it', () => {
    const measured = applyMeasure(onItem(1), 1, { pages: 12 });
    expect(measured.view).toMatchObject({ page: 1, pages: 12 });
    const both = applyMeasure(measured, 1, { seconds: 30 });
    expect(both.view).toMatchObject({ pages: 12, length: 30 });
    expect(applyCommand(both, 3, { kind: 'next' }).view).toBeUndefined();
    // The same item again (goto itself) keeps it.
    expect(applyCommand(both, 3, { kind: 'goto', index: 1 }).view).toMatchObject({ pages: 12, length: 30 });
  });

  it('hands back the same position when the report is late, does not fit or changes nothing', () => {
    const position = applyMeasure(onItem(1), 1, { pages: 12 });
    expect(applyMeasure(position, 0, { pages: 3 })).toBe(position);
    expect(applyMeasure(position, -1, { pages: 3 })).toBe(position);
    expect(applyMeasure(position, 1, { pages: 0 })).toBe(position);
    expect(applyMeasure(position, 1, { pages: 12 })).toBe(position);
  });

  it('brings a page turned past the new last page back to it', () => {
    let position = onItem(0);
    for (let turn = 0; turn < 5; turn += 1) position = applyCommand(position, 3, { kind: 'page', direction: 'next' });
    expect(position.view?.page).toBe(6);
    expect(applyMeasure(position, 0, { pages: 4 }).view?.page).toBe(4);
  });
});

describe('pages and media with what was reported', () => {
  it('stops pages at the server’s count first, the projector’s next, MAX_PAGE without either', () => {
    expect(lastPage({}, 3)).toBe(3);
    expect(lastPage({ pages: 12 }, 3)).toBe(3);
    expect(lastPage({ pages: 12 }, null)).toBe(12);
    expect(lastPage({}, null)).toBe(MAX_PAGE);
    expect(lastPage({}, MAX_PAGE + 5)).toBe(MAX_PAGE);
  });

  it('reads a playing media up to its end, where it no longer plays', () => {
    const media = { playing: true, at: 200, since: 0 };
    expect(mediaSeconds(media, 10_000)).toBe(210);
    expect(mediaSeconds(media, 100_000)).toBe(300);
    expect(mediaSeconds(media, 100_000, 245)).toBe(245);
    expect(mediaReading({ media, length: 245 }, 10_000)).toEqual({ playing: true, seconds: 210 });
    expect(mediaReading({ media, length: 245 }, 100_000)).toEqual({ playing: false, seconds: 245 });
    expect(mediaReading({ media }, 100_000)).toEqual({ playing: true, seconds: 300 });
  });

  it('clamps a skip to the known length, and plays a finished media from the start', () => {
    const measured = applyMeasure(onItem(0), 0, { seconds: 100 });
    const skipped = applyCommand(measured, 3, { kind: 'media', action: 'skip', seconds: 3600 }, { now: 0 });
    expect(skipped.view?.media).toEqual({ playing: false, at: 100, since: null });
    const played = applyCommand(skipped, 3, { kind: 'media', action: 'play' }, { now: 5_000 });
    expect(played.view?.media).toEqual({ playing: true, at: 0, since: 5_000 });
    const paused = applyCommand(played, 3, { kind: 'media', action: 'pause' }, { now: 500_000 });
    expect(paused.view?.media).toEqual({ playing: false, at: 100, since: null });
  });
});
