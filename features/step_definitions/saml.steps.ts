import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { acceptSamlAssertion, TRANSIENT_NAME_ID, type SamlAssertionCheck, type SamlAssertionFacts, type SamlAttributeNames } from '@domain/accounts/samlAssertion';
import type { TizaWorld } from '../support/world';

const MINUTE = 60 * 1000;
/** When the scenario's assertion was issued; it is valid five minutes from then (as identity providers make them). */
const ISSUED = Date.parse('2026-11-22T09:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

interface SamlGiven {
  idpIssuer: string;
  audience: string;
  recipient: string;
  attributes: SamlAttributeNames;
  facts: SamlAssertionFacts;
}

function saml(world: TizaWorld): SamlGiven {
  world.given.saml ??= {
    idpIssuer: '',
    audience: '',
    recipient: '',
    attributes: {},
    facts: { id: '_a1', issuer: null, audiences: [], notBefore: at(ISSUED), notOnOrAfter: at(ISSUED + 5 * MINUTE), nameId: null, nameIdFormat: null, attributes: {}, confirmations: [] },
  } satisfies SamlGiven;
  return world.given.saml as SamlGiven;
}

function confirmation(world: TizaWorld) {
  const [first] = saml(world).facts.confirmations;
  assert.ok(first, 'the assertion has no bearer confirmation yet');
  return first;
}

Given('the tenant\'s SAML provider {string} for the audience {string}', function (this: TizaWorld, idpIssuer: string, audience: string) {
  Object.assign(saml(this), { idpIssuer, audience });
});

Given('the consumer address {string}', function (this: TizaWorld, recipient: string) {
  saml(this).recipient = recipient;
});

Given('an assertion from {string} for {string} to {string}', function (this: TizaWorld, issuer: string, audience: string, recipient: string) {
  const facts = saml(this).facts;
  facts.issuer = issuer;
  facts.audiences = [audience];
  facts.confirmations = [{ recipient, inResponseTo: null, notBefore: null, notOnOrAfter: at(ISSUED + 5 * MINUTE) }];
});

Given('its NameID is {string} and its attribute {string} is {string}', function (this: TizaWorld, nameId: string, name: string, value: string) {
  const facts = saml(this).facts;
  facts.nameId = nameId;
  facts.nameIdFormat = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
  facts.attributes = { ...facts.attributes, [name]: value };
});

Given('its NameID is transient', function (this: TizaWorld) {
  saml(this).facts.nameIdFormat = TRANSIENT_NAME_ID;
});

Given('its attribute {string} is {string}', function (this: TizaWorld, name: string, value: string) {
  const facts = saml(this).facts;
  facts.attributes = { ...facts.attributes, [name]: [value] };
});

Given('it answers the request {string}', function (this: TizaWorld, request: string) {
  confirmation(this).inResponseTo = request;
});

Given('it answers no request', function (this: TizaWorld) {
  confirmation(this).inResponseTo = null;
});

Given('its audience is {string}', function (this: TizaWorld, audience: string) {
  saml(this).facts.audiences = [audience];
});

Given('its recipient is {string}', function (this: TizaWorld, recipient: string) {
  confirmation(this).recipient = recipient;
});

Given('its issuer is {string}', function (this: TizaWorld, issuer: string) {
  saml(this).facts.issuer = issuer;
});

Given('its bearer confirmation ended an hour before it was issued', function (this: TizaWorld) {
  confirmation(this).notOnOrAfter = at(ISSUED - 60 * MINUTE);
});

Given(/^the tenant reads the (subject|e-mail) from the attribute "([^"]+)"$/, function (this: TizaWorld, what: string, name: string) {
  const given = saml(this);
  given.attributes = { ...given.attributes, [what === 'subject' ? 'subject' : 'email']: name };
});

When(/^it is read (\d+) minutes? (before|after) it was issued$/, function (this: TizaWorld, minutes: string, side: string) {
  const given = saml(this);
  const now = ISSUED + (side === 'after' ? 1 : -1) * Number(minutes) * MINUTE;
  this.value = acceptSamlAssertion(given.facts, { idpIssuer: given.idpIssuer, audience: given.audience, recipient: given.recipient, attributes: given.attributes, now });
});

function accepted(world: TizaWorld) {
  const check = world.value as SamlAssertionCheck;
  assert.ok(check.ok, `refused: ${check.ok ? '' : check.failure}`);
  return check.value;
}

Then('the assertion is {string}', function (this: TizaWorld, outcome: string) {
  const check = this.value as SamlAssertionCheck;
  assert.equal(check.ok ? 'accepted' : check.failure, outcome);
});

Then('it is accepted for the subject {string} with the e-mail {string} verified', function (this: TizaWorld, subject: string, email: string) {
  assert.deepEqual(
    (({ subject: s, email: e, emailVerified }) => ({ subject: s, email: e, emailVerified }))(accepted(this).identity),
    { subject, email, emailVerified: true },
  );
});

Then('it is accepted for the subject {string} with no e-mail', function (this: TizaWorld, subject: string) {
  const { identity } = accepted(this);
  assert.equal(identity.subject, subject);
  assert.equal(identity.email, null);
  assert.equal(identity.emailVerified, false);
});

Then('it answers {string}', function (this: TizaWorld, request: string) {
  assert.equal(accepted(this).inResponseTo, request);
});

Then('its id is kept until {int} minutes after it was issued', function (this: TizaWorld, minutes: number) {
  assert.equal(accepted(this).keepUntil, ISSUED + minutes * MINUTE);
});
