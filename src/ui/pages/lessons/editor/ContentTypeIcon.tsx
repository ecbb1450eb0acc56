import type { ReactElement } from 'react';
import { CONTENT_TYPES, type ContentTypeCode, type ViewerKind } from '@domain/content/contentTypes';

// 24×24 outline pictures in the design system's stroke style, one per viewer kind.
const PICTURES: Record<ViewerKind, ReactElement> = {
  document: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  book: (
    <>
      <path d="M12 6c-2-1.5-5-2-8-1.5V19c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V4.5C17 4 14 4.5 12 6Z" />
      <path d="M12 6v14.5" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3z" />
    </>
  ),
  audio: (
    <>
      <path d="M9 18V6l11-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </>
  ),
  pdf: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 17v-4h1.5a1.5 1.5 0 0 1 0 3H9" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </>
  ),
  test: (
    <>
      <path d="M9 4h6v3H9z" />
      <path d="M9 5.5H6v15h12v-15h-3M9 12l1.5 1.5L14 10M9 17h6" />
    </>
  ),
  scorm: (
    <>
      <path d="M12 3 3 8l9 5 9-5z" />
      <path d="m3 13 9 5 9-5" />
    </>
  ),
  assignment: (
    <>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </>
  ),
  interactive: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m10 8 6 4-6 4z" />
    </>
  ),
  'video-lesson': (
    <>
      <rect x="3" y="5" width="18" height="12" rx="2" />
      <path d="m10 8 5 3-5 3zM8 21h8" />
    </>
  ),
  'external-tool': (
    <>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
};

/** Decorative: the type's name is always written next to it. */
export function ContentTypeIcon({ code, size = 24 }: { code: ContentTypeCode; size?: number }) {
  return (
    <svg
      className="tz-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      {PICTURES[CONTENT_TYPES[code].viewer]}
    </svg>
  );
}
