import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  contentType,
  contentTypeForMedia,
  contentTypeLabelKey,
  isEvaluableType,
  parseContentTypeCode,
  type ContentTypeCode,
} from '@domain/content/contentTypes';
import { mediaTypeFromFileName, mediaTypeFromMime, mediaTypeOf, type MediaType } from '@domain/content/mediaType';
import { stripTags } from '@domain/messaging/stripTags';
import type { TizaWorld } from '../support/world';

// Content types

Given('a lesson item of type {string}', function (this: TizaWorld, code: string) {
  const parsed = parseContentTypeCode(code);
  assert.ok(parsed !== undefined, `${code} should be a content type`);
  this.given.contentType = parsed;
});

Then('it is labelled with {string}', function (this: TizaWorld, label: string) {
  assert.equal(contentTypeLabelKey(this.input<ContentTypeCode>('contentType')), label);
});

Then(/^it opens in the (\S+) viewer$/, function (this: TizaWorld, viewer: string) {
  assert.equal(contentType(this.input<ContentTypeCode>('contentType')).viewer, viewer);
});

Then(/^it (gives|does not give) a score$/, function (this: TizaWorld, gives: string) {
  assert.equal(isEvaluableType(this.input<ContentTypeCode>('contentType')), gives === 'gives');
});

Then('{string} is not a content type', function (code: string) {
  assert.equal(parseContentTypeCode(code), undefined);
});

When('a teacher uploads {string} of type {string} to a lesson', function (this: TizaWorld, fileName: string, mime: string) {
  const media = mediaTypeOf({ mime, fileName });
  assert.ok(media !== undefined, `${fileName} should be recognised`);
  this.value = contentTypeForMedia(media);
});

Then('the new item is of type {string}', function (this: TizaWorld, code: string) {
  assert.equal(this.value, code);
});

// Media types

When(/^a file of mime type "(.*)" is uploaded$/, function (this: TizaWorld, mime: string) {
  this.value = mediaTypeFromMime(mime);
});

When('a file named {string} is uploaded', function (this: TizaWorld, fileName: string) {
  this.value = mediaTypeFromFileName(fileName);
});

When(/^a file named "(.*)" of mime type "(.*)" is uploaded$/, function (this: TizaWorld, fileName: string, mime: string) {
  this.value = mediaTypeOf({ mime, fileName });
});

const KINDS: Record<string, MediaType | undefined> = {
  'an image': 'image',
  'a video': 'video',
  'an audio': 'audio',
  'a PDF': 'pdf',
  nothing: undefined,
};

Then(/^it is recognised as (an image|a video|an audio|a PDF|nothing)$/, function (this: TizaWorld, kind: string) {
  assert.equal(this.value, KINDS[kind]);
});

// Message text

// Gherkin turns "\n" in a table cell into a line break; "\uFFFD" is written out for the replacement character.
function expectedText(text: string): string {
  return text.replaceAll("\\n", "\n").replaceAll("\\uFFFD", "\uFFFD");
}

When(/^the message "(.*)" is shown as plain text$/, function (this: TizaWorld, html: string) {
  this.value = stripTags(html);
});

When('the message is shown as plain text:', function (this: TizaWorld, html: string) {
  this.value = stripTags(html);
});

When(/^a message repeating "(.*)" (\d+) times is shown as plain text$/, function (this: TizaWorld, part: string, times: string) {
  this.value = stripTags(part.repeat(Number(times)));
});

Then(/^it reads "([\s\S]*)"$/, function (this: TizaWorld, text: string) {
  assert.equal(this.value, expectedText(text));
});

Then(/^it reads "(.*)" on each of its (\d+) lines$/, function (this: TizaWorld, line: string, count: string) {
  const lines = String(this.value).split('\n');
  assert.equal(lines.length, Number(count));
  assert.ok(lines.every((l) => l === line));
});
