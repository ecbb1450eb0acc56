// A course's weekly timetable (docs/api-calendar.md, ADR 0501): its members and the school's admin read it, its
// teachers replace it; the calendar lays its sessions on school days only, and a student sees only their courses'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses, courseTimetables, nonSchoolDays } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let bio: string;
let saved: typeof courseTimetables.$inferSelect | undefined;

const PABLO = 'student@tiza.demo';
const IRENE = 'irene@tiza.demo';
const TEACHER = 'teacher@tiza.demo';
const ADMIN = 'admin@tiza.demo';

interface Slot { weekday: number; starts: string; ends: string; room: string }
interface CalendarEvent { kind: string; guid: string; title: string; start: string; end: string; all_day: boolean; course_guid: string | null; room: string | null }

async function read(email: string, course = bio) {
  return t.inject({ method: 'GET', url: `/api/front/courses/${course}/timetable`, headers: await t.as(email) });
}

async function put(email: string, payload: { starts_on: string; ends_on: string; slots: Slot[] }) {
  return t.inject({ method: 'PUT', url: `/api/front/courses/${bio}/timetable`, headers: await t.as(email), payload });
}

async function sessions(email: string, from: string, to: string, extra = ''): Promise<CalendarEvent[]> {
  const res = await t.inject({ method: 'GET', url: `/api/front/calendar?from=${from}&to=${to}${extra}`, headers: await t.as(email) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as CalendarEvent[]).filter((e) => e.kind === 'session');
}

beforeAll(async () => {
  t = await createTestApp();
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  [saved] = await t.app.db.select().from(courseTimetables).where(eq(courseTimetables.courseGuid, bio));
});
afterAll(async () => {
  if (saved) await t?.app.db.update(courseTimetables).set(saved).where(eq(courseTimetables.courseGuid, bio));
  await t?.close();
});

describe('GET /api/front/courses/{guid}/timetable', () => {
  it('gives every course of the demo three weekly classes for the school year, rooms in the tenant’s language', async () => {
    const res = await read(PABLO);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ course_guid: bio, course_name: 'Biología y Geología 3º ESO', time_zone: 'Europe/Madrid', can_edit: false });
    expect(body.starts_on.slice(5)).toBe('09-08');
    expect(body.ends_on.slice(5)).toBe('06-19');
    expect(body.slots).toHaveLength(3);
    expect(body.slots.map((s: Slot) => s.weekday)).toEqual([1, 3, 4]);
    expect(body.slots.some((s: Slot) => s.room === 'Laboratorio de Ciencias')).toBe(true);
  });

  it('tells the course’s teacher they may change it, the school’s admin that they may not; outsiders get 404', async () => {
    expect((await read(TEACHER)).json().can_edit).toBe(true);
    expect((await read(ADMIN)).json().can_edit).toBe(false);
    expect((await read(IRENE)).statusCode).toBe(404);
  });
});

describe('PUT /api/front/courses/{guid}/timetable and the sessions it gives', () => {
  const timetable = {
    starts_on: '2030-03-04',
    ends_on: '2030-03-13',
    slots: [
      { weekday: 3, starts: '12:40', ends: '13:35', room: ' Aula 21 ' },
      { weekday: 1, starts: '09:25', ends: '10:20', room: 'Aula 21' },
    ],
  };

  it('replaces the timetable (slots by weekday, rooms trimmed) and lays its sessions on school days only', async () => {
    const res = await put(TEACHER, timetable);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ starts_on: '2030-03-04', ends_on: '2030-03-13', slots: [{ weekday: 1, starts: '09:25', room: 'Aula 21' }, { weekday: 3, starts: '12:40', room: 'Aula 21' }] });
    expect((await read(PABLO)).json().slots).toEqual(res.json().slots);

    const [course] = await t.app.db.select({ schoolGuid: courses.schoolGuid }).from(courses).where(eq(courses.guid, bio));
    const [closed] = await t.app.db
      .insert(nonSchoolDays)
      .values({ tenantId: 'tiza', schoolGuid: course?.schoolGuid ?? '', courseGuid: bio, name: 'Salida al Parque Nacional de Guadarrama', startsOn: '2030-03-06', endsOn: '2030-03-06' })
      .returning({ guid: nonSchoolDays.guid });
    try {
      const pablo = await sessions(PABLO, '2030-03-01', '2030-03-31');
      expect(pablo.map((s) => [s.start, s.end, s.room])).toEqual([
        ['2030-03-04T09:25:00', '2030-03-04T10:20:00', 'Aula 21'],
        ['2030-03-11T09:25:00', '2030-03-11T10:20:00', 'Aula 21'],
        ['2030-03-13T12:40:00', '2030-03-13T13:35:00', 'Aula 21'],
      ]);
      expect(pablo.every((s) => s.course_guid === bio && s.title === 'Biología y Geología 3º ESO' && !s.all_day)).toBe(true);
      // The same session has the same guid on every read, for every reader.
      const teacher = await sessions(TEACHER, '2030-03-01', '2030-03-31', `&course=${bio}`);
      expect(teacher.map((s) => s.guid)).toEqual(pablo.map((s) => s.guid));
      expect(new Set(pablo.map((s) => s.guid)).size).toBe(3);
      // A student of another course never sees this course's sessions.
      expect((await sessions(IRENE, '2030-03-01', '2030-03-31')).some((s) => s.course_guid === bio)).toBe(false);
    } finally {
      await t.app.db.delete(nonSchoolDays).where(eq(nonSchoolDays.guid, closed?.guid ?? ''));
    }
  });

  it('refuses overlapping classes and a class that ends before it starts, at their paths, and saves nothing', async () => {
    const res = await put(TEACHER, {
      starts_on: '2030-03-04',
      ends_on: '2030-06-19',
      slots: [
        { weekday: 2, starts: '09:00', ends: '10:00', room: '' },
        { weekday: 2, starts: '09:30', ends: '10:30', room: '' },
        { weekday: 4, starts: '11:00', ends: '10:00', room: '' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/slots/1/starts', message: 'timetable.slots-overlap' }, { path: '/slots/2/ends', message: 'timetable.ends-before-start' }] });
    expect((await read(TEACHER)).json().ends_on).toBe('2030-03-13');
  });

  it('refuses a reversed range and a day that does not exist', async () => {
    expect((await put(TEACHER, { ...timetable, starts_on: '2030-03-14' })).json()).toMatchObject({ details: [{ path: '/ends_on', message: 'timetable.range-reversed' }] });
    expect((await put(TEACHER, { ...timetable, starts_on: '2030-02-30' })).json()).toMatchObject({ details: [{ path: '/starts_on', message: 'timetable.range-invalid' }] });
  });

  it('lets only the course’s teachers change it', async () => {
    expect((await put(PABLO, timetable)).statusCode).toBe(403);
    expect((await put(ADMIN, timetable)).statusCode).toBe(403);
  });
});
