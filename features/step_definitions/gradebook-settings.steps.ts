import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  categoryShares,
  checkColumnMaxScore,
  checkDropLowest,
  checkWeight,
  scaleFromDraft,
  schemeChangeImpact,
  type ScaleDraft,
  type ScaleDraftError,
  type SchemeChangeImpact,
} from '@domain/gradebook/gradebookSettings';
import { parsePeriodCode, type PeriodCode, type PeriodScheme } from '@domain/grading/periods';
import type { TizaWorld } from '../support/world';

const CHECKS = { weight: checkWeight, 'max score': checkColumnMaxScore, 'drop lowest': checkDropLowest } as const;

When(/^the teacher types "([^"]*)" as the (weight|max score|drop lowest)$/, function (this: TizaWorld, typed: string, field: keyof typeof CHECKS) {
  this.outcome = CHECKS[field](typed);
});

Then(/^the setting is (\S+)$/, function (this: TizaWorld, expected: string) {
  assert.equal(this.accepted(), Number(expected));
});

Then('the setting is refused with {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.refused().code, code);
});

Given('the category weights are {string}', function (this: TizaWorld, list: string) {
  this.given.categoryWeights = list.split(',').map((w) => Number(w.trim()));
});

Then('the shares are {string}', function (this: TizaWorld, list: string) {
  const shares = categoryShares(this.input<number[]>('categoryWeights'));
  assert.equal(shares.map((share) => (share === null ? 'none' : String(share))).join(', '), list);
});

function periods(list: string): (PeriodCode | null)[] {
  return list.split(',').map((code) => (code.trim() === 'none' ? null : (parsePeriodCode(code) ?? assert.fail(`unknown period ${code}`))));
}

Given("the gradebook's items are in the periods {string}", function (this: TizaWorld, list: string) {
  this.given.itemPeriods = periods(list);
});

Given('the periods {string} are published', function (this: TizaWorld, list: string) {
  this.given.publishedPeriods = periods(list);
});

When(/^the teacher switches to (quarters|terms|bimesters|semesters)$/, function (this: TizaWorld, scheme: PeriodScheme) {
  this.value = schemeChangeImpact(scheme, this.input<(PeriodCode | null)[]>('itemPeriods'), this.input<PeriodCode[]>('publishedPeriods'));
});

Then(/^(\d+) items? waits? without period$/, function (this: TizaWorld, count: string) {
  assert.equal((this.value as SchemeChangeImpact).itemsWithoutPeriod, Number(count));
});

Then('the publication of {string} is dropped', function (this: TizaWorld, list: string) {
  assert.deepEqual((this.value as SchemeChangeImpact).unpublishedPeriods, periods(list));
});

// "A 90, ' ' 80": label and number per row; quotes keep a blank label.
function rows(list: string): { label: string; at: string }[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const match = /^(?:'(.*)'|(.+))\s+(\S+)$/.exec(entry);
      assert.ok(match, `not a row: ${entry}`);
      return { label: match[1] ?? match[2] ?? '', at: match[3] ?? '' };
    });
}

function draft(phrase: string): ScaleDraft {
  const base: ScaleDraft = { kind: 'numeric', max: '10', decimals: '2', passPercent: '50', levels: [] };
  let m = /^numeric up to "(.*)" with "(.*)" decimals$/.exec(phrase);
  if (m) return { ...base, max: m[1] ?? '', decimals: m[2] ?? '' };
  m = /^pass\/fail from "(.*)" %$/.exec(phrase);
  if (m) return { ...base, kind: 'pass-fail', passPercent: m[1] ?? '' };
  m = /^letters "(.*)"$/.exec(phrase);
  if (m) return { ...base, kind: 'letters', levels: rows(m[1] ?? '') };
  m = /^custom up to "(.*)" with "(.*)"$/.exec(phrase);
  if (m) return { ...base, kind: 'custom', max: m[1] ?? '', levels: rows(m[2] ?? '') };
  return assert.fail(`unknown scale: ${phrase}`);
}

When(/^the teacher types the scale (.+)$/, function (this: TizaWorld, phrase: string) {
  this.outcome = scaleFromDraft(draft(phrase));
});

Then('the scale is accepted', function (this: TizaWorld) {
  this.accepted();
});

Then(/^the scale is refused with "([^"]+)"(?: on (?:the (max)|row (\d+)))?$/, function (this: TizaWorld, code: string, field: string | null | undefined, row: string | null | undefined) {
  const error = this.refused() as unknown as ScaleDraftError;
  assert.equal(error.code, code);
  if (typeof field === 'string') assert.equal('field' in error ? error.field : undefined, field);
  if (typeof row === 'string') assert.equal(error.level, Number(row) - 1);
});
