import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { discipline, DISCIPLINE_CODES, disciplineGradient } from '@domain/catalog/disciplines';
import { isEducationLevelCode } from '@domain/catalog/educationLevels';
import { normaliseJoinCode, normalisePageSize } from '@domain/courses/course';
import { DEFAULT_STORAGE_TTL_SECONDS, isExpired } from '@domain/shared/expiry';
import { parseJsonTolerant } from '@domain/shared/json';
import { isCompactWidth } from '@domain/shared/layout';
import { DEFAULT_TENANT_FLAGS, isLanguage, LOGIN_METHODS, offeredConfig, pickLanguage, type Language, type LoginMethod, type TenantConfig, type TenantFlags } from '@domain/tenancy/tenant';
import type { TizaWorld } from '../support/world';

// Tenancy

Given("the browser prefers {string}", function (this: TizaWorld, list: string) {
  this.given.browserLanguages = list.split(',').map((l) => l.trim()).filter((l) => l !== '');
});

Given("the school platform's default language is {string}", function (this: TizaWorld, language: string) {
  assert.ok(isLanguage(language), `${language} is not a language of Tiza`);
  this.given.defaultLanguage = language;
});

When('the app starts', function (this: TizaWorld) {
  const candidates = this.input<string[]>('browserLanguages');
  const fallback = this.given.defaultLanguage as Language | undefined;
  this.value = fallback === undefined ? pickLanguage(candidates) : pickLanguage(candidates, fallback);
});

Then('it speaks {string}', function (this: TizaWorld, language: string) {
  assert.equal(this.value, language);
});

// Catalog

Given('a course of the discipline {string}', function (this: TizaWorld, code: string) {
  this.given.discipline = code;
});

Then('its card shows the {string} label with the {string} icon', function (this: TizaWorld, label: string, icon: string) {
  const shown = discipline(this.input<string>('discipline'));
  assert.equal(shown.key, label);
  assert.equal(shown.icon, icon);
});

Then('its background goes from {string} to {string}', function (this: TizaWorld, from: string, to: string) {
  assert.equal(disciplineGradient(this.input<string>('discipline')), `linear-gradient(135deg, ${from}, ${to})`);
});

Then('the disciplines are ed1 to ed13', function () {
  assert.deepEqual(DISCIPLINE_CODES, Array.from({ length: 13 }, (_, i) => `ed${i + 1}`));
});

Then(/^"([^"]*)" (is|is not) an education level$/, function (code: string, is: string) {
  assert.equal(isEducationLevelCode(code), is === 'is');
});

// Courses

When('the course list is asked for pages of {string}', function (this: TizaWorld, asked: string) {
  this.value = normalisePageSize(asked === '' ? undefined : asked);
});

Then('a page holds {int} courses', function (this: TizaWorld, size: number) {
  assert.equal(this.value, size);
});

When('a student types the join code {string}', function (this: TizaWorld, typed: string) {
  this.value = normaliseJoinCode(typed);
});

Then('the code sent is {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.value, code);
});

Then('the code is not accepted', function (this: TizaWorld) {
  assert.equal(this.value, null);
});

// Storage, layout, JSON, toasts

Given('something was saved on this device at {string}', function (this: TizaWorld, instant: string) {
  this.given.storedAt = new Date(instant).getTime();
  this.given.ttl = DEFAULT_STORAGE_TTL_SECONDS;
});

Given('something was saved on this device at {string} for {int} seconds', function (this: TizaWorld, instant: string, ttl: number) {
  this.given.storedAt = new Date(instant).getTime();
  this.given.ttl = ttl;
});

When('it is read {int} seconds later', function (this: TizaWorld, seconds: number) {
  const storedAt = this.input<number>('storedAt');
  this.value = isExpired(storedAt, this.input<number>('ttl'), storedAt + seconds * 1000);
});

