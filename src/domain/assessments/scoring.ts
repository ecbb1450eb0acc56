import { isAnswered, validateAnswer } from './answers';
import { equivalentFormulas } from './formula';
import { gapAlternatives, dropdownGap } from './questionData';
import { gapsOf, splitHighlightText } from './gapText';
import type { Answer, AnswerByType, AuthoredQuestion, QuestionDataByType, QuestionScore } from './questionModel';
import { isManuallyScored } from './questionTypes';

/** Rounds to 2 decimals, half away from zero, without 1.005 → 1.00 float surprises. */
export function round2(value: number): number {
  const cents = Number((Math.abs(value) * 100).toPrecision(12));
  return (Math.sign(value) * Math.round(cents)) / 100;
}

/** QT_4 and QT_7: trimmed, inner whitespace collapsed, NFC, case-insensitive unless asked; accents count. */
export function normaliseTypedText(text: string, caseSensitive: boolean): string {
  const collapsed = text.normalize('NFC').trim().replace(/\s+/g, ' ');
  return caseSensitive ? collapsed : collapsed.toLowerCase();
}

/** "3,5", " 3.5 ", "-2", "1e3" → a number; anything else → undefined. */
export function readNumber(text: string): number | undefined {
  const cleaned = text.trim().replace(',', '.');
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

const share = (right: number, total: number): number => (total === 0 ? 0 : right / total);

/** QT_2, QT_18, QT_19 multiple: (right picks − wrong picks) / right ones, never below 0. */
function picks(chosen: readonly (string | number)[], correct: readonly (string | number)[]): number {
  const key = new Set(correct);
  const unique = [...new Set(chosen)];
  const right = unique.filter((c) => key.has(c)).length;
  return Math.max(0, share(right - (unique.length - right), key.size));
}

/** Per key entry: the share of keys whose answer equals the key's value. */
function perEntry(key: Readonly<Record<string, string>>, given: Readonly<Record<string, string>>): number {
  const ids = Object.keys(key);
  return share(ids.filter((id) => given[id] === key[id]).length, ids.length);
}

/** Length of the longest strictly increasing subsequence (patience sorting). */
export function longestIncreasing(values: readonly number[]): number {
  const tails: number[] = [];
  for (const v of values) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tails[mid] ?? 0) < v) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = v;
  }
  return tails.length;
}

function ordering(items: readonly { id: string }[], order: readonly string[]): number {
  const rank = new Map(items.map((item, i) => [item.id, i]));
  const seen = new Set<string>();
  const ranks: number[] = [];
  for (const id of order) {
    const r = rank.get(id);
    if (r !== undefined && !seen.has(id)) ranks.push(r);
    seen.add(id);
  }
  const n = items.length;
  const lis = longestIncreasing(ranks);
  if (n <= 1) return lis === n ? 1 : 0;
  return Math.max(0, (lis - 1) / (n - 1));
}

function clickToFind(data: QuestionDataByType['QT_11'], points: AnswerByType['QT_11']['points']): number {
  const counted = points.slice(0, data.max_clicks);
  const inside = (p: { x: number; y: number }, a: QuestionDataByType['QT_11']['targets'][number]): boolean => p.x >= a.x && p.x <= a.x + a.w && p.y >= a.y && p.y <= a.y + a.h;
  const found = data.targets.filter((t) => counted.some((p) => inside(p, t))).length;
  const misses = counted.filter((p) => !data.targets.some((t) => inside(p, t))).length;
  return Math.max(0, share(found - misses, data.targets.length));
}

