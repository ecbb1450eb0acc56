import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { checkCourseFromTitle, checkTitleUse, planTitleCopy, type TitleCopyPlan, type TitleLicence, type TitleOutline } from '@domain/accounts/titleTools';
import type { SignupProfile } from '@domain/accounts/signup';
import type { TizaWorld } from '../support/world';

// Lessons are named by their guid here: a name lower-cased stands for the title's lesson guid.
const guidOf = (name: string) => name.trim().toLowerCase();
const today = (world: TizaWorld) => world.now.toISOString().slice(0, 10);
const licencesOf = (world: TizaWorld): TitleLicence[] => (world.given.titleLicences as TitleLicence[] | undefined) ?? [];
const addedOf = (world: TizaWorld): Set<string> => (world.given.titleAdded as Set<string> | undefined) ?? new Set();

Given('a title with these lessons:', function (this: TizaWorld, table: DataTable) {
  const units: { guid: string; name: string; lessons: { guid: string; name: string }[] }[] = [];
  for (const row of table.hashes()) {
    const unitName = row.unit ?? '';
    let unit = units.find((u) => u.name === unitName);
    if (!unit) units.push((unit = { guid: guidOf(unitName), name: unitName, lessons: [] }));
    unit.lessons.push({ guid: guidOf(row.lesson ?? ''), name: row.lesson ?? '' });
  }
  this.given.titleOutline = { units } satisfies TitleOutline;
});

Given('they hold a {string} licence for it until {string}', function (this: TizaWorld, profile: string, endsOn: string) {
  this.given.titleLicences = [...licencesOf(this), { profile: profile as SignupProfile, endsOn }];
});

Given('the course holds a copy of {string}', function (this: TizaWorld, lesson: string) {
  this.given.titleAdded = new Set([...addedOf(this), guidOf(lesson)]);
});

When("they ask to add the title's lessons to a course", function (this: TizaWorld) {
  this.outcome = checkTitleUse(licencesOf(this), today(this));
});

When('they ask to make a course of the title where teachers may create courses', function (this: TizaWorld) {
  this.outcome = checkCourseFromTitle(licencesOf(this), today(this), { createCourse: true });
});

When('they ask to make a course of the title where course creation is off', function (this: TizaWorld) {
  this.outcome = checkCourseFromTitle(licencesOf(this), today(this), { createCourse: false });
});

When('the title is copied whole into a new course', function (this: TizaWorld) {
  this.outcome = planTitleCopy(this.input<TitleOutline>('titleOutline'), 'all', addedOf(this), 'new-course');
});

When('the lessons {string} are added to a course', function (this: TizaWorld, names: string) {
  this.outcome = planTitleCopy(this.input<TitleOutline>('titleOutline'), names.split(',').map(guidOf), addedOf(this), 'existing-course');
});

When('no lessons are added to a course', function (this: TizaWorld) {
  this.outcome = planTitleCopy(this.input<TitleOutline>('titleOutline'), [], addedOf(this), 'existing-course');
});

function plan(world: TizaWorld): TitleCopyPlan {
  return world.accepted() as TitleCopyPlan;
}

Then('the copy makes the units {string}', function (this: TizaWorld, expected: string) {
  const outline = this.input<TitleOutline>('titleOutline');
  const nameOf = new Map(outline.units.flatMap((unit) => unit.lessons.map((lesson) => [lesson.guid, lesson.name] as const)));
  const made = plan(this).units.map((unit) => `${unit.name}: ${unit.lessonGuids.map((guid) => nameOf.get(guid)).join(', ')}`).join(' | ');
  assert.equal(made, expected);
});

Then('the copy makes no unit', function (this: TizaWorld) {
  assert.deepEqual(plan(this).units, []);
});

Then('the copied lessons are published', function (this: TizaWorld) {
  assert.equal(plan(this).published, true);
});

Then('the copied lessons are drafts', function (this: TizaWorld) {
  assert.equal(plan(this).published, false);
});

Then('{int} chosen lesson was already there', function (this: TizaWorld, count: number) {
  assert.equal(plan(this).alreadyAdded, count);
});
