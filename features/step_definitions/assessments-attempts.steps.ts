import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  acceptsAnswers,
  attemptDeadline,
  mustAutoSubmit,
  nextJobStatus,
  startDecision,
  validateAssessmentSettings,
  type AssessmentSettings,
  type AssessmentSettingsField,
  type JobEvent,
} from '@domain/assessments/attemptRules';
import type { JobStatus } from '@domain/assignments/assignmentStatus';
import type { TestDuration } from '@domain/assessments/testDuration';
import type { TizaWorld } from '../support/world';

function deadline(world: TizaWorld): Date | null {
  return attemptDeadline(world.input<Date>('startedAt'), world.input<TestDuration>('duration'));
}

Then('the attempt ends at {string}', function (this: TizaWorld, instant: string) {
  assert.equal(deadline(this)?.toISOString(), new Date(instant).toISOString());
});

Then('the attempt has no end', function (this: TizaWorld) {
  assert.equal(deadline(this), null);
});

Then(/^a save arriving now (is|is not) taken$/, function (this: TizaWorld, is: string) {
  assert.equal(acceptsAnswers(this.now, deadline(this)), is === 'is');
});

Then(/^the server (closes|does not close) the attempt itself$/, function (this: TizaWorld, closes: string) {
  assert.equal(mustAutoSubmit(this.now, deadline(this)), closes === 'closes');
});

// Starting

Given(/^an assessment that allows (\d+) attempts?, delivery (open|closed)$/, function (this: TizaWorld, allowed: string, delivery: string) {
  this.given.attemptsAllowed = Number(allowed);
  this.given.deliveryOpen = delivery === 'open';
});

When(/^a student with (\d+) submitted attempts? and (an open|no open) attempt presses start$/, function (this: TizaWorld, submitted: string, open: string) {
  this.value = startDecision({
    attemptsAllowed: this.input<number>('attemptsAllowed'),
    submittedCount: Number(submitted),
    hasOpenAttempt: open === 'an open',
    deliveryOpen: this.input<boolean>('deliveryOpen'),
  });
});

Then('the decision is {string}', function (this: TizaWorld, decision: string) {
  assert.equal(this.value, decision);
});

// Job status

When('a job {string} meets {string}', function (this: TizaWorld, current: string, event: string) {
  this.value = nextJobStatus(current as JobStatus, event as JobEvent);
});

Then('the job becomes {string}', function (this: TizaWorld, status: string) {
  assert.equal(this.value, status);
});

// Settings: the examples are written as the item's stored `data` (the names teachers see in the API docs).

const STORED_NAME: Record<AssessmentSettingsField, string> = {
  durationMinutes: 'duration_minutes',
  attemptsAllowed: 'attempts_allowed',
  rankingScale: 'ranking_scale',
  onePerPage: 'one_per_page',
  instructionsHtml: 'instructions_html',
};
const FIELDS = Object.keys(STORED_NAME) as AssessmentSettingsField[];

When('the assessment settings {} are saved', function (this: TizaWorld, settings: string) {
  const stored = JSON.parse(settings) as Record<string, unknown>;
  this.outcome = validateAssessmentSettings(Object.fromEntries(FIELDS.map((field) => [field, stored[STORED_NAME[field]]])));
});

Then('the settings are refused at {string} with {string}', function (this: TizaWorld, path: string, code: string) {
  assert.ok(this.outcome?.err, `expected a refusal, got ${JSON.stringify(this.outcome?.val)}`);
  const issues = this.outcome.val as { field: AssessmentSettingsField; code: string }[];
  assert.deepEqual(issues.map((issue) => ({ path: `/${STORED_NAME[issue.field]}`, code: issue.code })), [{ path, code }]);
});

Then('the settings are stored as {}', function (this: TizaWorld, stored: string) {
  const settings = this.accepted() as AssessmentSettings;
  assert.deepEqual(Object.fromEntries(FIELDS.map((field) => [STORED_NAME[field], settings[field]])), JSON.parse(stored) as unknown);
});
