import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { isTimeUp, parseTestDuration, secondsLeft, type TestDuration } from '@domain/assessments/testDuration';
import { parseCalendarDate } from '@domain/calendar/calendarDate';
import { ageOn, needsGuardianConsent } from '@domain/identity/guardianConsent';
import { fileSize, fileSizeLabelKey } from '@domain/shared/fileSize';
import { canRetrySync, isSyncRunning, parseSyncStatus, type SyncStatus } from '@domain/sync/syncStatus';
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

Then(/^the time (is|is not) up$/, function (this: TizaWorld, is: string) {
  assert.equal(isTimeUp(this.input<TestDuration>('duration'), this.input<Date>('startedAt'), this.now), is === 'is');
});

// Sync

When('the sync status {string} arrives', function (this: TizaWorld, status: string) {
  this.value = parseSyncStatus(status);
});

Then('the sync is read as {string}', function (this: TizaWorld, status: string) {
  assert.equal(this.value, status);
});

Then(/^a sync (is|is not) running$/, function (this: TizaWorld, is: string) {
  assert.equal(isSyncRunning(this.value as SyncStatus), is === 'is');
});

Then(/^a retry (is|is not) offered$/, function (this: TizaWorld, is: string) {
  assert.equal(canRetrySync(this.value as SyncStatus), is === 'is');
});

Then('the sync status is not understood', function (this: TizaWorld) {
  assert.equal(this.value, undefined);
});

// Minors

function day(text: string): string {
  const parsed = parseCalendarDate(text);
  assert.ok(parsed !== undefined, `not a date: ${text}`);
  return parsed;
}

Given(/^today is the sign-up day (\S+)$/, function (this: TizaWorld, today: string) {
  this.given.signUpDay = day(today);
});

When(/^someone born on (\S+) signs up$/, function (this: TizaWorld, birth: string) {
  this.given.birth = day(birth);
});

Then('they are {int} years old', function (this: TizaWorld, age: number) {
  assert.equal(ageOn(this.input<string>('birth'), this.input<string>('signUpDay')), age);
});

Then(/^they (need|do not need) a guardian's authorization$/, function (this: TizaWorld, need: string) {
  assert.equal(needsGuardianConsent(this.input<string>('birth'), this.input<string>('signUpDay')), need === 'need');
});
