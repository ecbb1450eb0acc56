import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { checkCalendarEvent, mayKeepEvents, type CalendarEventIssue } from '@domain/calendar/calendarEvents';
import { isRole } from '@domain/identity/roles';
import type { TizaWorld } from '../support/world';

const time = (value: string) => (value === '-' ? null : value);

When(/^an event "([^"]*)" from (\S+) (\S+) to (\S+) (\S+) is checked$/, function (this: TizaWorld, title: string, startsOn: string, starts: string, endsOn: string, ends: string) {
  this.given.eventIssues = checkCalendarEvent({ title, startsOn, endsOn, starts: time(starts), ends: time(ends) });
});

Then(/^its event issues are "([^"]*)"$/, function (this: TizaWorld, expected: string) {
  assert.equal(this.input<CalendarEventIssue[]>('eventIssues').map((issue) => `${issue.path} ${issue.code}`).join(', '), expected);
});

Then(/^a (R0\d) (may|may not) keep calendar events$/, function (this: TizaWorld, role: string, may: string) {
  assert.ok(isRole(role));
  assert.equal(mayKeepEvents(role), may === 'may');
});
