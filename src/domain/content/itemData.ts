// What a lesson item holds, by the viewer that shows it (src/domain/content/contentTypes.ts). One typed reading of
// the item's free-form `data` for the editor and the viewer alike; files are named by guid, resolved elsewhere.
import type { AssessmentSettings } from '@domain/assessments/attemptRules';
import { CONTENT_TYPES, type ContentTypeCode } from '@domain/content/contentTypes';
import type { ScormVersion } from '@domain/content/scormPackage';

export interface BookPage {
  title: string;
  html: string;
}

export interface VideoMarker {
  atSeconds: number;
  label: string;
}

/** A video or audio file with its optional captions track. */
export interface CaptionedFile {
  fileGuid: string | null;
  captionsFileGuid: string | null;
  captionsLanguage: string | null;
}

export type ItemData =
  | { kind: 'document'; html: string }
  | { kind: 'book'; pages: BookPage[] }
  | ({ kind: 'video' | 'audio' } & CaptionedFile)
  | { kind: 'pdf'; fileGuid: string | null }
  | { kind: 'link'; url: string; description: string | null }
  | { kind: 'image'; fileGuid: string | null; alt: string }
  | { kind: 'assignment'; instructionsHtml: string; acceptsText: boolean; acceptsFiles: boolean }
  | { kind: 'test'; settings: AssessmentSettings }
  | ({ kind: 'video-lesson'; markers: VideoMarker[] } & CaptionedFile)
  /** A SCORM package: the server keeps its files; the item knows its version and the manifest's title. */
  | { kind: 'scorm'; version: ScormVersion | null; title: string | null }
  /** An xAPI package (CTTY_20): opened with an LRS launch (ADR 0566). */
  | { kind: 'interactive'; title: string | null }
  /** Types this app shows through another service (LTI) or does not know: nothing to read. */
  | { kind: 'opaque' };

export type ItemDataKind = ItemData['kind'];

/** The kind of data an item of this type holds. */
export function itemDataKind(code: ContentTypeCode | null): ItemDataKind {
  if (code === null) return 'opaque';
  const viewer = CONTENT_TYPES[code].viewer;
  switch (viewer) {
    case 'document':
    case 'book':
    case 'video':
    case 'audio':
    case 'pdf':
    case 'link':
    case 'image':
    case 'assignment':
    case 'test':
    case 'video-lesson':
    case 'scorm':
    case 'interactive':
      return viewer;
    default:
      return 'opaque';
  }
}

/** The file an item shows (its main file), if its kind has one. */
export function mainFileGuid(data: ItemData): string | null {
  switch (data.kind) {
    case 'video':
    case 'audio':
    case 'pdf':
    case 'image':
    case 'video-lesson':
      return data.fileGuid;
    default:
      return null;
  }
}

/** Markers play in time order whatever order they were typed in. */
export function sortMarkers(markers: readonly VideoMarker[]): VideoMarker[] {
  return [...markers].sort((a, b) => a.atSeconds - b.atSeconds);
}
