import { Err, Ok, type Result } from '../shared/result';
import { FORMULA_VARIABLE_PATTERN, parseFormula } from './formula';
import { gapsOf, isOneWord } from './gapText';
import { IssueCollector, isRecord, ITEM_ID_PATTERN, pointer, UUID_PATTERN } from './issueCollector';
import type { Area, Choice, ImageChoice, Point, QuestionDataByType, ValidationIssue } from './questionModel';
import type { QuestionTypeCode } from './questionTypes';

/** Longest formatted text a teacher writes in one field (option, label, gap text…). */
export const QUESTION_TEXT_MAX = 2000;
export const MAX_GAPS = 50;
export const FILE_KINDS = ['image', 'pdf', 'audio', 'video'] as const;

type Raw = Record<string, unknown>;

/** Validation helpers bound to one document; each returns a normalised value (a safe fallback when wrong). */
class DataChecker {
  readonly c = new IssueCollector('question');

  constructor(readonly data: Raw) {}

  boolean(field: string, fallback: boolean): boolean {
    const value = this.data[field];
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') {
      this.c.add(pointer(field), field, 'invalid');
      return fallback;
    }
    return value;
  }

  integer(field: string, min: number, max: number, fallback: number): number {
    const value = this.data[field];
    if (value === undefined) {
      this.c.add(pointer(field), field, 'missing');
      return fallback;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.c.add(pointer(field), field, 'invalid');
      return fallback;
    }
    if (value < min || value > max) {
      this.c.add(pointer(field), field, 'out-of-range');
      return fallback;
    }
    return value;
  }

  optionalInteger(field: string, min: number, max: number): number | null {
    const value = this.data[field];
    if (value === undefined || value === null) return null;
    return this.integer(field, min, max, min);
  }

  /** A plain or formatted text: trimmed, not blank (unless allowed), at most `max` characters. */
  text(path: string, field: string, value: unknown, options: { problem?: string; max?: number; blankOk?: boolean } = {}): string {
    const prefix = options.problem === undefined ? '' : `${options.problem}-`;
    if (typeof value !== 'string') {
      this.c.add(path, field, `${prefix}${value === undefined ? 'missing' : 'invalid'}`);
      return '';
    }
    const trimmed = value.trim();
    if (trimmed === '' && options.blankOk !== true) this.c.add(path, field, `${prefix}blank`);
    else if (trimmed.length > (options.max ?? QUESTION_TEXT_MAX)) this.c.add(path, field, `${prefix}too-long`);
    return trimmed;
  }

  fileGuid(field: string, nullable: boolean): string | null {
    const value = this.data[field];
    if (nullable && (value === null || value === undefined)) return null;
    if (typeof value !== 'string' || !UUID_PATTERN.test(value)) {
      this.c.add(pointer(field), field, value === undefined || value === '' ? 'missing' : 'invalid');
      return '';
    }
    return value.toLowerCase();
  }

  /** A list of entries with unique ids: `entry` reads the other properties of each. */
  list<T extends { id: string }>(field: string, min: number, max: number, entry: (raw: Raw, path: string) => Omit<T, 'id'>): T[] {
    const value = this.data[field];
    if (!Array.isArray(value)) {
      this.c.add(pointer(field), field, value === undefined ? 'missing' : 'invalid');
      return [];
    }
    if (value.length < min) this.c.add(pointer(field), field, 'too-few');
    if (value.length > max) {
      this.c.add(pointer(field), field, 'too-many');
      return [];
    }
    const seen = new Set<string>();
    const out: T[] = [];
    value.forEach((raw: unknown, index) => {
      const path = pointer(field, index);
      if (!isRecord(raw)) {
        this.c.add(path, field, 'invalid');
        return;
      }
      const id = typeof raw.id === 'string' ? raw.id.trim() : '';
      if (!ITEM_ID_PATTERN.test(id)) this.c.add(`${path}/id`, field, 'id-invalid');
      else if (seen.has(id)) this.c.add(`${path}/id`, field, 'id-duplicate');
      seen.add(id);
      out.push({ id, ...entry(raw, path) } as T);
    });
    return out;
  }

  choices(field: string, min: number, max: number): Choice[] {
    return this.list<Choice>(field, min, max, (raw, path) => ({ text: this.text(`${path}/text`, field, raw.text, { problem: 'text' }) }));
  }

  position(raw: Raw, path: string, field: string, key: string): number {
    const value = raw[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) {
      this.c.add(`${path}/${key}`, field, 'position-invalid');
      return 0;
    }
    return value;
  }

  /** A map from every id of `keys` to one of `values`: what the key of QT_5, 6, 13 and 21 looks like. */
  mapping(field: string, keys: readonly { id: string }[], values: readonly { id: string }[], distinct = false): Record<string, string> {
    const value = this.data[field];
    if (!isRecord(value)) {
      this.c.add(pointer(field), field, value === undefined ? 'missing' : 'invalid');
      return {};
    }
    const keyIds = new Set(keys.map((k) => k.id));
    const valueIds = new Set(values.map((v) => v.id));
    for (const key of Object.keys(value)) if (!keyIds.has(key)) this.c.add(pointer(field, key), field, 'unknown');
    const out: Record<string, string> = {};
    const used = new Set<string>();
    for (const { id } of keys) {
      const target = value[id];
      if (typeof target !== 'string' || target === '') this.c.add(pointer(field, id), field, 'missing');
      else if (!valueIds.has(target)) this.c.add(pointer(field, id), field, 'unknown');
      else if (distinct && used.has(target)) this.c.add(pointer(field, id), field, 'duplicate');
      else {
        out[id] = target;
        used.add(target);
      }
    }
    return out;
  }

  /** The right choice(s) among `options`: ids that exist, at least one. */
  correctIds(options: readonly { id: string }[]): string[] {
    const value = this.data.correct;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
      this.c.add('/correct', 'correct', value === undefined ? 'missing' : 'invalid');
      return [];
    }
    const ids = [...new Set(value as string[])];
    if (ids.length === 0) this.c.add('/correct', 'correct', 'missing');
    const known = new Set(options.map((o) => o.id));
    ids.forEach((id, index) => {
      if (!known.has(id)) this.c.add(pointer('correct', index), 'correct', 'unknown');
    });
    return ids;
  }

  /** A gap text: trimmed, with 1–MAX_GAPS gaps; `gap` checks each gap's raw content. */
  gapText(gap: (raw: string) => string | undefined): string {
    const text = this.text('/text', 'text', this.data.text);
    if (text === '') return text;
    const gaps = gapsOf(text);
    if (gaps.length === 0) this.c.add('/text', 'text', 'no-gaps');
    if (gaps.length > MAX_GAPS) this.c.add('/text', 'text', 'too-many-gaps');
    const problems = new Set<string>();
    for (const { raw } of gaps) {
      const problem = raw.trim() === '' ? 'gap-blank' : gap(raw);
      if (problem !== undefined) problems.add(problem);
    }
    for (const problem of problems) this.c.add('/text', 'text', problem);
    return text;
  }
}

