// Attendance and behaviour of the gradebook (docs/api-gradebook.md "Attendance" and "Behaviour", ADRs 0138
// and 0233): teachers write, school admins read, a student reads only their own marks and points, anyone else 404;
// days are the school's (Europe/Madrid for the demo's IES), the whole-class fill keeps explicit marks, even when two
// teachers mark the same day at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@domain/calendar/calendarDate';
import { schoolToday } from '@domain/calendar/monthGrid';
import { attendanceSessions, behaviourPoints, courseMembers } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let courseGuid: string;
let otherCourseGuid: string;
const tokens = new Map<string, Record<string, string>>();
const guids: Record<string, string> = {};

const TEACHER = 'teacher@tiza.demo';
const TEACHER2 = 'teacher2@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const PABLO = 'student@tiza.demo';
const MARTA = 'marta@tiza.demo';
const HUGO = 'hugo@tiza.demo';
const LUCAS = 'lucas@tiza.demo';
const IRENE = 'irene@tiza.demo';
const PROFESSOR = 'professor@escola.demo';
const EDITOR = 'editor@tiza.demo';

/** The demo school (IES Ramón y Cajal) is in Madrid: its today, not the server's. */
const today = () => schoolToday(new Date(), 'Europe/Madrid');

async function headers(email: string): Promise<Record<string, string>> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const fresh = await t.as(email);
  tokens.set(email, fresh);
  return fresh;
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, email: string, payload?: unknown) {
  return t.inject({ method, url, headers: await headers(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

const base = (course = courseGuid) => `/api/front/courses/${course}/gradebook`;
const readAttendance = (email: string, query = '', course = courseGuid) => call('GET', `${base(course)}/attendance${query}`, email);
const putDay = (email: string, day: string, body: Record<string, unknown>, course = courseGuid) => call('PUT', `${base(course)}/attendance/${day}`, email, body);
const deleteDay = (email: string, day: string) => call('DELETE', `${base()}/attendance/${day}`, email);
const readBehaviour = (email: string, query = '', course = courseGuid) => call('GET', `${base(course)}/behaviour${query}`, email);
const give = (email: string, body: Record<string, unknown>, course = courseGuid) => call('POST', `${base(course)}/behaviour`, email, body);

interface Session { day: string; marks: Record<string, string> }
interface Summary { student_guid: string; present: number; absent: number; late: number; excused: number; sessions: number }
interface Point { guid: string; student_guid: string; kind: string; reason: string; day: string; given_by: { guid: string; name: string; lastname: string } | null; created_at: string }

async function sessionRows(day: string) {
  return t.app.db.select().from(attendanceSessions).where(and(eq(attendanceSessions.courseGuid, courseGuid), eq(attendanceSessions.day, day)));
}

beforeAll(async () => {
  t = await createTestApp();
  courseGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  otherCourseGuid = await t.courseGuid('tiza', 'Inglés 5º Primaria');
  for (const email of [TEACHER, TEACHER2, PABLO, MARTA, HUGO, LUCAS, IRENE]) guids[email] = await t.userGuid(email);
});
afterAll(async () => {
  await t?.close();
});

const g = (email: string) => guids[email] ?? '';

describe('attendance', () => {
  it('lets a teacher mark a day and reads it back with the students, the range and the counts', async () => {
    const day = addDays(today(), -40);
    const put = await putDay(TEACHER, day, { marks: { [g(PABLO)]: 'present', [g(MARTA)]: 'absent', [g(HUGO)]: 'late' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ day, marks: { [g(PABLO)]: 'present', [g(MARTA)]: 'absent', [g(HUGO)]: 'late' } });

    const res = await readAttendance(TEACHER, `?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ today: today(), from: day, to: day });
    expect(body.students.map((s: { name: string }) => s.name)).toEqual(['Hugo', 'Pablo', 'Lucas', 'Marta']);
    expect(body.students[0]).toEqual({ guid: g(HUGO), name: 'Hugo', lastname: 'Fernández Gil', avatar: null });
    expect(body.sessions).toEqual([{ day, marks: { [g(PABLO)]: 'present', [g(MARTA)]: 'absent', [g(HUGO)]: 'late' } }]);
    expect(body.summary).toEqual([
      { student_guid: g(HUGO), present: 0, absent: 0, late: 1, excused: 0, sessions: 1 },
      { student_guid: g(PABLO), present: 1, absent: 0, late: 0, excused: 0, sessions: 1 },
      { student_guid: g(LUCAS), present: 0, absent: 0, late: 0, excused: 0, sessions: 0 },
      { student_guid: g(MARTA), present: 0, absent: 1, late: 0, excused: 0, sessions: 1 },
    ]);
  });

  it('reads the last 31 days to the school’s today by default, sessions by day, counts over the range', async () => {
    const d1 = addDays(today(), -3);
    const d2 = addDays(today(), -1);
    const old = addDays(today(), -31);
    await putDay(TEACHER, d2, { marks: { [g(LUCAS)]: 'excused' }, fill: 'present' });
    await putDay(TEACHER, d1, { marks: { [g(LUCAS)]: 'absent', [g(PABLO)]: 'late' } });
    await putDay(TEACHER, old, { marks: { [g(LUCAS)]: 'absent' } });

    const body = (await readAttendance(TEACHER)).json();
    expect(body).toMatchObject({ from: addDays(today(), -30), to: today() });
    expect(body.sessions.map((s: Session) => s.day)).toEqual([d1, d2]);
    const lucas = body.summary.find((s: Summary) => s.student_guid === g(LUCAS));
    expect(lucas).toEqual({ student_guid: g(LUCAS), present: 0, absent: 1, late: 0, excused: 1, sessions: 2 });
    const pablo = body.summary.find((s: Summary) => s.student_guid === g(PABLO));
    expect(pablo).toEqual({ student_guid: g(PABLO), present: 1, absent: 0, late: 1, excused: 0, sessions: 2 });

    const wider = (await readAttendance(TEACHER, `?from=${old}`)).json();
    expect(wider.sessions.map((s: Session) => s.day)).toEqual([old, d1, d2]);
    expect(wider.summary.find((s: Summary) => s.student_guid === g(LUCAS))).toMatchObject({ absent: 2, excused: 1, sessions: 3 });
  });

  it('fills only the students without a mark: two absences, then "everyone present", keeps the absences', async () => {
    const day = addDays(today(), -50);
    await putDay(TEACHER, day, { marks: { [g(MARTA)]: 'absent', [g(HUGO)]: 'absent' } });
    const res = await putDay(TEACHER, day, { fill: 'present' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().marks).toEqual({ [g(MARTA)]: 'absent', [g(HUGO)]: 'absent', [g(PABLO)]: 'present', [g(LUCAS)]: 'present' });

    // Marks sent with the fill are applied first, then the fill; a null removes a mark.
    const again = await putDay(TEACHER, day, { marks: { [g(MARTA)]: 'late', [g(LUCAS)]: null }, fill: 'excused' });
    expect(again.json().marks).toEqual({ [g(MARTA)]: 'late', [g(HUGO)]: 'absent', [g(PABLO)]: 'present', [g(LUCAS)]: 'excused' });
    expect(await sessionRows(day)).toHaveLength(1);
  });

  it('takes today and past days, refuses a day still to come and a date that does not exist', async () => {
    expect((await putDay(TEACHER, today(), { marks: { [g(PABLO)]: 'present' } })).statusCode).toBe(200);
    const future = await putDay(TEACHER, addDays(today(), 1), { fill: 'present' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/day', message: 'attendance.future-day' }] });
    const invalid = await putDay(TEACHER, '2026-02-30', { fill: 'present' });
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/day', message: 'attendance.invalid-day' }] });
    expect((await sessionRows(addDays(today(), 1))).length).toBe(0);
  });

  it('refuses a mark for someone who is not a student of the course, and writes nothing', async () => {
    const day = addDays(today(), -60);
    const res = await putDay(TEACHER, day, { marks: { [g(PABLO)]: 'present', [g(IRENE)]: 'absent', [g(TEACHER)]: 'present' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: `/marks/${g(IRENE)}`, message: 'attendance.not-a-student' },
        { path: `/marks/${g(TEACHER)}`, message: 'attendance.not-a-student' },
      ]),
    );
    expect(await sessionRows(day)).toHaveLength(0);
    const notAGuid = await putDay(TEACHER, day, { marks: { 'not-a-guid': 'present' } });
    expect(notAGuid.json()).toMatchObject({ details: [{ path: '/marks/not-a-guid', message: 'attendance.not-a-student' }] });
    // Every such key is listed, whether it is not a guid or not a student's.
    const both = await putDay(TEACHER, day, { marks: { 'not-a-guid': 'present', [g(IRENE)]: 'absent', [g(PABLO)]: 'present' } });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toEqual(
      expect.arrayContaining([
        { path: '/marks/not-a-guid', message: 'attendance.not-a-student' },
        { path: `/marks/${g(IRENE)}`, message: 'attendance.not-a-student' },
      ]),
    );
    expect(both.json().details).toHaveLength(2);
    expect(await sessionRows(day)).toHaveLength(0);
  });

  it('refuses a body without marks or fill, an unknown status, and a bad range', async () => {
    const day = addDays(today(), -61);
    expect((await putDay(TEACHER, day, {})).json()).toMatchObject({ statusCode: 400, details: [{ path: '/body' }] });
    expect((await putDay(TEACHER, day, { marks: { [g(PABLO)]: 'sleeping' } })).statusCode).toBe(400);
    expect((await putDay(TEACHER, day, { fill: 'sleeping' })).statusCode).toBe(400);
    const backwards = await readAttendance(TEACHER, `?from=${today()}&to=${addDays(today(), -5)}`);
    expect(backwards.json()).toMatchObject({ statusCode: 400, details: [{ path: '/from', message: 'attendance.invalid-range' }] });
    const tooLong = await readAttendance(TEACHER, `?from=${addDays(today(), -400)}`);
    expect(tooLong.json()).toMatchObject({ statusCode: 400, details: [{ path: '/to', message: 'attendance.range-too-long' }] });
    expect((await readAttendance(TEACHER, '?to=yesterday')).json()).toMatchObject({ details: [{ path: '/to', message: 'attendance.invalid-day' }] });
  });

  it('drops the day when its last mark is removed, and deletes a whole day (idempotent)', async () => {
    const day = addDays(today(), -70);
    await putDay(TEACHER, day, { marks: { [g(PABLO)]: 'absent' } });
    const cleared = await putDay(TEACHER, day, { marks: { [g(PABLO)]: null } });
    expect(cleared.json()).toEqual({ day, marks: {} });
    expect(await sessionRows(day)).toHaveLength(0);

    await putDay(TEACHER, day, { fill: 'present' });
    expect(await sessionRows(day)).toHaveLength(1);
    expect((await deleteDay(TEACHER, day)).statusCode).toBe(204);
    expect(await sessionRows(day)).toHaveLength(0);
    expect((await readAttendance(TEACHER, `?from=${day}&to=${day}`)).json().sessions).toEqual([]);
    expect((await deleteDay(TEACHER, day)).statusCode).toBe(204);
    expect((await deleteDay(TEACHER, 'someday')).json()).toMatchObject({ statusCode: 400, details: [{ path: '/day', message: 'attendance.invalid-day' }] });
  });

  it('keeps both teachers’ marks and one session row when two teachers mark the same day at once', async () => {
    await t.app.db.insert(courseMembers).values({ courseGuid, userGuid: g(TEACHER2), role: 'teacher' }).onConflictDoNothing();
    await headers(TEACHER2);
    for (let round = 0; round < 3; round += 1) {
      const day = addDays(today(), -80 - round);
      // The session exists already (the harder case: no insert conflict to wait on).
      await putDay(TEACHER, day, { marks: { [g(LUCAS)]: 'excused' } });
      const [a, b] = await Promise.all([
        putDay(TEACHER, day, { marks: { [g(MARTA)]: 'absent' }, fill: 'present' }),
        putDay(TEACHER2, day, { marks: { [g(HUGO)]: 'late' }, fill: 'present' }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const marks = (await readAttendance(TEACHER, `?from=${day}&to=${day}`)).json().sessions[0].marks;
      // Whoever came second found the other's explicit mark and filled around it.
      expect(marks).toEqual({ [g(MARTA)]: 'absent', [g(HUGO)]: 'late', [g(PABLO)]: 'present', [g(LUCAS)]: 'excused' });
      expect(await sessionRows(day)).toHaveLength(1);
    }
    await t.app.db.delete(courseMembers).where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.userGuid, g(TEACHER2))));
  });

  it('lets the school admin read and refuses their writes (403)', async () => {
    const day = addDays(today(), -3);
    const res = await readAttendance(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json().students).toHaveLength(4);
    expect((await putDay(ADMIN, day, { fill: 'present' })).statusCode).toBe(403);
    expect((await deleteDay(ADMIN, day)).statusCode).toBe(403);
  });

  it('shows a student only their own marks, on the days they have one, and refuses their writes (403)', async () => {
    const day = addDays(today(), -5);
    await putDay(TEACHER, day, { marks: { [g(MARTA)]: 'absent' } });
    const res = await readAttendance(PABLO, `?from=${addDays(today(), -30)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.students).toEqual([{ guid: g(PABLO), name: 'Pablo', lastname: 'García López', avatar: null }]);
    expect(body.sessions.every((s: Session) => Object.keys(s.marks).every((guid) => guid === g(PABLO)))).toBe(true);
    expect(body.sessions.map((s: Session) => s.day)).not.toContain(day);
    expect(body.summary).toEqual([{ student_guid: g(PABLO), present: 2, absent: 0, late: 1, excused: 0, sessions: 3 }]);
    expect((await putDay(PABLO, day, { marks: { [g(PABLO)]: 'present' } })).statusCode).toBe(403);
    expect((await deleteDay(PABLO, day)).statusCode).toBe(403);
  });

  it('hides the course from another tenant, a teacher of another course and editorial staff (404); 401 without a token', async () => {
    const day = addDays(today(), -3);
    expect((await readAttendance(PROFESSOR)).statusCode).toBe(404);
    expect((await putDay(PROFESSOR, day, { fill: 'present' })).statusCode).toBe(404);
    expect((await readAttendance(TEACHER2)).statusCode).toBe(404);
    expect((await putDay(TEACHER2, day, { fill: 'absent' })).statusCode).toBe(404);
    expect((await readAttendance(EDITOR)).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `${base()}/attendance`, headers: t.ctx('tiza') })).statusCode).toBe(401);
    // The other tenant's teacher changed nothing.
    expect((await readAttendance(TEACHER, `?from=${day}&to=${day}`)).json().sessions[0].marks[g(MARTA)]).toBeUndefined();
  });
});

describe('behaviour', () => {
  it('gives one point to several students at once, in the order sent, with who gave it and the school’s today', async () => {
    const res = await give(TEACHER, { student_guids: [g(MARTA), g(PABLO)], kind: 'positive', reason: '  Ayudó a un compañero  ' });
    expect(res.statusCode, res.body).toBe(201);
    const points: Point[] = res.json().points;
    expect(points.map((p) => p.student_guid)).toEqual([g(MARTA), g(PABLO)]);
    for (const point of points) {
      expect(point).toMatchObject({ kind: 'positive', reason: 'Ayudó a un compañero', day: today(), given_by: { guid: g(TEACHER), name: 'Lucía', lastname: 'Martín Gómez' } });
      expect(Number.isNaN(Date.parse(point.created_at))).toBe(false);
    }
  });

  it('lists the points newest first with a summary per student of the course (zeros included)', async () => {
    const course = otherCourseGuid;
    await give(TEACHER, { student_guids: [g(IRENE)], kind: 'positive', reason: 'Great reading' }, course);
    await give(TEACHER, { student_guids: [g(IRENE)], kind: 'needs-work', reason: 'No homework', day: addDays(today(), -2) }, course);
    await give(TEACHER, { student_guids: [g(IRENE)], kind: 'needs-work', reason: 'Late again' }, course);
    const body = (await readBehaviour(TEACHER, '', course)).json();
    expect(body.points.map((p: Point) => p.reason)).toEqual(['Late again', 'No homework', 'Great reading']);
    expect(body.summary).toEqual([{ student_guid: g(IRENE), positive: 1, needs_work: 2, balance: -1 }]);

    const recent = (await readBehaviour(TEACHER, `?from=${addDays(today(), -1)}`, course)).json();
    expect(recent.points.map((p: Point) => p.reason)).toEqual(['Late again', 'Great reading']);
    expect(recent.summary).toEqual([{ student_guid: g(IRENE), positive: 1, needs_work: 1, balance: 0 }]);

    const main = (await readBehaviour(TEACHER)).json();
    expect(main.summary).toHaveLength(4);
    expect(main.summary.find((s: { student_guid: string }) => s.student_guid === g(LUCAS))).toEqual({ student_guid: g(LUCAS), positive: 0, needs_work: 0, balance: 0 });
  });

  it('checks the reason and the day with the domain, and the students against the course', async () => {
    const blank = await give(TEACHER, { student_guids: [g(PABLO)], kind: 'positive', reason: '   ' });
    expect(blank.json()).toMatchObject({ statusCode: 400, details: [{ path: '/reason', message: 'behaviour.reason-required' }] });
    const long = await give(TEACHER, { student_guids: [g(PABLO)], kind: 'positive', reason: 'x'.repeat(121) });
    expect(long.json()).toMatchObject({ statusCode: 400, details: [{ path: '/reason', message: 'behaviour.reason-too-long' }] });
    const future = await give(TEACHER, { student_guids: [g(PABLO)], kind: 'positive', reason: 'Bien', day: addDays(today(), 1) });
    expect(future.json()).toMatchObject({ statusCode: 400, details: [{ path: '/day', message: 'behaviour.future-day' }] });
    const stranger = await give(TEACHER, { student_guids: [g(PABLO), g(IRENE)], kind: 'needs-work', reason: 'Tarde' });
    expect(stranger.json()).toMatchObject({ statusCode: 400, details: [{ path: '/student_guids/1', message: 'behaviour.not-a-student' }] });
    expect((await give(TEACHER, { student_guids: [], kind: 'positive', reason: 'Bien' })).statusCode).toBe(400);
    expect((await give(TEACHER, { student_guids: [g(PABLO), g(PABLO)], kind: 'positive', reason: 'Bien' })).statusCode).toBe(400);
    // The same student in another case is the same student: refused like a repeat, not given two points.
    const twice = await give(TEACHER, { student_guids: [g(PABLO), g(PABLO).toUpperCase()], kind: 'positive', reason: 'Tarde' });
    expect(twice.json()).toMatchObject({ statusCode: 400, details: [{ path: '/body/student_guids' }] });
    expect((await give(TEACHER, { student_guids: [g(PABLO)], kind: 'great', reason: 'Bien' })).statusCode).toBe(400);
    const pablo = await t.app.db.select().from(behaviourPoints).where(and(eq(behaviourPoints.courseGuid, courseGuid), eq(behaviourPoints.reason, 'Tarde')));
    expect(pablo).toHaveLength(0);
    // A reason with an unpaired surrogate (PostgreSQL cannot store it) is refused by the schema.
    const unpaired = await t.inject({
      method: 'POST',
      url: `${base()}/behaviour`,
      headers: { ...(await headers(TEACHER)), 'content-type': 'application/json' },
      payload: `{"student_guids":["${g(PABLO)}"],"kind":"positive","reason":"Bien \\ud83d"}`,
    });
    expect(unpaired.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('undoes a point (204), then answers 404 for it and for another course’s point', async () => {
    const [point] = (await give(TEACHER, { student_guids: [g(HUGO)], kind: 'needs-work', reason: 'Sin material' })).json().points as Point[];
    const other = ((await give(TEACHER, { student_guids: [g(IRENE)], kind: 'positive', reason: 'Good' }, otherCourseGuid)).json().points as Point[])[0];
    expect((await call('DELETE', `${base()}/behaviour/${point?.guid}`, TEACHER)).statusCode).toBe(204);
    expect((await readBehaviour(TEACHER)).json().points.map((p: Point) => p.guid)).not.toContain(point?.guid);
    expect((await call('DELETE', `${base()}/behaviour/${point?.guid}`, TEACHER)).statusCode).toBe(404);
    expect((await call('DELETE', `${base()}/behaviour/${other?.guid}`, TEACHER)).statusCode).toBe(404);
  });

  it('shows a student only their own points and summary, lets the admin read, and refuses their writes (403)', async () => {
    await give(TEACHER, { student_guids: [g(MARTA)], kind: 'needs-work', reason: 'Habló en clase' });
    const mine = (await readBehaviour(PABLO)).json();
    expect(mine.points.length).toBeGreaterThan(0);
    expect(mine.points.every((p: Point) => p.student_guid === g(PABLO))).toBe(true);
    expect(mine.summary).toEqual([{ student_guid: g(PABLO), positive: 1, needs_work: 0, balance: 1 }]);
    const martas = (await readBehaviour(MARTA)).json();
    expect(martas.points.map((p: Point) => p.reason)).toEqual(['Habló en clase', 'Ayudó a un compañero']);

    const point = martas.points[0] as Point;
    expect((await give(PABLO, { student_guids: [g(PABLO)], kind: 'positive', reason: 'Yo mismo' })).statusCode).toBe(403);
    expect((await call('DELETE', `${base()}/behaviour/${point.guid}`, MARTA)).statusCode).toBe(403);
    expect((await readBehaviour(ADMIN)).json().summary).toHaveLength(4);
    expect((await give(ADMIN, { student_guids: [g(PABLO)], kind: 'positive', reason: 'Bien' })).statusCode).toBe(403);
    expect((await call('DELETE', `${base()}/behaviour/${point.guid}`, ADMIN)).statusCode).toBe(403);
  });

  it('hides the course from another tenant and from a teacher of another course (404)', async () => {
    expect((await readBehaviour(PROFESSOR)).statusCode).toBe(404);
    expect((await give(PROFESSOR, { student_guids: [g(PABLO)], kind: 'positive', reason: 'Bien' })).statusCode).toBe(404);
    expect((await readBehaviour(TEACHER2)).statusCode).toBe(404);
    expect((await give(TEACHER2, { student_guids: [g(PABLO)], kind: 'positive', reason: 'Bien' })).statusCode).toBe(404);
    expect((await readBehaviour(TEACHER, '?from=2026-13-01')).json()).toMatchObject({ statusCode: 400, details: [{ path: '/from', message: 'behaviour.invalid-day' }] });
  });
});
