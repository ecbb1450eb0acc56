/**
 * Spec §3: question types QT_1 … QT_21. The spec names eleven of them and leaves the
 * number-to-type mapping open; this table is Tiza's mapping (docs/question-types.md, ADR 0116).
 *
 * - `objective`: scored by the domain (`scoreAnswer`) with partial credit;
 * - `manual`: a teacher scores it (long text, file upload, pencil drawing, audio answer).
 */
export const QUESTION_TYPES = {
  QT_1: { key: 'singleChoice', scoring: 'objective' },
  QT_2: { key: 'multipleChoice', scoring: 'objective' },
  QT_3: { key: 'trueFalse', scoring: 'objective' },
  QT_4: { key: 'cloze', scoring: 'objective' },
  QT_5: { key: 'labelImage', scoring: 'objective' },
  QT_6: { key: 'classify', scoring: 'objective' },
  QT_7: { key: 'shortText', scoring: 'objective' },
  QT_8: { key: 'longText', scoring: 'manual' },
  QT_9: { key: 'fileUpload', scoring: 'manual' },
  QT_10: { key: 'pencil', scoring: 'manual' },
  QT_11: { key: 'clickToFind', scoring: 'objective' },
  QT_12: { key: 'ordering', scoring: 'objective' },
  QT_13: { key: 'matching', scoring: 'objective' },
  QT_14: { key: 'numeric', scoring: 'objective' },
  QT_15: { key: 'formula', scoring: 'objective' },
  QT_16: { key: 'dragWords', scoring: 'objective' },
  QT_17: { key: 'dropdownCloze', scoring: 'objective' },
  QT_18: { key: 'highlightWords', scoring: 'objective' },
  QT_19: { key: 'imageChoice', scoring: 'objective' },
  QT_20: { key: 'audioAnswer', scoring: 'manual' },
  QT_21: { key: 'matrix', scoring: 'objective' },
} as const satisfies Record<string, { key: string; scoring: 'objective' | 'manual' }>;

export type QuestionTypeCode = keyof typeof QUESTION_TYPES;
export type QuestionTypeKey = (typeof QUESTION_TYPES)[QuestionTypeCode]['key'];

export const QUESTION_TYPE_CODES = Object.keys(QUESTION_TYPES) as QuestionTypeCode[];

/** 'QT_7' or 'qt_7' → 'QT_7'; anything else → undefined. */
export function parseQuestionType(raw: string): QuestionTypeCode | undefined {
  const code = raw.trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(QUESTION_TYPES, code) ? (code as QuestionTypeCode) : undefined;
}

export function isManuallyScored(code: QuestionTypeCode): boolean {
  return QUESTION_TYPES[code].scoring === 'manual';
}

/** Locale key of the type's name: `questions:types.<key>`. */
export function questionTypeKey(code: QuestionTypeCode): QuestionTypeKey {
  return QUESTION_TYPES[code].key;
}
