import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { answerCompleteness, isAnswered, validateAnswer, type PlayerQuestionShape } from '@domain/assessments/answers';
import { equivalentFormulas, parseFormula } from '@domain/assessments/formula';
import { parseGapText } from '@domain/assessments/gapText';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import { emptyQuestionData, validateQuestionData } from '@domain/assessments/questionData';
import type { Answer, AuthoredQuestion, QuestionScore, ValidationIssue } from '@domain/assessments/questionModel';
import { QUESTION_TYPE_CODES, questionTypeKey, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { attemptTotal, keyAsAnswer, scoreAnswer } from '@domain/assessments/scoring';
import type { TizaWorld } from '../support/world';

/** "single choice" → QT_1, from the type table's keys ("singleChoice"). */
function typeNamed(name: string): QuestionTypeCode {
  const wanted = name.trim().toLowerCase().replace(/[\s-]+/g, '');
  const code = QUESTION_TYPE_CODES.find((c) => questionTypeKey(c).toLowerCase() === wanted);
  assert.ok(code !== undefined, `no question type is called "${name}"`);
  return code;
}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    assert.fail(`not JSON: ${text}`);
  }
}

/** A question whose data is valid for its type: the specs never score a document the server would refuse. */
function authored(type: QuestionTypeCode, points: number, data: unknown): AuthoredQuestion {
  const checked = validateQuestionData(type, data);
  assert.ok(checked.ok, `the question data is refused: ${JSON.stringify(checked.val)}`);
  return { guid: 'q1', type, points, data: checked.val } as AuthoredQuestion;
}

// Scoring

Given(/^an? (.+) question worth (\S+) points?:$/, function (this: TizaWorld, name: string, points: string, doc: string) {
  this.given.question = authored(typeNamed(name), Number(points), json(doc));
});

When('the student answers {}', function (this: TizaWorld, answer: string) {
  this.given.answer = json(answer);
  this.value = scoreAnswer(this.input<AuthoredQuestion>('question'), json(answer) as Answer);
});

Then(/^before submitting the answer counts as (complete|incomplete|unanswered)$/, function (this: TizaWorld, completeness: string) {
  const player = toPlayerQuestion(this.input<AuthoredQuestion>('question'), 'attempt-1');
  assert.equal(answerCompleteness(player, this.input<Answer>('answer')), completeness);
});

When('the student gives no answer', function (this: TizaWorld) {
  this.value = scoreAnswer(this.input<AuthoredQuestion>('question'), undefined);
});

Then(/^it earns (\S+) points? as "([^"]+)"$/, function (this: TizaWorld, points: string, outcome: string) {
  const score = this.value as QuestionScore;
  assert.deepEqual({ points: score.points, outcome: score.outcome }, { points: points === 'no' ? null : Number(points), outcome });
});

Then('its answer key, given as the answer, earns full marks', function (this: TizaWorld) {
  const question = this.input<AuthoredQuestion>('question');
  const key = keyAsAnswer(question);
  assert.ok(key !== null, 'an objective type has a key');
  assert.deepEqual(scoreAnswer(question, key), { points: question.points, max: question.points, outcome: 'correct' });
});

When('the review puts the key beside the answer {}', function (this: TizaWorld, answer: string) {
  this.value = keyAsAnswer(this.input<AuthoredQuestion>('question'), json(answer) as Answer);
});

Then('the key shown is {}', function (this: TizaWorld, key: string) {
  assert.deepEqual(this.value, json(key));
});

Then('it has no answer key to show', function (this: TizaWorld) {
  assert.equal(keyAsAnswer(this.input<AuthoredQuestion>('question')), null);
});

// Attempt totals

Given('an attempt whose questions scored:', function (this: TizaWorld, table: DataTable) {
  this.given.scores = table.hashes().map(
    (row): QuestionScore => ({ points: row.points === 'none' ? null : Number(row.points), max: Number(row.max), outcome: row.outcome as QuestionScore['outcome'] }),
  );
});

When('the attempt is totalled on a scale of {float}', function (this: TizaWorld, scale: number) {
  this.value = attemptTotal(this.input<QuestionScore[]>('scores'), scale);
});

Then(/^the attempt has (\S+) points out of (\S+) and the score (\S+)$/, function (this: TizaWorld, points: string, max: string, score: string) {
  const total = this.value as ReturnType<typeof attemptTotal>;
  assert.deepEqual(
    { points: total.points, max: total.max, score: total.score },
    { points: Number(points), max: Number(max), score: score === 'none' ? null : Number(score) },
  );
});

Then(/^the attempt (is|is not) complete$/, function (this: TizaWorld, is: string) {
  assert.equal((this.value as ReturnType<typeof attemptTotal>).complete, is === 'is');
});

// Question data

When(/^an? (.+) question is saved with (\{.*\})$/, function (this: TizaWorld, name: string, data: string) {
  this.outcome = validateQuestionData(typeNamed(name), json(data));
});

When(/^an? (.+) question is saved with:$/, function (this: TizaWorld, name: string, doc: string) {
  this.outcome = validateQuestionData(typeNamed(name), json(doc));
});

When(/^an? (.+) question is saved with a text of (\d+) characters$/, function (this: TizaWorld, name: string, length: string) {
  const gap = '[[a]] ';
  this.outcome = validateQuestionData(typeNamed(name), { text: gap + 'x'.repeat(Number(length) - gap.length) });
});

function issueCodes(this: TizaWorld): string[] {
  assert.ok(this.outcome !== undefined, 'nothing was tried');
  assert.ok(this.outcome.err, `expected issues, got ${JSON.stringify(this.outcome.val)}`);
  return (this.outcome.val as ValidationIssue[]).map((i) => `${i.path} ${i.code}`);
}

