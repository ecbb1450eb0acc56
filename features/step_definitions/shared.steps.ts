import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { TizaWorld } from '../support/world';

Given('the clock shows {string}', function (this: TizaWorld, instant: string) {
  const now = new Date(instant);
  assert.ok(!Number.isNaN(now.getTime()), `not an instant: ${instant}`);
  this.now = now;
});

Then('it is accepted', function (this: TizaWorld) {
  this.accepted();
});

Then('it is refused with {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.refused().code, code);
});

Then('the refusal says {word} is {string}', function (this: TizaWorld, detail: string, expected: string) {
  assert.equal(JSON.stringify(this.refused()[detail]), expected);
});
