import { Err, Ok, type Result } from '../shared/result';
import { IssueCollector, isRecord, ITEM_ID_PATTERN, pointer, UUID_PATTERN } from './issueCollector';
import type { Answer, AnswerByType, PlayerDataByType, PlayerSegment, Point, Stroke, ValidationIssue } from './questionModel';
import type { QuestionTypeCode } from './questionTypes';

/** Size limits of an answer: a save is never bigger than this. */
export const ANSWER_LIMITS = {
  longText: 20000,
  shortText: 2000,
  formulaText: 200,
  gapText: 500,
  gaps: 50,
  entries: 50,
  choices: 20,
  strokes: 200,
  strokeNumbers: 4000,
  clicks: 50,
  files: 5,
  selectedWords: 1000,
} as const;

class AnswerChecker {
  readonly c = new IssueCollector('answer');

  constructor(readonly data: Record<string, unknown>) {}

  text(field: string, max: number): string {
    const value = this.data[field];
    if (typeof value !== 'string') {
      this.c.add(pointer(field), field, 'invalid');
      return '';
    }
    if (value.length > max) this.c.add(pointer(field), field, 'too-long');
    return value;
  }

  ids(field: string, max: number): string[] {
    const value = this.data[field];
    if (!Array.isArray(value)) {
      this.c.add(pointer(field), field, 'invalid');
      return [];
    }
    if (value.length > max) {
      this.c.add(pointer(field), field, 'too-many');
      return [];
    }
    const out: string[] = [];
    value.forEach((id: unknown, index) => {
      if (typeof id !== 'string' || !ITEM_ID_PATTERN.test(id)) this.c.add(pointer(field, index), field, 'invalid');
      else if (!out.includes(id)) out.push(id);
    });
    return out;
  }

  /** A map of ids (or gap indices) to ids (or typed texts). */
  map(field: string, key: RegExp, value: (v: unknown) => boolean, maxValue: number): Record<string, string> {
    const raw = this.data[field];
    if (!isRecord(raw)) {
      this.c.add(pointer(field), field, 'invalid');
      return {};
    }
    const entries = Object.entries(raw);
    if (entries.length > ANSWER_LIMITS.entries) {
      this.c.add(pointer(field), field, 'too-many');
      return {};
    }
    const out: Record<string, string> = {};
    for (const [k, v] of entries) {
      if (!key.test(k)) this.c.add(pointer(field, k), field, 'key-invalid');
      else if (typeof v !== 'string' || !value(v)) this.c.add(pointer(field, k), field, 'invalid');
      else if (v.length > maxValue) this.c.add(pointer(field, k), field, 'too-long');
      else out[k] = v;
    }
    return out;
  }

  fileGuid(value: unknown, path: string, field: string): string {
    if (typeof value !== 'string' || !UUID_PATTERN.test(value)) {
      this.c.add(path, field, 'invalid');
      return '';
    }
    return value.toLowerCase();
  }
}

const GAP_KEY = /^(?:0|[1-9]\d?)$/;
const isId = (v: unknown): boolean => typeof v === 'string' && ITEM_ID_PATTERN.test(v);
const anyText = (): boolean => true;
const COLOR = /^#[0-9a-fA-F]{6}$/;

function strokes(check: AnswerChecker): Stroke[] {
  const raw = check.data.strokes;
  if (!Array.isArray(raw)) {
    check.c.add('/strokes', 'strokes', 'invalid');
    return [];
  }
  if (raw.length > ANSWER_LIMITS.strokes) {
    check.c.add('/strokes', 'strokes', 'too-many');
    return [];
  }
  const out: Stroke[] = [];
  raw.forEach((stroke: unknown, index) => {
    const path = pointer('strokes', index);
    if (!isRecord(stroke) || !Array.isArray(stroke.points)) return check.c.add(path, 'strokes', 'invalid');
    const points: unknown[] = stroke.points;
    if (points.length > ANSWER_LIMITS.strokeNumbers || points.length % 2 !== 0) return check.c.add(`${path}/points`, 'strokes', 'points-invalid');
    if (!points.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1000)) return check.c.add(`${path}/points`, 'strokes', 'points-invalid');
    if (typeof stroke.color !== 'string' || !COLOR.test(stroke.color)) return check.c.add(`${path}/color`, 'strokes', 'color-invalid');
    const width = stroke.width;
    if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0 || width > 100) return check.c.add(`${path}/width`, 'strokes', 'width-invalid');
    out.push({ points: points as number[], color: stroke.color.toLowerCase(), width });
  });
  return out;
}

function clicks(check: AnswerChecker): Point[] {
  const raw = check.data.points;
  if (!Array.isArray(raw)) {
    check.c.add('/points', 'points', 'invalid');
    return [];
  }
  if (raw.length > ANSWER_LIMITS.clicks) {
    check.c.add('/points', 'points', 'too-many');
    return [];
  }
  const inRange = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100;
  const out: Point[] = [];
  raw.forEach((p: unknown, index) => {
    if (isRecord(p) && inRange(p.x) && inRange(p.y)) out.push({ x: p.x, y: p.y });
    else check.c.add(pointer('points', index), 'points', 'invalid');
  });
  return out;
}

