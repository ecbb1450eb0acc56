// An item's `data` between the wire (snake_case, per content type: src/contract/items.ts ITEM_DATA_SCHEMAS) and the
// domain's ItemData. Reading tolerates what older items lack (each kind's defaults); a field of the wrong kind is a
// broken answer (WireError).
import type { Static } from '@contract/schema';
import type { AssessmentData, AssignmentData, BookData, DocumentData, ImageData, LinkData, MediaData, PdfData, VideoLessonData } from '@contract/items';
import type { ContentTypeCode } from '@domain/content/contentTypes';
import { itemDataKind, sortMarkers, type CaptionedFile, type ItemData } from '@domain/content/itemData';
import { settingsToDomain } from '@infrastructure/assessments/taking/HttpAttemptGateway';
import { WireError } from '@infrastructure/http/wire';

type Data = Readonly<Record<string, unknown>>;

function text(data: Data, key: string): string | null {
  const value = data[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new WireError(`data.${key}: text expected`);
  return value;
}

function requiredText(data: Data, key: string): string {
  const value = text(data, key);
  if (value === null) throw new WireError(`data.${key}: text expected`);
  return value;
}

function flag(data: Data, key: string, missing: boolean): boolean {
  const value = data[key];
  if (value === undefined || value === null) return missing;
  if (typeof value !== 'boolean') throw new WireError(`data.${key}: true or false expected`);
  return value;
}

function records(data: Data, key: string): Data[] {
  const value = data[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((entry) => entry === null || typeof entry !== 'object')) throw new WireError(`data.${key}: a list expected`);
  return value as Data[];
}

function captioned(data: Data): CaptionedFile {
  return { fileGuid: text(data, 'file_guid'), captionsFileGuid: text(data, 'captions_file_guid'), captionsLanguage: text(data, 'captions_language') };
}

export function itemDataFromWire(code: ContentTypeCode | null, data: Data): ItemData {
  const kind = itemDataKind(code);
  switch (kind) {
    case 'document':
      return { kind, html: text(data, 'html') ?? '' };
    case 'book':
      return { kind, pages: records(data, 'pages').map((page) => ({ title: text(page, 'title') ?? '', html: text(page, 'html') ?? '' })) };
    case 'video':
    case 'audio':
      return { kind, ...captioned(data) };
    case 'pdf':
      return { kind, fileGuid: text(data, 'file_guid') };
    case 'link':
      return { kind, url: requiredText(data, 'url'), description: text(data, 'description') };
    case 'image':
      return { kind, fileGuid: text(data, 'file_guid'), alt: text(data, 'alt') ?? '' };
    case 'assignment':
      // An assignment stored without its settings takes text and files, as the server reads it.
      return { kind, instructionsHtml: text(data, 'instructions_html') ?? '', acceptsText: flag(data, 'accepts_text', true), acceptsFiles: flag(data, 'accepts_files', true) };
    case 'test':
      return { kind, settings: settingsToDomain(data) };
    case 'video-lesson':
      return {
        kind,
        ...captioned(data),
        markers: sortMarkers(
          records(data, 'markers').map((marker) => {
            if (typeof marker.at_seconds !== 'number' || !Number.isFinite(marker.at_seconds)) throw new WireError('data.markers: at_seconds expected');
            return { atSeconds: marker.at_seconds, label: text(marker, 'label') ?? '' };
          }),
        ),
      };
    case 'scorm': {
      const version = text(data, 'version');
      return { kind, version: version === '1.2' || version === '2004' ? version : null, title: text(data, 'title') };
    }
    case 'interactive':
      return { kind, title: text(data, 'title') };
    case 'opaque':
      return { kind };
  }
}

type WireData =
  | Static<typeof DocumentData>
  | Static<typeof BookData>
  | Static<typeof MediaData>
  | Static<typeof PdfData>
  | Static<typeof LinkData>
  | Static<typeof ImageData>
  | Static<typeof AssignmentData>
  | Static<typeof AssessmentData>
  | Static<typeof VideoLessonData>
  | Record<string, never>;

function captionsToWire(data: CaptionedFile): Static<typeof MediaData> {
  return {
    file_guid: data.fileGuid ?? '',
    captions_file_guid: data.captionsFileGuid,
    ...(data.captionsLanguage === null ? {} : { captions_language: data.captionsLanguage }),
  };
}

/** ItemData in the contract's shape for its content type; the server checks it against the same schema. */
export function itemDataToWire(data: ItemData): WireData {
  switch (data.kind) {
    case 'document':
      return { html: data.html };
    case 'book':
      return { pages: data.pages.map((page) => ({ title: page.title, html: page.html })) };
    case 'video':
    case 'audio':
      return captionsToWire(data);
    case 'pdf':
      return { file_guid: data.fileGuid ?? '' };
    case 'link':
      return { url: data.url, ...(data.description === null ? {} : { description: data.description }) };
    case 'image':
      return { file_guid: data.fileGuid ?? '', alt: data.alt };
    case 'assignment':
      return { instructions_html: data.instructionsHtml, accepts_text: data.acceptsText, accepts_files: data.acceptsFiles };
    case 'test':
      return {
        duration_minutes: data.settings.durationMinutes,
        attempts_allowed: data.settings.attemptsAllowed,
        ranking_scale: data.settings.rankingScale,
        one_per_page: data.settings.onePerPage,
        instructions_html: data.settings.instructionsHtml,
      };
    case 'video-lesson':
      return { ...captionsToWire(data), markers: data.markers.map((marker) => ({ at_seconds: marker.atSeconds, label: marker.label })) };
    // The server writes a package's data when it reads the upload.
    case 'scorm':
    case 'interactive':
    case 'opaque':
      return {};
  }
}
