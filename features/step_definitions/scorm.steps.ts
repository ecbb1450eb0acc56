import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { checkEntries, checkPackage, safeEntryPath, type ManifestFacts, type PackageEntry } from '@domain/content/scormPackage';
import { progressOf, resumeCmi, scormOutcome, sessionSeconds, type ScormOutcome } from '@domain/content/scormRecord';

interface ScormWorld {
  entry?: string | undefined;
  entries?: PackageEntry[];
  manifest?: ManifestFacts;
  outcome?: ScormOutcome;
  seconds?: number;
  stored?: Record<string, unknown>;
  resumed?: Record<string, unknown>;
}

const manifest = (launch: string, schemaVersion = '1.2'): ManifestFacts => ({
  schemaVersion,
  has2004Namespace: false,
  title: 'Package',
  itemRefs: ['r1'],
  resources: [{ identifier: 'r1', href: launch, scormType: 'sco' }],
});

function verdict(world: ScormWorld) {
  const entries = checkEntries(world.entries ?? []);
  if (entries.err) return entries;
  return checkPackage(entries.val, world.manifest ?? manifest('index.html'));
}

When('a package entry is named {string}', function (this: ScormWorld, name: string) {
  this.entry = safeEntryPath(name.replace(/\\\\/g, '\\'));
});

Then('the entry is safe', function (this: ScormWorld) {
  assert.notEqual(this.entry, undefined);
});

Then('the entry is unsafe', function (this: ScormWorld) {
  assert.equal(this.entry, undefined);
});

Given('a package with the files {string}', function (this: ScormWorld, names: string) {
  this.entries = names.split(',').map((name) => ({ name: name.trim(), size: 100, isLink: false }));
});

Given('a package with the files {string} and a link {string}', function (this: ScormWorld, names: string, link: string) {
  this.entries = [...names.split(',').map((name) => ({ name: name.trim(), size: 100, isLink: false })), { name: link, size: 10, isLink: true }];
});

Given('its manifest launches {string}', function (this: ScormWorld, launch: string) {
  this.manifest = manifest(launch);
});

Given('its manifest declares schemaversion {string} and launches {string}', function (this: ScormWorld, version: string, launch: string) {
  this.manifest = manifest(launch, version);
});

Then('the package is refused with {string}', function (this: ScormWorld, code: string) {
  const result = verdict(this);
  assert.ok(result.err, 'the package was accepted');
  assert.equal(result.val, code);
});

Then('the package is SCORM {string} launching {string}', function (this: ScormWorld, version: string, launch: string) {
  const result = verdict(this);
  assert.ok(result.ok, `refused: ${String(result.val)}`);
  assert.equal(result.val.version, version);
  assert.equal(result.val.launch, launch);
});

When('a SCORM 1.2 learner leaves lesson_status {string} with raw score {string} out of {string}', function (this: ScormWorld, status: string, raw: string, max: string) {
  this.outcome = scormOutcome('1.2', { core: { lesson_status: status, score: { raw, max, min: '' } } });
});

When('a SCORM 2004 learner leaves completion {string}, success {string} and scaled score {string}', function (this: ScormWorld, completion: string, success: string, scaled: string) {
  this.outcome = scormOutcome('2004', { completion_status: completion, success_status: success, score: { scaled } });
});

Then('the completion is {string}, the success {string} and the score {string}', function (this: ScormWorld, completion: string, success: string, score: string) {
  assert.equal(this.outcome?.completion, completion);
  assert.equal(this.outcome?.success, success);
  assert.equal(this.outcome?.scaled, score === 'none' ? null : Number(score));
});

Then('the lesson progress is {int}', function (this: ScormWorld, progress: number) {
  assert.ok(this.outcome);
  assert.equal(progressOf(this.outcome), progress);
});

When('a package reports the session time {string}', function (this: ScormWorld, time: string) {
  this.seconds = sessionSeconds(time);
});

Then('it counts {int} seconds', function (this: ScormWorld, seconds: number) {
  assert.equal(this.seconds, seconds);
});

Given('a SCORM 1.2 learner left lesson_location {string} with lesson_status {string} and session time {string}', function (this: ScormWorld, location: string, status: string, time: string) {
  this.stored = { core: { lesson_location: location, lesson_status: status, session_time: time, exit: 'suspend' }, suspend_data: 'x' };
});

When('they open the package again after {int} seconds in all', function (this: ScormWorld, total: number) {
  this.resumed = resumeCmi('1.2', this.stored, { id: 'u1', name: 'Lucía' }, total);
});

Then('the runtime starts with entry {string}, lesson_location {string}, total time {string} and no session time', function (this: ScormWorld, entry: string, location: string, total: string) {
  const core = this.resumed?.core as Record<string, unknown>;
  assert.equal(core.entry, entry);
  assert.equal(core.lesson_location, location);
  assert.equal(core.total_time, total);
  assert.equal(core.session_time, undefined);
  assert.equal(core.exit, undefined);
});