Then(/^it is refused at "([^"]*)" with "([^"]+)"$/, function (this: TizaWorld, path: string, code: string) {
  const found = issueCodes.call(this);
  assert.ok(found.includes(`${path} ${code}`), `issues were ${JSON.stringify(found)}`);
});

Then('the issues are:', function (this: TizaWorld, table: DataTable) {
  assert.deepEqual(issueCodes.call(this), table.hashes().map((row) => `${row.path} ${row.code}`));
});

Then('it is stored as {}', function (this: TizaWorld, stored: string) {
  assert.deepEqual(this.accepted(), json(stored));
});

Then('every type starts the editor with a document of its own shape', function (this: TizaWorld) {
  for (const type of QUESTION_TYPE_CODES) {
    const empty = emptyQuestionData(type);
    const checked = validateQuestionData(type, empty);
    // Either valid already, or refused only for what a teacher still has to fill in.
    if (checked.err) for (const issue of checked.val) assert.match(issue.code, /\.(blank|text-blank|alt-blank|missing|too-few|file-invalid)$/, `${type}: ${issue.code}`);
  }
});

// Answers

When(/^an answer to an? (.+) question arrives as (.+)$/, function (this: TizaWorld, name: string, answer: string) {
  this.given.answerType = typeNamed(name);
  this.outcome = validateAnswer(typeNamed(name), json(answer));
});

Then(/^the answer is (answered|not answered)$/, function (this: TizaWorld, answered: string) {
  const type = this.input<QuestionTypeCode>('answerType');
  assert.equal(isAnswered(type, this.accepted() as Answer), answered === 'answered');
});

Given('a test with the questions:', function (this: TizaWorld, table: DataTable) {
  this.given.questions = table.hashes().map((row) => ({ guid: row.question ?? '', type: typeNamed(row.type ?? '') }));
  this.given.answers = Object.fromEntries(table.hashes().flatMap((row) => (row.answer === undefined || row.answer === '' ? [] : [[row.question, json(row.answer)]])));
});

Then('the warning before submitting lists {}', function (this: TizaWorld, list: string) {
  const expected = list === 'nothing' ? [] : list.split(/,\s*|\s+and\s+/);
  const answers = this.input<Record<string, Answer>>('answers');
  // As the test page does: a question is listed when the completeness rule calls it unanswered.
  const unanswered = this.input<{ guid: string; type: QuestionTypeCode }[]>('questions').filter((question) => {
    const player = toPlayerQuestion({ guid: question.guid, type: question.type, points: 1, data: emptyQuestionData(question.type) } as AuthoredQuestion, 'attempt-1');
    return answerCompleteness(player as PlayerQuestionShape, answers[question.guid]) === 'unanswered';
  });
  assert.deepEqual(unanswered.map((question) => question.guid), expected);
});

// Gap texts

When('the gap text {string} is read', function (this: TizaWorld, text: string) {
  this.value = parseGapText(text);
});

Then('it reads as:', function (this: TizaWorld, table: DataTable) {
  const expected = table.hashes().map((row) => (row.kind === 'gap' ? { kind: 'gap', index: Number(row.index), raw: row.content } : { kind: 'text', text: (row.content ?? '').replace(/^"(.*)"$/s, '$1') }));
  assert.deepEqual(this.value, expected);
});

// Formulas

Given('the formula variables are {string}', function (this: TizaWorld, list: string) {
  this.given.variables = list === '' ? [] : list.split(',').map((v) => v.trim());
});

Then(/^"(.*)" (is|is not) equivalent to "(.*)"$/, function (this: TizaWorld, given: string, is: string, expected: string) {
  assert.equal(equivalentFormulas(expected, given, this.input<string[]>('variables')), is === 'is');
});

When('the formula {string} is read', function (this: TizaWorld, text: string) {
  this.outcome = parseFormula(text, this.input<string[]>('variables'));
});

Then('with {string} it is worth {float}', function (this: TizaWorld, values: string, expected: number) {
  const formula = this.accepted() as { evaluate(v: Record<string, number>): number };
  const point = Object.fromEntries(values.split(',').filter((p) => p.trim() !== '').map((p) => p.split('=').map((s) => s.trim()) as [string, string]).map(([k, v]) => [k, Number(v)]));
  assert.ok(Math.abs(formula.evaluate(point) - expected) < 1e-9, `worth ${formula.evaluate(point)}`);
});

// The player

When('a student opens it in the attempt {string}', function (this: TizaWorld, seed: string) {
  this.value = toPlayerQuestion(this.input<AuthoredQuestion>('question'), seed);
});

Then('the player gets {}', function (this: TizaWorld, data: string) {
  assert.deepEqual((this.value as { data: unknown }).data, json(data));
});

Then('nothing the player gets mentions {string}', function (this: TizaWorld, secret: string) {
  assert.ok(!JSON.stringify(this.value).includes(secret), JSON.stringify(this.value));
});

Then('the player shows the words {string}', function (this: TizaWorld, words: string) {
  const data = (this.value as { data: { words: string[]; separators: string[] } }).data;
  assert.equal(data.words.join('|'), words);
  assert.equal(data.separators.length, data.words.length + 1);
});

Then('the words and separators read back {string}', function (this: TizaWorld, text: string) {
  const data = (this.value as { data: { words: string[]; separators: string[] } }).data;
  assert.equal(data.separators.map((s, i) => s + (data.words[i] ?? '')).join(''), text);
});
