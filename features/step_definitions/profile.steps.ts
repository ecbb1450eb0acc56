import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { checkPasswordChange, profileAbilities, type ProfileAbilities } from '@domain/identity/profile';
import { DEFAULT_TENANT_FLAGS, isLoginMethod, type LoginMethod } from '@domain/tenancy/tenant';
import type { TizaWorld } from '../support/world';

When(
  'someone changes their password from {string} to {string} typed again as {string} with a minimum of {int}',
  function (this: TizaWorld, current: string, next: string, repeat: string, min: number) {
    this.outcome = checkPasswordChange({ current, next, repeat }, min);
  },
);

let abilities: ProfileAbilities | undefined;

Given('a platform where profile editing is {word}, avatar change is {word} and people sign in with {}', function (edit: string, avatar: string, methods: string) {
  const loginMethods = methods.split(',').map((m) => m.trim()).filter(isLoginMethod) satisfies LoginMethod[];
  abilities = profileAbilities({ flags: { ...DEFAULT_TENANT_FLAGS, editProfile: edit === 'on', avatarChange: avatar === 'on' }, loginMethods });
});

Then('a signed-in person may edit their name: {word}, change their picture: {word}, change their password: {word}', function (name: string, picture: string, password: string) {
  assert.deepEqual(abilities, { editName: name === 'yes', changeAvatar: picture === 'yes', changePassword: password === 'yes' });
});

Then('the refused field is {string}', function (this: TizaWorld, field: string) {
  assert.ok(this.outcome?.err, 'expected a refusal');
  assert.equal((this.outcome.val as { field?: string }).field, field);
});
