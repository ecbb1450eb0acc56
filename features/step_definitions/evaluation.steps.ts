import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  clearEvaluation,
  evaluateJob,
  evaluationStage,
  mayHandInAgain,
  reassignEvaluator,
  returnForResubmission,
  type JobEvaluationChange,
  type JobEvaluationState,
} from '@domain/assignments/evaluation';
import { Ok } from '@domain/shared/result';
import type { ScoreRules } from '@domain/grading/scoreValidation';
import type { TizaWorld } from '../support/world';

function job(world: TizaWorld): JobEvaluationState {
  return world.input<JobEvaluationState>('job');
}

/** Applies an accepted change to the scenario's job, so the next step sees it. */
function keep(world: TizaWorld, outcome: ReturnType<typeof evaluateJob>): void {
  world.outcome = outcome;
  if (outcome.ok) world.given.job = { ...job(world), status: outcome.val.status, score: outcome.val.score, evaluator: outcome.val.evaluator };
}

const base: JobEvaluationState = { status: 'delivered', score: null, evaluator: null, handedIn: true, gradesPublished: false };

Given(/^an assignment graded on a scale from (\d+) to (\d+) with (\d+) decimals$/, function (this: TizaWorld, min: string, max: string, decimals: string) {
  this.given.evaluationRules = { min: Number(min), max: Number(max), decimals: Number(decimals) } satisfies ScoreRules;
});

Given('a hand-in waiting for grading', function (this: TizaWorld) {
  this.given.job = { ...base };
});

Given(/^a hand-in waiting for grading, to be graded by (.+)$/, function (this: TizaWorld, evaluator: string) {
  this.given.job = { ...base, evaluator };
});

Given(/^a hand-in graded ([\d.]+)$/, function (this: TizaWorld, score: string) {
  this.given.job = { ...base, status: 'evaluated', score: Number(score) };
});

Given(/^a grade given without a hand-in of ([\d.]+)$/, function (this: TizaWorld, score: string) {
  this.given.job = { ...base, status: 'evaluated', score: Number(score), handedIn: false };
});

Given('a student who has handed in nothing', function (this: TizaWorld) {
  this.given.job = { ...base, status: 'pending', handedIn: false };
});

Given("the item's grades are published", function (this: TizaWorld) {
  this.given.job = { ...job(this), gradesPublished: true };
});

Given(/^the course's teachers are (.+)$/, function (this: TizaWorld, list: string) {
  this.given.teachers = list.split(/,\s*|\s+and\s+/);
});

When('the teacher grades it {string}', function (this: TizaWorld, typed: string) {
  keep(this, evaluateJob(job(this), typed, this.input<ScoreRules>('evaluationRules')));
});

When('the teacher removes the grade', function (this: TizaWorld) {
  keep(this, Ok(clearEvaluation(job(this))));
});

When(/^(.+) hands it back$/, function (this: TizaWorld, teacher: string) {
  keep(this, returnForResubmission(job(this), teacher));
});

When(/^the evaluator becomes (.+)$/, function (this: TizaWorld, teacher: string) {
  keep(this, reassignEvaluator(job(this), teacher, this.input<string[]>('teachers')));
});

Then(/^the job is "(\w+)" with score ([\d.]+)$/, function (this: TizaWorld, status: string, score: string) {
  const change = this.accepted() as JobEvaluationChange;
  assert.equal(change.status, status);
  assert.equal(change.score, Number(score));
});

Then(/^the job is "(\w+)" without a score$/, function (this: TizaWorld, status: string) {
  const change = this.accepted() as JobEvaluationChange;
  assert.equal(change.status, status);
  assert.equal(change.score, null);
});

Then('something changed', function (this: TizaWorld) {
  assert.equal((this.accepted() as JobEvaluationChange).changed, true);
});

Then('nothing changed', function (this: TizaWorld) {
  assert.equal((this.accepted() as JobEvaluationChange).changed, false);
});

Then(/^its evaluator is (.+)$/, function (this: TizaWorld, evaluator: string) {
  assert.equal((this.accepted() as JobEvaluationChange).evaluator, evaluator);
});

Then('the teacher sees it as {string}', function (this: TizaWorld, stage: string) {
  assert.equal(evaluationStage(job(this)), stage);
});

Then('the student may hand it in again', function (this: TizaWorld) {
  assert.equal(mayHandInAgain(job(this)), true);
});
