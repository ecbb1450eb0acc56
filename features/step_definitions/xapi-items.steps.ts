import assert from 'node:assert/strict';
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import { checkXapiPackage, type TinCanFacts } from '@domain/xapi/xapiPackage';
import { xapiProgress, type ProgressStatement } from '@domain/xapi/xapiProgress';

interface XapiItemWorld {
  files?: string[];
  tincan?: TinCanFacts | 'unreadable' | undefined;
  statements?: ProgressStatement[];
}

Given('a package with the files {string} and tincan.xml launching {string}', function (this: XapiItemWorld, files: string, launch: string) {
  this.files = files.split(', ');
  this.tincan = this.files.includes('tincan.xml') ? { launch: launch || undefined, activityId: 'http://tiza.test/a', title: 'A' } : undefined;
});

Given('a package whose tincan.xml cannot be read', function (this: XapiItemWorld) {
  this.files = ['tincan.xml', 'index.html'];
  this.tincan = 'unreadable';
});

Then('the xAPI package opens {string}', function (this: XapiItemWorld, opens: string) {
  const checked = checkXapiPackage(this.files ?? [], this.tincan);
  assert.ok(checked.ok);
  assert.equal(checked.val.launch, opens);
});

Then('the xAPI package is refused with {string}', function (this: XapiItemWorld, code: string) {
  const checked = checkXapiPackage(this.files ?? [], this.tincan);
  assert.ok(checked.err);
  assert.equal(checked.val, code);
});

Then('a learner without statements has not attempted the item', function () {
  assert.deepEqual(xapiProgress([]), { completion: 'not-attempted', success: 'unknown', scorePercent: null, statements: 0, lastAt: null });
});

Given("the learner's statements:", function (this: XapiItemWorld, table: DataTable) {
  const cell = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  this.statements = table.hashes().map((row, index) => ({
    verbId: row.verb ?? '',
    stored: new Date(Date.UTC(2026, 10, 27, 9, index)),
    completion: cell(row.completion) === undefined ? undefined : row.completion === 'true',
    success: cell(row.success) === undefined ? undefined : row.success === 'true',
    scaled: cell(row.scaled) === undefined ? undefined : Number(row.scaled),
  }));
});

Then('their progress is {string}, {string}, score {int} over {int} statements', function (this: XapiItemWorld, completion: string, success: string, score: number, count: number) {
  const progress = xapiProgress(this.statements ?? []);
  assert.equal(progress.completion, completion);
  assert.equal(progress.success, success);
  assert.equal(progress.scorePercent, score);
  assert.equal(progress.statements, count);
});
