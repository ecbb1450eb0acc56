/**
 * The shapes of a question's `question_data` (what the teacher authors, answer key included), of a
 * student's answer, and of what a student's player receives (the answer key removed).
 * Contract for the SPA and the server: docs/question-types.md. Functions live beside this file:
 * questionData.ts (validate), playerView.ts (strip the key), answers.ts (validate, answered?),
 * scoring.ts (score), gapText.ts (the [[…]] syntax), formula.ts (equivalence).
 *
 * Conventions:
 * - Ids inside a question (`id`) are short strings chosen by the editor ('a', 'b', 'o1', …), unique
 *   within their list; 1–40 characters of [A-Za-z0-9_-].
 * - Texts are formatted text (HTML allowed by the sanitiser, formulas in \( \) or $ $) unless said plain.
 * - Positions on an image are percentages of its width/height, 0–100.
 * - Gap texts (QT_4, QT_16, QT_17, QT_18) mark gaps with double brackets, see gapText.ts:
 *   QT_4  "El agua hierve a [[100|cien]] grados"      accepted answers separated by |
 *   QT_16 "El [[agua]] hierve a [[100]] grados"        the word that goes in the gap
 *   QT_17 "El agua es [[*líquida|sólida|gaseosa]]"     the options, the right one starred
 *   QT_18 "El [[gato]] come [[pescado]]"               the words to highlight
 */

export interface Choice {
  id: string;
  text: string;
}

export interface ImageChoice {
  id: string;
  file_guid: string;
  alt: string;
}

export interface Point {
  x: number;
  y: number;
}

export interface Area extends Point {
  id: string;
  w: number;
  h: number;
}

export interface QuestionDataByType {
  QT_1: { options: Choice[]; correct: string; shuffle: boolean };
  QT_2: { options: Choice[]; correct: string[]; shuffle: boolean };
  QT_3: { correct: boolean };
  QT_4: { text: string; case_sensitive: boolean };
  QT_5: { image_file_guid: string; targets: (Point & { id: string })[]; labels: Choice[]; correct: Record<string, string> };
  QT_6: { categories: Choice[]; items: Choice[]; correct: Record<string, string> };
  QT_7: { accepted: string[]; case_sensitive: boolean; max_length: number };
  QT_8: { min_words: number | null; max_words: number | null };
  QT_9: { accepted_kinds: ('image' | 'pdf' | 'audio' | 'video')[]; max_files: number };
  QT_10: { background_file_guid: string | null };
  QT_11: { image_file_guid: string; targets: Area[]; max_clicks: number };
  QT_12: { items: Choice[] };
  QT_13: { left: Choice[]; right: Choice[]; pairs: Record<string, string> };
  QT_14: { value: number; tolerance: number; unit: string | null };
  QT_15: { expression: string; variables: string[] };
  QT_16: { text: string; distractors: string[] };
  QT_17: { text: string };
  QT_18: { text: string };
  QT_19: { options: ImageChoice[]; correct: string[]; multiple: boolean };
  QT_20: { max_seconds: number };
  QT_21: { rows: Choice[]; columns: Choice[]; correct: Record<string, string> };
}

/** One stroke of a pencil answer: points flattened [x0, y0, x1, y1, …] on a 0–1000 canvas. */
export interface Stroke {
  points: number[];
  color: string;
  width: number;
}