/** The fraction in [0, 1] an answer (already checked and answered) earns. */
function fraction(question: AuthoredQuestion, answer: Answer): number {
  switch (question.type) {
    case 'QT_1':
      return (answer as AnswerByType['QT_1']).choice === question.data.correct ? 1 : 0;
    case 'QT_2':
      return picks((answer as AnswerByType['QT_2']).choices, question.data.correct);
    case 'QT_3':
      return (answer as AnswerByType['QT_3']).value === question.data.correct ? 1 : 0;
    case 'QT_4': {
      const blanks = (answer as AnswerByType['QT_4']).blanks;
      const cs = question.data.case_sensitive;
      const gaps = gapsOf(question.data.text);
      const right = gaps.filter((g) => {
        const typed = normaliseTypedText(blanks[String(g.index)] ?? '', cs);
        return typed !== '' && gapAlternatives(g.raw).some((alt) => normaliseTypedText(alt, cs) === typed);
      });
      return share(right.length, gaps.length);
    }
    case 'QT_5':
      return perEntry(question.data.correct, (answer as AnswerByType['QT_5']).placements);
    case 'QT_6':
      return perEntry(question.data.correct, (answer as AnswerByType['QT_6']).placements);
    case 'QT_7': {
      const cs = question.data.case_sensitive;
      const typed = normaliseTypedText((answer as AnswerByType['QT_7']).text, cs);
      return question.data.accepted.some((a) => normaliseTypedText(a, cs) === typed) ? 1 : 0;
    }
    case 'QT_11':
      return clickToFind(question.data, (answer as AnswerByType['QT_11']).points);
    case 'QT_12':
      return ordering(question.data.items, (answer as AnswerByType['QT_12']).order);
    case 'QT_13':
      return perEntry(question.data.pairs, (answer as AnswerByType['QT_13']).pairs);
    case 'QT_14': {
      const given = readNumber((answer as AnswerByType['QT_14']).text);
      if (given === undefined) return 0;
      // A hair of float slack, so 0.1 + 0.2 against 0.3 with tolerance 0 is still right.
      const slack = 1e-9 * Math.max(1, Math.abs(question.data.value));
      return Math.abs(given - question.data.value) <= question.data.tolerance + slack ? 1 : 0;
    }
    case 'QT_15':
      return equivalentFormulas(question.data.expression, (answer as AnswerByType['QT_15']).text, question.data.variables) ? 1 : 0;
    case 'QT_16': {
      const given = (answer as AnswerByType['QT_16']).gaps;
      const gaps = gapsOf(question.data.text);
      return share(gaps.filter((g) => (given[String(g.index)] ?? '').trim() === g.raw.trim()).length, gaps.length);
    }
    case 'QT_17': {
      const given = (answer as AnswerByType['QT_17']).gaps;
      const gaps = gapsOf(question.data.text);
      return share(gaps.filter((g) => given[String(g.index)] === dropdownGap(g.raw).right).length, gaps.length);
    }
    case 'QT_18':
      return picks((answer as AnswerByType['QT_18']).selected, splitHighlightText(question.data.text).marked);
    case 'QT_19': {
      const choices = (answer as AnswerByType['QT_19']).choices;
      if (question.data.multiple) return picks(choices, question.data.correct);
      return choices.length === 1 && choices[0] === question.data.correct[0] ? 1 : 0;
    }
    case 'QT_21':
      return perEntry(question.data.correct, (answer as AnswerByType['QT_21']).cells);
    case 'QT_8':
    case 'QT_9':
    case 'QT_10':
    case 'QT_20':
      return 0;
  }
}

/**
 * A question's score for an answer, with the partial-credit rules of docs/question-types.md
 * (features/assessments/scoring_*.feature). Manual types give `needs-grading` with null points
 * (or `unanswered` with 0 when nothing was given). Points are rounded to 2 decimals.
 */
export function scoreAnswer(question: AuthoredQuestion, answer: Answer | undefined): QuestionScore {
  const max = question.points;
  if (answer === undefined || !isAnswered(question.type, answer)) return { points: 0, max, outcome: 'unanswered' };
  if (isManuallyScored(question.type)) return { points: null, max, outcome: 'needs-grading' };
  const checked = validateAnswer(question.type, answer);
  if (checked.err) return { points: 0, max, outcome: 'incorrect' };
  const f = Math.min(1, Math.max(0, fraction(question, checked.val)));
  return { points: round2(f * max), max, outcome: f === 1 ? 'correct' : f === 0 ? 'incorrect' : 'partial' };
}

