// The school admin's desk (docs/api-admin.md, ADR 0611): their school's courses, people and troubled syncs, never
// another school's; a password reset sent from the desk (or by helpdesk) is mailed and audited in one go.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncJobs } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
const ADMIN = 'admin@tiza.demo';

const desk = async (email: string, query = '') => t.inject({ method: 'GET', url: `/api/front/admin/school${query}`, headers: await t.as(email) });
const reset = async (email: string, guid: string, payload: Record<string, unknown> = {}) => t.inject({ method: 'POST', url: `/api/front/users/${guid}/password-reset`, headers: await t.as(email), payload });

async function mails(): Promise<string[]> {
  const files = await readdir(t.outboxDir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((f) => readFile(join(t.outboxDir, f), 'utf8')));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the school desk', () => {
  it('shows the admin’s school: its courses with teachers, students and activity, and its teachers and students', async () => {
    const res = await desk(ADMIN);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.school.name).toBe('IES Ramón y Cajal');
    expect(body.schools.map((s: { name: string }) => s.name)).toEqual(['IES Ramón y Cajal']);
    const maths = body.courses.find((c: { name: string }) => c.name === 'Matemáticas 2º ESO');
    expect(maths).toMatchObject({ students: 4, education_level: 'el3' });
    expect(maths.teachers.map((n: { name: string }) => n.name)).toHaveLength(1);
    expect(maths.active_students).toBeGreaterThanOrEqual(0);
    // The Colegio's course is not this school's.
    expect(body.courses.some((c: { name: string }) => c.name === 'Inglés 5º Primaria')).toBe(false);
    const emails = body.people.map((p: { email: string }) => p.email);
    expect(emails).toEqual(expect.arrayContaining(['teacher@tiza.demo', 'student@tiza.demo', 'marta@tiza.demo']));
    expect(emails).not.toContain('irene@tiza.demo');
    // Staff of other kinds are not the desk's people.
    expect(emails).not.toContain('helpdesk@tiza.demo');
    expect(emails).not.toContain(ADMIN);
    expect(body.people.find((p: { email: string }) => p.email === 'pending@tiza.demo')).toMatchObject({ sync_status: 'not-synchronised', role: 'R01' });
  });

  it('lists a recent sync that refused rows, and answers 404 for a school not theirs', async () => {
    const tenantJob = await t.app.db.insert(syncJobs).values({ tenantId: 'tiza', provider: 'oneroster-csv', status: 'completed', fileName: 'r.zip', finishedAt: new Date(), problems: [{ file: 'users', line: 3, sourcedId: 'u-1', rule: 'user.email-invalid' }] }).returning({ guid: syncJobs.guid });
    const body = (await desk(ADMIN)).json();
    expect(body.syncs).toContainEqual(expect.objectContaining({ guid: tenantJob[0]?.guid, status: 'completed', refused: 1 }));

    const colegio = (await desk('helpdesk@tiza.demo')).statusCode;
    expect(colegio).toBe(403);
    const teacherSchools = (await t.inject({ method: 'GET', url: '/api/front/users/me', headers: await t.as('teacher@tiza.demo') })).json().schools as { guid: string; name: string }[];
    const other = teacherSchools.find((s) => s.name === 'Colegio Santa Teresa');
    expect((await desk(ADMIN, `?school_guid=${other?.guid}`)).statusCode).toBe(404);
    expect((await desk('admin@escola.demo', `?school_guid=${body.school.guid}`)).statusCode).toBe(404);
  });
});

describe('a password reset from the desk', () => {
  it('mails the link and writes the audit entry with the reason', async () => {
    const marta = await t.userGuid('marta@tiza.demo');
    const before = (await mails()).length;
    const res = await reset(ADMIN, marta, { reason: 'Se le olvidó en vacaciones' });
    expect(res.statusCode, res.body).toBe(204);
    const after = await mails();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toContain('marta@tiza.demo');
    expect(after.at(-1)).toContain('/reset-password?token=');
    const entry = (await t.inject({ method: 'GET', url: `/api/front/audit?user_guid=${marta}&action=password-reset.issued`, headers: await t.as(ADMIN) })).json().entries[0];
    expect(entry).toMatchObject({ action: 'password-reset.issued', reason: 'Se le olvidó en vacaciones', actor: { role: 'R03' }, school: { name: 'IES Ramón y Cajal' } });
  });

  it('refuses helpdesk without a reason and sends nothing; with one, anyone of the tenant', async () => {
    const irene = await t.userGuid('irene@tiza.demo');
    const before = (await mails()).length;
    const refused = await reset('helpdesk@tiza.demo', irene);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: '/reason', message: 'reason.required' }]);
    expect(await mails()).toHaveLength(before);
    expect((await t.inject({ method: 'GET', url: `/api/front/audit?user_guid=${irene}&action=password-reset.issued`, headers: await t.as('helpdesk@tiza.demo') })).json().entries).toEqual([]);
    expect((await reset('helpdesk@tiza.demo', irene, { reason: 'Llamó la familia' })).statusCode).toBe(204);
    expect(await mails()).toHaveLength(before + 1);
  });

  it('answers 404 for someone out of the admin’s reach: another school, another admin, another tenant', async () => {
    expect((await reset(ADMIN, await t.userGuid('irene@tiza.demo'))).statusCode).toBe(404);
    expect((await reset(ADMIN, await t.userGuid('helpdesk@tiza.demo'))).statusCode).toBe(404);
    expect((await reset(ADMIN, await t.userGuid('aluno@escola.demo'))).statusCode).toBe(404);
    expect((await reset('teacher@tiza.demo', await t.userGuid('marta@tiza.demo'))).statusCode).toBe(403);
  });
});
