/** What an uploaded file is, for choosing its player and its content type. */
export type MediaType = 'image' | 'video' | 'audio' | 'pdf';

// Spec §5 mime list. The top-level type decides between video/webm and audio/webm, video/ogg and audio/ogg.
// audio/mpeg is what browsers actually report for an mp3; audio/mp3 is the spec's (non-standard) name.
const MIME_TYPES: Readonly<Record<string, MediaType>> = {
  'image/png': 'image',
  'image/jpg': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'video/mp4': 'video',
  'video/ogg': 'video',
  'video/webm': 'video',
  'audio/mp3': 'audio',
  'audio/mpeg': 'audio',
  'audio/webm': 'audio',
  'audio/ogg': 'audio',
  'application/pdf': 'pdf',
};

// Spec §5 extension list, plus pdf. A bare .ogg is audio (Ogg video uses .ogv); .webm alone is ambiguous and unknown.
const EXTENSIONS: Readonly<Record<string, MediaType>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  bmp: 'image',
  mp4: 'video',
  mov: 'video',
  wmv: 'video',
  flv: 'video',
  avi: 'video',
  mp3: 'audio',
  wav: 'audio',
  aac: 'audio',
  flac: 'audio',
  ogg: 'audio',
  pdf: 'pdf',
};

/** 'Video/WebM; codecs="vp8"' → video. Unknown or empty → undefined. */
export function mediaTypeFromMime(mime: string): MediaType | undefined {
  const essence = (mime.split(';')[0] ?? '').trim().toLowerCase();
  return Object.hasOwn(MIME_TYPES, essence) ? MIME_TYPES[essence] : undefined;
}

/** 'Holidays.JPG' → image; no extension or an unknown one → undefined. */
export function mediaTypeFromFileName(fileName: string): MediaType | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).trim().toLowerCase();
  return Object.hasOwn(EXTENSIONS, extension) ? EXTENSIONS[extension] : undefined;
}

/** The mime type decides when it is known; otherwise (empty, octet-stream…) the file name's extension. */
export function mediaTypeOf(file: { mime?: string | null; fileName?: string | null }): MediaType | undefined {
  return mediaTypeFromMime(file.mime ?? '') ?? mediaTypeFromFileName(file.fileName ?? '');
}

/** The mime types (spec §5) that name a media type, e.g. for an `<input accept>` list. */
export function mimeTypesFor(media: MediaType): string[] {
  return Object.keys(MIME_TYPES).filter((mime) => MIME_TYPES[mime] === media);
}

/** The file extensions (without the dot) that name a media type. */
export function extensionsFor(media: MediaType): string[] {
  return Object.keys(EXTENSIONS).filter((extension) => EXTENSIONS[extension] === media);
}
