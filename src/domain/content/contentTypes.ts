/** How the lesson screen shows an item. */
export type ViewerKind =
  | 'document'
  | 'book'
  | 'video'
  | 'audio'
  | 'pdf'
  | 'link'
  | 'image'
  | 'test'
  | 'scorm'
  | 'assignment'
  | 'interactive'
  | 'video-lesson'
  | 'external-tool';

/**
 * Spec §3 content type codes. `key` names the label (`contentTypes.<key>`); `evaluable` says whether
 * the item yields a score by default (the server's `content_is_evaluable` may still say otherwise
 * for one item). See docs/decisions/0106-content-and-media-types.md.
 */
export const CONTENT_TYPES = {
  CTTY_01: { key: 'document', viewer: 'document', evaluable: false },
  CTTY_02: { key: 'mintBook', viewer: 'book', evaluable: false },
  CTTY_03: { key: 'video', viewer: 'video', evaluable: false },
  CTTY_04: { key: 'audio', viewer: 'audio', evaluable: false },
  CTTY_05: { key: 'pdf', viewer: 'pdf', evaluable: false },
  CTTY_06: { key: 'link', viewer: 'link', evaluable: false },
  CTTY_07: { key: 'image', viewer: 'image', evaluable: false },
  CTTY_09: { key: 'test', viewer: 'test', evaluable: true },
  CTTY_10: { key: 'scorm', viewer: 'scorm', evaluable: true },
  CTTY_14: { key: 'assignment', viewer: 'assignment', evaluable: true },
  CTTY_20: { key: 'xapi', viewer: 'interactive', evaluable: true },
  CTTY_VIDEOLESSON: { key: 'videoLesson', viewer: 'video-lesson', evaluable: false },
  CTTY_LTI: { key: 'externalTool', viewer: 'external-tool', evaluable: false },
} as const satisfies Record<string, { key: string; viewer: ViewerKind; evaluable: boolean }>;

export type ContentTypeCode = keyof typeof CONTENT_TYPES;

/** A test (assessment): questions, attempts and results. */
export const ASSESSMENT_CONTENT_TYPE = 'CTTY_09' satisfies ContentTypeCode;
/** An assignment: students hand in text or files. */
export const ASSIGNMENT_CONTENT_TYPE = 'CTTY_14' satisfies ContentTypeCode;
/** The types whose items are always graded, whatever their evaluable flag says (ADR 0231): tests and assignments. */
export const ALWAYS_GRADED_TYPES = [ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE] as const;
export type ContentType = (typeof CONTENT_TYPES)[ContentTypeCode] & { code: ContentTypeCode };

export const CONTENT_TYPE_CODES = Object.keys(CONTENT_TYPES) as ContentTypeCode[];

/** Codes arrive as sent by the server; 'ctty_09' is accepted as CTTY_09. */
export function parseContentTypeCode(value: string): ContentTypeCode | undefined {
  const code = value.trim().toUpperCase();
  return Object.hasOwn(CONTENT_TYPES, code) ? (code as ContentTypeCode) : undefined;
}

export function contentType(code: ContentTypeCode): ContentType {
  return { code, ...CONTENT_TYPES[code] };
}

/** Whether a new item of this type gives a score (`content_is_evaluable` when the teacher does not say). */
export function isEvaluableType(code: ContentTypeCode): boolean {
  return CONTENT_TYPES[code].evaluable;
}

/** Translation key of a content type's label, e.g. `contentTypes.test`. */
export function contentTypeLabelKey(code: ContentTypeCode): string {
  return `contentTypes.${CONTENT_TYPES[code].key}`;
}
