/**
 * Every validation code the assessment domain produces, for the SPA's translations
 * (docs/question-types.md lists them with their meaning; a unit test keeps the three in step).
 */
const LIST_CODES = ['missing', 'invalid', 'too-few', 'too-many', 'id-invalid', 'id-duplicate', 'text-missing', 'text-invalid', 'text-blank', 'text-too-long'];
const LISTS = ['options', 'labels', 'categories', 'items', 'left', 'right', 'rows', 'columns'];

export const QUESTION_ISSUE_CODES: readonly string[] = [
  'question.data.invalid',
  'question.type.unknown',
  ...LISTS.flatMap((list) => LIST_CODES.map((problem) => `question.${list}.${problem}`)),
  ...['file-invalid', 'alt-missing', 'alt-invalid', 'alt-blank', 'alt-too-long'].map((p) => `question.options.${p}`),
  ...LIST_CODES.filter((p) => !p.startsWith('text-')).map((problem) => `question.targets.${problem}`),
  'question.targets.position-invalid',
  'question.targets.area-invalid',
  'question.right.fewer-than-left',
  ...['missing', 'invalid', 'unknown', 'too-many'].map((p) => `question.correct.${p}`),
  ...['missing', 'invalid', 'unknown', 'duplicate'].map((p) => `question.pairs.${p}`),
  'question.shuffle.invalid',
  'question.case_sensitive.invalid',
  'question.multiple.invalid',
  ...['missing', 'invalid', 'blank', 'too-long', 'no-gaps', 'too-many-gaps', 'gap-blank', 'gap-blank-alternative', 'gap-alternatives', 'gap-too-few-options', 'gap-starred', 'gap-duplicate-option', 'gap-not-one-word', 'html-not-allowed'].map(
    (p) => `question.text.${p}`,
  ),
  'question.image_file_guid.missing',
  'question.image_file_guid.invalid',
  'question.background_file_guid.missing',
  'question.background_file_guid.invalid',
  ...['missing', 'invalid', 'too-few', 'too-many', 'blank', 'too-long', 'longer-than-max'].map((p) => `question.accepted.${p}`),
  'question.max_length.invalid',
  'question.max_length.out-of-range',
  'question.min_words.invalid',
  'question.min_words.out-of-range',
  'question.max_words.invalid',
  'question.max_words.out-of-range',
  'question.max_words.less-than-min',
  'question.accepted_kinds.missing',
  'question.accepted_kinds.invalid',
  'question.accepted_kinds.too-few',
  ...['missing', 'invalid', 'out-of-range'].map((p) => `question.max_files.${p}`),
  ...['missing', 'invalid', 'out-of-range', 'too-few'].map((p) => `question.max_clicks.${p}`),
  'question.value.missing',
  'question.value.invalid',
  'question.tolerance.invalid',
  'question.unit.invalid',
  'question.unit.too-long',
  ...['missing', 'invalid', 'blank', 'too-long', 'syntax', 'unknown-name'].map((p) => `question.expression.${p}`),
  ...['invalid', 'too-many', 'reserved', 'duplicate'].map((p) => `question.variables.${p}`),
  ...['invalid', 'too-many', 'missing', 'blank', 'too-long'].map((p) => `question.distractors.${p}`),
  'question.max_seconds.invalid',
  'question.max_seconds.out-of-range',
];

export const ANSWER_ISSUE_CODES: readonly string[] = [
  'answer.data.invalid',
  'answer.type.unknown',
  'answer.choice.invalid',
  ...['choices', 'order', 'file_guids', 'points', 'selected', 'strokes'].flatMap((f) => [`answer.${f}.invalid`, `answer.${f}.too-many`]),
  'answer.value.invalid',
  ...['blanks', 'gaps', 'placements', 'pairs', 'cells'].flatMap((f) => ['invalid', 'too-many', 'key-invalid', 'too-long'].map((p) => `answer.${f}.${p}`)),
  'answer.text.invalid',
  'answer.text.too-long',
  'answer.file_guid.invalid',
  'answer.strokes.points-invalid',
  'answer.strokes.color-invalid',
  'answer.strokes.width-invalid',
];

export const SETTINGS_ISSUE_CODES: readonly string[] = [
  'settings.duration_minutes.invalid',
  'settings.attempts_allowed.invalid',
  'settings.ranking_scale.invalid',
  'settings.one_per_page.invalid',
  'settings.instructions_html.invalid',
  'settings.instructions_html.too-long',
];
