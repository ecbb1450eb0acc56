import * as yup from 'yup';
import { ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE, type ContentTypeCode, isEvaluableType } from '@domain/content/contentTypes';
import { acceptsCaptions, MAX_BOOK_PAGES, MAX_HTML_LENGTH, MAX_MARKERS, safeLinkUrl, uploadKindsFor } from '@domain/content/itemRules';
import { parseLocalDateTime } from '@domain/lessons/deliverDate';
import { cleanTeacherNotes, TEACHER_NOTES_MAX } from '@domain/projection/teacherNotes';
import { DEFAULT_ASSESSMENT_SETTINGS } from '@domain/assessments/attemptRules';
import { checkScore } from '@domain/grading/scoreValidation';
import { itemDataKind, mainFileGuid, sortMarkers, type ItemData } from '@domain/content/itemData';
import type { ItemInput, LessonItemDetail } from '@application/lessons/Lesson';
import { fromInputValue, toInputValue } from '@ui/pages/lessons/editor/localDateTime';

export const ITEM_NAME_MAX = 200;
export const MARKER_LABEL_MAX = 200;

export interface BookPageValues {
  title: string;
  html: string;
}

export interface MarkerValues {
  /** mm:ss (or h:mm:ss) as typed. */
  at: string;
  label: string;
}

/** Every field any type may show; a type reads only its own. Strings as typed: the user's text is never lost. */
export interface ItemFormValues {
  name: string;
  html: string;
  pages: BookPageValues[];
  fileGuid: string;
  captionsFileGuid: string;
  captionsLanguage: string;
  url: string;
  description: string;
  alt: string;
  instructionsHtml: string;
  acceptsText: boolean;
  acceptsFiles: boolean;
  markers: MarkerValues[];
  /** Assessments (CTTY_09): numbers as typed. */
  durationUnlimited: boolean;
  durationMinutes: string;
  attemptsAllowed: string;
  rankingScale: string;
  onePerPage: boolean;
  /** `<input type="datetime-local">` value, '' for none. */
  deliverAt: string;
  canDeliverLate: boolean;
  evaluable: boolean;
  published: boolean;
  teachersOnly: boolean;
  /** The teacher's notes for class, as typed (ADR 0526). */
  teacherNotes: string;
}