/** The alternatives of a QT_4 gap ("100|cien") or the options of a QT_17 gap ("*líquida|sólida"), trimmed, blanks dropped. */
export function gapAlternatives(raw: string): string[] {
  return raw
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** A QT_17 gap's options without the star, and which one is starred (the first when several are). */
export function dropdownGap(raw: string): { options: string[]; right: string | undefined; starred: number } {
  const parts = gapAlternatives(raw);
  const starred = parts.filter((p) => p.startsWith('*'));
  const options = parts.map((p) => (p.startsWith('*') ? p.slice(1).trim() : p));
  const first = starred[0];
  return { options, right: first === undefined ? undefined : first.slice(1).trim(), starred: starred.length };
}

type Validators = { [T in QuestionTypeCode]: (check: DataChecker) => QuestionDataByType[T] };

const VALIDATORS: Validators = {
  QT_1: (check) => {
    const options = check.choices('options', 2, 10);
    const correct = check.data.correct;
    if (typeof correct !== 'string' || correct === '') check.c.add('/correct', 'correct', 'missing');
    else if (!options.some((o) => o.id === correct)) check.c.add('/correct', 'correct', 'unknown');
    return { options, correct: typeof correct === 'string' ? correct : '', shuffle: check.boolean('shuffle', false) };
  },
  QT_2: (check) => {
    const options = check.choices('options', 2, 10);
    return { options, correct: check.correctIds(options), shuffle: check.boolean('shuffle', false) };
  },
  QT_3: (check) => {
    const correct = check.data.correct;
    if (typeof correct !== 'boolean') check.c.add('/correct', 'correct', 'missing');
    return { correct: correct === true };
  },
  QT_4: (check) => ({
    text: check.gapText((raw) => (raw.split('|').some((part) => part.trim() === '') ? 'gap-blank-alternative' : undefined)),
    case_sensitive: check.boolean('case_sensitive', false),
  }),
  QT_5: (check) => {
    const image_file_guid = check.fileGuid('image_file_guid', false) ?? '';
    const targets = check.list<Point & { id: string }>('targets', 1, 20, (raw, path) => ({
      x: check.position(raw, path, 'targets', 'x'),
      y: check.position(raw, path, 'targets', 'y'),
    }));
    const labels = check.choices('labels', 1, 20);
    return { image_file_guid, targets, labels, correct: check.mapping('correct', targets, labels) };
  },
  QT_6: (check) => {
    const categories = check.choices('categories', 2, 10);
    const items = check.choices('items', 1, 30);
    return { categories, items, correct: check.mapping('correct', items, categories) };
  },
  QT_7: (check) => {
    const max_length = check.data.max_length === undefined ? 200 : check.integer('max_length', 1, QUESTION_TEXT_MAX, 200);
    const raw = check.data.accepted;
    const accepted: string[] = [];
    if (!Array.isArray(raw)) check.c.add('/accepted', 'accepted', raw === undefined ? 'missing' : 'invalid');
    else if (raw.length === 0) check.c.add('/accepted', 'accepted', 'too-few');
    else if (raw.length > 20) check.c.add('/accepted', 'accepted', 'too-many');
    else
      raw.forEach((value: unknown, index) => {
        const text = check.text(pointer('accepted', index), 'accepted', value);
        if (text.length > max_length) check.c.add(pointer('accepted', index), 'accepted', 'longer-than-max');
        if (text !== '' && !accepted.includes(text)) accepted.push(text);
      });
    return { accepted, case_sensitive: check.boolean('case_sensitive', false), max_length };
  },
  QT_8: (check) => {
    const min_words = check.optionalInteger('min_words', 1, 10000);
    const max_words = check.optionalInteger('max_words', 1, 10000);
    if (min_words !== null && max_words !== null && min_words > max_words) check.c.add('/max_words', 'max_words', 'less-than-min');
    return { min_words, max_words };
  },
  QT_9: (check) => {
    const raw = check.data.accepted_kinds;
    const accepted_kinds: (typeof FILE_KINDS)[number][] = [];
    if (!Array.isArray(raw)) check.c.add('/accepted_kinds', 'accepted_kinds', raw === undefined ? 'missing' : 'invalid');
    else {
      for (const kind of raw) {
        if (!FILE_KINDS.includes(kind as 'pdf')) check.c.add('/accepted_kinds', 'accepted_kinds', 'invalid');
        else if (!accepted_kinds.includes(kind as 'pdf')) accepted_kinds.push(kind as 'pdf');
      }
      if (raw.length === 0) check.c.add('/accepted_kinds', 'accepted_kinds', 'too-few');
    }
    return { accepted_kinds: FILE_KINDS.filter((k) => accepted_kinds.includes(k)), max_files: check.integer('max_files', 1, 5, 1) };
  },
  QT_10: (check) => ({ background_file_guid: check.fileGuid('background_file_guid', true) }),
  QT_11: (check) => {
    const image_file_guid = check.fileGuid('image_file_guid', false) ?? '';
    const targets = check.list<Area>('targets', 1, 20, (raw, path) => {
      const x = check.position(raw, path, 'targets', 'x');
      const y = check.position(raw, path, 'targets', 'y');
      const w = check.position(raw, path, 'targets', 'w');
      const h = check.position(raw, path, 'targets', 'h');
      if (w <= 0 || h <= 0 || x + w > 100 || y + h > 100) check.c.add(path, 'targets', 'area-invalid');
      return { x, y, w, h };
    });
    const max_clicks = check.integer('max_clicks', 1, 50, 1);
    if (max_clicks < targets.length) check.c.add('/max_clicks', 'max_clicks', 'too-few');
    return { image_file_guid, targets, max_clicks };
  },
  QT_12: (check) => ({ items: check.choices('items', 2, 12) }),
  QT_13: (check) => {
    const left = check.choices('left', 2, 10);
    const right = check.choices('right', 2, 15);
    if (Array.isArray(check.data.right) && Array.isArray(check.data.left) && check.data.right.length < check.data.left.length)
      check.c.add('/right', 'right', 'fewer-than-left');
    return { left, right, pairs: check.mapping('pairs', left, right, true) };
  },
  QT_14: (check) => {
    const value = check.data.value;
    if (typeof value !== 'number' || !Number.isFinite(value)) check.c.add('/value', 'value', value === undefined ? 'missing' : 'invalid');
    const tolerance = check.data.tolerance ?? 0;
    if (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance < 0) check.c.add('/tolerance', 'tolerance', 'invalid');
    const unit = check.data.unit === null || check.data.unit === undefined ? '' : check.text('/unit', 'unit', check.data.unit, { blankOk: true, max: 40 });
    return { value: typeof value === 'number' ? value : 0, tolerance: typeof tolerance === 'number' ? tolerance : 0, unit: unit === '' ? null : unit };
  },
  QT_15: (check) => {
    const raw = check.data.variables ?? [];
    const variables: string[] = [];
    if (!Array.isArray(raw)) check.c.add('/variables', 'variables', 'invalid');
    else if (raw.length > 5) check.c.add('/variables', 'variables', 'too-many');
    else
      raw.forEach((name: unknown, index) => {
        const trimmed = typeof name === 'string' ? name.trim() : '';
        if (!FORMULA_VARIABLE_PATTERN.test(trimmed)) check.c.add(pointer('variables', index), 'variables', 'invalid');
        else if (RESERVED_NAMES.includes(trimmed)) check.c.add(pointer('variables', index), 'variables', 'reserved');
        else if (variables.includes(trimmed)) check.c.add(pointer('variables', index), 'variables', 'duplicate');
        else variables.push(trimmed);
      });
    const expression = check.text('/expression', 'expression', check.data.expression, { max: 200 });
    if (expression !== '' && expression.length <= 200) {
      const parsed = parseFormula(expression, variables);
      if (parsed.err) check.c.add('/expression', 'expression', parsed.val.code === 'formula.unknown-name' ? 'unknown-name' : 'syntax');
    }
    return { expression, variables };
  },
  QT_16: (check) => {
    const text = check.gapText((raw) => (raw.includes('|') ? 'gap-alternatives' : undefined));
    const raw = check.data.distractors ?? [];
    const distractors: string[] = [];
    if (!Array.isArray(raw)) check.c.add('/distractors', 'distractors', 'invalid');
    else if (raw.length > 20) check.c.add('/distractors', 'distractors', 'too-many');
    else
      raw.forEach((value: unknown, index) => {
        const word = check.text(pointer('distractors', index), 'distractors', value, { max: 200 });
        if (word !== '' && !distractors.includes(word)) distractors.push(word);
      });
    return { text, distractors };
  },
  QT_17: (check) => ({
    text: check.gapText((raw) => {
      const gap = dropdownGap(raw);
      if (gap.options.length < 2 || gap.options.some((o) => o === '')) return 'gap-too-few-options';
      if (gap.starred !== 1) return 'gap-starred';
      if (new Set(gap.options).size !== gap.options.length) return 'gap-duplicate-option';
      return undefined;
    }),
  }),
  QT_18: (check) => {
    const text = check.gapText((raw) => (isOneWord(raw) ? undefined : 'gap-not-one-word'));
    if (/<[A-Za-z/!]/.test(text)) check.c.add('/text', 'text', 'html-not-allowed');
    return { text };
  },
  QT_19: (check) => {
    const options = check.list<ImageChoice>('options', 2, 10, (raw, path) => {
      const guid = raw.file_guid;
      if (typeof guid !== 'string' || !UUID_PATTERN.test(guid)) check.c.add(`${path}/file_guid`, 'options', 'file-invalid');
      return { file_guid: typeof guid === 'string' ? guid.toLowerCase() : '', alt: check.text(`${path}/alt`, 'options', raw.alt, { problem: 'alt', max: 300 }) };
    });
    const multiple = check.boolean('multiple', false);
    const correct = check.correctIds(options);
    if (!multiple && correct.length > 1) check.c.add('/correct', 'correct', 'too-many');
    return { options, correct, multiple };
  },
  QT_20: (check) => ({ max_seconds: check.data.max_seconds === undefined ? 120 : check.integer('max_seconds', 10, 600, 120) }),
  QT_21: (check) => {
    const rows = check.choices('rows', 1, 10);
    const columns = check.choices('columns', 2, 6);
    return { rows, columns, correct: check.mapping('correct', rows, columns) };
  },
};

/** Names a formula reads as functions or constants, so no variable may take them. */
const RESERVED_NAMES = ['sqrt', 'sin', 'cos', 'tan', 'ln', 'log', 'exp', 'abs', 'pi', 'e'];

/**
 * question_data checked against its type's rules (shape and meaning: enough options, a right
 * answer that exists, gaps in the text, …). Ok holds the normalised document (texts trimmed,
 * unknown properties dropped) — what gets stored. Err lists every issue found (at most 20).
 */
export function validateQuestionData<T extends QuestionTypeCode>(type: T, data: unknown): Result<QuestionDataByType[T], ValidationIssue[]> {
  if (!isRecord(data)) return Err([{ path: '', code: 'question.data.invalid' }]);
  const validator = VALIDATORS[type] as ((check: DataChecker) => QuestionDataByType[T]) | undefined;
  if (validator === undefined) return Err([{ path: '', code: 'question.type.unknown' }]);
  const check = new DataChecker(data);
  const normalised = validator(check);
  return check.c.failed ? Err(check.c.issues) : Ok(normalised);
}

const two = (): Choice[] => [
  { id: 'a', text: '' },
  { id: 'b', text: '' },
];

const EMPTY: { [T in QuestionTypeCode]: () => QuestionDataByType[T] } = {
  QT_1: () => ({ options: two(), correct: 'a', shuffle: false }),
  QT_2: () => ({ options: two(), correct: ['a'], shuffle: false }),
  QT_3: () => ({ correct: true }),
  QT_4: () => ({ text: '', case_sensitive: false }),
  QT_5: () => ({ image_file_guid: '', targets: [], labels: [], correct: {} }),
  QT_6: () => ({ categories: two(), items: [{ id: 'i1', text: '' }], correct: { i1: 'a' } }),
  QT_7: () => ({ accepted: [''], case_sensitive: false, max_length: 200 }),
  QT_8: () => ({ min_words: null, max_words: null }),
  QT_9: () => ({ accepted_kinds: ['image', 'pdf'], max_files: 1 }),
  QT_10: () => ({ background_file_guid: null }),
  QT_11: () => ({ image_file_guid: '', targets: [], max_clicks: 5 }),
  QT_12: () => ({ items: [...two(), { id: 'c', text: '' }] }),
  QT_13: () => ({ left: two(), right: [{ id: 'r1', text: '' }, { id: 'r2', text: '' }], pairs: { a: 'r1', b: 'r2' } }),
  QT_14: () => ({ value: 0, tolerance: 0, unit: null }),
  QT_15: () => ({ expression: '', variables: ['x'] }),
  QT_16: () => ({ text: '', distractors: [] }),
  QT_17: () => ({ text: '' }),
  QT_18: () => ({ text: '' }),
  QT_19: () => ({ options: [{ id: 'a', file_guid: '', alt: '' }, { id: 'b', file_guid: '', alt: '' }], correct: ['a'], multiple: false }),
  QT_20: () => ({ max_seconds: 120 }),
  QT_21: () => ({ rows: [{ id: 'r1', text: '' }], columns: two(), correct: { r1: 'a' } }),
};

/** What a new question of this type starts with in the editor (valid once its texts are filled). */
export function emptyQuestionData<T extends QuestionTypeCode>(type: T): QuestionDataByType[T] {
  return (EMPTY[type] as () => QuestionDataByType[T])();
}
