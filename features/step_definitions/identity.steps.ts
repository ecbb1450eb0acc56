import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { checkEmail } from '@domain/identity/email';
import { checkPassword, checkPasswordsMatch, DEFAULT_PASSWORD_MIN_LENGTH } from '@domain/identity/password';
import { isRole, isTeacherLike, roleName, type Role } from '@domain/identity/roles';
import { isTokenLive, readTokenExpiry } from '@domain/identity/token';
import type { TizaWorld } from '../support/world';

When('someone types {string} as their email', function (this: TizaWorld, typed: string) {
  this.outcome = checkEmail(typed);
});

Then('the email is kept as {string}', function (this: TizaWorld, expected: string) {
  assert.equal(this.accepted(), expected);
});


When('someone chooses the password {string} with a minimum of {int} characters', function (this: TizaWorld, password: string, min: number) {
  this.outcome = checkPassword(password, min);
});

Then('a new password needs at least {int} characters by default', function (count: number) {
  assert.equal(DEFAULT_PASSWORD_MIN_LENGTH, count);
  assert.ok(checkPassword('x'.repeat(count - 1)).err);
  assert.ok(checkPassword('x'.repeat(count)).ok);
});

When('someone types the password {string} and then {string}', function (this: TizaWorld, first: string, second: string) {
  this.outcome = checkPasswordsMatch(first, second);
});

Given('a user with the role code {string}', function (this: TizaWorld, code: string) {
  assert.ok(isRole(code), `${code} should be a role`);
  this.given.role = code;
});

Then('the role is known as {string}', function (this: TizaWorld, name: string) {
  assert.equal(roleName(this.input<Role>('role')), name);
});

Then(/^the user (sees|does not see) the teacher side of screens$/, function (this: TizaWorld, sees: string) {
  assert.equal(isTeacherLike(this.input<Role>('role')), sees === 'sees');
});

Then('{string} is not a role code', function (code: string) {
  assert.equal(isRole(code), false);
});

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function tokenWith(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

Given('a sign-in token that expires at {string}', function (this: TizaWorld, instant: string) {
  this.given.token = tokenWith({ sub: 'u1', exp: new Date(instant).getTime() / 1000 });
});

Given('the sign-in token {string}', function (this: TizaWorld, token: string) {
  this.given.token = token;
});

Given('a sign-in token whose exp claim is the text {string}', function (this: TizaWorld, text: string) {
  this.given.token = tokenWith({ sub: 'u1', exp: text });
});

Given('a sign-in token without an exp claim', function (this: TizaWorld) {
  this.given.token = tokenWith({ sub: 'u1' });
});

Then("the token's expiry reads {string}", function (this: TizaWorld, expected: string) {
  assert.equal(readTokenExpiry(this.input<string>('token'))?.toISOString(), expected);
});

Then('no expiry can be read from the token', function (this: TizaWorld) {
  assert.equal(readTokenExpiry(this.input<string>('token')), undefined);
});

Then(/^the token (is|is not) usable$/, function (this: TizaWorld, is: string) {
  assert.equal(isTokenLive(this.input<string>('token'), this.now), is === 'is');
});
