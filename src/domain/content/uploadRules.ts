import { Err, Ok, type Result } from '../shared/result';
import { extensionsFor, mediaTypeFromMime, mediaTypeOf, mimeTypesFor, type MediaType } from './mediaType';

/**
 * What an uploaded file may be: a media file or a WebVTT captions file.
 * Decisions: docs/decisions/0112-upload-rules.md
 */
export type UploadKind = MediaType | 'captions';


const MIB = 1024 * 1024;

/** Largest accepted file per kind, in bytes (inclusive: a file of exactly this size is accepted). */
export const MAX_UPLOAD_BYTES: Record<UploadKind, number> = {
  image: 10 * MIB,
  pdf: 50 * MIB,
  audio: 50 * MIB,
  video: 200 * MIB,
  captions: 1 * MIB,
};

export type UploadRefusal = { code: 'FILE_TYPE_NOT_ALLOWED' } | { code: 'FILE_TOO_LARGE'; maxBytes: number } | { code: 'FILE_EMPTY' };

const CAPTIONS_MIME = 'text/vtt';
const CAPTIONS_EXTENSION = 'vtt';

function mimeEssence(mime: string | null | undefined): string {
  return ((mime ?? '').split(';')[0] ?? '').trim().toLowerCase();
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).trim().toLowerCase();
}

/**
 * The kind a file declares by its mime type or, when that says nothing known, its extension
 * (the rule of mediaType.ts, with `text/vtt` / `.vtt` for captions). Unknown → undefined.
 */
export function uploadKindOf(file: { name: string; mime?: string | null }): UploadKind | undefined {
  const essence = mimeEssence(file.mime);
  if (essence === CAPTIONS_MIME) return 'captions';
  // A known mime type decides; only when it says nothing may a `.vtt` name make captions.
  if (mediaTypeFromMime(essence) === undefined && extensionOf(file.name) === CAPTIONS_EXTENSION) return 'captions';
  return mediaTypeOf({ mime: essence, fileName: file.name });
}

/**
 * Checks a file before its bytes are stored: its kind must be one of `accepted` (else
 * FILE_TYPE_NOT_ALLOWED), it must not be empty (FILE_EMPTY) and must be at most the kind's
 * maximum (FILE_TOO_LARGE with `maxBytes`). The type is checked first, then emptiness, then size.
 */
export function checkUpload(
  file: { name: string; mime?: string | null; size: number },
  accepted: readonly UploadKind[],
): Result<UploadKind, UploadRefusal> {
  const kind = uploadKindOf(file);
  if (kind === undefined || !accepted.includes(kind)) return Err({ code: 'FILE_TYPE_NOT_ALLOWED' });
  if (!Number.isFinite(file.size) || file.size <= 0) return Err({ code: 'FILE_EMPTY' });
  const maxBytes = MAX_UPLOAD_BYTES[kind];
  if (file.size > maxBytes) return Err({ code: 'FILE_TOO_LARGE', maxBytes });
  return Ok(kind);
}

// What `file-type` reports for the containers each kind allows. Broader than the declared mime
// list because sniffers name .mov, .avi, .wmv, .wav… with their own types; narrower than "image/*"
// so an SVG (script-capable) or any other image format never passes as a picture. An audio-only
// WebM or Ogg file is reported as video by sniffers, so those two containers also count as audio.
const CONTENT_MIMES: Readonly<Record<MediaType, readonly string[]>> = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/bmp'],
  pdf: ['application/pdf'],
  video: ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', 'video/vnd.avi', 'video/x-msvideo', 'video/x-ms-asf', 'video/x-ms-wmv', 'video/x-flv', 'video/x-m4v'],
  audio: ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/vnd.wave', 'audio/aac', 'audio/flac', 'audio/x-flac', 'audio/ogg', 'audio/opus', 'audio/webm', 'audio/mp4', 'audio/x-m4a', 'video/webm', 'video/ogg', 'application/ogg'],
};

const BOM = [0xef, 0xbb, 0xbf];
const WEBVTT = [...'WEBVTT'].map((c) => c.charCodeAt(0));
// After "WEBVTT": end of file, space, tab, CR or LF (WebVTT §4.1).
const AFTER_SIGNATURE = new Set([0x20, 0x09, 0x0a, 0x0d]);

function startsWebVtt(head: Uint8Array): boolean {
  const start = BOM.every((byte, index) => head[index] === byte) ? BOM.length : 0;
  if (!WEBVTT.every((byte, index) => head[start + index] === byte)) return false;
  const next = head[start + WEBVTT.length];
  return next === undefined || AFTER_SIGNATURE.has(next);
}

/**
 * The server's second look, at the bytes: `sniffedMime` is what a content sniffer (file-type)
 * recognised, `head` the first bytes. Captions must start with "WEBVTT" (after an optional UTF-8
 * BOM); any other kind must be sniffed as a container of that kind (mediaTypeFromMime(sniffed)
 * = declared, or one of the container types listed above). Nothing sniffed → false.
 */
export function confirmByContent(declared: UploadKind, sniffedMime: string | undefined, head: Uint8Array): boolean {
  if (declared === 'captions') return startsWebVtt(head);
  if (sniffedMime === undefined) return false;
  const essence = mimeEssence(sniffedMime);
  return mediaTypeFromMime(essence) === declared || CONTENT_MIMES[declared].includes(essence);
}

/** The `accept` attribute of a file input for these kinds, mime types and extensions. */
export function acceptAttribute(kinds: readonly UploadKind[]): string {
  const entries: string[] = [];
  for (const kind of kinds) {
    if (kind === 'captions') entries.push(CAPTIONS_MIME, `.${CAPTIONS_EXTENSION}`);
    else entries.push(...mimeTypesFor(kind), ...extensionsFor(kind).map((extension) => `.${extension}`));
  }
  return [...new Set(entries)].join(',');
}

/** The largest maximum among the kinds (what to show next to a picker), null when none. */
export function maxBytesFor(kinds: readonly UploadKind[]): number | null {
  return kinds.length === 0 ? null : Math.max(...kinds.map((kind) => MAX_UPLOAD_BYTES[kind]));
}
