// OneRoster import (docs/api-sync.md, ADR 0560): a school admin uploads a bundle, a background job creates and
// updates schools, users, courses and memberships by sourcedId, and a second import of the same bundle changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { courseMembers, courses, syncJobs, users } from '../../server/src/db/schema';
import { demoRosterRows, rosterZip, type RosterRows } from '../../server/src/demo/oneRosterDemo';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
const ADMIN = 'admin@tiza.demo';

beforeAll(async () => {
  t = await createTestApp({ syncPollMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

async function upload(email: string, body: Uint8Array | string, contentType = 'application/zip') {
  return t.inject({ method: 'POST', url: '/api/front/sync/oneroster?file_name=roster.zip', headers: { ...(await t.as(email)), 'content-type': contentType }, payload: Buffer.from(body) });
}

async function importAndWait(email: string, rows: RosterRows) {
  const res = await upload(email, rosterZip(rows));
  expect(res.statusCode, res.body).toBe(202);
  await t.app.syncWorker.idle();
  const job = await t.inject({ method: 'GET', url: `/api/front/sync/jobs/${res.json().guid}`, headers: await t.as(email) });
  expect(job.statusCode, job.body).toBe(200);
  return job.json();
}

describe('importing a OneRoster bundle', () => {
  it('queues a job that creates the class, its students and their enrolments, and reports the refused row', async () => {
    const queued = await upload(ADMIN, rosterZip(demoRosterRows('tiza')));
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({ provider: 'oneroster-csv', file_name: 'roster.zip' });
    expect(['pending', 'processing', 'in-progress', 'completed']).toContain(queued.json().status);
    await t.app.syncWorker.idle();

    const job = (await t.inject({ method: 'GET', url: `/api/front/sync/jobs/${queued.json().guid}`, headers: await t.as(ADMIN) })).json();
    expect(job).toMatchObject({ status: 'completed', progress: 100, total: job.done, created_by_name: 'Carmen Ruiz Navarro' });
    expect(job.counts.schools).toMatchObject({ created: 0, updated: 1 });
    expect(job.counts.users).toMatchObject({ created: 7, updated: 2 });
    expect(job.counts.classes).toMatchObject({ created: 1 });
    expect(job.counts.enrollments).toMatchObject({ created: 8 });
    expect(job.refused).toBe(1);
    expect(job.problems).toEqual([{ file: 'users', line: 11, sourced_id: 'usr-student-8', rule: 'user.email-invalid' }]);

    const [course] = await t.app.db.select().from(courses).where(and(eq(courses.tenantId, 'tiza'), eq(courses.name, 'Física y Química 4º ESO B')));
    expect(course).toMatchObject({ educationLevel: 'el3', educationYear: '4' });
    const members = await t.app.db.select().from(courseMembers).where(eq(courseMembers.courseGuid, course?.guid ?? ''));
    expect(members.filter((m) => m.role === 'student')).toHaveLength(7);
    expect(members.filter((m) => m.role === 'teacher').map((m) => m.userGuid)).toEqual([await t.userGuid('teacher@tiza.demo')]);
  });

  it('changes nothing when the same bundle comes again', async () => {
    const job = await importAndWait(ADMIN, demoRosterRows('tiza'));
    expect(job.status).toBe('completed');
    for (const kind of ['schools', 'users', 'classes', 'enrollments']) expect(job.counts[kind], kind).toMatchObject({ created: 0, updated: 0 });
    const named = await t.app.db.select().from(courses).where(and(eq(courses.tenantId, 'tiza'), eq(courses.name, 'Física y Química 4º ESO B')));
    expect(named).toHaveLength(1);
  });

  it('lets an enabled student sign in once synchronised, and tells a disabled one whom to contact', async () => {
    const [carla] = await t.app.db.select().from(users).where(and(eq(users.tenantId, 'tiza'), eq(users.email, 'carla.medina@tiza.demo')));
    expect(carla?.synchronised).toBe(false);
    const overview = await t.inject({ method: 'GET', url: '/api/front/sync', headers: await t.as('student@tiza.demo') });
    expect(overview.json()).toMatchObject({ user_status: 'synchronised', can_import: false, jobs: [] });

    // The demo's pending user knows her password: she is told the school admin's name and address.
    const pending = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx('tiza'), payload: { email: 'pending@tiza.demo', password: 'tiza-demo' } });
    expect(pending.statusCode).toBe(401);
    expect(pending.json()).toMatchObject({ code: 'USER_NOT_SYNCHRONISED', details: [{ path: '/contact', message: 'admin@tiza.demo', current: { name: 'Carmen Ruiz Navarro', email: 'admin@tiza.demo' } }] });
    // A wrong password gets the code and no contact.
    const guess = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx('tiza'), payload: { email: 'pending@tiza.demo', password: 'wrong-password' } });
    expect(guess.json()).toMatchObject({ code: 'USER_NOT_SYNCHRONISED', details: [] });
  });

  it('drops a membership the school system ended, keeping the user', async () => {
    const rows = demoRosterRows('tiza');
    const enrollments = rows.enrollments ?? [];
    rows.enrollments = enrollments.map((e) => (e.sourcedId === 'enr-student-1' ? { ...e, status: 'tobedeleted' } : e));
    const job = await importAndWait(ADMIN, rows);
    expect(job.counts.enrollments).toMatchObject({ dropped: 1, created: 0 });
    const alba = await t.userGuid('alba.herrera@tiza.demo');
    const memberships = await t.app.db.select().from(courseMembers).where(eq(courseMembers.userGuid, alba));
    expect(memberships).toEqual([]);
  });

  it('lists the tenant’s jobs for a school admin, newest first', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/front/sync', headers: await t.as(ADMIN) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_status: 'synchronised', can_import: true });
    expect(res.json().jobs.length).toBeGreaterThanOrEqual(3);
    expect(res.json().jobs.every((j: { status: string }) => j.status === 'completed')).toBe(true);
  });
});