export interface AttemptTotal {
  /** Sum of points earned (manual answers not yet graded count as 0 here). */
  points: number;
  /** Sum of the questions' points. */
  max: number;
  /** points / max on the assessment's ranking scale, 2 decimals; null while an answer waits for a teacher. */
  score: number | null;
  /** Every answer has its points (no `needs-grading` left). */
  complete: boolean;
}

/** The attempt's total from its question scores; `manual` overrides per question (a teacher's grade). */
export function attemptTotal(scores: readonly QuestionScore[], rankingScale: number): AttemptTotal {
  const points = round2(scores.reduce((sum, s) => sum + (s.points ?? 0), 0));
  const max = round2(scores.reduce((sum, s) => sum + s.max, 0));
  const complete = scores.every((s) => s.outcome !== 'needs-grading' && s.points !== null);
  const score = !complete ? null : max > 0 ? round2((points / max) * rankingScale) : 0;
  return { points, max, score, complete };
}

/** The accepted text the student typed (as the teacher wrote it), else the first accepted one. */
function acceptedOrFirst(accepted: readonly string[], typed: string | undefined, caseSensitive: boolean): string {
  const wanted = typed === undefined ? '' : normaliseTypedText(typed, caseSensitive);
  return (wanted === '' ? undefined : accepted.find((alt) => normaliseTypedText(alt, caseSensitive) === wanted)) ?? accepted[0] ?? '';
}

/**
 * The answer key written as an answer of the type (for the review view after publishing); null for manual types.
 * With the student's answer, typed parts (cloze gaps, short text) show the accepted alternative the student gave,
 * so a right alternative is never shown as wrong beside a different "right answer".
 */
export function keyAsAnswer(question: AuthoredQuestion, given?: Answer): Answer | null {
  switch (question.type) {
    case 'QT_1':
      return { choice: question.data.correct };
    case 'QT_2':
    case 'QT_19':
      return { choices: [...question.data.correct] };
    case 'QT_3':
      return { value: question.data.correct };
    case 'QT_4': {
      const typed = (given as AnswerByType['QT_4'] | undefined)?.blanks ?? {};
      const cs = question.data.case_sensitive;
      return {
        blanks: Object.fromEntries(gapsOf(question.data.text).map((g) => [String(g.index), acceptedOrFirst(gapAlternatives(g.raw), typed[String(g.index)], cs)])),
      };
    }
    case 'QT_5':
    case 'QT_6':
      return { placements: { ...question.data.correct } };
    case 'QT_7':
      return { text: acceptedOrFirst(question.data.accepted, (given as AnswerByType['QT_7'] | undefined)?.text, question.data.case_sensitive) };
    case 'QT_11':
      return { points: question.data.targets.map((t) => ({ x: t.x + t.w / 2, y: t.y + t.h / 2 })) };
    case 'QT_12':
      return { order: question.data.items.map((i) => i.id) };
    case 'QT_13':
      return { pairs: { ...question.data.pairs } };
    case 'QT_14':
      return { text: String(question.data.value) };
    case 'QT_15':
      return { text: question.data.expression };
    case 'QT_16':
      return { gaps: Object.fromEntries(gapsOf(question.data.text).map((g) => [String(g.index), g.raw.trim()])) };
    case 'QT_17':
      return { gaps: Object.fromEntries(gapsOf(question.data.text).map((g) => [String(g.index), dropdownGap(g.raw).right ?? ''])) };
    case 'QT_18':
      return { selected: splitHighlightText(question.data.text).marked };
    case 'QT_21':
      return { cells: { ...question.data.correct } };
    case 'QT_8':
    case 'QT_9':
    case 'QT_10':
    case 'QT_20':
      return null;
  }
}
