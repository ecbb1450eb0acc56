import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Answer } from '@domain/assessments/questionModel';
import { scoreAnswer } from '@domain/assessments/scoring';
import {
  aggregateRound,
  answerRule,
  applyRoundAction,
  checkPrompt,
  LIVE_QUESTION_TYPES,
  liveFormOf,
  savingRefusal,
  type LiveAggregate,
  type LiveForm,
  type LiveQuestion,
  type Round,
  type RoundAction,
  type RoundState,
  type StoredQuestion,
} from '@domain/projection/liveRound';
import type { TizaWorld } from '../support/world';

interface LiveGiven {
  round: Round;
  previous?: Answer;
  question?: LiveQuestion;
  aggregate?: LiveAggregate;
}

const live = (world: TizaWorld): LiveGiven => world.input<LiveGiven>('live');
const choice = (id: string): Answer => ({ choice: id });

function options(list: string) {
  return list.split(',').map((entry) => {
    const [id = '', text = ''] = entry.trim().split(':');
    return { id, text };
  });
}

Then('the live question types are {string}', function (types: string) {
  assert.deepEqual([...LIVE_QUESTION_TYPES], types.split(', '));
});

Then('{string} is not a live question type', function (type: string) {
  assert.equal((LIVE_QUESTION_TYPES as readonly string[]).includes(type), false);
});

Given(/^a round that is (open|closed|revealed|ended)$/, function (this: TizaWorld, state: RoundState) {
  this.given.live = { round: { state, namesShown: false } } satisfies LiveGiven;
});

Given(/^a round that is (open|closed|revealed|ended), where a student answered "([^"]*)"$/, function (this: TizaWorld, state: RoundState, id: string) {
  this.given.live = { round: { state, namesShown: false }, previous: choice(id) } satisfies LiveGiven;
});

When('the teacher asks to {string}', function (this: TizaWorld, action: RoundAction) {
  const given = live(this);
  const next = applyRoundAction(given.round, action);
  this.outcome = next;
  if (next.ok) given.round = next.val;
});

Then(/^the round is (open|closed|revealed|ended)$/, function (this: TizaWorld, state: RoundState) {
  this.accepted();
  assert.equal(live(this).round.state, state);
});

Then('the round refuses with {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.refused().code, code);
});

Then(/^the names are (shown|hidden)$/, function (this: TizaWorld, shown: string) {
  assert.equal(live(this).round.namesShown, shown === 'shown');
});

When(/^a student answers "([^"]*)"$/, function (this: TizaWorld, id: string) {
  const given = live(this);
  this.outcome = answerRule(given.round.state, undefined, choice(id));
  if (this.outcome.ok) given.previous = choice(id);
});

When(/^the same student sends "([^"]*)" (?:again|instead)$/, function (this: TizaWorld, id: string) {
  this.outcome = answerRule(live(this).round.state, live(this).previous, choice(id));
});

Then('the answer is taken as {string}', function (this: TizaWorld, how: string) {
  assert.equal(this.accepted(), how);
});

Then('the answer is refused with {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.refused().code, code);
});

Then(/^a round that is (open|closed|revealed|ended) cannot be saved, with "([^"]*)"$/, function (state: RoundState, code: string) {
  assert.equal(savingRefusal(state)?.code, code);
});

Then(/^a round that is (open|closed|revealed|ended) can be saved$/, function (state: RoundState) {
  assert.equal(savingRefusal(state), undefined);
});

const question = (world: TizaWorld, q: LiveQuestion) => {
  world.given.live = { round: { state: 'open', namesShown: false }, question: q } satisfies LiveGiven;
};

Given('the single-choice question {string} with options {string} where {string} is right', function (this: TizaWorld, _prompt: string, list: string, right: string) {
  question(this, { guid: 'q', type: 'QT_1', points: 10, data: { options: options(list), correct: right, shuffle: false } });
});

Given('the multiple-choice question {string} with options {string} where {string} are right', function (this: TizaWorld, _prompt: string, list: string, right: string) {
  question(this, { guid: 'q', type: 'QT_2', points: 10, data: { options: options(list), correct: right.split(', '), shuffle: false } });
});

Given(/^the true-or-false question "([^"]*)" whose answer is (true|false)$/, function (this: TizaWorld, _prompt: string, right: string) {
  question(this, { guid: 'q', type: 'QT_3', points: 10, data: { correct: right === 'true' } });
});

Given('the short-text question {string} accepting {string}', function (this: TizaWorld, _prompt: string, accepted: string) {
  question(this, { guid: 'q', type: 'QT_7', points: 10, data: { accepted: accepted.split('|'), case_sensitive: false, max_length: 200 } });
});

