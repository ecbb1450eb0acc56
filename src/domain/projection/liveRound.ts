// A live question in class (ADR 0527): the teacher launches a quick question from the remote, the students of the
// course answer on their own devices, the projector shows the answers as they arrive. Pure rules: the round's states,
// which question types run live, the answer rule, and what the projector aggregates. Scoring is the tests' own
// (`scoreAnswer`): nothing is scored here.
import { Err, Ok, type Result } from '../shared/result';
import type { Answer, AnswerByType, AuthoredQuestion, Outcome, QuestionDataByType } from '../assessments/questionModel';
import { validateQuestionData } from '../assessments/questionData';
import { normaliseTypedText, readNumber } from '../assessments/scoring';
import { stripTags } from '../board/messages';
import { isLiveQuestionType, LIVE_PROMPT_MAX, type LiveQuestionType, type RoundAction, type RoundState } from './liveRoundTerms';

export { LIVE_QUESTION_TYPES, type LiveQuestionType, type RoundAction, type RoundState } from './liveRoundTerms';

/** A round's question: an authored question of a live type (answer key included). */
export type LiveQuestion = Extract<AuthoredQuestion, { type: LiveQuestionType }>;

export interface Round {
  state: RoundState;
  /** The students' names are on the projector beside their answers. */
  namesShown: boolean;
}

export type RoundRefusal = { code: 'round.ended' } | { code: 'round.not-open' } | { code: 'round.open' } | { code: 'round.answered' };

/**
 * Where an action leaves a round: close an open round; reveal an open or closed one (revealing closes it); end any
 * round not ended; names shown or hidden while it lasts. An ended round takes nothing.
 */
export function applyRoundAction(round: Round, action: RoundAction): Result<Round, RoundRefusal> {
  if (round.state === 'ended') return Err({ code: 'round.ended' });
  switch (action) {
    case 'close':
      return round.state === 'open' ? Ok({ ...round, state: 'closed' }) : Err({ code: 'round.not-open' });
    case 'reveal':
      return round.state === 'revealed' ? Ok(round) : Ok({ ...round, state: 'revealed' });
    case 'end':
      return Ok({ ...round, state: 'ended' });
    case 'show-names':
      return Ok({ ...round, namesShown: true });
    case 'hide-names':
      return Ok({ ...round, namesShown: false });
  }
}

/**
 * A student's answer to a round: only while it is open, once. The same answer sent again (a retry after a cut) is
 * accepted without change (`repeat`); a different one after the first is refused.
 */
export function answerRule(state: RoundState, previous: Answer | undefined, given: Answer): Result<'new' | 'repeat', RoundRefusal> {
  if (previous !== undefined) return sameAnswer(previous, given) ? Ok('repeat') : Err({ code: 'round.answered' });
  if (state !== 'open') return Err({ code: 'round.not-open' });
  return Ok('new');
}

function sameAnswer(a: Answer, b: Answer): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A round may go to the gradebook once no answer can come: closed, revealed or ended. */
export function savingRefusal(state: RoundState): RoundRefusal | undefined {
  return state === 'open' ? { code: 'round.open' } : undefined;
}

/** One answer as the aggregation reads it: what was given and how the tests' scoring judged it. */
export interface ScoredAnswer {
  answer: Answer;
  outcome: Outcome;
}

/** One bar or one line of the frequency list: `key` is an option id, 'true'/'false', a typed text or a number. */
export interface Tally {
  key: string;
  /** What the projector prints: the option's text, the text as most students typed it, the number. */
  label: string;
  count: number;
  /** The bar or line is (part of) the key: shown once revealed. */
  correct: boolean;
}

export interface LiveAggregate {
  /** `bars`: one per option, in the question's order, even with no answer; `frequency`: most frequent first. */
  kind: 'bars' | 'frequency';
  tallies: Tally[];
  answered: number;
  /** Answers scored fully right. */
  correct: number;
  /** correct / answered, 0 when nobody answered; in [0, 1]. */
  correctShare: number;
}

/** Lines a frequency list keeps (the rest are counted in `answered` only). */
export const FREQUENCY_LINES = 12;

function frequency(values: readonly { key: string; label: string }[], isKey: (key: string) => boolean): Tally[] {
  const byKey = new Map<string, { labels: Map<string, number>; count: number }>();
  for (const { key, label } of values) {
    const entry = byKey.get(key) ?? { labels: new Map<string, number>(), count: 0 };
    entry.count += 1;
    entry.labels.set(label, (entry.labels.get(label) ?? 0) + 1);
    byKey.set(key, entry);
  }
  const tallies = [...byKey.entries()].map(([key, entry]) => {
    // The spelling most students used (the first seen among equals).
    const label = [...entry.labels.entries()].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
    return { key, label, count: entry.count, correct: isKey(key) };
  });
  tallies.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return tallies.slice(0, FREQUENCY_LINES);
}

