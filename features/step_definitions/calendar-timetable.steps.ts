import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { NonSchoolDay } from '@domain/calendar/schoolDays';
import { checkTimetable, expandSessions, type ClassSession, type Timetable } from '@domain/calendar/timetable';
import { localToInstant } from '@domain/lessons/deliverDate';
import type { TizaWorld } from '../support/world';

Given(/^the timetable from (\S+) to (\S+) with the slots$/, function (this: TizaWorld, startsOn: string, endsOn: string, table: DataTable) {
  const slots = table.hashes().map((row) => ({ weekday: Number(row.weekday), starts: row.starts ?? '', ends: row.ends ?? '', room: row.room ?? '' }));
  this.given.timetable = { startsOn, endsOn, slots } satisfies Timetable;
});

When(/^the sessions from (\S+) to (\S+) are laid out$/, function (this: TizaWorld, from: string, to: string) {
  const nonSchoolDays = (this.given.nonSchoolDays as NonSchoolDay[] | undefined) ?? [];
  this.value = expandSessions(this.input<Timetable>('timetable'), from, to, nonSchoolDays);
});

Then('the sessions are', function (this: TizaWorld, table: DataTable) {
  assert.deepEqual(this.value, table.hashes());
});

Then(/^the timetable is refused at "([^"]*)" with "([^"]*)"$/, function (this: TizaWorld, path: string, code: string) {
  assert.deepEqual(checkTimetable(this.input<Timetable>('timetable')), [{ path, code }]);
});

Then('the timetable may be saved', function (this: TizaWorld) {
  assert.deepEqual(checkTimetable(this.input<Timetable>('timetable')), []);
});

Then(/^in "([^"]*)" the session on (\S+) starts at (\S+) and the one on (\S+) at (\S+)$/, function (this: TizaWorld, zone: string, before: string, utcBefore: string, after: string, utcAfter: string) {
  const sessions = this.value as ClassSession[];
  const startOf = (date: string) => {
    const session = sessions.find((s) => s.date === date);
    assert.ok(session, `no session on ${date}`);
    assert.equal(session.starts, '09:00');
    return localToInstant(`${session.date}T${session.starts}`, zone).toISOString().replace('.000Z', 'Z');
  };
  assert.equal(startOf(before), utcBefore);
  assert.equal(startOf(after), utcAfter);
});
