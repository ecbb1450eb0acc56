// The daily e-mail digest (ADR 0519, docs/api-notifications.md): the caller's own preference, and the round that sends
// it, run here with the tests' own clock and read back from the mail outbox. At most one a day per person, even with
// two rounds at once (and, on PostgreSQL, a second server process on the same database).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferencesDto } from '@contract/notifications';
import { buildApp } from '../../server/src/app';
import { sendDigests } from '../../server/src/commands/notifications/sendDigests';
import { users } from '../../server/src/db/schema';
import { createTestApp, PUBLIC_URL, TEST_JWT_SECRET, type TestApp } from './support/testApp';

let t: TestApp;
let student: Record<string, string>;
let teacher: Record<string, string>;
let bio: string;

beforeAll(async () => {
  t = await createTestApp();
  student = await t.as('student@tiza.demo');
  teacher = await t.as('teacher@tiza.demo');
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
});
afterAll(async () => {
  await t?.close();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** `=?UTF-8?Q?…?=` words of a header, and a quoted-printable body, back to text. */
const qp = (text: string) => Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
const header = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, words: string) => (kind.toUpperCase() === 'B' ? Buffer.from(words, 'base64').toString('utf8') : qp(words.replace(/_/g, ' '))));

async function outbox(dir = t.outboxDir): Promise<Mail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file), 'utf8');
      const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
      const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1] ?? '';
      const body = rest.join('\n\n');
      const encoding = field('Content-Transfer-Encoding').toLowerCase();
      const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(body) : body;
      return { to: field('To'), subject: header(field('Subject')), text };
    }),
  );
}

const digestsTo = async (email: string, dir?: string) => (await outbox(dir)).filter((m) => m.to === email);
const round = (at: string) => sendDigests(t.app.repos, t.app.mailer, { now: new Date(at), publicUrl: PUBLIC_URL });
const preferences = (headers: Record<string, string>) => t.inject({ method: 'GET', url: '/api/front/notifications/preferences', headers });
const choose = (headers: Record<string, string>, payload: unknown) => t.inject({ method: 'PUT', url: '/api/front/notifications/preferences', headers, payload: payload as Record<string, unknown> });

// The demo's schools are in Madrid, Lisbon and London: in March 2030, 19:00Z is past 17:00 in all of them, 14:00Z in none.
const DAY_1_EARLY = '2030-03-05T14:00:00Z';
const DAY_1 = '2030-03-05T19:00:00Z';
const DAY_1_LATER = '2030-03-05T21:30:00Z';
const DAY_2 = '2030-03-06T19:00:00Z';
const DAY_3 = '2030-03-07T19:00:00Z';
const DAY_4 = '2030-03-08T19:00:00Z';

