import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { parseContentTypeCode } from '@domain/content/contentTypes';
import { BOARD_COLUMNS, boardColumn } from '@domain/lessons/board';
import {
  canDeliverLateFlag,
  deliveryWindow,
  formatLocalDateTime,
  isLateHandIn,
  localToInstant,
  parseLocalDateTime,
  toYesNo,
} from '@domain/lessons/deliverDate';
import { changedPositions, isPermutation, moveLesson, reorder, type Placed } from '@domain/lessons/ordering';
import { completesOnOpen, lessonProgress, mediaProgress, mergeProgress, pagesProgress } from '@domain/lessons/progress';
import type { TizaWorld } from '../support/world';

function list(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

function instant(text: string): Date {
  const date = new Date(text);
  assert.ok(!Number.isNaN(date.getTime()), `not an instant: ${text}`);
  return date;
}

/** A refusal whose error is a bare code (these modules return string codes, not objects). */
function refusedCode(world: TizaWorld): string {
  assert.ok(world.outcome !== undefined, 'nothing was tried');
  assert.ok(world.outcome.err, `expected a refusal, got ${JSON.stringify(world.outcome.val)}`);
  return String(world.outcome.val);
}

// Lesson ordering

function lessonsOf(table: DataTable): Placed[] {
  return table.hashes().map((row) => ({ guid: row.lesson ?? '', group: row.unit ?? '', position: Number(row.position) }));
}

Given('the course has the units {string} in this order', function (this: TizaWorld, units: string) {
  this.given.units = list(units);
});

Given('the lessons of the course are:', function (this: TizaWorld, table: DataTable) {
  this.given.lessons = lessonsOf(table);
});

When(/^the teacher moves the lesson (\S+) to place (-?\d+) of the unit (\S+)$/, function (this: TizaWorld, lesson: string, place: string, unit: string) {
  // Places are counted from 1 in the scenarios; the rule takes a 0-based index.
  this.outcome = moveLesson(this.input<Placed[]>('lessons'), this.input<string[]>('units'), lesson, unit, Number(place) - 1);
});

Then('the lessons of the course are now:', function (this: TizaWorld, table: DataTable) {
  assert.ok(this.outcome !== undefined && this.outcome.ok, `expected the move to be accepted, got ${JSON.stringify(this.outcome?.val)}`);
  assert.deepEqual(this.outcome.val, lessonsOf(table));
});

Then('only the lessons {string} are written', function (this: TizaWorld, expected: string) {
  assert.ok(this.outcome !== undefined && this.outcome.ok, 'expected the move to be accepted');
  const changed = changedPositions(this.input<Placed[]>('lessons'), this.outcome.val as Placed[]);
  assert.deepEqual(
    changed.map((lesson) => lesson.guid),
    list(expected),
  );
});

Then('no lesson is written', function (this: TizaWorld) {
  assert.ok(this.outcome !== undefined && this.outcome.ok, 'expected the move to be accepted');
  assert.deepEqual(changedPositions(this.input<Placed[]>('lessons'), this.outcome.val as Placed[]), []);
});

Then('the move is refused as {string}', function (this: TizaWorld, code: string) {
  assert.equal(refusedCode(this), code);
});

Given('the items of a lesson are {string}', function (this: TizaWorld, items: string) {
  this.given.items = list(items).map((guid) => ({ guid }));
});

When(/^the teacher drags the item (\S+) to index (-?\d+)$/, function (this: TizaWorld, item: string, index: string) {
  this.value = reorder(this.input<{ guid: string }[]>('items'), item, Number(index));
});

Then('the items are in the order {string}', function (this: TizaWorld, expected: string) {
  assert.deepEqual(
    (this.value as { guid: string }[]).map((item) => item.guid),
    list(expected),
  );
});

Then(/^"([^"]*)" (is|is not) a new order of "([^"]*)"$/, function (proposed: string, is: string, current: string) {
  assert.equal(isPermutation(list(current), list(proposed)), is === 'is');
});

// Deliver dates

When('the deliver date {string} is read in {string}', function (this: TizaWorld, local: string, zone: string) {
  this.given.zone = zone;
  this.value = localToInstant(local, zone);
});

Then('the deadline is the instant {string}', function (this: TizaWorld, expected: string) {
  assert.equal((this.value as Date).toISOString(), instant(expected).toISOString());
});

Then('the school clock shows it as {string}', function (this: TizaWorld, expected: string) {
  assert.equal(formatLocalDateTime(this.value as Date, this.input<string>('zone')), expected);
});

When('the instant {string} is shown in {string}', function (this: TizaWorld, at: string, zone: string) {
  this.value = formatLocalDateTime(instant(at), zone);
});

Then('the deliver date sent is {string}', function (this: TizaWorld, expected: string) {
  assert.equal(this.value, expected);
});

When('the deliver date {string} arrives', function (this: TizaWorld, value: string) {
  this.outcome = parseLocalDateTime(value);
});

Then('it is kept as {string}', function (this: TizaWorld, expected: string) {
  assert.equal(this.accepted(), expected);
});

Then('it is refused as {string}', function (this: TizaWorld, code: string) {
  assert.equal(refusedCode(this), code);
});

Given('an item due {string} in {string}', function (this: TizaWorld, local: string, zone: string) {
  this.given.deliverAt = localToInstant(local, zone);
});

Given('an item without a deliver date', function (this: TizaWorld) {
  this.given.deliverAt = null;
});

Given(/^late delivery is (allowed|not allowed)$/, function (this: TizaWorld, allowed: string) {
  this.given.canDeliverLate = allowed === 'allowed';
});

Then('the hand-in window is {string}', function (this: TizaWorld, expected: string) {
  const canDeliverLate = (this.given.canDeliverLate as boolean | undefined) ?? false;
  assert.equal(deliveryWindow(this.now, this.input<Date | null>('deliverAt'), canDeliverLate), expected);
});

Then(/^a hand-in at "([^"]*)" (is|is not) late$/, function (this: TizaWorld, at: string, is: string) {
  assert.equal(isLateHandIn(instant(at), this.input<Date | null>('deliverAt')), is === 'is');
});

