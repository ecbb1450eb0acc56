import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { MessageAudience } from '@domain/board/messages';
import type { CourseRelation } from '@domain/courses/courseRelation';
import {
  boardMessageRecipients,
  concerns,
  groupByDay,
  isDeliverSoon,
  notificationTarget,
  receives,
  type BoardReader,
  type NotificationType,
} from '@domain/notifications/notifications';
import type { TizaWorld } from '../support/world';

// Who is notified of what (ADR 0512): the events' audiences, kids mode, "soon", the panel's days and targets.

Then(/^a "([a-z.-]+)" notification (concerns|does not concern) a "(teacher|student|admin)" of the course$/, function (type: NotificationType, verdict: string, relation: CourseRelation) {
  assert.equal(concerns(type, relation) && receives(type, { relation, kidsMode: false }), verdict === 'concerns');
});

Then(/^under kids mode a "(teacher|student)" (receives|does not receive) "([a-z.-]+)" notifications$/, function (relation: CourseRelation, verdict: string, type: NotificationType) {
  assert.equal(receives(type, { relation, kidsMode: true }), verdict === 'receives');
});

Given('the course has these members:', function (this: TizaWorld, table: DataTable) {
  this.given.members = table.hashes().map((row): BoardReader => ({ guid: row.guid ?? '', relation: (row.relation ?? 'student') as CourseRelation, kidsMode: row['kids mode'] === 'yes' }));
});

When('{string} posts a message for {string}', function (this: TizaWorld, author: string, audience: MessageAudience) {
  this.given.told = boardMessageRecipients({ authorGuid: author, audience, isReply: false, parentAuthorGuid: null }, this.input<BoardReader[]>('members'));
});

When('{string} replies to a message of {string} for {string}', function (this: TizaWorld, author: string, parentAuthor: string, audience: MessageAudience) {
  this.given.told = boardMessageRecipients({ authorGuid: author, audience, isReply: true, parentAuthorGuid: parentAuthor }, this.input<BoardReader[]>('members'));
});

Then('{string} are told', function (this: TizaWorld, expected: string) {
  assert.deepEqual(this.input<string[]>('told'), expected.split(', '));
});

Then('nobody is told', function (this: TizaWorld) {
  assert.deepEqual(this.input<string[]>('told'), []);
});

Then(/^an item due at "([^"]+)" is (soon|not soon) at "([^"]+)"$/, function (due: string, verdict: string, now: string) {
  assert.equal(isDeliverSoon(new Date(due), new Date(now)), verdict === 'soon');
});

Given('these notifications, read in Madrid:', function (this: TizaWorld, table: DataTable) {
  this.given.notifications = table.hashes().map((row) => ({ id: Number(row.id), createdAt: new Date(row.created ?? '') }));
});

Then('the panel reads {string}', function (this: TizaWorld, expected: string) {
  const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
  const groups = groupByDay(this.input<{ id: number; createdAt: Date }[]>('notifications'), (instant) => madrid.format(instant));
  assert.equal(groups.map((g) => `${g.day}: ${g.items.map((n) => n.id).join(', ')}`).join(' | '), expected);
});

Then(/^a "([a-z.-]+)" notification about a "([A-Z0-9_]*)" opens the "([a-z]+)"$/, function (type: NotificationType, contentType: string, target: string) {
  const item = contentType === '' ? undefined : { guid: 'i', name: 'x', lessonGuid: 'l', contentType, isEvaluable: true, deliverAt: null };
  assert.equal(notificationTarget(type, { course: { guid: 'c', name: 'Course' }, ...(item ? { item } : {}) }).kind, target);
});

Then('a {string} notification about message {string} opens its course\'s board at message {string}', function (type: NotificationType, message: string, expected: string) {
  assert.deepEqual(notificationTarget(type, { course: { guid: 'c', name: 'Course' }, message: { guid: message, excerpt: 'x' } }), { kind: 'board', courseGuid: 'c', messageGuid: expected });
});
