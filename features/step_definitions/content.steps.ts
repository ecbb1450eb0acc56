import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  contentType,
  contentTypeLabelKey,
  isEvaluableType,
  parseContentTypeCode,
  type ContentTypeCode,
} from '@domain/content/contentTypes';
import { mediaTypeFromFileName, mediaTypeFromMime, mediaTypeOf, type MediaType } from '@domain/content/mediaType';
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
