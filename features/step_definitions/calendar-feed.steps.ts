import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { feedRanges, feedUid, type DayRange } from '@domain/calendar/feed';
import { checkCalendarRange } from '@domain/calendar/schoolDays';
import type { TizaWorld } from '../support/world';

When(/^the feed is made on (\S+)$/, function (this: TizaWorld, today: string) {
  this.given.feedRanges = feedRanges(today);
});

Then('it reads the days', function (this: TizaWorld, table: DataTable) {
  assert.deepEqual(this.input<DayRange[]>('feedRanges'), table.hashes().map((row) => ({ from: row.from, to: row.to })));
});

Then('every range is an allowed calendar read', function (this: TizaWorld) {
  for (const range of this.input<DayRange[]>('feedRanges')) assert.equal(checkCalendarRange(range.from, range.to), undefined, `${range.from}…${range.to}`);
});

Then(/^the UID of the (session|deliver) "([^"]*)" is "([^"]*)"$/, function (this: TizaWorld, kind: string, guid: string, uid: string) {
  assert.equal(feedUid(kind, guid), uid);
});
