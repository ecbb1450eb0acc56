import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { audienceIncludes, boardChangeFor, checkMessage, compareBoardMessages, mayChangeMessage, mayModerate, mayPost, stripTags, type MessageAudience } from '@domain/board/messages';
import type { CourseRelation } from '@domain/courses/courseRelation';
import type { TizaWorld } from '../support/world';

// The course board's rules (ADR 0510): audiences, who posts, pins and deletes, the board's order, what a message is.

Then(/^a "(teacher|student|admin)" of the course (reads|does not read) a message for "(all|students|teachers)"$/, function (relation: CourseRelation, reads: string, audience: MessageAudience) {
  assert.equal(audienceIncludes(audience, relation), reads === 'reads');
});

Given(/^students of the course (may|may not) post$/, function (this: TizaWorld, may: string) {
  this.given.studentsMayPost = may === 'may';
});

Given(/^the reader is in kids mode in the course$/, function (this: TizaWorld) {
  this.given.kidsMode = true;
});

Then(/^a "(teacher|student|admin)" (may post|may not post) on the board$/, function (this: TizaWorld, relation: CourseRelation, posts: string) {
  const kidsMode = this.given.kidsMode === true;
  assert.equal(mayPost(relation, { studentsMayPost: this.input<boolean>('studentsMayPost'), kidsMode }), posts === 'may post');
});

Then(/^a "(teacher|student|admin)" (may pin|may not pin) messages$/, function (relation: CourseRelation, pins: string) {
  assert.equal(mayModerate(relation), pins === 'may pin');
});

Then(/^a "(teacher|student|admin)" (may delete|may not delete) others' messages and (may delete|may not delete) their own$/, function (relation: CourseRelation, others: string, own: string) {
  assert.equal(mayChangeMessage(relation, false), others === 'may delete');
  assert.equal(mayChangeMessage(relation, true), own === 'may delete');
});

Given('the board holds these messages:', function (this: TizaWorld, table: DataTable) {
  this.given.board = table.hashes().map((row) => ({ guid: row.guid ?? '', isPinned: row.pinned === 'yes', createdAt: new Date(row.posted ?? '') }));
});

Then('the board reads {string}', function (this: TizaWorld, expected: string) {
  const board = [...this.input<{ guid: string; isPinned: boolean; createdAt: Date }[]>('board')].sort(compareBoardMessages);
  assert.equal(board.map((m) => m.guid).join(', '), expected);
});

When('someone posts {string}', function (this: TizaWorld, html: string) {
  this.outcome = checkMessage(html);
});

Then('{string} reads {string} without its tags', function (html: string, expected: string) {
  assert.equal(stripTags(html), expected);
});

Then(/^a "(teacher|student|admin)" is told "(created|updated|deleted|nothing)" when a message for "(none|all|students|teachers)" becomes one for "(none|all|students|teachers)"$/, function (relation: CourseRelation, told: string, before: string, after: string) {
  const audience = (value: string) => (value === 'none' ? undefined : (value as MessageAudience));
  assert.equal(boardChangeFor(relation, audience(before), audience(after)) ?? 'nothing', told);
});
