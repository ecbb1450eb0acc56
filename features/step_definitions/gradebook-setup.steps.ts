import assert from 'node:assert/strict';
import { Then, When, Given } from '@cucumber/cucumber';
import {
  categoryOfCourse,
  checkCategoryName,
  checkColumnName,
  isCategoryNameTaken,
  moveCategory,
  periodOfScheme,
  type CategoryRef,
} from '@domain/gradebook/gradebookSetup';
import type { PeriodScheme } from '@domain/grading/periods';
import type { TizaWorld } from '../support/world';

function categories(list: string): CategoryRef[] {
  return list.split(',').map((name, i) => ({ guid: `category-${i}`, name: name.trim() }));
}

Given("the course's categories are {string}", function (this: TizaWorld, list: string) {
  this.given.courseCategories = categories(list);
});

When('the teacher assigns an item to the period {string}', function (this: TizaWorld, typed: string) {
  this.outcome = periodOfScheme(typed, this.input<PeriodScheme>('scheme'));
});

Then('the item is in the period {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.accepted(), code);
});

When('the teacher puts an item in the category {string}', function (this: TizaWorld, name: string) {
  const own = this.input<CategoryRef[]>('courseCategories');
  this.outcome = categoryOfCourse(own.find((c) => c.name === name)?.guid.toUpperCase() ?? 'none', own);
});

When('the teacher puts an item in a category of another course', function (this: TizaWorld) {
  this.outcome = categoryOfCourse('category-of-another-course', this.input<CategoryRef[]>('courseCategories'));
});

Then('the item is in the category {string}', function (this: TizaWorld, name: string) {
  const guid = this.accepted();
  assert.equal(this.input<CategoryRef[]>('courseCategories').find((c) => c.guid === guid)?.name, name);
});

Then('the setup is refused with {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.refused().code, code);
});

Then(/^a new category named "([^"]*)" (is|is not) taken$/, function (this: TizaWorld, name: string, is: string) {
  assert.equal(isCategoryNameTaken(name, this.input<CategoryRef[]>('courseCategories')), is === 'is');
});

When(/^the teacher names a (category|column) (?:"(.*)"|(\d+) letters)$/, function (this: TizaWorld, what: string, quoted: string | undefined, letters: string | undefined) {
  const name = quoted ?? 'x'.repeat(Number(letters));
  this.outcome = what === 'category' ? checkCategoryName(name) : checkColumnName(name);
});

Then('the name is {string}', function (this: TizaWorld, expected: string) {
  assert.equal(this.accepted(), expected);
});

Then('the name is kept', function (this: TizaWorld) {
  this.accepted();
});

Then('the name is refused with {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.refused().code, code);
});

When(/^the teacher moves "([^"]*)" to position (\d+)$/, function (this: TizaWorld, name: string, position: string) {
  const own = this.input<CategoryRef[]>('courseCategories');
  const moving = own.find((c) => c.name === name);
  assert.ok(moving, `no category ${name}`);
  this.value = moveCategory(own, moving.guid, Number(position));
});

Then('the categories are {string}', function (this: TizaWorld, list: string) {
  assert.equal((this.value as CategoryRef[]).map((c) => c.name).join(', '), list);
});
