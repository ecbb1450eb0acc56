import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CourseRelation } from '@domain/courses/courseRelation';
import { answeredRelation, maySeeAsStudent, previewAllows } from '@domain/courses/seeAsStudent';
import { showsTeacherName } from '@domain/courses/teacherName';
import { notificationWording, type NotificationType } from '@domain/notifications/notifications';
import type { TizaWorld } from '../support/world';

// See as student (ADR 0553) and hide teacher (ADR 0554).

const RELATIONS: readonly string[] = ['teacher', 'student', 'admin'];
const relationOf = (word: string): CourseRelation => {
  assert.ok(RELATIONS.includes(word), `no relation ${word}`);
  return word as CourseRelation;
};

Given(/^a person who is the course's (teacher|student|admin)$/, function (this: TizaWorld, relation: string) {
  this.given.relation = relationOf(relation);
});

Given('a person who is not in the course nor runs its school', function (this: TizaWorld) {
  this.given.relation = undefined;
});

When(/^they (see as a student|open) the course$/, function (this: TizaWorld, ask: string) {
  this.value = answeredRelation(this.input<CourseRelation | undefined>('relation'), ask === 'see as a student');
});

Then(/^they are answered as the course's (teacher|student|admin)$/, function (this: TizaWorld, answered: string) {
  assert.equal(this.value, relationOf(answered));
});

Then('the course is not seen', function (this: TizaWorld) {
  assert.equal(this.value, undefined);
});

Then(/^seeing it as a student is (offered|not offered)$/, function (this: TizaWorld, verdict: string) {
  assert.equal(maySeeAsStudent(this.input<CourseRelation>('relation')), verdict === 'offered');
});

When('a preview sends a {string} request', function (this: TizaWorld, method: string) {
  this.value = previewAllows(method);
});

Then(/^the request is (let through|refused)$/, function (this: TizaWorld, verdict: string) {
  assert.equal(this.value, verdict === 'let through');
});

Given(/^a school platform whose hide-teacher switch is (on|off)$/, function (this: TizaWorld, state: string) {
  this.given.hideTeacher = state === 'on';
});

When(/^the course's (student|teacher|admin|teacher seeing as student) reads who teaches it$/, function (this: TizaWorld, reader: string) {
  const relation = reader === 'teacher seeing as student' ? answeredRelation('teacher', true) : relationOf(reader);
  assert.ok(relation);
  this.value = showsTeacherName({ hideTeacher: this.input<boolean>('hideTeacher') }, relation);
});

Then(/^the teacher's name is (told|withheld)$/, function (this: TizaWorld, verdict: string) {
  assert.equal(this.value, verdict === 'told');
});

Then(
  /^a "([a-z.-]+)" notification about (a message|a reply|an item) whose teacher's name is withheld, read by (a student|a kids-mode pupil), is worded with "([a-z.-]+)"$/,
  function (type: NotificationType, about: string, reader: string, key: string) {
    assert.equal(notificationWording(type, { isReply: about === 'a reply', hasItem: about === 'an item', hasUser: false }, reader === 'a kids-mode pupil'), key);
  },
);
