import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { storedFileName } from '@domain/content/fileNames';
import type { TizaWorld } from '../support/world';

// "<U+202E>" in a table cell is that character: invisible ones cannot be read in a feature file.
const unescape = (text: string) => text.replace(/<U\+([0-9A-F]{4})>/gu, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

When('a file named {string} is found to be {string}', function (this: TizaWorld, sent: string, detected: string) {
  this.value = storedFileName(unescape(sent), detected === '' ? undefined : detected);
});

Then('its stored name is {string}', function (this: TizaWorld, stored: string) {
  assert.equal(this.value, stored);
});
