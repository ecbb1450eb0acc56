import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { checkBundle, levelOfGrades, planOneRoster, type BundleProblem, type OneRosterPlan } from '@domain/sync/oneRoster';
import { isSyncRunning, maySignIn, syncProgressPercent, userSyncStatus, type SyncJobStatus, type UserSyncFacts } from '@domain/sync/syncStatus';
import type { TizaWorld } from '../support/world';

type Rows = Record<string, Record<string, string>[]>;

/** A small valid bundle: one school, one course and class, a teacher (usr-1, Ana) and a student (usr-2). */
function validBundle(): Rows {
  return {
    orgs: [{ sourcedId: 'org-1', status: 'active', name: 'IES Ramón y Cajal', type: 'school' }],
    courses: [{ sourcedId: 'crs-1', title: 'Física y Química', orgSourcedId: 'org-1' }],
    classes: [{ sourcedId: 'cls-1', title: 'Física y Química 4º ESO B', courseSourcedId: 'crs-1', schoolSourcedId: 'org-1', grades: '10' }],
    users: [
      { sourcedId: 'usr-1', enabledUser: 'true', givenName: 'Ana', familyName: 'Ferrer', email: 'ana@x.demo' },
      { sourcedId: 'usr-2', enabledUser: 'true', givenName: 'Alba', familyName: 'Herrera', email: 'alba@x.demo' },
    ],
    roles: [
      { userSourcedId: 'usr-1', roleType: 'primary', role: 'teacher', orgSourcedId: 'org-1' },
      { userSourcedId: 'usr-2', roleType: 'primary', role: 'student', orgSourcedId: 'org-1' },
    ],
    enrollments: [
      { sourcedId: 'enr-1', classSourcedId: 'cls-1', schoolSourcedId: 'org-1', userSourcedId: 'usr-2', role: 'student', beginDate: '2026-09-08', endDate: '' },
      { sourcedId: 'enr-2', classSourcedId: 'cls-1', schoolSourcedId: 'org-1', userSourcedId: 'usr-1', role: 'teacher', beginDate: '', endDate: '' },
    ],
  };
}

const headersOf = (rows: Rows) => Object.fromEntries(Object.entries(rows).map(([file, list]) => [file, Object.keys(list[0] ?? {})]));

Given('a valid OneRoster bundle', function (this: TizaWorld) {
  this.given.bundle = validBundle();
});

Given('a valid OneRoster bundle without roles.csv and without a role column', function (this: TizaWorld) {
  const rows = validBundle();
  delete rows.roles;
  this.given.bundle = rows;
});

Given('a OneRoster bundle without {string} and whose users have no {string} column', function (this: TizaWorld, file: string, column: string) {
  const rows = validBundle();
  delete rows[file];
  rows.users = (rows.users ?? []).map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== column)));
  this.given.bundle = rows;
});

Given('the row {string} of {string} has {string} set to {string}', function (this: TizaWorld, id: string, file: string, column: string, value: string) {
  const rows = this.input<Rows>('bundle');
  const row = rows[file]?.find((r) => r.sourcedId === id);
  assert.ok(row, `no row ${id} in ${file}`);
  row[column] = value;
});

When('the bundle is checked', function (this: TizaWorld) {
  const rows = this.input<Rows>('bundle');
  this.value = checkBundle(rows, headersOf(rows));
});

Then('the bundle is accepted', function (this: TizaWorld) {
  assert.deepEqual(this.value, []);
});

Then('it is refused because {string} is missing', function (this: TizaWorld, file: string) {
  const problems = this.value as BundleProblem[];
  assert.ok(problems.some((p) => p.file === file && (p.rule === 'bundle.file-missing' || p.rule === 'bundle.role-missing')), JSON.stringify(problems));
});

Then('it is refused because the column {string} of {string} is missing', function (this: TizaWorld, column: string, file: string) {
  assert.ok((this.value as BundleProblem[]).some((p) => p.rule === 'bundle.column-missing' && p.file === file && p.column === column));
});

When('the bundle is planned on {string}', function (this: TizaWorld, today: string) {
  this.value = planOneRoster(this.input<Rows>('bundle'), today);
});

Then('the row {string} of {string} at line {int} is refused for {string}', function (this: TizaWorld, id: string, file: string, line: number, rule: string) {
  // Rows that pointed at a refused one are refused in turn; the scenario names the first.
  const plan = this.value as OneRosterPlan;
  assert.deepEqual(plan.refused[0], { file, line, sourcedId: id, rule }, JSON.stringify(plan.refused));
});

Then('the user {string} is planned as {string} and may not sign in', function (this: TizaWorld, id: string, role: string) {
  const user = (this.value as OneRosterPlan).users.find((u) => u.sourcedId === id);
  assert.ok(user);
  assert.equal(user.role, role);
  assert.equal(user.enabled, false);
});

Then('the enrolment {string} is dropped', function (this: TizaWorld, id: string) {
  assert.equal((this.value as OneRosterPlan).enrollments.find((e) => e.sourcedId === id)?.dropped, true);
});

When('the grades {string} are read', function (this: TizaWorld, grades: string) {
  this.value = levelOfGrades(grades);
});

Then('the class is in level {string} year {string}', function (this: TizaWorld, level: string, year: string) {
  assert.deepEqual(this.value, { educationLevel: level, educationYear: year === 'none' ? null : year });
});

Given('a sync job {string} with {int} of {int} rows applied', function (this: TizaWorld, status: string, done: number, total: number) {
  this.given.job = { status: status as SyncJobStatus, done, total };
});

Then('it holds the sync: {string}', function (this: TizaWorld, running: string) {
  assert.equal(isSyncRunning(this.input<{ status: SyncJobStatus }>('job').status), running === 'yes');
});

Then('its progress reads {int} percent', function (this: TizaWorld, percent: number) {
  const job = this.input<{ status: SyncJobStatus; done: number; total: number }>('job');
  assert.equal(syncProgressPercent(job.status, job.done, job.total), percent);
});

Given('a user whose school system flag is {string} and whose last refused row is {string}', function (this: TizaWorld, flag: string, error: string) {
  this.given.user = { synchronised: flag === 'enabled', syncError: error === 'none' ? null : error } satisfies UserSyncFacts;
});

Then('their sync status is {string}', function (this: TizaWorld, status: string) {
  assert.equal(userSyncStatus(this.input<UserSyncFacts>('user')), status);
});

Then('they may sign in: {string}', function (this: TizaWorld, answer: string) {
  assert.equal(maySignIn(this.input<UserSyncFacts>('user')), answer === 'yes');
});
