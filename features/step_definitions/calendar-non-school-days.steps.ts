import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { checkNonSchoolDay, mayManageNonSchoolDays, type NonSchoolDayIssue, type NonSchoolDayScope } from '@domain/calendar/nonSchoolDayRules';
import type { TizaWorld } from '../support/world';

When(/^a non-school day "([^"]*)" from "([^"]*)" to "([^"]*)" is checked$/, function (this: TizaWorld, name: string, startsOn: string, endsOn: string) {
  this.given.nonSchoolDayIssues = checkNonSchoolDay({ name, startsOn, endsOn });
});

Then(/^its issues are "([^"]*)"$/, function (this: TizaWorld, expected: string) {
  const issues = this.input<NonSchoolDayIssue[]>('nonSchoolDayIssues');
  assert.equal(issues.map((issue) => `${issue.path} ${issue.code}`).join(', '), expected);
});

Then(/^a (school admin|teacher of the course|student) (may|may not) record the (school|course)'s non-school days$/, function (this: TizaWorld, who: string, may: string, scope: string) {
  const caller = { isSchoolAdmin: who === 'school admin', teachesCourse: who === 'teacher of the course' };
  assert.equal(mayManageNonSchoolDays(scope as NonSchoolDayScope, caller), may === 'may');
});