export interface AnswerByType {
  QT_1: { choice: string | null };
  QT_2: { choices: string[] };
  QT_3: { value: boolean | null };
  /** Gap index (0-based, in text order) as a string → what the student typed. */
  QT_4: { blanks: Record<string, string> };
  /** Target id → label id. */
  QT_5: { placements: Record<string, string> };
  /** Item id → category id. */
  QT_6: { placements: Record<string, string> };
  QT_7: { text: string };
  QT_8: { text: string };
  QT_9: { file_guids: string[] };
  QT_10: { strokes: Stroke[] };
  /** Where the student clicked (percent of the image). */
  QT_11: { points: Point[] };
  /** Item ids in the student's order. */
  QT_12: { order: string[] };
  /** Left id → right id. */
  QT_13: { pairs: Record<string, string> };
  /** As typed: "3,5" and "3.5" are both read. */
  QT_14: { text: string };
  QT_15: { text: string };
  /** Gap index → the word placed there. */
  QT_16: { gaps: Record<string, string> };
  /** Gap index → the option chosen (its text). */
  QT_17: { gaps: Record<string, string> };
  /** Indices of the highlighted words among the player's `words`. */
  QT_18: { selected: number[] };
  QT_19: { choices: string[] };
  QT_20: { file_guid: string | null };
  /** Row id → column id. */
  QT_21: { cells: Record<string, string> };
}

/** A segment of a gap text as the player shows it: text, or a numbered gap (options only for QT_17). */
export type PlayerSegment = { kind: 'text'; text: string } | { kind: 'gap'; index: number; options?: string[] };

/** What a student's player receives: never the answer key. */
export interface PlayerDataByType {
  QT_1: { options: Choice[] };
  QT_2: { options: Choice[] };
  QT_3: Record<string, never>;
  QT_4: { segments: PlayerSegment[] };
  QT_5: { image_file_guid: string; targets: (Point & { id: string })[]; labels: Choice[] };
  QT_6: { categories: Choice[]; items: Choice[] };
  QT_7: { max_length: number };
  QT_8: { min_words: number | null; max_words: number | null };
  QT_9: { accepted_kinds: ('image' | 'pdf' | 'audio' | 'video')[]; max_files: number };
  QT_10: { background_file_guid: string | null };
  /** How many things to find; where they are is the key. */
  QT_11: { image_file_guid: string; targets_count: number; max_clicks: number };
  /** The items in a shuffled (seeded, stable) order. */
  QT_12: { items: Choice[] };
  QT_13: { left: Choice[]; right: Choice[] };
  QT_14: { unit: string | null };
  QT_15: { variables: string[] };
  /** The word bank: gap words and distractors, sorted alphabetically (locale-independent). */
  QT_16: { segments: PlayerSegment[]; bank: string[] };
  QT_17: { segments: PlayerSegment[] };
  /** The text cut into words (no brackets); the student picks indices among `words`. */
  QT_18: { words: string[]; separators: string[] };
  QT_19: { options: ImageChoice[]; multiple: boolean };
  QT_20: { max_seconds: number };
  QT_21: { rows: Choice[]; columns: Choice[] };
}

export type QuestionData<T extends keyof QuestionDataByType = keyof QuestionDataByType> = QuestionDataByType[T];
export type Answer<T extends keyof AnswerByType = keyof AnswerByType> = AnswerByType[T];
export type PlayerData<T extends keyof PlayerDataByType = keyof PlayerDataByType> = PlayerDataByType[T];

/** An authored question as the domain scores it. `points` is the question's ranking_scale (its weight). */
export type AuthoredQuestion = { [T in keyof QuestionDataByType]: { guid: string; type: T; points: number; data: QuestionDataByType[T] } }[keyof QuestionDataByType];

/** A question as a student's player gets it. */
export type PlayerQuestion = { [T in keyof PlayerDataByType]: { guid: string; type: T; points: number; data: PlayerDataByType[T] } }[keyof PlayerDataByType];

/** How an answer scored: in full, in part, not at all, not answered, or waiting for a teacher. */
export const OUTCOMES = ['correct', 'partial', 'incorrect', 'unanswered', 'needs-grading'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** A question's score: points earned out of `max` (its ranking_scale), rounded to 2 decimals. */
export interface QuestionScore {
  points: number | null;
  max: number;
  outcome: Outcome;
}

export interface ValidationIssue {
  /** JSON pointer inside question_data or the answer, e.g. '/options/1/text'. */
  path: string;
  /** A stable code the SPA translates: 'question.options.too-few', 'question.correct.missing', … */
  code: string;
}
