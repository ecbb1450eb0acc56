import { Err, Ok, type Result } from '../shared/result';
import type { ContentTypeCode } from './contentTypes';
import type { UploadKind } from './uploadRules';

/**
 * What teachers may create in a lesson in this release and what each type holds.
 * Decisions: docs/decisions/0113-lesson-item-rules.md
 */
export const CREATABLE_TYPES: readonly ContentTypeCode[] = [
  'CTTY_01',
  'CTTY_02',
  'CTTY_03',
  'CTTY_04',
  'CTTY_05',
  'CTTY_06',
  'CTTY_07',
  'CTTY_09',
  'CTTY_14',
  'CTTY_VIDEOLESSON',
];

/** Types created by uploading a package the server reads (SCORM, xAPI), not through the item form. */
export const PACKAGE_TYPES: readonly ContentTypeCode[] = ['CTTY_10', 'CTTY_20'];

export function isCreatableType(code: ContentTypeCode): boolean {
  return CREATABLE_TYPES.includes(code);
}

const UPLOAD_KINDS: Partial<Record<ContentTypeCode, readonly UploadKind[]>> = {
  CTTY_03: ['video'],
  CTTY_VIDEOLESSON: ['video'],
  CTTY_04: ['audio'],
  CTTY_05: ['pdf'],
  CTTY_07: ['image'],
};

const NO_UPLOADS: readonly UploadKind[] = [];

/** The kind of file an item of this type is built on ([] when it holds no uploaded file). */
export function uploadKindsFor(code: ContentTypeCode): readonly UploadKind[] {
  return UPLOAD_KINDS[code] ?? NO_UPLOADS;
}

/** Video, audio and video lessons may carry a WebVTT captions file. */
export function acceptsCaptions(code: ContentTypeCode): boolean {
  return code === 'CTTY_03' || code === 'CTTY_04' || code === 'CTTY_VIDEOLESSON';
}

export const MAX_LINK_LENGTH = 2000;
export const MAX_BOOK_PAGES = 200;
export const MAX_HTML_LENGTH = 200_000;
export const MAX_MARKERS = 50;
export const MAX_HAND_IN_FILES = 5;
export const MAX_HAND_IN_TEXT = 20_000;

/** Students hand in pictures, PDFs, audio and video (not captions). */
export const handInAcceptedKinds: readonly UploadKind[] = ['image', 'pdf', 'audio', 'video'];

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link item's address, made safe to open: trimmed; without a scheme it is read as https
 * (`www.example.org` → `https://www.example.org/`); only http and https (UNSAFE_URL for
 * javascript:, data:, ftp:, mailto:…); no user name or password in it (UNSAFE_URL); unreadable,
 * empty or longer than MAX_LINK_LENGTH before or after normalising → INVALID_URL. Returns the
 * normalised href.
 */
export function safeLinkUrl(raw: string): Result<string, 'INVALID_URL' | 'UNSAFE_URL'> {
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LINK_LENGTH) return Err('INVALID_URL');
  const withScheme = SCHEME.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return Err('INVALID_URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Err('UNSAFE_URL');
  if (url.username !== '' || url.password !== '') return Err('UNSAFE_URL');
  if (url.hostname === '') return Err('INVALID_URL');
  if (url.href.length > MAX_LINK_LENGTH) return Err('INVALID_URL');
  return Ok(url.href);
}