Given('the numeric question {string} whose answer is {float} within {float}', function (this: TizaWorld, _prompt: string, value: number, tolerance: number) {
  question(this, { guid: 'q', type: 'QT_14', points: 10, data: { value, tolerance, unit: null } });
});

/** The class's answers, each scored by the tests' own scoring, aggregated as the projector shows them. */
function answered(world: TizaWorld, answers: Answer[]): void {
  const given = live(world);
  assert.ok(given.question, 'no question was given');
  const q = given.question;
  given.aggregate = aggregateRound(
    q,
    answers.map((answer) => ({ answer, outcome: scoreAnswer(q, answer).outcome })),
  );
}

When('the class answers {string}', function (this: TizaWorld, list: string) {
  const q = live(this).question;
  const items = list === '' ? [] : list.split(', ');
  answered(
    this,
    items.map((item): Answer => {
      if (q?.type === 'QT_3') return { value: item === 'true' };
      if (q?.type === 'QT_2') return { choices: item.split('+') };
      return choice(item);
    }),
  );
});

When('the class types {string}', function (this: TizaWorld, list: string) {
  answered(
    this,
    list.split('|').map((text) => ({ text })),
  );
});

const aggregate = (world: TizaWorld): LiveAggregate => {
  const result = live(world).aggregate;
  assert.ok(result, 'nobody answered');
  return result;
};

Then(/^the (?:bars are|frequency list is) "([^"]*)"$/, function (this: TizaWorld, expected: string) {
  assert.equal(
    aggregate(this)
      .tallies.map((tally) => `${tally.label}:${tally.count}`)
      .join(', '),
    expected,
  );
});

Then(/^the (?:bar|line) "([^"]*)" is the right one$/, function (this: TizaWorld, label: string) {
  assert.deepEqual(
    aggregate(this)
      .tallies.filter((tally) => tally.correct)
      .map((tally) => tally.label),
    [label],
  );
});

Then(/^(\d+) answered, (\d+) right, a right share of ([\d.]+)$/, function (this: TizaWorld, answeredCount: string, right: string, share: string) {
  const result = aggregate(this);
  assert.equal(result.answered, Number(answeredCount));
  assert.equal(result.correct, Number(right));
  assert.equal(Math.round(result.correctShare * 100) / 100, Number(share));
});

When('the teacher types the prompt {string}', function (this: TizaWorld, typed: string) {
  this.outcome = checkPrompt(typed);
});

Then('the prompt is {string}', function (this: TizaWorld, stored: string) {
  assert.equal(this.accepted(), stored);
});

Then('the prompt is refused with {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.refused().code, code);
});

// A test's question asked live (features/projection/projected_question.feature).
const stored = (world: TizaWorld): StoredQuestion => world.input<StoredQuestion>('stored');

Given(/^the test's question "([^"]*)" of type "([^"]*)" worth (\d+) points, reading "([^"]*)"$/, function (this: TizaWorld, name: string, type: string, points: string, description: string) {
  this.given.stored = { type, name, description, points: Number(points), data: {} } satisfies StoredQuestion;
});

Given(/^the test's question "([^"]*)" of type "([^"]*)" worth (\d+) points, reading (\d+) letters$/, function (this: TizaWorld, name: string, type: string, points: string, letters: string) {
  this.given.stored = { type, name, description: `<p>${'a'.repeat(Number(letters))}</p>`, points: Number(points), data: {} } satisfies StoredQuestion;
});

Given('its options are {string} where {string} is right', function (this: TizaWorld, list: string, right: string) {
  stored(this).data = { options: options(list), correct: right, shuffle: false };
});

Given(/^its answer is (true|false)$/, function (this: TizaWorld, right: string) {
  stored(this).data = { correct: right === 'true' };
});

When('it is asked live', function (this: TizaWorld) {
  this.outcome = liveFormOf(stored(this));
});

const form = (world: TizaWorld): LiveForm => world.accepted() as LiveForm;

Then('the live question is a {string} worth {int} points', function (this: TizaWorld, type: string, points: number) {
  assert.equal(form(this).type, type);
  assert.equal(form(this).points, points);
});

Then('its prompt is {string}', function (this: TizaWorld, prompt: string) {
  assert.equal(form(this).prompt, prompt);
});

Then('its prompt has {int} characters and ends with {string}', function (this: TizaWorld, length: number, end: string) {
  assert.equal(form(this).prompt.length, length);
  assert.ok(form(this).prompt.endsWith(end));
});

Then('its right option is {string}', function (this: TizaWorld, right: string) {
  assert.equal((form(this).data as { correct: unknown }).correct, right);
});

Then('it is not asked live, with {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.refused().code, code);
});
