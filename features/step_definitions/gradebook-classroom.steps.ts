import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { applyAttendanceMarks, attendanceRange, attendanceRate, checkAttendanceDay, type AttendanceRange, type SessionAttendance } from '@domain/gradebook/attendance';
import { schoolToday } from '@domain/calendar/monthGrid';
import { checkBehaviourDay } from '@domain/gradebook/behaviour';
import { roundHalfUp } from '@domain/gradebook/rounding';
import type { TizaWorld } from '../support/world';

// Attendance days, ranges and rates, and the day of a behaviour point (ADR 0233). The class and its session come from
// the attendance steps in gradebook-entry.steps.ts ("the class is", "in today's session", "the session reads").

When(/^the teacher marks "([^"]+)" "([^"]+)" and removes the mark of "([^"]+)"$/, function (this: TizaWorld, guid: string, status: string, removed: string) {
  const changes = { [guid]: status, [removed]: null } as Parameters<typeof applyAttendanceMarks>[1];
  const session = applyAttendanceMarks(this.input<SessionAttendance>('session'), changes);
  this.given.session = session;
  this.value = session;
});

Given(/^a student marked (\d+) present, (\d+) absent, (\d+) late and (\d+) excused$/, function (this: TizaWorld, present: string, absent: string, late: string, excused: string) {
  const counts = { present: Number(present), absent: Number(absent), late: Number(late), excused: Number(excused) };
  this.given.counts = { ...counts, sessions: counts.present + counts.absent + counts.late + counts.excused };
});

Then(/^their attendance rate is (\S+)$/, function (this: TizaWorld, expected: string) {
  const rate = attendanceRate(this.input('counts'));
  assert.equal(rate === null ? 'none' : `${roundHalfUp(rate, 2)}%`, expected);
});

Then('the school\'s today is {string} in {string}', function (this: TizaWorld, day: string, zone: string) {
  assert.equal(schoolToday(this.now, zone), day);
});

Given('the school is in {string} and the clock shows {string}', function (this: TizaWorld, zone: string, instant: string) {
  this.now = new Date(instant);
  assert.ok(!Number.isNaN(this.now.getTime()), `not an instant: ${instant}`);
  this.given.today = schoolToday(this.now, zone);
});

Given(/^the school's today is (\d{4}-\d{2}-\d{2})$/, function (this: TizaWorld, day: string) {
  this.given.today = day;
});

When('the teacher takes the attendance of {string}', function (this: TizaWorld, day: string) {
  this.outcome = checkAttendanceDay(day, this.input<string>('today'));
});

When('the teacher reads the attendance from {string} to {string}', function (this: TizaWorld, from: string, to: string) {
  this.outcome = attendanceRange({ from: from === '' ? undefined : from, to: to === '' ? undefined : to }, this.input<string>('today'));
});

Then(/^it covers (\S+) to (\S+)$/, function (this: TizaWorld, from: string, to: string) {
  assert.deepEqual(this.accepted() as AttendanceRange, { from, to });
});

When('the teacher gives a point about the day {string}', function (this: TizaWorld, day: string) {
  this.outcome = checkBehaviourDay(day, this.input<string>('today'));
});
