import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { dayOfWeek, parseCalendarDate } from '@domain/calendar/calendarDate';
import { checkNonSchoolDay, isNonSchoolDay, type NonSchoolDay, type NonSchoolDayError } from '@domain/calendar/nonSchoolDay';
import { isInOrder, moveSession, type ScheduledSession } from '@domain/calendar/sessionScheduling';
import type { TizaWorld } from '../support/world';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function date(text: string): string {
  const parsed = parseCalendarDate(text);
  assert.ok(parsed !== undefined, `not a calendar date: ${text}`);
  return parsed;
}

function plan(table: DataTable): ScheduledSession[] {
  return table.hashes().map((row) => ({ id: row.lesson ?? '', date: date(row.date ?? '') }));
}

function holidays(world: TizaWorld): NonSchoolDay[] {
  return (world.given.nonSchoolDays as NonSchoolDay[] | undefined) ?? [];
}

// Non-school days

When('the teacher adds the non-school day {string} from {string} to {string}', function (this: TizaWorld, name: string, start: string, end: string) {
  this.outcome = checkNonSchoolDay({ name, start, end });
});

Then(/^the calendar gets "([^"]*)" from (\S+) to (\S+)$/, function (this: TizaWorld, name: string, start: string, end: string) {
  assert.deepEqual(this.accepted(), { name, start, end });
});

// "required name, invalid-date start" → the codes and fields of every error, in order.
Then('it is refused for {string}', function (this: TizaWorld, expected: string) {
  assert.ok(this.outcome !== undefined && this.outcome.err, 'expected a refusal');
  const errors = this.outcome.val as NonSchoolDayError[];
  const described = errors.map((e) => ('field' in e ? `${e.code.replace('non-school-day.', '')} ${e.field}` : e.code.replace('non-school-day.', '')));
  assert.deepEqual(described, expected.split(',').map((e) => e.trim()));
});

Given(/^the non-school day "([^"]*)" from (\S+) to (\S+)$/, function (this: TizaWorld, name: string, start: string, end: string) {
  this.given.nonSchoolDays = [...holidays(this), { name, start: date(start), end: date(end) }];
});

Then(/^(\S+) (is|is not) a non-school day$/, function (this: TizaWorld, day: string, is: string) {
  assert.equal(isNonSchoolDay(date(day), holidays(this)), is === 'is');
});

// Moving lessons

Given(/^today is (\w+) (\S+)$/, function (this: TizaWorld, weekday: string, day: string) {
  assert.equal(WEEKDAYS[dayOfWeek(date(day))], weekday, `${day} is not a ${weekday}`);
  this.given.today = date(day);
});

Given('the course plan is:', function (this: TizaWorld, table: DataTable) {
  const sessions = plan(table);
  assert.ok(isInOrder(sessions), 'the starting plan must be in order');
  this.given.sessions = sessions;
  this.given.originalSessions = sessions;
});

When(/^the teacher moves "([^"]*)" to (\S+)$/, function (this: TizaWorld, lesson: string, day: string) {
  this.outcome = moveSession(this.input<ScheduledSession[]>('sessions'), lesson, day, {
    today: this.input<string>('today'),
    nonSchoolDays: holidays(this),
  });
  if (this.outcome.ok) this.given.sessions = this.outcome.val;
});

Then('the course plan is now:', function (this: TizaWorld, table: DataTable) {
  this.accepted();
  const sessions = this.input<ScheduledSession[]>('sessions');
  assert.deepEqual(sessions, plan(table));
  assert.ok(isInOrder(sessions));
});

Then('the move is accepted', function (this: TizaWorld) {
  this.accepted();
});

Then('the course plan is unchanged', function (this: TizaWorld) {
  assert.deepEqual(this.input<ScheduledSession[]>('sessions'), this.input<ScheduledSession[]>('originalSessions'));
});
