// The audit log (docs/api-admin.md, ADR 0610): written by the acting command in its transaction, read by helpdesk for
// the tenant and by a school admin for their schools only; never across tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit, type AuditRecord } from '../../server/src/commands/audit/recordAudit';
import type { Caller } from '../../server/src/plugins/app/Caller';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let admin: Caller;
let helpdesk: Caller;
let marta: string;
let irene: string;
let mathsGuid: string;

const get = async (email: string, query = '') => t.inject({ method: 'GET', url: `/api/front/audit${query}`, headers: await t.as(email) });

async function caller(email: string, role: Caller['role']): Promise<Caller> {
  return { guid: await t.userGuid(email), tenantId: t.tenantOf(email), role, sessionId: 'audit-test' };
}

const write = (actor: Caller, record: AuditRecord) => t.app.transaction((repos) => recordAudit(repos, actor, record));

beforeAll(async () => {
  t = await createTestApp();
  admin = await caller('admin@tiza.demo', 'R03');
  helpdesk = await caller('helpdesk@tiza.demo', 'R05');
  marta = await t.userGuid('marta@tiza.demo');
  irene = await t.userGuid('irene@tiza.demo');
  mathsGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  // Marta is of the IES (the admin's school); Irene of the Colegio (not theirs).
  await write(admin, { action: 'enrolment.added', targetUserGuid: marta, targetCourseGuid: mathsGuid, details: { via: 'test' } });
  await write(helpdesk, { action: 'login-link.issued', targetUserGuid: marta, reason: '  Lost her password before the exam  ' });
  await write(helpdesk, { action: 'login-link.issued', targetUserGuid: irene, reason: 'Her tablet was reset' });
});
afterAll(async () => {
  await t?.close();
});

describe('writing the audit log', () => {
  it('keeps who, on whom, in which course and school, why and when, with current names', async () => {
    const res = await get('helpdesk@tiza.demo', `?user_guid=${marta}`);
    expect(res.statusCode, res.body).toBe(200);
    const [link, enrolment] = res.json().entries;
    expect(link).toMatchObject({
      action: 'login-link.issued',
      actor: { guid: helpdesk.guid, role: 'R05' },
      target_user: { guid: marta, name: expect.stringContaining('Marta') },
      target_course: null,
      school: { name: 'IES Ramón y Cajal' },
      reason: 'Lost her password before the exam',
    });
    expect(Date.now() - Date.parse(link.at)).toBeLessThan(60_000);
    expect(enrolment).toMatchObject({
      action: 'enrolment.added',
      actor: { guid: admin.guid, role: 'R03' },
      target_course: { guid: mathsGuid, name: 'Matemáticas 2º ESO' },
      school: { name: 'IES Ramón y Cajal' },
      reason: null,
      details: { via: 'test' },
    });
  });

  it('refuses a helpdesk act without a reason, and the act rolls back with it', async () => {
    const before = (await get('helpdesk@tiza.demo', `?user_guid=${irene}`)).json().entries.length;
    const act = t.app.transaction(async (repos) => {
      await recordAudit(repos, helpdesk, { action: 'password-reset.issued', targetUserGuid: irene, reason: '   ' });
    });
    await expect(act).rejects.toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await get('helpdesk@tiza.demo', `?user_guid=${irene}`)).json().entries).toHaveLength(before);
  });

  it('writes nothing when the act it belongs to fails after it', async () => {
    const before = (await get('helpdesk@tiza.demo', `?user_guid=${marta}`)).json().entries.length;
    const act = t.app.transaction(async (repos) => {
      await recordAudit(repos, admin, { action: 'user.deactivated', targetUserGuid: marta });
      throw new Error('the act failed');
    });
    await expect(act).rejects.toThrow('the act failed');
    expect((await get('helpdesk@tiza.demo', `?user_guid=${marta}`)).json().entries).toHaveLength(before);
  });
});

describe('reading the audit log', () => {
  it('shows helpdesk every school of the tenant', async () => {
    const entries = (await get('helpdesk@tiza.demo', '?limit=100')).json().entries as { school: { name: string } | null }[];
    const schools = new Set(entries.map((e) => e.school?.name));
    expect(schools).toContain('IES Ramón y Cajal');
    expect(schools).toContain('Colegio Santa Teresa');
  });

  it('shows a school admin their school only, and 404 for another school', async () => {
    const entries = (await get('admin@tiza.demo', '?limit=100')).json().entries as { school: { name: string } | null; target_user: { guid: string } | null }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.school?.name === 'IES Ramón y Cajal')).toBe(true);
    expect(entries.some((e) => e.target_user?.guid === irene)).toBe(false);
    expect((await get('admin@tiza.demo', `?user_guid=${irene}`)).json().entries).toEqual([]);

    const colegio = (await get('helpdesk@tiza.demo', `?user_guid=${irene}`)).json().entries[0].school.guid as string;
    const refused = await get('admin@tiza.demo', `?school_guid=${colegio}`);
    expect(refused.statusCode).toBe(404);
    expect((await get('helpdesk@tiza.demo', `?school_guid=${colegio}`)).json().entries.length).toBeGreaterThan(0);
  });

  it('never shows another tenant’s entries, and a school of another tenant is 404', async () => {
    const escola = (await get('helpdesk@escola.demo', '?limit=100')).json().entries as { target_user: { guid: string } | null }[];
    expect(escola.some((e) => e.target_user?.guid === marta || e.target_user?.guid === irene)).toBe(false);
    const ies = (await get('helpdesk@tiza.demo', `?user_guid=${marta}`)).json().entries[0].school.guid as string;
    expect((await get('helpdesk@escola.demo', `?school_guid=${ies}`)).statusCode).toBe(404);
    expect((await get('admin@escola.demo', `?school_guid=${ies}`)).statusCode).toBe(404);
  });

  it('pages newest first with before, and filters by action', async () => {
    const first = (await get('helpdesk@tiza.demo', '?limit=1')).json();
    expect(first.entries).toHaveLength(1);
    expect(first.next_before).toMatch(/^[0-9]+$/);
    const second = (await get('helpdesk@tiza.demo', `?limit=1&before=${first.next_before}`)).json();
    expect(second.entries[0].guid).not.toBe(first.entries[0].guid);
    expect(Date.parse(second.entries[0].at)).toBeLessThanOrEqual(Date.parse(first.entries[0].at));

    const links = (await get('helpdesk@tiza.demo', '?action=login-link.issued&limit=100')).json().entries as { action: string }[];
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.every((e) => e.action === 'login-link.issued')).toBe(true);
    const all = (await get('helpdesk@tiza.demo', '?limit=100')).json();
    if (all.entries.length < 100) expect(all.next_before).toBeNull();
  });

  it('refuses students, teachers and editors, and a malformed query', async () => {
    for (const email of ['student@tiza.demo', 'teacher@tiza.demo', 'editor@tiza.demo']) expect((await get(email)).statusCode, email).toBe(403);
    expect((await get('helpdesk@tiza.demo', '?action=deleted-everything')).statusCode).toBe(400);
    expect((await get('helpdesk@tiza.demo', '?before=0')).statusCode).toBe(400);
    expect((await get('helpdesk@tiza.demo', '?limit=1000')).statusCode).toBe(400);
  });
});