describe('refusing what cannot be imported, changing nothing', () => {
  it('names every missing file and column', async () => {
    const rows = demoRosterRows('tiza');
    delete rows.enrollments;
    rows.users = (rows.users ?? []).map(({ email: _email, ...rest }) => rest);
    const res = await upload(ADMIN, rosterZip(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SYNC_BUNDLE_INVALID' });
    expect(res.json().details).toEqual(expect.arrayContaining([{ path: '/users.csv/email', message: 'bundle.column-missing' }, { path: '/enrollments.csv', message: 'bundle.file-missing' }]));
  });

  it('refuses what is not a zip, and a bomb', async () => {
    expect((await upload(ADMIN, 'not a zip at all')).json()).toMatchObject({ code: 'SYNC_BUNDLE_INVALID', details: [{ path: '/body', message: 'bundle.not-a-zip' }] });
    // A zip whose central directory announces 200 MB unpacked: refused before anything is inflated.
    const bomb = zipSync({ 'users.csv': strToU8('sourcedId\n') });
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    for (let at = 0; at + 4 <= bomb.length; at += 1) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 200 * 1024 * 1024, true);
    expect((await upload(ADMIN, bomb)).json()).toMatchObject({ code: 'SYNC_BUNDLE_INVALID', details: [{ path: '/body', message: 'bundle.too-large' }] });
    expect((await upload(ADMIN, strToU8('{}'), 'application/json')).statusCode).toBe(400);
  });

  it('refuses a second import while one runs (409), and a teacher (403)', async () => {
    await t.app.db.insert(syncJobs).values({ tenantId: 'escola', provider: 'oneroster-csv', fileName: 'held.zip', status: 'in-progress' });
    const res = await upload('admin@escola.demo', rosterZip(demoRosterRows('escola')));
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'SYNC_IN_PROGRESS' });
    expect((await upload('teacher@tiza.demo', rosterZip(demoRosterRows('tiza')))).statusCode).toBe(403);
  });

  it('reports rows that point at nothing, line by line, and imports the rest', async () => {
    const rows = demoRosterRows('classbook');
    rows.enrollments = [...(rows.enrollments ?? []), { sourcedId: 'enr-x', status: 'active', classSourcedId: 'cls-missing', schoolSourcedId: 'org-school-1', userSourcedId: 'usr-student-1', role: 'student', beginDate: '2026-13-01', endDate: '' }];
    rows.classes = [...(rows.classes ?? []), { sourcedId: 'cls-2', title: 'Orphan', courseSourcedId: 'crs-missing', schoolSourcedId: 'org-school-1', grades: '05', status: 'active' }];
    const job = await importAndWait('admin@classbook.demo', rows);
    expect(job.status).toBe('completed');
    expect(job.problems).toEqual(expect.arrayContaining([
      { file: 'classes', line: 3, sourced_id: 'cls-2', rule: 'class.course-unknown' },
      { file: 'enrollments', line: 10, sourced_id: 'enr-x', rule: 'row.date-invalid' },
    ]));
    expect(job.counts.enrollments.created).toBe(8);
  });
});
