import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { CONTENT_TYPE_CODES, parseContentTypeCode, type ContentTypeCode } from '@domain/content/contentTypes';
import {
  CREATABLE_TYPES,
  MAX_LINK_LENGTH,
  acceptsCaptions,
  handInAcceptedKinds,
  isCreatableType,
  safeLinkUrl,
  uploadKindsFor,
} from '@domain/content/itemRules';
import { MAX_UPLOAD_BYTES, acceptAttribute, checkUpload, confirmByContent, type UploadKind } from '@domain/content/uploadRules';
import type { TizaWorld } from '../support/world';

function kinds(text: string): UploadKind[] {
  return text
    .split(',')
    .map((kind) => kind.trim())
    .filter((kind) => kind.length > 0 && kind !== 'nothing') as UploadKind[];
}

function code(text: string): ContentTypeCode {
  const parsed = parseContentTypeCode(text);
  assert.ok(parsed !== undefined, `${text} should be a content type`);
  return parsed;
}

// Gherkin turns "\n" in a table cell into a line break; "\r", "\t" and "<BOM>" are written out.
function bytesOf(text: string): Uint8Array {
  const encoder = new TextEncoder();
  const body = text.replaceAll('\\n', '\n').replaceAll('\\t', '\t').replaceAll('\\r', '\r');
  if (body.startsWith('<BOM>')) return Uint8Array.of(0xef, 0xbb, 0xbf, ...encoder.encode(body.slice('<BOM>'.length)));
  return encoder.encode(body);
}

// Uploads

When(
  /^a teacher picks "(.*)" of mime type "(.*)" and (\d+) bytes where (.+) (?:is|are) accepted$/,
  function (this: TizaWorld, name: string, mime: string, size: string, accepted: string) {
    this.outcome = checkUpload({ name, mime: mime === '' ? null : mime, size: Number(size) }, kinds(accepted));
  },
);

When(/^a teacher picks a (\S+) file "(.*)" of (one byte over|exactly) the limit$/, function (this: TizaWorld, kind: string, name: string, which: string) {
  const max = MAX_UPLOAD_BYTES[kind as UploadKind];
  assert.ok(max !== undefined, `${kind} is not an upload kind`);
  this.outcome = checkUpload({ name, size: which === 'exactly' ? max : max + 1 }, [kind as UploadKind]);
});

Then('it is taken as {string}', function (this: TizaWorld, kind: string) {
  assert.equal(this.accepted(), kind);
});

Then(/^the largest (\S+) file is (\d+) MiB$/, function (kind: string, mib: string) {
  assert.equal(MAX_UPLOAD_BYTES[kind as UploadKind], Number(mib) * 1024 * 1024);
});

When(/^the server reads a file declared as (\S+) whose bytes start with "([\s\S]*)" and are sniffed as "(.*)"$/, function (this: TizaWorld, declared: string, head: string, sniffed: string) {
  this.value = confirmByContent(declared as UploadKind, sniffed === '' ? undefined : sniffed, bytesOf(head));
});

Then(/^the content (confirms|does not confirm) it$/, function (this: TizaWorld, confirms: string) {
  assert.equal(this.value, confirms === 'confirms');
});

Then('a file picker for {string} offers {string}', function (accepted: string, expected: string) {
  assert.equal(acceptAttribute(kinds(accepted)), expected);
});

// Item rules

Then(/^a teacher (can|cannot) create an item of type (\S+)$/, function (can: string, type: string) {
  assert.equal(isCreatableType(code(type)), can === 'can');
});

Then('the creatable types are {string}', function (expected: string) {
  assert.deepEqual([...CREATABLE_TYPES], expected.split(',').map((c) => c.trim()));
  assert.ok(CREATABLE_TYPES.every((c) => CONTENT_TYPE_CODES.includes(c)));
});

Then(/^an item of type (\S+) is built on "(.*)" and (takes|does not take) captions$/, function (type: string, expected: string, takes: string) {
  assert.deepEqual([...uploadKindsFor(code(type))], kinds(expected));
  assert.equal(acceptsCaptions(code(type)), takes === 'takes');
});

Then('students hand in {string}', function (expected: string) {
  assert.deepEqual([...handInAcceptedKinds], kinds(expected));
});

When(/^a teacher links to "(.*)"$/, function (this: TizaWorld, raw: string) {
  // Gherkin trims table cells, so a cell quotes a value whose spaces matter: "  https://…  ".
  const quoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"');
  this.outcome = safeLinkUrl(quoted ? raw.slice(1, -1) : raw);
});

When(/^a teacher links to an http address of (\d+) characters$/, function (this: TizaWorld, length: string) {
  const start = 'https://example.org/';
  this.outcome = safeLinkUrl(start + 'a'.repeat(Number(length) - start.length));
});

Then('the link opens {string}', function (this: TizaWorld, href: string) {
  assert.equal(this.accepted(), href);
});

Then('the link is accepted', function (this: TizaWorld) {
  assert.ok(this.outcome?.ok, `expected acceptance, got ${JSON.stringify(this.outcome?.val)}`);
});

Then('the link is refused as {string}', function (this: TizaWorld, expected: string) {
  assert.ok(this.outcome !== undefined && this.outcome.err, `expected a refusal, got ${JSON.stringify(this.outcome?.val)}`);
  assert.equal(this.outcome.val, expected);
});

Then('links are at most {int} characters', function (max: number) {
  assert.equal(MAX_LINK_LENGTH, max);
});
