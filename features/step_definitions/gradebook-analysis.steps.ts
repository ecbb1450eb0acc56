import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import {
  cellPercent,
  classEvolution,
  classUnitAverages,
  gradeDistribution,
  studentEvolution,
  type AnalysisCell,
  type AnalysisColumn,
  type Distribution,
} from '@domain/gradebook/analysis';
import { DEFAULT_LETTER_BANDS, type GradeScale } from '@domain/gradebook/gradeScales';
import type { TizaWorld } from '../support/world';

// The analysis reads columns (items) and rows of cells, as the grid gives them.

interface AnalysedItem extends AnalysisColumn {
  name: string;
}

interface Analysis {
  items: AnalysedItem[];
  students: string[];
  rows: AnalysisCell[][];
}

function analysis(world: TizaWorld): Analysis {
  return world.input<Analysis>('analysis');
}

/** "none" or an empty cell → null. */
function figure(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || trimmed === 'none') return null;
  const value = Number(trimmed);
  assert.ok(Number.isFinite(value), `not a number: ${text}`);
  return value;
}

/** "8" → a score; "excused" → excused without a score; empty → no score. */
function cell(text: string | undefined): AnalysisCell {
  const trimmed = (text ?? '').trim();
  if (trimmed === 'excused') return { score: null, excused: true };
  return { score: figure(trimmed), excused: false };
}

function itemName(world: TizaWorld, id: string): string {
  return analysis(world).items.find((item) => item.id === id)?.name ?? id;
}

function rowOf(world: TizaWorld, student: string): AnalysisCell[] {
  const a = analysis(world);
  const index = a.students.indexOf(student);
  assert.ok(index >= 0, `no student ${student}`);
  return a.rows[index] ?? [];
}

// A cell

Given('an analysed item out of {float}', function (this: TizaWorld, max: number) {
  this.given.analysedMax = max;
});

When(/^the student's cell holds (?:the score (\S+)|the excused score (\S+)|no score)$/, function (this: TizaWorld, score: string | null, excused: string | null) {
  const max = this.input<number>('analysedMax');
  // Groups that did not take part in the match arrive as null.
  const held: AnalysisCell = excused ? { score: Number(excused), excused: true } : { score: score ? Number(score) : null, excused: false };
  this.value = cellPercent({ maxScore: max }, held);
});

Then(/^the cell reads (\S+) percent$/, function (this: TizaWorld, expected: string) {
  assert.equal(this.value, figure(expected));
});

// Items and scores

Given('the analysed items are:', function (this: TizaWorld, table: DataTable) {
  const items = table.hashes().map((row): AnalysedItem => {
    const name = row.item ?? '';
    const unit = (row.unit ?? '').trim();
    const due = (row.due ?? '').trim();
    return { id: name, name, unitId: unit === '' ? null : unit, maxScore: Number(row.max), dueAtLocal: due === '' ? null : due };
  });
  this.given.analysis = { items, students: [], rows: [] } satisfies Analysis;
});

Given('the analysed scores are:', function (this: TizaWorld, table: DataTable) {
  const a = analysis(this);
  for (const row of table.hashes()) {
    a.students.push(row.student ?? '');
    a.rows.push(a.items.map((item) => cell(row[item.name])));
  }
});

// Units

Then('the unit averages of {string} are:', function (this: TizaWorld, student: string, table: DataTable) {
  // The units page and the analysis read a student's unit averages from the class's.
  const actual = classUnitAverages(analysis(this).items, [rowOf(this, student)]).map((unit) => ({ unit: unit.unitId ?? 'no unit', average: unit.students[0] ?? null }));
  const expected = table.hashes().map((row) => ({ unit: row.unit ?? '', average: figure(row.average) }));
  assert.deepEqual(actual, expected);
});

Then('the class averages per unit are:', function (this: TizaWorld, table: DataTable) {
  const a = analysis(this);
  const actual = classUnitAverages(a.items, a.rows).map((unit) => ({ unit: unit.unitId ?? 'no unit', students: unit.students, class: unit.percent }));
  const expected = table.hashes().map((row) => ({ unit: row.unit ?? '', students: (row.students ?? '').split(',').map(figure), class: figure(row.class) }));
  assert.deepEqual(actual, expected);
});

// Over time

Then('the evolution of {string} is:', function (this: TizaWorld, student: string, table: DataTable) {
  const actual = studentEvolution(analysis(this).items, rowOf(this, student)).map((p) => ({ item: itemName(this, p.columnId), day: p.day, percent: p.percent, average: p.average }));
  const expected = table.hashes().map((row) => ({ item: row.item ?? '', day: row.day ?? '', percent: figure(row.percent), average: figure(row.average) }));
  assert.deepEqual(actual, expected);
});

Then('the class evolution is:', function (this: TizaWorld, table: DataTable) {
  const a = analysis(this);
  const actual = classEvolution(a.items, a.rows).map((p) => ({ item: itemName(this, p.columnId), day: p.day, average: p.percent, counted: p.counted }));
  const expected = table.hashes().map((row) => ({ item: row.item ?? '', day: row.day ?? '', average: figure(row.average), counted: Number(row.counted) }));
  assert.deepEqual(actual, expected);
});

// Distribution

/** "Insuficiente 0, Bien 6" → labels with their number. */
function levels(list: string): { label: string; at: number }[] {
  return list.split(',').map((entry) => {
    const match = /^(.+)\s+(-?[\d.]+)$/.exec(entry.trim());
    assert.ok(match, `not a level: ${entry}`);
    return { label: match[1] ?? '', at: Number(match[2]) };
  });
}

function distributionScale(phrase: string): GradeScale {
  let m = /^numeric from 0 to (\S+) with (\d+) decimals?$/.exec(phrase);
  if (m) return { kind: 'numeric', max: Number(m[1]), decimals: Number(m[2]) };
  if (phrase === 'letters with the default bands') return { kind: 'letters', bands: DEFAULT_LETTER_BANDS };
  m = /^pass\/fail from (\S+) %$/.exec(phrase);
  if (m) return { kind: 'pass-fail', passPercent: Number(m[1]) };
  m = /^custom on 0 to (\S+) with "(.*)"$/.exec(phrase);
  if (m) return { kind: 'custom', max: Number(m[1]), levels: levels(m[2] ?? '').map((l) => ({ label: l.label, value: l.at })) };
  assert.fail(`unknown scale: ${phrase}`);
}

Given(/^the course's scale for the distribution is (.+)$/, function (this: TizaWorld, phrase: string) {
  this.given.distributionScale = distributionScale(phrase.trim());
});

When('the final percentages {string} are distributed', function (this: TizaWorld, list: string) {
  this.value = gradeDistribution(this.input<GradeScale>('distributionScale'), list.split(',').map(figure));
});

Then('the bands read {string}', function (this: TizaWorld, expected: string) {
  const { bands } = this.value as Distribution;
  const read = bands.map((band) => `${band.kind === 'range' ? `${band.from}–${band.to}` : band.label}: ${band.count}`).join(', ');
  assert.equal(read, expected);
});

Then(/^(\d+) students? (?:has|have) no final grade$/, function (this: TizaWorld, count: string) {
  assert.equal((this.value as Distribution).withoutGrade, Number(count));
});

