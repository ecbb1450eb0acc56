import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { EDUCATION_LEVEL_CODES, EDUCATION_LEVELS } from '@domain/catalog/educationLevels';
import { isKidsMode, navigationEntries } from '@domain/identity/kidsMode';
import { checkLanguageChoice, DEFAULT_ACCESSIBILITY, reducesMotion } from '@domain/identity/preferences';
import { isLanguage, type Language } from '@domain/tenancy/tenant';
import type { TizaWorld } from '../support/world';

// Kids mode (ADR 0536) and a person's preferences (ADR 0537).

/** "preschool, primary" → their codes (el1, el2). */
function levelCodes(names: string): string[] {
  return names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => {
      const code = EDUCATION_LEVEL_CODES.find((c) => EDUCATION_LEVELS[c] === name);
      assert.ok(code, `no level named ${name}`);
      return code;
    });
}

Given(/^a platform whose kids mode switch is (on|off)$/, function (this: TizaWorld, state: string) {
  this.given.tenantKidsMode = state === 'on';
});

Given(/^a (student|teacher) of courses of the levels "([^"]*)"$/, function (this: TizaWorld, person: string, levels: string) {
  this.given.isStudent = person === 'student';
  this.given.courseLevels = levelCodes(levels);
});

Then(/^they are (in kids mode|not in kids mode)$/, function (this: TizaWorld, verdict: string) {
  const facts = { tenantKidsMode: this.input<boolean>('tenantKidsMode'), isStudent: this.input<boolean>('isStudent'), courseLevels: this.input<string[]>('courseLevels') };
  assert.equal(isKidsMode(facts), verdict === 'in kids mode');
});

Then(/^inside their "([a-z]+)" course they are (in kids mode|not in kids mode)$/, function (this: TizaWorld, level: string, verdict: string) {
  const facts = { tenantKidsMode: this.input<boolean>('tenantKidsMode'), isStudent: this.input<boolean>('isStudent'), courseLevels: levelCodes(level) };
  assert.equal(isKidsMode(facts), verdict === 'in kids mode');
});

Given(/^a frame (in kids mode|not in kids mode) where the library is (shown|hidden)$/, function (this: TizaWorld, mode: string, library: string) {
  this.value = navigationEntries({ kidsMode: mode === 'in kids mode', hideLibrary: library === 'hidden' });
});

Then('the navigation shows {string}', function (this: TizaWorld, entries: string) {
  assert.deepEqual(this.value, entries.split(',').map((entry) => entry.trim()));
});

Given('a platform that speaks {string}', function (this: TizaWorld, languages: string) {
  this.given.offered = languages.split(',').map((l) => l.trim()).filter(isLanguage);
});

Given('someone chooses the language {string}', function (this: TizaWorld, choice: string) {
  assert.ok(isLanguage(choice));
  this.outcome = checkLanguageChoice(choice, this.input<Language[]>('offered'));
});

Given('someone clears their language', function (this: TizaWorld) {
  this.outcome = checkLanguageChoice(null, this.input<Language[]>('offered'));
});

Given(/^a person who (asked|did not ask) for reduced motion$/, function (this: TizaWorld, asked: string) {
  this.given.reducedMotion = asked === 'asked';
});

Given(/^a device that (asks for|does not ask) less motion$/, function (this: TizaWorld, device: string) {
  this.given.deviceAsks = device === 'asks for';
});

Then(/^motion is (reduced|not reduced)$/, function (this: TizaWorld, verdict: string) {
  const preferences = { ...DEFAULT_ACCESSIBILITY, reducedMotion: this.input<boolean>('reducedMotion') };
  assert.equal(reducesMotion(preferences, this.input<boolean>('deviceAsks')), verdict === 'reduced');
});

Then(/^a new person's preferences are reduced motion "(on|off)" and larger text "(on|off)"$/, function (motion: string, text: string) {
  assert.deepEqual(DEFAULT_ACCESSIBILITY, { reducedMotion: motion === 'on', largerText: text === 'on' });
});
