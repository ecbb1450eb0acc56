import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { matchesPeopleFilter, mayRunSchoolDesk, schoolAttention, type Attention, type DeskCourseFacts, type DeskPersonFacts, type DeskSyncFacts, type PeopleRoleFilter, type PeopleStatusFilter } from '@domain/admin/schoolDesk';
import { isRole, type Role } from '@domain/identity/roles';
import type { UserSyncStatus } from '@domain/sync/syncStatus';
import type { TizaWorld } from '../support/world';

const DAY = 86_400_000;

function role(code: string): Role {
  if (!isRole(code)) throw new Error(`not a role: ${code}`);
  return code;
}

Given('a user with role {string} who belongs to the school: {string}', function (this: TizaWorld, code: string, member: string) {
  this.given.deskUser = { role: role(code), member: member === 'yes' };
});

Then('they may run the school\'s desk: {string}', function (this: TizaWorld, runs: string) {
  const user = this.input<{ role: Role; member: boolean }>('deskUser');
  assert.equal(mayRunSchoolDesk(user.role, user.member), runs === 'yes');
});

Given('the school\'s courses', function (this: TizaWorld, table: DataTable) {
  this.given.deskCourses = table.hashes().map((row, i): DeskCourseFacts => ({ guid: `c-${i}`, name: row.name ?? '', teachers: Number(row.teachers), students: Number(row.students) }));
});

Given('the school\'s people', function (this: TizaWorld, table: DataTable) {
  this.given.deskPeople = table.hashes().map((row, i): DeskPersonFacts => ({
    guid: `u-${i}`,
    name: row.name ?? '',
    lastname: row.lastname ?? '',
    email: `${(row.name ?? '').toLowerCase()}@school.demo`,
    role: role(row.role ?? ''),
    syncStatus: (row.sync ?? 'synchronised') as UserSyncStatus,
  }));
});

Given('the tenant\'s syncs', function (this: TizaWorld, table: DataTable) {
  this.given.deskSyncs = table.hashes().map((row, i): DeskSyncFacts => ({
    guid: `s-${i}`,
    status: row.status ?? '',
    refused: Number(row.refused),
    finishedAt: new Date(this.now.getTime() - Number(row['finished days ago']) * DAY),
  }));
});

function about(item: Attention, now: Date): string {
  switch (item.kind) {
    case 'course-without-teacher':
    case 'course-without-students':
    case 'user-not-synchronised':
      return item.name;
    case 'sync-failed':
      return `${Math.round((now.getTime() - (item.finishedAt?.getTime() ?? 0)) / DAY)} days ago`;
    case 'sync-refused-rows':
      return `${item.refused} rows`;
  }
}

Then('what needs attention is', function (this: TizaWorld, table: DataTable) {
  const items = schoolAttention({
    courses: this.input<DeskCourseFacts[]>('deskCourses'),
    people: this.input<DeskPersonFacts[]>('deskPeople'),
    syncs: this.input<DeskSyncFacts[]>('deskSyncs'),
    now: this.now,
  });
  assert.deepEqual(items.map((item) => ({ kind: item.kind, about: about(item, this.now) })), table.hashes());
});

When('the admin looks for {string} among {string} with sync {string}', function (this: TizaWorld, query: string, roleFilter: string, status: string) {
  const people = this.input<DeskPersonFacts[]>('deskPeople');
  this.value = people.filter((p) => matchesPeopleFilter(p, { query, role: roleFilter as PeopleRoleFilter, status: status as PeopleStatusFilter })).map((p) => p.name);
});

Then('they find {string}', function (this: TizaWorld, found: string) {
  assert.deepEqual(this.value, found === 'nobody' ? [] : found.split(',').map((name) => name.trim()));
});
