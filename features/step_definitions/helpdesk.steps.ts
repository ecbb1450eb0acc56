import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { isRole, type Role } from '@domain/identity/roles';
import { ACCOUNT_FACTS, hasHelpdeskDesk, helpdeskReach } from '@domain/helpdesk/helpdeskAccess';
import { likePrefix, readUserSearch, type UserSearch } from '@domain/helpdesk/userSearch';
import { ERROR_TRAIL_SIZE, isKeptInTrail, trailRoute } from '@domain/helpdesk/errorTrail';
import type { TizaWorld } from '../support/world';

const yes = (word: string) => word === 'yes';
const list = (text: string) => text.split(',').map((word) => word.trim());

Given('a signed-in {string}', function (this: TizaWorld, role: string) {
  assert.ok(isRole(role), `${role} is not a role`);
  this.given.role = role;
});

Then('they have the helpdesk\'s desk: {string}', function (this: TizaWorld, desk: string) {
  assert.equal(hasHelpdeskDesk(this.input<Role>('role')), yes(desk));
});

Given('helpdesk of the tenant {string}', function (this: TizaWorld, tenant: string) {
  this.given.callerTenant = tenant;
});

When('they open the account of a user of the tenant {string}', function (this: TizaWorld, tenant: string) {
  this.value = helpdeskReach(this.input<string>('callerTenant'), { tenantId: tenant });
});

Then('the account is {string}', function (this: TizaWorld, reach: string) {
  assert.equal(this.value, reach);
});

Then('the account view shows {string}', function (this: TizaWorld, facts: string) {
  assert.deepEqual([...ACCOUNT_FACTS], list(facts));
});

Then('the account view never shows {string}', function (this: TizaWorld, facts: string) {
  for (const fact of list(facts)) assert.ok(!(ACCOUNT_FACTS as readonly string[]).includes(fact), `${fact} is shown`);
});

When('helpdesk searches for {string}', function (this: TizaWorld, typed: string) {
  this.value = readUserSearch(typed);
});

Then('the search is by {string} for {string}', function (this: TizaWorld, kind: string, what: string) {
  const search = this.value as UserSearch;
  assert.equal(search.kind, kind);
  const read = search.kind === 'id' ? search.guid : search.kind === 'email' ? search.prefix : search.kind === 'name' ? search.words.join(' ') : '';
  assert.equal(read, what);
});

When('helpdesk\'s search {string} becomes a pattern', function (this: TizaWorld, typed: string) {
  this.value = likePrefix(typed);
});

Then('the pattern is {string}', function (this: TizaWorld, pattern: string) {
  assert.equal(this.value, pattern.replaceAll('\\\\', '\\'));
});

When('the server answers a signed-in person with status {int}', function (this: TizaWorld, status: number) {
  this.value = isKeptInTrail(status);
});

Then('the answer is kept in their trail: {string}', function (this: TizaWorld, kept: string) {
  assert.equal(this.value, yes(kept));
});

When('an error answers the route {string}', function (this: TizaWorld, route: string) {
  this.value = trailRoute(route);
});

Then('the trail keeps the route {string}', function (this: TizaWorld, route: string) {
  assert.equal(this.value, route);
});

Then('a person\'s trail keeps {int} errors', function (this: TizaWorld, size: number) {
  assert.equal(ERROR_TRAIL_SIZE, size);
});
