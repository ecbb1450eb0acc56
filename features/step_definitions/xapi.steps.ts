import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { isDuration, sameStatement, statementFacts, statementProblems } from '@domain/xapi/statement';
import { acceptedLanguages, formatStatement } from '@domain/xapi/statementFormat';
import { checkPrecondition, mergeDocuments, requiresPreconditionToOverwrite, type DocumentKind } from '@domain/xapi/documents';
import { credentialName } from '@domain/xapi/credentials';

interface XapiWorld {
  statement: Record<string, unknown>;
  stored?: Record<string, unknown>;
  document?: { kind: DocumentKind; etag: string | undefined };
  verdict?: string;
}

Given('a valid statement: Ana experienced {string}', function (this: XapiWorld, activity: string) {
  this.statement = { actor: { objectType: 'Agent', name: 'Ana', mbox: 'mailto:Ana@Example.com' }, verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' }, object: { id: activity } };
});

When('the statement has {word} {}', function (this: XapiWorld, where: string, value: string) {
  this.statement = { ...this.statement, [where]: JSON.parse(value) as unknown };
});

Then('the statement is valid', function (this: XapiWorld) {
  assert.deepEqual(statementProblems(this.statement), []);
});

Then('the statement is refused at {string} for {string}', function (this: XapiWorld, path: string, rule: string) {
  const problems = statementProblems(this.statement);
  assert.ok(problems.some((p) => p.path === path && p.rule === rule), `expected ${path} ${rule}, got ${JSON.stringify(problems)}`);
});

Then('{string} is a duration', function (duration: string) {
  assert.equal(isDuration(duration), true);
});

Then('{string} is not a duration', function (duration: string) {
  assert.equal(isDuration(duration), false);
});

Then('its actor key is {string}', function (this: XapiWorld, key: string) {
  assert.equal(statementFacts(this.statement).actorKey, key);
});

Then('its registration is {string}', function (this: XapiWorld, registration: string) {
  assert.equal(statementFacts(this.statement).registration, registration);
});

Then('its related agents include {string}', function (this: XapiWorld, key: string) {
  assert.ok(statementFacts(this.statement).relatedAgents.includes(key));
});

Then('its related activities are {string}', function (this: XapiWorld, list: string) {
  assert.deepEqual([...statementFacts(this.statement).relatedActivities].sort(), list.split(', ').sort());
});

Given('the statement was stored with id {string}', function (this: XapiWorld, id: string) {
  const stored = new Date().toISOString();
  this.stored = { ...this.statement, id, stored, timestamp: stored, version: '1.0.0', authority: { mbox: 'mailto:lrs@tiza.test' } };
});

Then('sending it again is the same statement', function (this: XapiWorld) {
  assert.equal(sameStatement(this.stored ?? {}, { ...this.statement }), true);
});

Then('sending it with another verb is a different statement', function (this: XapiWorld) {
  assert.equal(sameStatement(this.stored ?? {}, { ...this.statement, verb: { id: 'http://adlnet.gov/expapi/verbs/failed' } }), false);
});

Then('in the ids format its verb is {}', function (this: XapiWorld, verb: string) {
  assert.deepEqual(formatStatement(this.statement, 'ids').verb, JSON.parse(verb));
});

Then('in the canonical format for {string} its verb display is {}', function (this: XapiWorld, header: string, display: string) {
  const verb = formatStatement(this.statement, 'canonical', acceptedLanguages(header)).verb as { display: unknown };
  assert.deepEqual(verb.display, JSON.parse(display));
});

Given('a {word} document stored with ETag {word}', function (this: XapiWorld, kind: string, etag: string) {
  this.document = { kind: kind === 'state' ? 'state' : 'activity-profile', etag: etag === 'none' ? undefined : `"${etag}"` };
});

When('a {word} comes with If-Match {string} and If-None-Match {string}', function (this: XapiWorld, method: string, ifMatch: string, ifNoneMatch: string) {
  const doc = this.document ?? { kind: 'state', etag: undefined };
  const merge = method === 'POST';
  const quoted = (tag: string) => (tag === '' ? undefined : tag === '*' ? '*' : `"${tag}"`);
  this.verdict = checkPrecondition(doc.etag, { ifMatch: quoted(ifMatch), ifNoneMatch: quoted(ifNoneMatch) }, { requireForOverwrite: !merge && requiresPreconditionToOverwrite(doc.kind) });
});

Then('the write is {word}', function (this: XapiWorld, verdict: string) {
  assert.equal(this.verdict, verdict);
});

Then('merging {} with {} gives {}', function (stored: string, sent: string, merged: string) {
  assert.deepEqual(mergeDocuments(JSON.parse(stored), JSON.parse(sent)), { ok: true, merged: JSON.parse(merged) });
});

Then('merging {} with {} is refused', function (stored: string, sent: string) {
  assert.deepEqual(mergeDocuments(JSON.parse(stored), JSON.parse(sent)), { ok: false });
});

Then('a credential named {string} is kept as {string}', function (raw: string, kept: string) {
  assert.equal(credentialName(raw), kept);
});

Then('a credential named {string} is refused', function (raw: string) {
  assert.equal(credentialName(raw), undefined);
});
