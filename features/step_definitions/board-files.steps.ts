import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { checkDriveFile, checkMessageFiles, driveFileId, MESSAGE_FILE_KINDS } from '@domain/board/messageFiles';
import { checkUpload } from '@domain/content/uploadRules';
import type { TizaWorld } from '../support/world';

// Files on board messages (ADRs 0517–0518): how many, which kinds, and a Google Drive file by its pasted link.

Given('a message holding {int} files', function (this: TizaWorld, held: number) {
  this.given.heldFiles = held;
});

When('its author attaches {int} more', function (this: TizaWorld, adding: number) {
  this.outcome = checkMessageFiles(this.input<number>('heldFiles'), adding);
});

When('someone attaches {string} of type {string} and {int} bytes to a message', function (this: TizaWorld, name: string, mime: string, size: number) {
  this.outcome = checkUpload({ name, mime, size }, MESSAGE_FILE_KINDS);
});

When('someone pastes {string} as a Google Drive file', function (this: TizaWorld, pasted: string) {
  this.outcome = driveFileId(pasted);
});

When('someone pastes {string} as a Google Drive file without an access token', function (this: TizaWorld, pasted: string) {
  this.outcome = checkDriveFile(pasted, '');
});

Then('the file id is {string}', function (this: TizaWorld, id: string) {
  assert.equal(this.accepted(), id);
});
