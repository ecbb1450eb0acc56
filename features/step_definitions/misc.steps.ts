import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { attemptDeadline } from '@domain/assessments/attemptRules';
import { parseTestDuration, secondsUntil, type TestDuration } from '@domain/assessments/testDuration';
import { fileSize, fileSizeLabelKey } from '@domain/shared/fileSize';
import type { TizaWorld } from '../support/world';

// File sizes

When(/^a file of (\S+) bytes is listed$/, function (this: TizaWorld, bytes: string) {
  this.value = fileSize(Number(bytes));
});

Then('its size reads {string} with the label key {string}', function (this: TizaWorld, size: string, key: string) {
  const shown = this.value as ReturnType<typeof fileSize>;
  assert.equal(`${shown.value} ${shown.unit}`, size);
  assert.equal(fileSizeLabelKey(shown.unit), key);
});

// Test duration

When('a test lasts {string} minutes', function (this: TizaWorld, minutes: string) {
  this.outcome = parseTestDuration(minutes === 'none' ? null : Number(minutes));
});

/** What the countdown shows: the seconds to the attempt's deadline; undefined when the test has no limit. */
function secondsLeft(duration: TestDuration, startedAt: Date, now: Date): number | undefined {
  const deadline = attemptDeadline(startedAt, duration);
  return deadline === null ? undefined : secondsUntil(deadline, now);
}

Then('the student has {int} seconds', function (this: TizaWorld, seconds: number) {
  const start = new Date(0);
  assert.equal(secondsLeft(this.accepted() as TestDuration, start, start), seconds);
});

Then('the test has no time limit', function (this: TizaWorld) {
  assert.deepEqual(this.accepted(), { kind: 'unlimited' });
});

Given('a test of {int} minutes started at {string}', function (this: TizaWorld, minutes: number, instant: string) {
  this.given.duration = { kind: 'minutes', minutes } satisfies TestDuration;
  this.given.startedAt = new Date(instant);
});

Given('an unlimited test started at {string}', function (this: TizaWorld, instant: string) {
  this.given.duration = { kind: 'unlimited' } satisfies TestDuration;
  this.given.startedAt = new Date(instant);
});

Then('{int} seconds are left', function (this: TizaWorld, seconds: number) {
  assert.equal(secondsLeft(this.input<TestDuration>('duration'), this.input<Date>('startedAt'), this.now), seconds);
});

Then('no countdown is shown', function (this: TizaWorld) {
  assert.equal(secondsLeft(this.input<TestDuration>('duration'), this.input<Date>('startedAt'), this.now), undefined);
});
