import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { courseDetails, type CourseDetails, type CourseDetailsError } from '@domain/courses/courseDetails';
import { courseRemoval, type CourseRecords } from '@domain/courses/courseRemoval';
import { courseRelation } from '@domain/courses/courseRelation';
import type { Role } from '@domain/identity/roles';
import type { TizaWorld } from '../support/world';

// Editing a course's details

When('a teacher saves the course as {string} in {string} at {string} for year {string}', function (this: TizaWorld, name: string, discipline: string, level: string, year: string) {
  this.outcome = courseDetails({ name, discipline, educationLevel: level, educationYear: year });
});

When('a teacher saves a course named with {int} letters and a year of {int} letters', function (this: TizaWorld, nameLength: number, yearLength: number) {
  this.outcome = courseDetails({ name: 'a'.repeat(nameLength), discipline: 'ed6', educationLevel: 'el3', educationYear: 'b'.repeat(yearLength) });
});

Then('the course is saved as {string} for year {string}', function (this: TizaWorld, name: string, year: string) {
  const details = this.accepted() as CourseDetails;
  assert.equal(details.name, name);
  assert.equal(details.educationYear, year);
});

Then('the course is saved as {string} with no year', function (this: TizaWorld, name: string) {
  const details = this.accepted() as CourseDetails;
  assert.equal(details.name, name);
  assert.equal(details.educationYear, null);
});

Then('the course is saved', function (this: TizaWorld) {
  this.accepted();
});

function refusals(world: TizaWorld): CourseDetailsError[] {
  assert.ok(world.outcome?.err, `expected a refusal, got ${JSON.stringify(world.outcome?.val)}`);
  return world.outcome.val as CourseDetailsError[];
}

const fields = { name: 'name', discipline: 'discipline', level: 'educationLevel', year: 'educationYear' } as const;

Then(/^the course's (name|discipline|level|year) is refused with "([^"]+)"(?: at most (\d+))?$/, function (this: TizaWorld, field: keyof typeof fields, code: string, max?: string) {
  const error = refusals(this).find((candidate) => candidate.field === fields[field]);
  assert.ok(error, `no refusal of the ${field}`);
  assert.equal(error.code, code);
  if (max) assert.equal('max' in error ? error.max : undefined, Number(max));
});

// Deleting a course

const NO_COURSE_RECORDS: CourseRecords = { handIns: 0, attempts: 0, grades: 0, attendance: 0, behaviour: 0 };

const recordKinds: Record<string, keyof CourseRecords> = {
  'hand-ins': 'handIns',
  attempts: 'attempts',
  grades: 'grades',
  'attendance marks': 'attendance',
  'behaviour points': 'behaviour',
};

Given(/^a course whose students left (\d+) (hand-ins|attempts|grades|attendance marks|behaviour points)$/, function (this: TizaWorld, count: string, kind: string) {
  const key = recordKinds[kind];
  assert.ok(key, `unknown records "${kind}"`);
  this.given.records = { ...NO_COURSE_RECORDS, [key]: Number(count) } satisfies CourseRecords;
});

Given('a course with units, lessons and students but no work, grades or marks', function (this: TizaWorld) {
  // Units, lessons and members are no student records: they go with the course.
  this.given.records = NO_COURSE_RECORDS;
});

When('its teacher deletes it', function (this: TizaWorld) {
  this.value = courseRemoval(this.input<CourseRecords>('records'));
});

Then(/^the course is (deleted|archived)$/, function (this: TizaWorld, outcome: string) {
  assert.equal(this.value, outcome === 'deleted' ? 'delete' : 'archive');
});

// Who lists and sees a course (ADR 0240)

When(/^a "(R0\d)" who is "(a teacher|a student|not a member)" of a course (of another school|of the school they run|of the school they teach in|of any school) looks at it$/, function (this: TizaWorld, role: string, membership: string, school: string) {
  const memberRole = membership === 'a teacher' ? 'teacher' : membership === 'a student' ? 'student' : null;
  this.value = courseRelation({ memberRole, adminOfSchool: school === 'of the school they run' }, role as Role);
});

Then('they see it as {string}', function (this: TizaWorld, relation: string) {
  assert.equal(this.value, relation);
});

Then('the course is not listed nor seen', function (this: TizaWorld) {
  assert.equal(this.value, undefined);
});