function tallies(question: LiveQuestion, answers: readonly Answer[]): { kind: LiveAggregate['kind']; tallies: Tally[] } {
  switch (question.type) {
    case 'QT_1':
    case 'QT_2': {
      const counts = new Map<string, number>();
      for (const answer of answers) {
        const chosen = question.type === 'QT_1' ? [(answer as AnswerByType['QT_1']).choice] : (answer as AnswerByType['QT_2']).choices;
        for (const id of new Set(chosen)) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const data = question.data as QuestionDataByType['QT_1'] | QuestionDataByType['QT_2'];
      const key = new Set(Array.isArray(data.correct) ? data.correct : [data.correct]);
      return { kind: 'bars', tallies: data.options.map((option) => ({ key: option.id, label: option.text, count: counts.get(option.id) ?? 0, correct: key.has(option.id) })) };
    }
    case 'QT_3': {
      const count = (value: boolean) => answers.filter((answer) => (answer as AnswerByType['QT_3']).value === value).length;
      return {
        kind: 'bars',
        tallies: [true, false].map((value) => ({ key: String(value), label: String(value), count: count(value), correct: question.data.correct === value })),
      };
    }
    case 'QT_7': {
      const cs = question.data.case_sensitive;
      const accepted = new Set(question.data.accepted.map((text) => normaliseTypedText(text, cs)));
      const values = answers.map((answer) => {
        const text = (answer as AnswerByType['QT_7']).text;
        return { key: normaliseTypedText(text, cs), label: text.normalize('NFC').trim().replace(/\s+/g, ' ') };
      });
      return { kind: 'frequency', tallies: frequency(values, (key) => accepted.has(key)) };
    }
    case 'QT_14': {
      const { value, tolerance } = question.data;
      const values = answers.flatMap((answer) => {
        const read = readNumber((answer as AnswerByType['QT_14']).text);
        return read === undefined ? [] : [{ key: String(read), label: String(read) }];
      });
      return { kind: 'frequency', tallies: frequency(values, (key) => Math.abs(Number(key) - value) <= tolerance + 1e-9 * Math.max(1, Math.abs(value))) };
    }
  }
}

/**
 * What the projector shows of a round's answers: the bars of a choice question (every option, in order) or the
 * frequency list of typed answers (the same text however it was capitalised or spaced, the same number however it was
 * written), how many answered and how many were right. Names never enter it.
 */
export function aggregateRound(question: LiveQuestion, answers: readonly ScoredAnswer[]): LiveAggregate {
  const correct = answers.filter((answer) => answer.outcome === 'correct').length;
  return {
    ...tallies(
      question,
      answers.map((answer) => answer.answer),
    ),
    answered: answers.length,
    correct,
    correctShare: answers.length === 0 ? 0 : correct / answers.length,
  };
}

/** Points a live question is worth unless the teacher says otherwise: a 0–10 gradebook column. */
export const LIVE_DEFAULT_POINTS = 10;

export type PromptRefusal = { code: 'round.prompt.blank' } | { code: 'round.prompt.too-long'; max: number };

/** The prompt as stored: trimmed, inner whitespace collapsed, 1–500 characters. */
export function checkPrompt(raw: string): Result<string, PromptRefusal> {
  const prompt = raw.trim().replace(/\s+/g, ' ');
  if (prompt === '') return Err({ code: 'round.prompt.blank' });
  if (prompt.length > LIVE_PROMPT_MAX) return Err({ code: 'round.prompt.too-long', max: LIVE_PROMPT_MAX });
  return Ok(prompt);
}

/** The gradebook column a saved round becomes: its prompt, cut to the column name's 120 characters. */
export function roundColumnName(prompt: string): string {
  return prompt.length <= 120 ? prompt : `${prompt.slice(0, 119).trimEnd()}…`;
}

/** An answer in words, for the projector's list of names: the options' texts, true/false, or what was typed. */
export function answerLabel(question: LiveQuestion, answer: Answer): string {
  switch (question.type) {
    case 'QT_1':
    case 'QT_2': {
      const chosen = question.type === 'QT_1' ? [(answer as AnswerByType['QT_1']).choice] : (answer as AnswerByType['QT_2']).choices;
      const options = (question.data as QuestionDataByType['QT_1']).options;
      return options
        .filter((option) => chosen.includes(option.id))
        .map((option) => option.text)
        .join(', ');
    }
    case 'QT_3':
      return String((answer as AnswerByType['QT_3']).value);
    case 'QT_7':
    case 'QT_14':
      return (answer as AnswerByType['QT_7']).text.trim();
  }
}

/** A test's question as it is stored (`questions`): its type, title, prompt (formatted text), points and data. */
export interface StoredQuestion {
  type: string;
  name: string;
  /** The prompt as the test shows it: formatted text (HTML, formulas as `\( … \)`). */
  description: string;
  points: number;
  data: unknown;
}

/** What a live round launched from a stored question asks (ADR 0526, "a projected question"). */
export interface LiveForm {
  type: LiveQuestionType;
  prompt: string;
  data: LiveQuestion['data'];
  points: number;
}

export type LiveFormRefusal = { code: 'live.type-not-live' } | { code: 'live.data-invalid' };

/** The prompt of a stored question on the projector: its text without markup (its title when it has none), 500 at most. */
function storedPrompt(question: Pick<StoredQuestion, 'name' | 'description'>): string {
  const text = stripTags(question.description) || question.name.trim().replace(/\s+/g, ' ');
  return text.length <= LIVE_PROMPT_MAX ? text : `${text.slice(0, LIVE_PROMPT_MAX - 1).trimEnd()}…`;
}

/**
 * Whether a test's stored question can be asked live, and the round it becomes: only the live types (a long text, a
 * picture or a matching stays answered on each student's device); its prompt is its text without markup (its title
 * when blank, cut to 500 characters), its data the stored one — answer key included — checked again by the tests'
 * `validateQuestionData`, its points the question's.
 */
export function liveFormOf(question: StoredQuestion): Result<LiveForm, LiveFormRefusal> {
  if (!isLiveQuestionType(question.type)) return Err({ code: 'live.type-not-live' });
  const data = validateQuestionData(question.type, question.data);
  const prompt = storedPrompt(question);
  if (data.err || prompt === '') return Err({ code: 'live.data-invalid' });
  return Ok({ type: question.type, prompt, data: data.val as LiveQuestion['data'], points: question.points > 0 ? question.points : LIVE_DEFAULT_POINTS });
}