type Validators = { [T in QuestionTypeCode]: (check: AnswerChecker) => AnswerByType[T] };

const VALIDATORS: Validators = {
  QT_1: (check) => {
    const choice = check.data.choice ?? null;
    if (choice !== null && !isId(choice)) check.c.add('/choice', 'choice', 'invalid');
    return { choice: typeof choice === 'string' ? choice : null };
  },
  QT_2: (check) => ({ choices: check.ids('choices', ANSWER_LIMITS.choices) }),
  QT_3: (check) => {
    const value = check.data.value ?? null;
    if (value !== null && typeof value !== 'boolean') check.c.add('/value', 'value', 'invalid');
    return { value: typeof value === 'boolean' ? value : null };
  },
  QT_4: (check) => ({ blanks: check.map('blanks', GAP_KEY, anyText, ANSWER_LIMITS.gapText) }),
  QT_5: (check) => ({ placements: check.map('placements', ITEM_ID_PATTERN, isId, 40) }),
  QT_6: (check) => ({ placements: check.map('placements', ITEM_ID_PATTERN, isId, 40) }),
  QT_7: (check) => ({ text: check.text('text', ANSWER_LIMITS.shortText) }),
  QT_8: (check) => ({ text: check.text('text', ANSWER_LIMITS.longText) }),
  QT_9: (check) => {
    const raw = check.data.file_guids;
    if (!Array.isArray(raw)) {
      check.c.add('/file_guids', 'file_guids', 'invalid');
      return { file_guids: [] };
    }
    if (raw.length > ANSWER_LIMITS.files) {
      check.c.add('/file_guids', 'file_guids', 'too-many');
      return { file_guids: [] };
    }
    return { file_guids: [...new Set(raw.map((g: unknown, i) => check.fileGuid(g, pointer('file_guids', i), 'file_guids')))] };
  },
  QT_10: (check) => ({ strokes: strokes(check) }),
  QT_11: (check) => ({ points: clicks(check) }),
  QT_12: (check) => ({ order: check.ids('order', ANSWER_LIMITS.choices) }),
  QT_13: (check) => ({ pairs: check.map('pairs', ITEM_ID_PATTERN, isId, 40) }),
  QT_14: (check) => ({ text: check.text('text', ANSWER_LIMITS.formulaText) }),
  QT_15: (check) => ({ text: check.text('text', ANSWER_LIMITS.formulaText) }),
  QT_16: (check) => ({ gaps: check.map('gaps', GAP_KEY, anyText, ANSWER_LIMITS.gapText) }),
  QT_17: (check) => ({ gaps: check.map('gaps', GAP_KEY, anyText, ANSWER_LIMITS.gapText) }),
  QT_18: (check) => {
    const raw = check.data.selected;
    if (!Array.isArray(raw) || raw.length > ANSWER_LIMITS.selectedWords) {
      check.c.add('/selected', 'selected', Array.isArray(raw) ? 'too-many' : 'invalid');
      return { selected: [] };
    }
    if (!raw.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 100000)) check.c.add('/selected', 'selected', 'invalid');
    return { selected: [...new Set(raw as number[])].sort((a, b) => a - b) };
  },
  QT_19: (check) => ({ choices: check.ids('choices', ANSWER_LIMITS.choices) }),
  QT_20: (check) => {
    const guid = check.data.file_guid ?? null;
    return { file_guid: guid === null ? null : check.fileGuid(guid, '/file_guid', 'file_guid') };
  },
  QT_21: (check) => ({ cells: check.map('cells', ITEM_ID_PATTERN, isId, 40) }),
};

/** An answer's shape checked for its type (sizes bounded); Ok holds it normalised. */
export function validateAnswer<T extends QuestionTypeCode>(type: T, answer: unknown): Result<AnswerByType[T], ValidationIssue[]> {
  if (!isRecord(answer)) return Err([{ path: '', code: 'answer.data.invalid' }]);
  const validator = VALIDATORS[type] as ((check: AnswerChecker) => AnswerByType[T]) | undefined;
  if (validator === undefined) return Err([{ path: '', code: 'answer.type.unknown' }]);
  const check = new AnswerChecker(answer);
  const normalised = validator(check);
  return check.c.failed ? Err(check.c.issues) : Ok(normalised);
}

