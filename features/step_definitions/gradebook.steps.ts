import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { JobStatus } from '@domain/assignments/assignmentStatus';
import { finalGrade, type FinalGrade, type GradableItem, type GradeCategory, type FinalGradeOptions } from '@domain/gradebook/finalGrade';
import {
  checkGradeScale,
  DEFAULT_LETTER_BANDS,
  gradeText,
  scaleLabelKey,
  scoreToScale,
  type GradeScale,
  type ScaledGrade,
} from '@domain/gradebook/gradeScales';
import { isOverdue } from '@domain/gradebook/overdue';
import type { TizaWorld } from '../support/world';

/** "none" or an empty cell → null, else the number. */
function numberOrNone(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || trimmed === 'none') return null;
  const value = Number(trimmed);
  assert.ok(Number.isFinite(value), `not a number: ${text}`);
  return value;
}

/** "A 90, B 80, C 0" → [['A', 90], …]; labels may hold spaces ("Needs support 0"). */
function levels(list: string): { label: string; at: number }[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const match = /^(.+)\s+(-?[\d.]+)$/.exec(entry);
      assert.ok(match, `not a level: ${entry}`);
      return { label: match[1] ?? '', at: Number(match[2]) };
    });
}

/** A scale in school words, e.g. 'numeric from 0 to 10 with 2 decimals' or 'pass/fail from 50 %'. */
function scale(phrase: string): GradeScale {
  let m = /^numeric from 0 to (\S+) with (\d+) decimals?$/.exec(phrase);
  if (m) return { kind: 'numeric', max: Number(m[1]), decimals: Number(m[2]) };
  if (phrase === 'letters with the default bands') return { kind: 'letters', bands: DEFAULT_LETTER_BANDS };
  m = /^letters with the bands "(.*)"$/.exec(phrase);
  if (m) return { kind: 'letters', bands: levels(m[1] ?? '').map((l) => ({ label: l.label, minPercent: l.at })) };
  m = /^pass\/fail from (\S+) %$/.exec(phrase);
  if (m) return { kind: 'pass-fail', passPercent: Number(m[1]) };
  m = /^custom on 0 to (\S+) with "(.*)"$/.exec(phrase);
  if (m) return { kind: 'custom', max: Number(m[1]), levels: levels(m[2] ?? '').map((l) => ({ label: l.label, value: l.at })) };
  assert.fail(`unknown scale: ${phrase}`);
}

// Final grade

Given("the period's categories are:", function (this: TizaWorld, table: DataTable) {
  this.given.categories = table.hashes().map((row): GradeCategory => {
    const drop = numberOrNone(row['drop lowest']);
    return { id: row.category ?? '', weight: Number(row.weight), ...(drop === null ? {} : { dropLowest: drop }) };
  });
});

const FLAGS: Record<string, Partial<GradableItem>> = {
  excused: { excused: true },
  dropped: { dropped: true },
  overdue: { overdue: true },
  'late counts as zero': { lateCountsAsZero: true },
  'not for the final grade': { countsForFinalGrade: false },
  published: { published: true },
};

Given("the student's items of the period are:", function (this: TizaWorld, table: DataTable) {
  this.given.items = table.hashes().map((row): GradableItem => {
    const flags = (row.flags ?? '').split(',').map((f) => f.trim()).filter((f) => f !== '');
    const item: GradableItem = { id: row.item ?? '', category: row.category ?? '', maxScore: Number(row.max), score: numberOrNone(row.score) };
    const weight = numberOrNone(row.weight);
    if (weight !== null) item.weight = weight;
    for (const flag of flags) {
      assert.ok(flag in FLAGS, `unknown flag ${flag}`);
      Object.assign(item, FLAGS[flag]);
    }
    return item;
  });
});

Given('the student has no items in the period', function (this: TizaWorld) {
  this.given.items = [];
});

Given(/^the lowest (\d+) items? of each category (?:is|are) dropped$/, function (this: TizaWorld, n: string) {
  this.given.dropLowest = Number(n);
});

Given(/^the final grade is given on a scale from 0 to (\S+) with (\d+) decimals?$/, function (this: TizaWorld, max: string, decimals: string) {
  this.given.finalScale = { kind: 'numeric', max: Number(max), decimals: Number(decimals) } satisfies GradeScale;
});

