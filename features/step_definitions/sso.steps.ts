import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DEFAULT_SSO_ACCOUNT_POLICY, decideSsoAccount, type SsoAccountDecision, type SsoAccountPolicy } from '@domain/accounts/ssoAccount';
import type { TizaWorld } from '../support/world';

interface SsoGiven {
  linked: Map<string, string>;
  emails: Map<string, string>;
  policy: SsoAccountPolicy;
}

function sso(world: TizaWorld): SsoGiven {
  world.given.sso ??= { linked: new Map(), emails: new Map(), policy: { ...DEFAULT_SSO_ACCOUNT_POLICY } } satisfies SsoGiven;
  return world.given.sso as SsoGiven;
}

Given('the identity {string} {string} is linked to {string}', function (this: TizaWorld, _issuer: string, subject: string, user: string) {
  sso(this).linked.set(subject, user);
});

Given('an account {string} has the e-mail {string}', function (this: TizaWorld, user: string, email: string) {
  sso(this).emails.set(email, user);
});

Given('the tenant neither links by e-mail nor creates accounts', function (this: TizaWorld) {
  sso(this).policy = { ...sso(this).policy, linkByEmail: false, createAccounts: false };
});

Given(/^the tenant (links|does not link) by e-mail and (creates|does not create) accounts$/, function (this: TizaWorld, links: string, creates: string) {
  sso(this).policy = { ...sso(this).policy, linkByEmail: links === 'links', createAccounts: creates === 'creates' };
});

Given('the tenant keeps the default single sign-on policy', function (this: TizaWorld) {
  sso(this).policy = { ...DEFAULT_SSO_ACCOUNT_POLICY };
});

Given(/^new accounts are made as "(R01|R02)"$/, function (this: TizaWorld, role: 'R01' | 'R02') {
  sso(this).policy = { ...sso(this).policy, newAccountRole: role };
});

When(/^"([^"]*)" signs in with the e-mail "([^"]*)" (verified|not verified)$/, function (this: TizaWorld, subject: string, email: string, verified: string) {
  const given = sso(this);
  this.value = decideSsoAccount(
    { issuer: 'https://idp.example', subject, email: email === '' ? null : email, emailVerified: verified === 'verified' },
    { linkedUser: given.linked.get(subject) ?? null, userWithEmail: given.emails.get(email) ?? null },
    given.policy,
  );
});

function describe(decision: SsoAccountDecision): string {
  switch (decision.kind) {
    case 'signed-in':
      return `signed in ${decision.user}`;
    case 'link':
      return `link ${decision.user}`;
    case 'create':
      return `create ${decision.role}`;
    case 'refused':
      return `refused ${decision.reason}`;
  }
}

Then('they sign in as {string}', function (this: TizaWorld, user: string) {
  assert.equal(describe(this.value as SsoAccountDecision), `signed in ${user}`);
});

Then('the outcome is {string}', function (this: TizaWorld, outcome: string) {
  assert.equal(describe(this.value as SsoAccountDecision), outcome);
});