const EMPTY: { [T in QuestionTypeCode]: () => AnswerByType[T] } = {
  QT_1: () => ({ choice: null }),
  QT_2: () => ({ choices: [] }),
  QT_3: () => ({ value: null }),
  QT_4: () => ({ blanks: {} }),
  QT_5: () => ({ placements: {} }),
  QT_6: () => ({ placements: {} }),
  QT_7: () => ({ text: '' }),
  QT_8: () => ({ text: '' }),
  QT_9: () => ({ file_guids: [] }),
  QT_10: () => ({ strokes: [] }),
  QT_11: () => ({ points: [] }),
  QT_12: () => ({ order: [] }),
  QT_13: () => ({ pairs: {} }),
  QT_14: () => ({ text: '' }),
  QT_15: () => ({ text: '' }),
  QT_16: () => ({ gaps: {} }),
  QT_17: () => ({ gaps: {} }),
  QT_18: () => ({ selected: [] }),
  QT_19: () => ({ choices: [] }),
  QT_20: () => ({ file_guid: null }),
  QT_21: () => ({ cells: {} }),
};

/** The answer a player starts from: nothing chosen, typed or drawn. */
export function emptyAnswer<T extends QuestionTypeCode>(type: T): AnswerByType[T] {
  return (EMPTY[type] as () => AnswerByType[T])();
}

const nonEmptyList = (v: unknown): boolean => Array.isArray(v) && v.length > 0;
const someText = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';
const someEntry = (v: unknown): boolean => isRecord(v) && Object.values(v).some(someText);

/** Whether the student has given an answer (a blank text, no choice, an empty drawing are not). */
export function isAnswered(type: QuestionTypeCode, answer: Answer | undefined): boolean {
  if (!isRecord(answer)) return false;
  const a: Record<string, unknown> = answer;
  switch (type) {
    case 'QT_1':
      return typeof a.choice === 'string' && a.choice !== '';
    case 'QT_3':
      return typeof a.value === 'boolean';
    case 'QT_2':
    case 'QT_19':
      return nonEmptyList(a.choices);
    case 'QT_4':
      return someEntry(a.blanks);
    case 'QT_5':
    case 'QT_6':
      return someEntry(a.placements);
    case 'QT_7':
    case 'QT_8':
    case 'QT_14':
    case 'QT_15':
      return someText(a.text);
    case 'QT_9':
      return nonEmptyList(a.file_guids);
    case 'QT_10':
      return Array.isArray(a.strokes) && a.strokes.some((s: unknown) => isRecord(s) && nonEmptyList(s.points));
    case 'QT_11':
      return nonEmptyList(a.points);
    case 'QT_12':
      return nonEmptyList(a.order);
    case 'QT_13':
      return someEntry(a.pairs);
    case 'QT_16':
    case 'QT_17':
      return someEntry(a.gaps);
    case 'QT_18':
      return nonEmptyList(a.selected);
    case 'QT_20':
      return typeof a.file_guid === 'string' && a.file_guid !== '';
    case 'QT_21':
      return someEntry(a.cells);
  }
}

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** A question's type and player data, as a student's player and the server both have it. */
export type PlayerQuestionShape = { [T in keyof PlayerDataByType]: { type: T; data: PlayerDataByType[T] } }[keyof PlayerDataByType];

/** Nothing given; given in part (a gap left empty, a text under its word minimum…); given in full. */
export type AnswerCompleteness = 'unanswered' | 'incomplete' | 'complete';

const gapIndexes = (segments: readonly PlayerSegment[]) => segments.flatMap((s) => (s.kind === 'gap' ? [String(s.index)] : []));
const everyKey = (keys: readonly string[], given: unknown) => isRecord(given) && keys.every((key) => someText(given[key]));

/**
 * How fully an answer answers its question, by the question's own demands: what scoring counts as no answer is
 * `unanswered` (the same `isAnswered`), and an answer that leaves a part of the question out — a gap, a label, an
 * item, a pair, a row — or a long text outside its word limits is `incomplete`. The warning before submitting lists
 * both, so "every question answered" is never said of a test with a part left out (ADR 0121, ADR 0423).
 */
export function answerCompleteness(question: PlayerQuestionShape, answer: Answer | undefined): AnswerCompleteness {
  if (!isAnswered(question.type, answer) || !isRecord(answer)) return 'unanswered';
  const a: Record<string, unknown> = answer;
  const complete = (ok: boolean): AnswerCompleteness => (ok ? 'complete' : 'incomplete');
  switch (question.type) {
    case 'QT_8': {
      const words = countWords(typeof a.text === 'string' ? a.text : '');
      const { min_words: min, max_words: max } = question.data;
      return complete((min === null || words >= min) && (max === null || words <= max));
    }
    case 'QT_4':
      return complete(everyKey(gapIndexes(question.data.segments), a.blanks));
    case 'QT_16':
    case 'QT_17':
      return complete(everyKey(gapIndexes(question.data.segments), a.gaps));
    case 'QT_5':
      return complete(everyKey(question.data.targets.map((t) => t.id), a.placements));
    case 'QT_6':
      return complete(everyKey(question.data.items.map((i) => i.id), a.placements));
    case 'QT_13':
      return complete(everyKey(question.data.left.map((l) => l.id), a.pairs));
    case 'QT_21':
      return complete(everyKey(question.data.rows.map((r) => r.id), a.cells));
    default:
      return 'complete';
  }
}
