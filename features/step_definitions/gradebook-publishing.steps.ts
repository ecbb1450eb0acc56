import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { parsePeriodCode, type PeriodCode, type PeriodScheme } from '@domain/grading/periods';
import { periodPublishWarningsFor, type ActivityPublication } from '@domain/grading/publishWarnings';
import {
  isFinalGradeVisible,
  isPublishedForStudents,
  isViewOnlyForStudents,
  mayReadScore,
  visibleToStudent,
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

Given("Ana's gradebook items are:", function (this: TizaWorld, table: DataTable) {
  this.given.myGradesItems = table.hashes().map((row) => ({
    item: row.item ?? '',
    itemPublished: yes(row['item published']),
    periodPublished: yes(row['period published']),
  }));
});

When('Ana opens My grades', function (this: TizaWorld) {
  this.value = visibleToStudent(this.input<(ScorePublication & { item: string })[]>('myGradesItems'));
});

Then('she sees the items {string}', function (this: TizaWorld, list: string) {
  assert.deepEqual((this.value as { item: string }[]).map((i) => i.item).join(', '), list);
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