/** 75 → "1:15"; 3725 → "1:02:05". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "1:15" → 75, "1:02:05" → 3725; anything else → undefined. */
export function parseClock(value: string): number | undefined {
  const match = /^(?:(\d+):)?(\d{1,3}):([0-5]\d)$/u.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export function initialValues(code: ContentTypeCode, item: LessonItemDetail | undefined): ItemFormValues {
  const data: ItemData | null = item?.data ?? null;
  const captions = data !== null && (data.kind === 'video' || data.kind === 'audio' || data.kind === 'video-lesson') ? data : null;
  const assignment = data?.kind === 'assignment' ? data : null;
  const settings = data?.kind === 'test' ? data.settings : DEFAULT_ASSESSMENT_SETTINGS;
  const pages = data?.kind === 'book' ? data.pages : [];
  return {
    name: item?.name ?? '',
    html: data?.kind === 'document' ? data.html : '',
    pages: pages.length > 0 ? pages.map((page) => ({ ...page })) : [{ title: '', html: '' }],
    fileGuid: (data === null ? null : mainFileGuid(data)) ?? '',
    captionsFileGuid: captions?.captionsFileGuid ?? '',
    captionsLanguage: captions?.captionsLanguage ?? '',
    url: data?.kind === 'link' ? data.url : '',
    description: data?.kind === 'link' ? (data.description ?? '') : '',
    alt: data?.kind === 'image' ? data.alt : '',
    instructionsHtml: assignment?.instructionsHtml ?? (data?.kind === 'test' ? settings.instructionsHtml : ''),
    acceptsText: assignment?.acceptsText ?? true,
    acceptsFiles: assignment?.acceptsFiles ?? true,
    markers: data?.kind === 'video-lesson' ? data.markers.map((marker) => ({ at: formatClock(marker.atSeconds), label: marker.label })) : [],
    durationUnlimited: settings.durationMinutes === null,
    durationMinutes: settings.durationMinutes === null ? '' : String(settings.durationMinutes),
    attemptsAllowed: String(settings.attemptsAllowed),
    rankingScale: String(settings.rankingScale),
    onePerPage: settings.onePerPage,
    deliverAt: toInputValue(item?.deliverAt ?? null),
    canDeliverLate: item?.canDeliverLate ?? false,
    evaluable: item?.evaluable ?? isEvaluableType(code),
    published: item?.published ?? false,
    teachersOnly: item?.audience === 'teachers',
    teacherNotes: item?.teacherNotes ?? '',
  };
}

const html = () => yup.string().max(MAX_HTML_LENGTH, 'html.tooLong');

export const DURATION_MAX_MINUTES = 600;
export const ATTEMPTS_MAX = 10;
export const RANKING_SCALE_MAX = 1000;

/** A whole number typed in a field, or undefined. */
function wholeNumber(value: string | undefined): number | undefined {
  const text = (value ?? '').trim();
  return /^\d{1,4}$/u.test(text) ? Number(text) : undefined;
}

/** The ranking scale as typed ("10", "7,5"): 1–1000 with at most two decimals, read like a score. */
export function parseRankingScale(value: string): number | undefined {
  const checked = checkScore(value, { min: 1, max: RANKING_SCALE_MAX, decimals: 2 });
  return checked.ok ? checked.val : undefined;
}

/** The form's rules for one type; messages are `lesson:validation.<code>` keys. */
export function itemSchema(code: ContentTypeCode) {
  const needsFile = uploadKindsFor(code).length > 0;
  return yup.object({
    name: yup.string().trim().required('name.required').max(ITEM_NAME_MAX, 'name.tooLong'),
    html: code === 'CTTY_01' ? html().trim().required('html.required') : yup.string(),
    pages:
      code === 'CTTY_02'
        ? yup
            .array(yup.object({ title: yup.string().trim().required('page.titleRequired').max(ITEM_NAME_MAX, 'name.tooLong'), html: html() }))
            .min(1, 'pages.min')
            .max(MAX_BOOK_PAGES, 'pages.max')
        : yup.array(),
    fileGuid: needsFile ? yup.string().required('file.required') : yup.string(),
    captionsLanguage: acceptsCaptions(code) ? yup.string().max(35, 'language.invalid').matches(/^$|^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/u, 'language.invalid') : yup.string(),
    url: code === 'CTTY_06' ? yup.string().test('url', (value, context) => {
          if ((value ?? '').trim() === '') return context.createError({ message: 'url.required' });
          const safe = safeLinkUrl(value ?? '');
          return safe.ok || context.createError({ message: safe.val === 'UNSAFE_URL' ? 'url.unsafe' : 'url.invalid' });
        })
      : yup.string(),
    alt: code === 'CTTY_07' ? yup.string().trim().required('alt.required').max(500, 'alt.tooLong') : yup.string(),
    instructionsHtml: code === ASSIGNMENT_CONTENT_TYPE ? html().trim().required('instructions.required') : code === ASSESSMENT_CONTENT_TYPE ? html() : yup.string(),
    acceptsText: yup.boolean(),
    acceptsFiles:
      code === ASSIGNMENT_CONTENT_TYPE ? yup.boolean().test('accepts', 'accepts.one', function check(value) { return value === true || (this.parent as ItemFormValues).acceptsText; }) : yup.boolean(),
    markers:
      code === 'CTTY_VIDEOLESSON'
        ? yup
            .array(
              yup.object({
                at: yup.string().test('clock', 'marker.time', (value) => parseClock(value ?? '') !== undefined),
                label: yup.string().trim().required('marker.labelRequired').max(MARKER_LABEL_MAX, 'name.tooLong'),
              }),
            )
            .max(MAX_MARKERS, 'markers.max')
        : yup.array(),
    durationMinutes:
      code === ASSESSMENT_CONTENT_TYPE
        ? yup.string().test('duration', 'duration.invalid', function check(value) {
            if ((this.parent as ItemFormValues).durationUnlimited) return true;
            const minutes = wholeNumber(value);
            return minutes !== undefined && minutes >= 1 && minutes <= DURATION_MAX_MINUTES;
          })
        : yup.string(),
    attemptsAllowed:
      code === ASSESSMENT_CONTENT_TYPE
        ? yup.string().test('attempts', 'attempts.invalid', (value) => {
            const attempts = wholeNumber(value);
            return attempts !== undefined && attempts >= 1 && attempts <= ATTEMPTS_MAX;
          })
        : yup.string(),
    rankingScale: code === ASSESSMENT_CONTENT_TYPE ? yup.string().test('scale', 'rankingScale.invalid', (value) => parseRankingScale(value ?? '') !== undefined) : yup.string(),
    teacherNotes: yup.string().max(TEACHER_NOTES_MAX, 'teacherNotes.tooLong'),
    deliverAt: yup.string().test('date', 'deliverAt.invalid', (value) => {
      const wire = fromInputValue(value ?? '');
      return wire === null || parseLocalDateTime(wire).ok;
    }),
  });
}

function typeData(code: ContentTypeCode, values: ItemFormValues): ItemData {
  const captioned = {
    fileGuid: values.fileGuid === '' ? null : values.fileGuid,
    captionsFileGuid: values.captionsFileGuid === '' ? null : values.captionsFileGuid,
    captionsLanguage: values.captionsLanguage.trim() === '' ? null : values.captionsLanguage.trim(),
  };
  const kind = itemDataKind(code);
  switch (kind) {
    case 'document':
      return { kind, html: values.html };
    case 'book':
      return { kind, pages: values.pages.map((page) => ({ title: page.title.trim(), html: page.html })) };
    case 'video':
    case 'audio':
      return { kind, ...captioned };
    case 'pdf':
      return { kind, fileGuid: captioned.fileGuid };
    case 'link': {
      const safe = safeLinkUrl(values.url);
      return { kind, url: safe.ok ? safe.val : values.url.trim(), description: values.description.trim() === '' ? null : values.description.trim() };
    }
    case 'image':
      return { kind, fileGuid: captioned.fileGuid, alt: values.alt.trim() };
    case 'assignment':
      return { kind, instructionsHtml: values.instructionsHtml, acceptsText: values.acceptsText, acceptsFiles: values.acceptsFiles };
    case 'test':
      return {
        kind,
        settings: {
          durationMinutes: values.durationUnlimited ? null : (wholeNumber(values.durationMinutes) ?? null),
          attemptsAllowed: wholeNumber(values.attemptsAllowed) ?? DEFAULT_ASSESSMENT_SETTINGS.attemptsAllowed,
          rankingScale: parseRankingScale(values.rankingScale) ?? DEFAULT_ASSESSMENT_SETTINGS.rankingScale,
          onePerPage: values.onePerPage,
          instructionsHtml: values.instructionsHtml,
        },
      };
    case 'video-lesson':
      return { kind, ...captioned, markers: sortMarkers(values.markers.map((marker) => ({ atSeconds: parseClock(marker.at) ?? 0, label: marker.label.trim() }))) };
    // A package's data comes from its upload, never from this form.
    case 'scorm':
    case 'interactive':
    case 'opaque':
      return { kind: 'opaque' };
  }
}

/** Valid form values → what the store sends; the deliver date goes as the school's wall-clock time. */
export function toItemInput(code: ContentTypeCode, values: ItemFormValues): ItemInput {
  const deliverAt = fromInputValue(values.deliverAt);
  return {
    name: values.name.trim(),
    contentType: code,
    data: typeData(code, values),
    deliverAt,
    canDeliverLate: deliverAt !== null && values.canDeliverLate,
    evaluable: values.evaluable,
    published: values.published,
    audience: values.teachersOnly ? 'teachers' : 'all',
    teacherNotes: cleanTeacherNotes(values.teacherNotes),
  };
}
