import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  applyCommand,
  isPairingCode,
  normalisePairingCode,
  pairingCode,
  pairingExpiry,
  pairingRefusal,
  projectableItems,
  type ProjectionPosition,
} from '@domain/projection/projection';
import { cleanTeacherNotes, notesOnRemote } from '@domain/projection/teacherNotes';
import type { TizaWorld } from '../support/world';

interface Projected {
  count: number;
  position: ProjectionPosition;
}

function projected(world: TizaWorld): Projected {
  return world.input<Projected>('projection');
}

Given(/^a projection of (\d+) items showing item (\d+)$/, function (this: TizaWorld, count: string, shown: string) {
  this.given.projection = { count: Number(count), position: { current: Number(shown) - 1, blank: false } } satisfies Projected;
});

When(/^the remote sends "(next|previous|blank)"$/, function (this: TizaWorld, kind: 'next' | 'previous' | 'blank') {
  const state = projected(this);
  const command = kind === 'blank' ? { kind, on: true } : { kind };
  state.position = applyCommand(state.position, state.count, command);
});

When(/^the remote jumps to item (\d+)$/, function (this: TizaWorld, item: string) {
  const state = projected(this);
  state.position = applyCommand(state.position, state.count, { kind: 'goto', index: Number(item) - 1 });
});

Then(/^the projector shows item (\d+)$/, function (this: TizaWorld, item: string) {
  assert.equal(projected(this).position.current + 1, Number(item));
});

Then(/^the screen is black on item (\d+)$/, function (this: TizaWorld, item: string) {
  assert.deepEqual(projected(this).position, { current: Number(item) - 1, blank: true });
});

Then('the screen is not black', function (this: TizaWorld) {
  assert.equal(projected(this).position.blank, false);
});

Given(/^a lesson with the items "([^"]*)"$/, function (this: TizaWorld, list: string) {
  this.given.items = list.split(',').map((entry) => {
    const [name = '', audience = ''] = entry.trim().split(':');
    return { name, audience };
  });
});

Then(/^the projector may show "([^"]*)"$/, function (this: TizaWorld, expected: string) {
  const items = this.input<{ name: string; audience: string }[]>('items');
  assert.equal(projectableItems(items).map((item) => item.name).join(', '), expected);
});

When('a pairing code is made', function (this: TizaWorld) {
  // Every byte value in turn: the code must stay inside the alphabet whatever the randomness gives.
  this.value = Array.from({ length: 43 }, (_, start) => pairingCode(Array.from({ length: 6 }, (_, index) => (start * 6 + index) % 256)));
});

Then(/^it has (\d+) characters$/, function (this: TizaWorld, length: string) {
  for (const code of this.value as string[]) assert.equal(code.length, Number(length));
});

Then(/^none of them is "0", "O", "1", "I" or "L"$/, function (this: TizaWorld) {
  for (const code of this.value as string[]) {
    assert.doesNotMatch(code, /[0O1IL]/);
    assert.ok(isPairingCode(code));
  }
});

Then(/^"([^"]*)" typed on a phone reads "([^"]*)"$/, function (this: TizaWorld, typed: string, expected: string) {
  assert.equal(normalisePairingCode(typed), expected);
});

Given(/^a projection opened by "([^"]*)" at (\d\d:\d\d) whose code lives 10 minutes$/, function (this: TizaWorld, owner: string, time: string) {
  this.given.pairing = { ownerGuid: owner, expiresAt: pairingExpiry(new Date(`2026-11-22T${time}:00Z`)) };
});

When(/^"([^"]*)" pairs at (\d\d:\d\d)$/, function (this: TizaWorld, caller: string, time: string) {
  this.value = pairingRefusal(this.input<{ ownerGuid: string; expiresAt: Date }>('pairing'), caller, new Date(`2026-11-22T${time}:00Z`)) ?? 'accepted';
});

Then(/^the pairing is (accepted|refused as \S+)$/, function (this: TizaWorld, outcome: string) {
  assert.equal(this.value, outcome === 'accepted' ? outcome : `pairing.${outcome.replace('refused as ', '')}`);
});

/** Items of a projection of `count` items are "item-1", "item-2"…; the escapes \\r and \\n in a step are line ends. */
const unescape = (text: string) => text.replace(/\\r/g, '\r').replace(/\\n/g, '\n');

Given(/^the teacher's notes "([^"]*)" on item (\d+) and "([^"]*)" on item (\d+)$/, function (this: TizaWorld, first: string, at: string, second: string, other: string) {
  this.given.notes = { [`item-${at}`]: first, [`item-${other}`]: second };
});

Then(/^the remote shows (?:the notes "([^"]*)"|no notes)$/, function (this: TizaWorld, expected: string | undefined) {
  const state = projected(this);
  const items = Array.from({ length: state.count }, (_, index) => ({ guid: `item-${index + 1}` }));
  assert.equal(notesOnRemote(this.input<Record<string, string>>('notes'), items, state.position.current), expected ?? null);
});

When(/^the teacher writes the notes "([^"]*)"$/, function (this: TizaWorld, typed: string) {
  this.value = cleanTeacherNotes(unescape(typed));
});

Then(/^the item keeps (?:the notes "([^"]*)"|no notes)$/, function (this: TizaWorld, expected: string | undefined) {
  assert.equal(this.value, expected ? unescape(expected) : null);
});
