import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { addMonths, addMonthsToDate, monthOf, schoolToday, type CalendarMonth } from '@domain/calendar/monthGrid';
import { monthWeeks } from '@domain/calendar/schoolDays';
import { parseCalendarDate } from '@domain/calendar/calendarDate';
import type { TizaWorld } from '../support/world';

/** `YYYY-MM` as its first day reads it: a real month or undefined. */
function month(text: string): CalendarMonth | undefined {
  const first = parseCalendarDate(`${text}-01`);
  return first === undefined ? undefined : monthOf(first);
}

type MonthGridDay = ReturnType<typeof monthWeeks>[number][number];

function weeks(world: TizaWorld): MonthGridDay[][] {
  return world.input<MonthGridDay[][]>('monthGrid');
}

/** A week as "28 out, 29 out, 1, 2": the day of the month, "out" for days of another month. */
function read(week: readonly MonthGridDay[]): string {
  return week.map((day) => `${Number(day.date.slice(8, 10))}${day.inMonth ? '' : ' out'}`).join(', ');
}

When(/^the month (\S+) is laid out$/, function (this: TizaWorld, text: string) {
  const parsed = month(text);
  assert.ok(parsed !== undefined, `not a month: ${text}`);
  // The month view's weeks as a school reads them, Monday first (the calendar lays es/pt/en-GB weeks so).
  this.given.monthGrid = monthWeeks(`${parsed}-01`, 1);
});

Then(/^it has (\d+) weeks$/, function (this: TizaWorld, count: string) {
  assert.equal(weeks(this).length, Number(count));
  for (const week of weeks(this)) assert.equal(week.length, 7);
});

Then(/^its (first|last) week reads "([^"]*)"$/, function (this: TizaWorld, which: string, expected: string) {
  const all = weeks(this);
  const week = which === 'first' ? all[0] : all[all.length - 1];
  assert.equal(read(week ?? []), expected);
});

When(/^it is the instant (\S+) at a school in "([^"]*)"$/, function (this: TizaWorld, instant: string, zone: string) {
  this.value = schoolToday(new Date(instant), zone);
});

Then(/^the school's day is (\S+)$/, function (this: TizaWorld, day: string) {
  assert.equal(this.value, day);
});

When(/^the month (\S+) moves by (-?\d+) months$/, function (this: TizaWorld, text: string, months: string) {
  const parsed = month(text);
  assert.ok(parsed !== undefined, `not a month: ${text}`);
  this.value = addMonths(parsed, Number(months));
});

Then(/^the month shown is (\S+)$/, function (this: TizaWorld, month: string) {
  assert.equal(this.value, month);
});

When(/^the day (\S+) moves by (-?\d+) months$/, function (this: TizaWorld, text: string, months: string) {
  const day = parseCalendarDate(text);
  assert.ok(day !== undefined, `not a day: ${text}`);
  this.value = addMonthsToDate(day, Number(months));
});

Then(/^the day shown is (\S+)$/, function (this: TizaWorld, day: string) {
  assert.equal(this.value, day);
});
