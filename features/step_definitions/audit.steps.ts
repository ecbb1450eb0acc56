import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { auditReasonProblem, mayReadAuditEntry, type AuditEntryPlace, type AuditReader } from '@domain/audit/auditLog';
import { isRole, type Role } from '@domain/identity/roles';
import type { TizaWorld } from '../support/world';

function role(code: string): Role {
  if (!isRole(code)) throw new Error(`not a role: ${code}`);
  return code;
}

/** "501 characters" stands for a reason that long, "only spaces" for blanks; else the text itself. */
function reasonOf(text: string): string {
  const long = /^(\d+) characters$/.exec(text);
  if (long) return 'x'.repeat(Number(long[1]));
  return text === 'only spaces' ? '   ' : text;
}

Given('a reader of tenant {string} with role {string} in the schools {string}', function (this: TizaWorld, tenantId: string, code: string, schools: string) {
  this.given.auditReader = { tenantId, role: role(code), schoolGuids: schools.split(',').map((s) => s.trim()).filter(Boolean) } satisfies AuditReader;
});

Given('an audit entry of tenant {string} in school {string}', function (this: TizaWorld, tenantId: string, school: string) {
  this.given.auditEntry = { tenantId, schoolGuid: school === 'none' ? null : school } satisfies AuditEntryPlace;
});

Then('the reader may read it: {string}', function (this: TizaWorld, reads: string) {
  assert.equal(mayReadAuditEntry(this.input<AuditReader>('auditReader'), this.input<AuditEntryPlace>('auditEntry')), reads === 'yes');
});

Given('an act by role {string} with the reason {string}', function (this: TizaWorld, code: string, reason: string) {
  this.given.auditAct = { role: role(code), reason: reasonOf(reason) };
});

Then('the reason\'s problem is {string}', function (this: TizaWorld, problem: string) {
  const act = this.input<{ role: Role; reason: string }>('auditAct');
  assert.equal(auditReasonProblem(act.role, act.reason) ?? 'none', problem);
});
