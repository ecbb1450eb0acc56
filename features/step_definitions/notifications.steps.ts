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
  notificationWording,
  receives,
  type BoardReader,
  type NotificationType,
} from '@domain/notifications/notifications';
import { digestDay, digestOf, receivesDigest, type Digest } from '@domain/notifications/digest';
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

// The daily digest (ADR 0519): who gets one, when it is due, what it lists.

Then(/^a (student|teacher|kids-mode student|teacher in kids mode) who (asked for it|did not ask) (gets|does not get) a digest$/, function (who: string, asked: string, verdict: string) {
  const reader = { optedIn: asked === 'asked for it', isStudent: who.includes('student'), kidsMode: who.includes('kids') };
  assert.equal(receivesDigest(reader), verdict === 'gets');
});

Then('at {string} the digest of a school in {string} is due for {string}', function (now: string, zone: string, day: string) {
  assert.equal(digestDay(new Date(now), zone) ?? 'none', day);
});

Given('these notifications of one person:', function (this: TizaWorld, table: DataTable) {
  this.given.digestRows = table.hashes().map((row) => ({ id: Number(row.id), viewedAt: row.read === 'yes' ? new Date('2026-11-27T08:00:00Z') : null }));
});

Given('{int} unread notifications of one person', function (this: TizaWorld, count: number) {
  this.given.digestRows = Array.from({ length: count }, (_, i) => ({ id: i + 1, viewedAt: null }));
});

When('the last digest covered up to {int}', function (this: TizaWorld, id: number) {
  this.given.digest = digestOf(this.input<{ id: number; viewedAt: Date | null }[]>('digestRows'), id);
});

When('there was no digest before', function (this: TizaWorld) {
  this.given.digest = digestOf(this.input<{ id: number; viewedAt: Date | null }[]>('digestRows'), 0);
});

Then('the digest lists {string} and {int} more, up to {int}', function (this: TizaWorld, ids: string, more: number, through: number) {
  const digest = this.input<Digest<{ id: number }> | undefined>('digest');
  assert.deepEqual({ listed: digest?.listed.map((n) => n.id).join(', '), more: digest?.more, through: digest?.throughId }, { listed: ids, more, through });
});

Then('the digest lists {int} and {int} more, up to {int}', function (this: TizaWorld, listed: number, more: number, through: number) {
  const digest = this.input<Digest<{ id: number }> | undefined>('digest');
  assert.deepEqual({ listed: digest?.listed.length, more: digest?.more, through: digest?.throughId }, { listed, more, through });
});

Then('there is no digest', function (this: TizaWorld) {
  assert.equal(this.given.digest, undefined);
});

Then(/^a "([a-z.-]+)" notification about (a message|a reply|an item|a period) read by (a student|a kids-mode pupil) is worded with "([a-z.-]+)"$/, function (type: NotificationType, about: string, reader: string, key: string) {
  assert.equal(notificationWording(type, { isReply: about === 'a reply', hasItem: about === 'an item' }, reader === 'a kids-mode pupil'), key);
});
