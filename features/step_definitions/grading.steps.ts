import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { canSelectMoreStudents, toggleAnalysisStudent } from '@domain/grading/analysisSelection';
import {
  parsePeriodCode,
  periodLabelKey,
  periodsOfScheme,
  PERIOD_SCHEME_NAMES,
  PERIOD_SCHEMES,
  type PeriodCode,
  type PeriodScheme,
} from '@domain/grading/periods';
import { periodPublishWarnings, type PublishWarning } from '@domain/grading/publishWarnings';
import { checkScore, type ScoreRules } from '@domain/grading/scoreValidation';
import type { TizaWorld } from '../support/world';

/** "Ana, Bruno and Carla" → ['Ana', 'Bruno', 'Carla']. */
function names(list: string): string[] {
  return list.split(/,\s*|\s+and\s+/).map((n) => n.trim()).filter((n) => n !== '');
}

function codes(list: string): string[] {
  return list.split(',').map((c) => c.trim()).filter((c) => c !== '');
}

// Manual score

Given(/^a scale from (-?\d+) to (-?\d+) that allows (\d+) decimals?$/, function (this: TizaWorld, min: string, max: string, decimals: string) {
  this.given.scoreRules = { min: Number(min), max: Number(max), decimals: Number(decimals) } satisfies ScoreRules;
});

When('the teacher types {string} as the score', function (this: TizaWorld, typed: string) {
  this.outcome = checkScore(typed, this.input<ScoreRules>('scoreRules'));
});

When(/^the score (\S+) arrives as a number$/, function (this: TizaWorld, number: string) {
  this.outcome = checkScore(number === 'none' ? null : Number(number), this.input<ScoreRules>('scoreRules'));
});

Then(/^the score (-?[\d.]+) is saved$/, function (this: TizaWorld, expected: string) {
  const value = Number(expected);
  assert.ok(Object.is(this.accepted(), value), `saved ${String(this.accepted())}, expected ${value}`);
});

// Analysis

Given(/^the teacher has selected (.+) for the analysis$/, function (this: TizaWorld, list: string) {
  this.given.selection = names(list);
});

When(/^the teacher selects (\S+)$/, function (this: TizaWorld, student: string) {
  this.outcome = toggleAnalysisStudent(this.input<string[]>('selection'), student);
});

Then(/^the analysis compares (.+)$/, function (this: TizaWorld, list: string) {
  assert.deepEqual(this.accepted(), names(list));
});

Then(/^the analysis still compares (.+)$/, function (this: TizaWorld, list: string) {
  assert.deepEqual(this.input<string[]>('selection'), names(list));
});

Then(/^(no more|more) students can be selected$/, function (this: TizaWorld, more: string) {
  const selection = this.outcome?.ok === true ? (this.outcome.val as string[]) : this.input<string[]>('selection');
  assert.equal(canSelectMoreStudents(selection), more === 'more');
});

// Periods

When('the gradebook reads the period {string}', function (this: TizaWorld, typed: string) {
  this.value = parsePeriodCode(typed);
});

Then(/^it is the period "([^"]*)" of the (.+) with the label key "([^"]*)"$/, function (this: TizaWorld, code: string, scheme: string, label: string) {
  const period = this.value as PeriodCode | undefined;
  assert.equal(period, code);
  assert.ok(period !== undefined);
  const owner = PERIOD_SCHEME_NAMES.find((name) => (PERIOD_SCHEMES[name] as readonly string[]).includes(period));
  assert.equal(owner ?? 'whole year', scheme);
  assert.equal(periodLabelKey(period), label);
});

Then('it is not a period', function (this: TizaWorld) {
  assert.equal(this.value, undefined);
});

function scheme(name: string): PeriodScheme {
  assert.ok((PERIOD_SCHEME_NAMES as string[]).includes(name), `unknown scheme ${name}`);
  return name as PeriodScheme;
}

function period(code: string): PeriodCode {
  const parsed = parsePeriodCode(code);
  assert.ok(parsed !== undefined, `unknown period ${code}`);
  return parsed;
}

Then(/^a school year in (\w+) has the periods "([^"]*)"$/, function (name: string, list: string) {
  assert.deepEqual(periodsOfScheme(scheme(name)), codes(list));
});



// Publishing

Given(/^the school grades by (\w+)$/, function (this: TizaWorld, name: string) {
  this.given.scheme = scheme(name);
  this.given.publishedPeriods = [];
  this.given.unpublishedActivities = 0;
});

Given(/^the grades of (\w+) are published$/, function (this: TizaWorld, code: string) {
  this.given.publishedPeriods = [...this.input<PeriodCode[]>('publishedPeriods'), period(code)];
});

Given(/^every activity of (\w+) has its grades published$/, function (this: TizaWorld, _code: string) {
  this.given.unpublishedActivities = 0;
});

Given(/^(\d+) activities of (\w+) have unpublished grades$/, function (this: TizaWorld, count: string, _code: string) {
  this.given.unpublishedActivities = Number(count);
});

When(/^the teacher publishes the grades of (\w+)$/, function (this: TizaWorld, code: string) {
  this.value = periodPublishWarnings({
    period: period(code),
    scheme: this.input<PeriodScheme>('scheme'),
    publishedPeriods: this.input<PeriodCode[]>('publishedPeriods'),
    unpublishedActivities: this.input<number>('unpublishedActivities'),
  });
});

Then('there is no warning', function (this: TizaWorld) {
  assert.deepEqual(this.value, []);
});

Then('the teacher is warned with {string}', function (this: TizaWorld, code: string) {
  assert.ok((this.value as PublishWarning[]).some((w) => w.code === code), `no ${code} in ${JSON.stringify(this.value)}`);
});

Then('the warning counts {int} activities', function (this: TizaWorld, count: number) {
  const warning = (this.value as PublishWarning[]).find((w) => w.code === 'publish.unpublished-activities');
  assert.equal(warning?.code === 'publish.unpublished-activities' ? warning.count : undefined, count);
});

Then('the warning names the periods {string}', function (this: TizaWorld, list: string) {
  const warning = (this.value as PublishWarning[]).find((w) => w.code === 'publish.unpublished-earlier-periods');
  assert.deepEqual(warning?.code === 'publish.unpublished-earlier-periods' ? warning.periods : undefined, codes(list));
});