Then(/^can_deliver_late "(YES|NO)" means late delivery is (allowed|not allowed) and is sent back as "(YES|NO)"$/, function (flag: string, allowed: string, back: string) {
  const value = canDeliverLateFlag(flag as 'YES' | 'NO');
  assert.equal(value, allowed === 'allowed');
  assert.equal(toYesNo(value), back);
});

// Progress

When(/^a student has watched (\S+) seconds of a (\S+)-second (?:video|audio)$/, function (this: TizaWorld, watched: string, duration: string) {
  this.value = mediaProgress(Number(watched), Number(duration));
});

When(/^a student has seen (\S+) pages of a (\S+)-page (?:book|PDF)$/, function (this: TizaWorld, seen: string, pages: string) {
  this.value = pagesProgress(Number(seen), Number(pages));
});

When(/^the saved progress is (none|\S+) and (\S+) is reported$/, function (this: TizaWorld, previous: string, next: string) {
  this.value = mergeProgress(previous === 'none' ? null : Number(previous), Number(next));
});

When('the items the student sees have the progress {string}', function (this: TizaWorld, values: string) {
  this.value = lessonProgress(list(values).map((value) => (value === 'none' ? null : Number(value))));
});

When('the lesson has no items the student sees', function (this: TizaWorld) {
  this.value = lessonProgress([]);
});

Then(/^the progress is (\d+)$/, function (this: TizaWorld, expected: string) {
  assert.equal(this.value, Number(expected));
});

Then(/^opening an item of type (\S+) (completes|does not complete) it$/, function (code: string, completes: string) {
  const parsed = parseContentTypeCode(code);
  assert.ok(parsed !== undefined, `${code} should be a content type`);
  assert.equal(completesOnOpen(parsed), completes === 'completes');
});

// Board

Given('an item on the board:', function (this: TizaWorld, table: DataTable) {
  const row = table.rowsHash();
  this.given.boardItem = {
    published: row.published === 'yes',
    evaluable: row.evaluable === 'yes',
    deliverAt: row['deliver at'] === undefined || row['deliver at'] === 'none' ? null : instant(row['deliver at']),
    canDeliverLate: row['late delivery'] === 'yes',
    jobsDelivered: Number(row.delivered ?? 0),
    jobsEvaluated: Number(row.evaluated ?? 0),
  };
});

Then('it sits in the {string} column', function (this: TizaWorld, column: string) {
  assert.equal(boardColumn(this.input<Parameters<typeof boardColumn>[0]>('boardItem'), this.now), column);
});

Then('the board columns are {string}', function (expected: string) {
  assert.deepEqual([...BOARD_COLUMNS], list(expected));
});
