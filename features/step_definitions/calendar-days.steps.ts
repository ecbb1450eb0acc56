import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { checkCalendarRange, entriesOnDay, isSchoolDay, monthWeeks, weekDays, weekStartFor, type DatedEntry, type NonSchoolDay } from '@domain/calendar/schoolDays';
import type { TizaWorld } from '../support/world';

interface TitledEntry extends DatedEntry {
  title: string;
}

Given('the non-school days', function (this: TizaWorld, table: DataTable) {
  this.given.nonSchoolDays = table.hashes().map((row): NonSchoolDay => ({ startsOn: row['starts on'] ?? '', endsOn: row['ends on'] ?? '' }));
});

Then(/^(\S+) is (a school day|not a school day)$/, function (this: TizaWorld, day: string, kind: string) {
  assert.equal(isSchoolDay(day, this.input<NonSchoolDay[]>('nonSchoolDays')), kind === 'a school day');
});

Given('the calendar entries', function (this: TizaWorld, table: DataTable) {
  this.given.entries = table.hashes().map((row): TitledEntry => ({ title: row.title ?? '', startDay: row['first day'] ?? '', endDay: row['last day'] ?? '' }));
});

Then(/^on (\S+) the calendar shows "([^"]*)"$/, function (this: TizaWorld, day: string, titles: string) {
  assert.equal(entriesOnDay(this.input<TitledEntry[]>('entries'), day).map((e) => e.title).join(', '), titles);
});

Then(/^in "([^"]*)" the week of (\S+) runs from (\S+) to (\S+)$/, function (this: TizaWorld, language: string, day: string, first: string, last: string) {
  const week = weekDays(day, weekStartFor(language));
  assert.equal(week.length, 7);
  assert.equal(week[0], first);
  assert.equal(week[6], last);
});

Then(/^reading from (\S+) to (\S+) is (\S+)$/, function (this: TizaWorld, from: string, to: string, answer: string) {
  assert.equal(checkCalendarRange(from, to) ?? 'allowed', answer);
});

When(/^the month of (\S+) is laid out in "([^"]*)"$/, function (this: TizaWorld, day: string, language: string) {
  this.value = monthWeeks(day, weekStartFor(language));
});

Then(/^it has (\d+) weeks from (\S+) to (\S+)$/, function (this: TizaWorld, count: string, first: string, last: string) {
  const weeks = this.value as { date: string }[][];
  assert.equal(weeks.length, Number(count));
  assert.equal(weeks[0]?.[0]?.date, first);
  assert.equal(weeks[weeks.length - 1]?.[6]?.date, last);
});
