import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { parsePeriodCode, type PeriodCode, type PeriodScheme } from '@domain/grading/periods';
import { periodPublishWarningsFor, type ActivityPublication } from '@domain/grading/publishWarnings';
import {
  isFinalGradeVisible,
  isPublishedForStudents,
  isViewOnlyForStudents,
  itemsPublishedWithPeriod,
  mayReadScore,
  type PeriodItem,
  type ScorePublication,
  type ScoreReader,
} from '@domain/gradebook/publishing';
import type { TizaWorld } from '../support/world';

function period(code: string): PeriodCode {
  const parsed = parsePeriodCode(code);
  assert.ok(parsed !== undefined, `unknown period ${code}`);
  return parsed;
}

function yes(cell: string | undefined): boolean {
  assert.ok(cell === 'yes' || cell === 'no', `yes or no, not ${cell}`);
  return cell === 'yes';
}

function publication(world: TizaWorld): ScorePublication {
  return { itemPublished: world.input<boolean>('itemPublished'), periodPublished: world.input<boolean>('periodPublished') };
}

Given(/^an item whose grades (are|are not) published$/, function (this: TizaWorld, are: string) {
  this.given.itemPublished = are === 'are';
});

Given(/^its period (is|is not) published$/, function (this: TizaWorld, is: string) {
  this.given.periodPublished = is === 'is';
});

Then(/^the student (sees|does not see) the score$/, function (this: TizaWorld, sees: string) {
  assert.equal(isPublishedForStudents(publication(this)), sees === 'sees');
});

Then(/^the activity (is|is not) view-only for students$/, function (this: TizaWorld, is: string) {
  assert.equal(isViewOnlyForStudents(publication(this)), is === 'is');
});

Then(/^the student (sees|does not see) the final grade of the period$/, function (this: TizaWorld, sees: string) {
  assert.equal(isFinalGradeVisible(this.input<boolean>('periodPublished')), sees === 'sees');
});

const READERS: Record<string, ScoreReader> = {
  'a teacher of the course': { role: 'R02', guid: 'eva', teachesCourse: true },
  'a school admin of the course': { role: 'R03', guid: 'luis', teachesCourse: true },
  'a teacher of another course': { role: 'R02', guid: 'marta', teachesCourse: false },
  Ana: { role: 'R01', guid: 'ana', teachesCourse: false },
  'Bruno, another student': { role: 'R01', guid: 'bruno', teachesCourse: false },
  'a helpdesk agent': { role: 'R05', guid: 'help', teachesCourse: false },
  'an editorial admin': { role: 'R04', guid: 'editor', teachesCourse: false },
};

Then(/^(.+) (may|may not) read Ana's score$/, function (this: TizaWorld, who: string, may: string) {
  const reader = READERS[who];
  assert.ok(reader, `unknown reader ${who}`);
  assert.equal(mayReadScore(reader, 'ana', publication(this)), may === 'may');
});

Given("the gradebook's activities are:", function (this: TizaWorld, table: DataTable) {
  this.given.activities = table.hashes().map(
    (row): ActivityPublication => ({ period: period(row.period ?? ''), published: yes(row.published), scored: Number(row['students scored']) }),
  );
});

When(/^the teacher publishes (\w+) from the gradebook$/, function (this: TizaWorld, code: string) {
  this.value = periodPublishWarningsFor(
    period(code),
    this.input<PeriodScheme>('scheme'),
    this.input<PeriodCode[]>('publishedPeriods'),
    this.input<ActivityPublication[]>('activities'),
  );
});

// Publishing a period publishes its items (ADR 0234)

type NamedPeriodItem = PeriodItem & { item: string };

Given("the gradebook's items are:", function (this: TizaWorld, table: DataTable) {
  this.given.periodItems = table.hashes().map((row): NamedPeriodItem => {
    const code = (row.period ?? '').trim();
    return { item: row.item ?? '', period: code === '' ? null : period(code), published: yes(row.published) };
  });
});

When(/^the teacher publishes the period (\w+)$/, function (this: TizaWorld, code: string) {
  const items = this.input<NamedPeriodItem[]>('periodItems');
  const published = new Set(itemsPublishedWithPeriod(period(code), this.input<PeriodScheme>('scheme'), items));
  this.value = published;
  this.given.periodItems = items.map((item) => (published.has(item) ? { ...item, published: true } : item));
});

Then('the items published with it are {string}', function (this: TizaWorld, list: string) {
  assert.equal([...(this.value as Set<NamedPeriodItem>)].map((i) => i.item).join(', '), list);
});

Then(/^"([^"]*)" (is|is not) view-only for students$/, function (this: TizaWorld, name: string, is: string) {
  const item = this.input<NamedPeriodItem[]>('periodItems').find((i) => i.item === name);
  assert.ok(item, `no item ${name}`);
  // Publishing a period publishes its items, so the item's own flag is the one rule (ADR 0234).
  assert.equal(isViewOnlyForStudents({ itemPublished: item.published, periodPublished: false }), is === 'is');
});