describe('the preference', () => {
  it('is off by default, and each person sets only their own', async () => {
    const before = await preferences(student);
    expect(before.statusCode).toBe(200);
    expect(before.json<NotificationPreferencesDto>()).toEqual({ daily_digest: false, digest_offered: true });

    const on = await choose(student, { daily_digest: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<NotificationPreferencesDto>()).toEqual({ daily_digest: true, digest_offered: true });
    expect((await preferences(student)).json<NotificationPreferencesDto>().daily_digest).toBe(true);
    // The teacher's own stays as it was.
    expect((await preferences(teacher)).json<NotificationPreferencesDto>().daily_digest).toBe(false);
  });

  it('refuses what is not a yes or a no, and a caller without a session', async () => {
    for (const payload of [{}, { daily_digest: 'yes' }, { daily_digest: null }, { daily_digest: 1 }, { daily_digest: 'true' }, []]) {
      const res = await choose(teacher, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await t.inject({ method: 'PUT', url: '/api/front/notifications/preferences', headers: t.ctx('tiza'), payload: { daily_digest: true } })).statusCode).toBe(401);
    expect((await preferences(teacher)).json<NotificationPreferencesDto>().daily_digest).toBe(false);
  });

  it('is not offered to a student under kids mode (turning it off still is); their teacher has it', async () => {
    const kid = await t.as('student@classbook.demo');
    expect((await preferences(kid)).json<NotificationPreferencesDto>()).toEqual({ daily_digest: false, digest_offered: false });
    const refused = await choose(kid, { daily_digest: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    expect((await choose(kid, { daily_digest: false })).statusCode).toBe(200);
    const kidsTeacher = await t.as('teacher@classbook.demo');
    expect((await choose(kidsTeacher, { daily_digest: true })).json<NotificationPreferencesDto>()).toEqual({ daily_digest: true, digest_offered: true });
  });
});

describe('the daily round', () => {
  it('sends nothing before 17:00 on the school’s clock', async () => {
    expect(await round(DAY_1_EARLY)).toEqual({ sent: 0, failed: 0 });
    expect(await digestsTo('student@tiza.demo')).toHaveLength(0);
  });

  it('sends one digest a day to each person who asked, in their language, listing the unread with links', async () => {
    // Two rounds at once (two processes' timers): one mail.
    const [a, b] = await Promise.all([round(DAY_1), round(DAY_1)]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(2); // the student and the classbook teacher
    const [mail, ...others] = await digestsTo('student@tiza.demo');
    expect(others).toHaveLength(0);
    expect(mail?.subject).toContain('lo que aún no has leído');
    expect(mail?.text).toContain('Esto es lo que aún no has leído');
    // Each unread notification in the bell's words, with a link to its page on the tenant.
    const unread = (await t.inject({ method: 'GET', url: '/api/front/notifications?unread=true&per_page=100', headers: student })).json<{ data: { type: string; data: { course?: { guid: string } } }[] }>();
    expect(unread.data.length).toBeGreaterThan(0);
    const links = [...(mail?.text ?? '').matchAll(/http:\/\/tiza\.test\/course\/\S+\?tenant=tiza/g)].map((m) => m[0]);
    expect(links).toHaveLength(Math.min(unread.data.length, 20));
    expect(mail?.text).toContain(`${PUBLIC_URL}/notifications?tenant=tiza`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/profile?tenant=tiza`);
    // Someone who did not ask gets nothing; the kids-mode tenant's teacher gets theirs in English.
    expect(await digestsTo('teacher@tiza.demo')).toHaveLength(0);
    const [english] = await digestsTo('teacher@classbook.demo');
    expect(english?.subject).toContain('what you have not read yet');
  });

  it('sends no second one the same day, even after a restart’s round', async () => {
    await post('<p>Una novedad de la tarde.</p>');
    expect(await round(DAY_1_LATER)).toEqual({ sent: 0, failed: 0 });
    expect(await digestsTo('student@tiza.demo')).toHaveLength(1);
  });

  it('lists only what is new since the last digest, and sends none when nothing is', async () => {
    const day2 = await round(DAY_2);
    expect(day2.sent).toBe(1);
    const mails = await digestsTo('student@tiza.demo');
    expect(mails).toHaveLength(2);
    const latest = mails[1]?.text ?? '';
    expect(latest).toContain('Una novedad de la tarde.');
    // A board message's link lands on the message: the tenant in the query, the message in the fragment.
    expect(latest).toMatch(/http:\/\/tiza\.test\/course\/[0-9a-f-]+\/board\?tenant=tiza#message-[0-9a-f-]{36}\n/);
    expect([...latest.matchAll(/\?tenant=tiza/g)]).toHaveLength(3); // the message, all notifications, the profile

    expect(await round(DAY_3)).toEqual({ sent: 0, failed: 0 });
    expect(await digestsTo('student@tiza.demo')).toHaveLength(2);
  });

  it('sends none when everything was read, nor once the person turned it off', async () => {
    await post('<p>Otra novedad.</p>');
    expect((await t.inject({ method: 'POST', url: '/api/front/notifications/viewed', headers: student })).statusCode).toBe(200);
    expect(await round(DAY_4)).toEqual({ sent: 0, failed: 0 });

    await post('<p>Y otra más.</p>');
    expect((await choose(student, { daily_digest: false })).statusCode).toBe(200);
    expect((await round('2030-03-09T19:00:00Z')).sent).toBe(0);
    expect(await digestsTo('student@tiza.demo')).toHaveLength(2);
  });

  it('never mails a kids-mode student, even one who had asked before kids mode', async () => {
    const kid = await t.userGuid('student@classbook.demo');
    await t.app.db.update(users).set({ dailyDigest: true }).where(eq(users.guid, kid));
    await round('2030-03-10T19:00:00Z');
    expect(await digestsTo('student@classbook.demo')).toHaveLength(0);
  });
});

describe('a long list', () => {
  it('lists the newest 20 and counts the rest', async () => {
    const admin = await t.as('admin@tiza.demo');
    const guid = await t.userGuid('admin@tiza.demo');
    expect((await choose(admin, { daily_digest: true })).statusCode).toBe(200);
    const at = new Date('2030-03-12T10:00:00Z');
    const rows = Array.from({ length: 22 }, (_, i) => ({ tenantId: 'tiza', userGuid: guid, type: 'grades.published' as const, data: { course: { guid: bio, name: `Curso ${i + 1}` }, period: 'Q1' }, key: null, at }));
    expect(await t.app.repos.notifications.insertMany(rows)).toBe(22);
    expect((await round('2030-03-12T19:00:00Z')).sent).toBe(1);
    const [mail] = await digestsTo('admin@tiza.demo');
    expect(mail?.text).toContain('Curso 22: ya están publicadas las notas de la evaluación');
    expect(mail?.text).not.toContain('Curso 2:');
    expect(mail?.text).toContain('…y 2 notificaciones más.');
    expect([...(mail?.text ?? '').matchAll(/\/course\/[^/]+\/grades\?tenant=tiza/g)]).toHaveLength(20);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('send one digest between them', async () => {
    const otherOutbox = await mkdtemp(join(tmpdir(), 'tiza-digest-'));
    const other = await buildApp({ database: { kind: 'postgres', url: t.databaseUrl ?? '' }, prepared: true, jwtSecret: TEST_JWT_SECRET, attemptSweepMs: 0, notificationSweepMs: 0, notificationDigestMs: 0, mailOutboxDir: otherOutbox });
    try {
      expect((await choose(student, { daily_digest: true })).statusCode).toBe(200);
      const before = (await digestsTo('student@tiza.demo')).length;
      const at = { now: new Date('2030-03-11T19:00:00Z'), publicUrl: PUBLIC_URL };
      await Promise.all([sendDigests(t.app.repos, t.app.mailer, at), sendDigests(other.repos, other.mailer, at)]);
      const here = (await digestsTo('student@tiza.demo')).length - before;
      const there = (await digestsTo('student@tiza.demo', otherOutbox)).length;
      expect(here + there).toBe(1);
    } finally {
      await other.close();
      await rm(otherOutbox, { recursive: true, force: true });
    }
  });
});

async function post(message: string): Promise<void> {
  const res = await t.inject({ method: 'POST', url: '/api/messages', headers: teacher, payload: { course_guid: bio, message, message_for: 'all', is_pinned: false } });
  expect(res.statusCode, res.body).toBe(201);
}