Given(/^the final grade is given as (.+)$/, function (this: TizaWorld, phrase: string) {
  this.given.finalScale = scale(phrase);
});

When(/^the gradebook computes the final grade( from published items only)?$/, function (this: TizaWorld, publishedOnly: string | null | undefined) {
  const options: FinalGradeOptions = { publishedOnly: typeof publishedOnly === 'string' };
  if ('finalScale' in this.given) options.scale = this.input<GradeScale>('finalScale');
  if ('dropLowest' in this.given) options.dropLowest = this.input<number>('dropLowest');
  this.value = finalGrade({ items: this.input<GradableItem[]>('items'), categories: this.input<GradeCategory[]>('categories'), options });
});

function result(world: TizaWorld): FinalGrade {
  assert.ok(world.value !== undefined, 'no final grade was computed');
  return world.value as FinalGrade;
}

Then('the final grade is {string}', function (this: TizaWorld, expected: string) {
  const grade = result(this).grade;
  assert.ok(grade !== null, 'there is no final grade');
  assert.equal(gradeText(grade), expected);
});

Then('the final percentage is {string}', function (this: TizaWorld, expected: string) {
  assert.equal(result(this).percent, numberOrNone(expected));
});

Then('there is no final grade', function (this: TizaWorld) {
  assert.equal(result(this).grade, null);
  assert.equal(result(this).percent, null);
});

Then('the categories of the final grade are:', function (this: TizaWorld, table: DataTable) {
  const actual = result(this).categories.map((c) => ({
    category: c.id,
    share: c.share,
    percent: c.percent,
    contribution: c.contribution,
    counted: c.counted,
  }));
  const expected = table.hashes().map((row) => ({
    category: row.category ?? '',
    share: numberOrNone(row.share),
    percent: numberOrNone(row.percent),
    contribution: numberOrNone(row.contribution),
    counted: Number(row.counted),
  }));
  assert.deepEqual(actual, expected);
});

Then(/^the item "([^"]*)" (counts|is left out) as "([^"]*)"$/, function (this: TizaWorld, id: string, verdict: string, reason: string) {
  const outcome = result(this).items.find((i) => i.id === id);
  assert.ok(outcome, `no item ${id}`);
  assert.equal(outcome.reason, reason);
  assert.equal(outcome.counted, verdict === 'counts');
});

Then(/^the gradebook notes "([^"]*)"(?: for "([^"]*)")?$/, function (this: TizaWorld, code: string, about: string | null | undefined) {
  const notes = result(this).notes;
  const found = notes.some((n) => n.code === code && (typeof about !== 'string' || ('category' in n && n.category === about) || ('item' in n && n.item === about)));
  assert.ok(found, `no ${code} ${typeof about === 'string' ? about : ''} in ${JSON.stringify(notes)}`);
});

Then(/^the assignment (is|is not) overdue for the final grade$/, function (this: TizaWorld, is: string) {
  const due = this.input<(now: Date) => Date | null>('due')(this.now);
  assert.equal(isOverdue(this.input<JobStatus>('jobStatus'), due, this.now), is === 'is');
});

// Scales

Given(/^the grade scale is (.+)$/, function (this: TizaWorld, phrase: string) {
  this.given.scale = scale(phrase);
});

When(/^a score of (\S+) out of (\S+) is put on the scale$/, function (this: TizaWorld, points: string, max: string) {
  this.value = scoreToScale(this.input<GradeScale>('scale'), Number(points), Number(max));
});

Then(/^the grade reads "([^"]*)"(?: with the label key "([^"]*)")?$/, function (this: TizaWorld, expected: string, key: string | null | undefined) {
  const grade = this.value as ScaledGrade | null;
  assert.ok(grade !== null, 'no grade');
  assert.equal(gradeText(grade), expected);
  if (typeof key === 'string') assert.equal(scaleLabelKey(grade), key);
});

When(/^the school sets up the scale (.+)$/, function (this: TizaWorld, phrase: string) {
  this.outcome = checkGradeScale(scale(phrase));
});
