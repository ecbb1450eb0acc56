import { describe, expect, it } from 'vitest';
import { Check } from '@sinclair/typebox/value';
import { ITEM_DATA_SCHEMAS } from '@contract/items';
import type { ContentTypeCode } from '@domain/content/contentTypes';
import type { ItemData } from '@domain/content/itemData';
import { itemDataFromWire, itemDataToWire } from '@infrastructure/content/itemDataWire';

const examples: [ContentTypeCode, ItemData][] = [
  ['CTTY_01', { kind: 'document', html: '<p>Hola</p>' }],
  ['CTTY_02', { kind: 'book', pages: [{ title: 'Uno', html: '<p>1</p>' }] }],
  ['CTTY_03', { kind: 'video', fileGuid: 'f-1', captionsFileGuid: 'f-2', captionsLanguage: 'es' }],
  ['CTTY_04', { kind: 'audio', fileGuid: 'f-1', captionsFileGuid: null, captionsLanguage: null }],
  ['CTTY_05', { kind: 'pdf', fileGuid: 'f-1' }],
  ['CTTY_06', { kind: 'link', url: 'https://example.org/', description: 'Web' }],
  ['CTTY_07', { kind: 'image', fileGuid: 'f-1', alt: 'Un río' }],
  ['CTTY_14', { kind: 'assignment', instructionsHtml: '<p>x</p>', acceptsText: true, acceptsFiles: false }],
  ['CTTY_09', { kind: 'test', settings: { durationMinutes: 30, attemptsAllowed: 2, rankingScale: 10, onePerPage: true, instructionsHtml: '' } }],
  ['CTTY_VIDEOLESSON', { kind: 'video-lesson', fileGuid: 'f-1', captionsFileGuid: null, captionsLanguage: null, markers: [{ atSeconds: 30, label: 'A' }] }],
];

describe('an item’s data on the wire', () => {
  it.each(examples)('%s goes out in its contract schema and reads back the same', (code, data) => {
    const wire = itemDataToWire(data);
    // A uuid is any non-empty id on the client; the server's Ajv checks the format.
    const schema = ITEM_DATA_SCHEMAS[code];
    if (schema === undefined) throw new Error(`${code} has no data schema`);
    expect(Check(schema, wire)).toBe(true);
    expect(itemDataFromWire(code, wire)).toEqual(data);
  });

  it('reads what older items lack with each kind’s defaults, and unknown types as opaque', () => {
    expect(itemDataFromWire('CTTY_14', {})).toEqual({ kind: 'assignment', instructionsHtml: '', acceptsText: true, acceptsFiles: true });
    expect(itemDataFromWire('CTTY_20', { anything: 1 })).toEqual({ kind: 'interactive', title: null });
    expect(itemDataFromWire('CTTY_LTI', { anything: 1 })).toEqual({ kind: 'opaque' });
    expect(itemDataFromWire('CTTY_10', { version: '9' })).toEqual({ kind: 'scorm', version: null, title: null });
    expect(itemDataFromWire(null, {})).toEqual({ kind: 'opaque' });
  });

  it('refuses a field of the wrong kind rather than guessing', () => {
    expect(() => itemDataFromWire('CTTY_01', { html: 3 })).toThrow(/data.html/);
    expect(() => itemDataFromWire('CTTY_06', {})).toThrow(/data.url/);
  });
});