Then(/^it is (still there|expired)$/, function (this: TizaWorld, state: string) {
  assert.equal(this.value, state === 'expired');
});

Then('saved data lasts {int} seconds by default', function (seconds: number) {
  assert.equal(DEFAULT_STORAGE_TTL_SECONDS, seconds);
});

When('the screen is {int} pixels wide', function (this: TizaWorld, width: number) {
  this.value = isCompactWidth(width);
});

Then(/^the (tablet or phone|desktop) layout is used$/, function (this: TizaWorld, layout: string) {
  assert.equal(this.value, layout === 'tablet or phone');
});

When('the saved text {string} is read', function (this: TizaWorld, text: string) {
  this.value = parseJsonTolerant(text);
});

When('nothing saved is read', function (this: TizaWorld) {
  this.value = parseJsonTolerant(null);
});

Then('it reads as {}', function (this: TizaWorld, json: string) {
  assert.deepEqual(this.value, JSON.parse(json));
});

Then('nothing is read', function (this: TizaWorld) {
  assert.equal(this.value, undefined);
});

// What a tenant offers (features/tenancy/flags.feature)

function platform(world: TizaWorld): TenantConfig {
  const given = world.given.tenant as TenantConfig | undefined;
  return given ?? { id: 'tiza', name: 'Tiza', defaultLanguage: 'es', languages: ['es'], loginMethods: ['password'], flags: { ...DEFAULT_TENANT_FLAGS }, theme: { primary: '#000', accent: '#000', brand: 'Tiza' }, passwordMinLength: 8 };
}

Given('a school platform that switches {string} on', function (this: TizaWorld, flag: string) {
  const config = platform(this);
  this.given.tenant = { ...config, flags: { ...config.flags, [flag]: true } };
});

Given('a school platform that switches {string} off', function (this: TizaWorld, flag: string) {
  const config = platform(this);
  this.given.tenant = { ...config, flags: { ...config.flags, [flag]: false } };
});

Given('a school platform that sends users to {string} after logout', function (this: TizaWorld, url: string) {
  const config = platform(this);
  this.given.tenant = { ...config, flags: { ...config.flags, logoutRedirect: url } };
});

Given('a school platform that offers the sign-in methods {string}', function (this: TizaWorld, list: string) {
  const methods = list.split(',').map((m) => m.trim());
  assert.ok(methods.every((m): m is LoginMethod => (LOGIN_METHODS as readonly string[]).includes(m)), `unknown method in ${list}`);
  this.given.tenant = { ...platform(this), loginMethods: methods };
});

Given('its identity provider {string} is configured', function (this: TizaWorld, name: string) {
  this.given.tenant = { ...platform(this), identityProviders: [{ id: 'school', kind: 'oidc', name }] };
});

Given('its SAML identity provider {string} is configured', function (this: TizaWorld, name: string) {
  this.given.tenant = { ...platform(this), identityProviders: [{ id: 'school', kind: 'saml', name }] };
});

Then('the sign-in page has a button {string}', function (this: TizaWorld, name: string) {
  assert.deepEqual((this.value as TenantConfig).identityProviders?.map((provider) => provider.name), [name]);
});

When('its users open the app', function (this: TizaWorld) {
  this.value = offeredConfig(platform(this));
});

Then('{string} is on', function (this: TizaWorld, flag: string) {
  assert.equal((this.value as TenantConfig).flags[flag as keyof TenantFlags], true);
});

Then('{string} is off', function (this: TizaWorld, flag: string) {
  assert.equal((this.value as TenantConfig).flags[flag as keyof TenantFlags], false);
});

Then('logging out leads to {string}', function (this: TizaWorld, url: string) {
  assert.equal((this.value as TenantConfig).flags.logoutRedirect, url);
});

Then('the sign-in page offers {string}', function (this: TizaWorld, list: string) {
  assert.deepEqual((this.value as TenantConfig).loginMethods, list.split(',').map((m) => m.trim()));
});
