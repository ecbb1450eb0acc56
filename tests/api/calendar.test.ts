// The calendar (docs/api-calendar.md, ADR 0500): deliver dates and non-school days on the days of a range. A student
// sees what their task list shows (never a draft item's date, never another course's); teachers every dated item of
// their courses; non-school days of the caller's schools and courses, in the tenant's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@domain/calendar/calendarDate';
import { schoolToday } from '@domain/calendar/monthGrid';
import { formatLocalDateTime } from '@domain/lessons/deliverDate';
import { courses, gradebookColumns, lessonItems, lessons, nonSchoolDays } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let bio: string;
let his: string;
let today: string;
let from: string;
let to: string;

const PABLO = 'student@tiza.demo';
const IRENE = 'irene@tiza.demo';
const TEACHER = 'teacher@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const ALUNO = 'aluno@escola.demo';

interface CalendarEvent {
  kind: string; guid: string; title: string; start: string; end: string; all_day: boolean; course_guid: string | null;
  course_name: string | null; lesson_guid: string | null; content_type: string | null; deliver_at: string | null;
  status: { label: string; group: string; turn_in: string } | null;
}

async function calendar(email: string, query: string) {
  return t.inject({ method: 'GET', url: `/api/front/calendar?${query}`, headers: await t.as(email) });
}

async function events(email: string, extra = ''): Promise<CalendarEvent[]> {
  const res = await calendar(email, `from=${from}&to=${to}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.from).toBe(from);
  expect(body.to).toBe(to);
  return body.data as CalendarEvent[];
}

async function itemOf(courseGuid: string, contentType: string) {
  const [row] = await t.app.db
    .select({ guid: lessonItems.guid, name: lessonItems.name, lessonGuid: lessons.guid })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .where(and(eq(lessons.courseGuid, courseGuid), eq(lessonItems.contentType, contentType), eq(lessons.published, true), eq(lessonItems.published, true)));
  if (!row) throw new Error(`no ${contentType} in ${courseGuid}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  his = await t.courseGuid('tiza', 'Historia del Mundo Contemporáneo 1º Bachillerato');
  today = schoolToday(new Date(), 'Europe/Madrid');
  from = addDays(today, -50);
  to = addDays(today, 49);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/front/calendar — the range', () => {
  it('reads at most 100 days, both ends included', async () => {
    expect((await calendar(PABLO, `from=${from}&to=${to}`)).statusCode).toBe(200);
    const tooLong = await calendar(PABLO, `from=${from}&to=${addDays(to, 1)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/querystring/to', message: 'range.too_long' }] });
  });

  it('refuses a reversed range and a day that does not exist', async () => {
    expect((await calendar(PABLO, `from=${to}&to=${from}`)).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ message: 'range.reversed' }] });
    expect((await calendar(PABLO, 'from=2026-02-30&to=2026-03-02')).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/querystring/from', message: 'range.invalid' }] });
  });

  it('answers the school’s zone and its day now', async () => {
    const body = (await calendar(PABLO, `from=${from}&to=${to}`)).json();
    expect(body.time_zone).toBe('Europe/Madrid');
    expect(body.today).toBe(today);
  });
});

describe('GET /api/front/calendar — deliver dates', () => {
  it('gives a student the dated items of their courses with the task list’s status, on the school’s wall clock', async () => {
    const list = await events(PABLO);
    const deliver = list.filter((e) => e.kind === 'deliver');
    expect(deliver.length).toBeGreaterThan(3);
    const tasks = (await t.inject({ method: 'GET', url: '/api/front/tasks', headers: await t.as(PABLO) })).json().tasks as { item_guid: string; deliver_at_local: string | null; status: unknown }[];
    for (const event of deliver) {
      const task = tasks.find((x) => x.item_guid === event.guid);
      expect(task, event.title).toBeDefined();
      expect(event.start).toBe(task?.deliver_at_local);
      expect(event.status).toEqual(task?.status);
      expect(event.all_day).toBe(false);
      expect(event.start >= from && event.start.slice(0, 10) <= to).toBe(true);
    }
  });

  it('never shows a student a draft item’s date; the teacher sees it', async () => {
    const item = await itemOf(bio, 'CTTY_14');
    const [row] = await t.app.db.select({ deliverAt: lessonItems.deliverAt }).from(lessonItems).where(eq(lessonItems.guid, item.guid));
    await t.app.db.update(lessonItems).set({ published: false, deliverAt: new Date(`${today}T10:00:00Z`) }).where(eq(lessonItems.guid, item.guid));
    try {
      expect((await events(PABLO)).some((e) => e.guid === item.guid)).toBe(false);
      const teacher = (await events(TEACHER)).find((e) => e.guid === item.guid);
      expect(teacher).toMatchObject({ kind: 'deliver', title: item.name, course_guid: bio, lesson_guid: item.lessonGuid, status: null, start: formatLocalDateTime(new Date(`${today}T10:00:00Z`), 'Europe/Madrid') });
    } finally {
      await t.app.db.update(lessonItems).set({ published: true, deliverAt: row?.deliverAt ?? null }).where(eq(lessonItems.guid, item.guid));
    }
  });

  it('never shows a student another course’s items, and answers 404 for a course they are not in', async () => {
    const irene = await events(IRENE);
    expect(irene.filter((e) => e.kind === 'deliver').every((e) => e.course_name === 'Inglés 5º Primaria')).toBe(true);
    expect((await calendar(IRENE, `from=${from}&to=${to}&course=${bio}`)).statusCode).toBe(404);
    expect((await calendar(ALUNO, `from=${from}&to=${to}&course=${bio}`)).statusCode).toBe(404);
  });

  it('narrows to one course; a school admin reads a course of their school whole', async () => {
    const course = await events(TEACHER, `&course=${bio}`);
    expect(course.filter((e) => e.kind === 'deliver').every((e) => e.course_guid === bio)).toBe(true);
    const admin = await events(ADMIN, `&course=${bio}`);
    expect(admin.map((e) => e.guid)).toEqual(course.map((e) => e.guid));
  });
});

describe('GET /api/front/calendar — the gradebook’s own columns (ADR 0506)', () => {
  it('are deliver dates for the course’s teachers and school admins, not for its students', async () => {
    const [row] = await t.app.db
      .insert(gradebookColumns)
      .values({ courseGuid: bio, name: 'Exposición oral: la célula', deliverAt: new Date(`${today}T09:30:00Z`) })
      .returning({ guid: gradebookColumns.guid });
    try {
      const expected = { kind: 'deliver', title: 'Exposición oral: la célula', course_guid: bio, lesson_guid: null, content_type: null, status: null, start: formatLocalDateTime(new Date(`${today}T09:30:00Z`), 'Europe/Madrid') };
      expect((await events(TEACHER)).find((e) => e.guid === row?.guid)).toMatchObject(expected);
      expect((await events(ADMIN, `&course=${bio}`)).find((e) => e.guid === row?.guid)).toMatchObject(expected);
      expect((await events(PABLO)).some((e) => e.guid === row?.guid)).toBe(false);
      expect((await events(PABLO, `&course=${bio}`)).some((e) => e.guid === row?.guid)).toBe(false);
      // The gradebook lists the same column on the same day: the area reads it from here.
      const grid = (await t.inject({ method: 'GET', url: `/api/front/courses/${bio}/gradebook`, headers: await t.as(TEACHER) })).json() as { items: { guid: string; deliver_at_local: string | null }[] };
      expect(grid.items.find((item) => item.guid === row?.guid)?.deliver_at_local).toBe(expected.start);
    } finally {
      await t.app.db.delete(gradebookColumns).where(eq(gradebookColumns.guid, row?.guid ?? ''));
    }
  });
});

describe('GET /api/front/calendar — non-school days', () => {
  it('shows the school’s holidays in the tenant’s language, all day', async () => {
    const pablo = (await events(PABLO)).filter((e) => e.kind === 'non_school_day');
    expect(pablo.some((e) => e.title === 'Jornada de formación del profesorado' && e.all_day && e.course_guid === null)).toBe(true);
    const aluno = (await events(ALUNO)).filter((e) => e.kind === 'non_school_day');
    expect(aluno.some((e) => e.title === 'Dia de formação de professores')).toBe(true);
    expect(aluno.some((e) => e.title.startsWith('Jornada'))).toBe(false);
  });

  it('shows a course’s own non-school day to its members only', async () => {
    const [course] = await t.app.db.select({ schoolGuid: courses.schoolGuid }).from(courses).where(eq(courses.guid, his));
    const [row] = await t.app.db
      .insert(nonSchoolDays)
      .values({ tenantId: 'tiza', schoolGuid: course?.schoolGuid ?? '', courseGuid: his, name: 'Salida al Museo del Prado', startsOn: today, endsOn: addDays(today, 1) })
      .returning({ guid: nonSchoolDays.guid });
    try {
      const teacher = (await events(TEACHER)).find((e) => e.guid === row?.guid);
      expect(teacher).toMatchObject({ kind: 'non_school_day', start: today, end: addDays(today, 1), all_day: true, course_guid: his, course_name: 'Historia del Mundo Contemporáneo 1º Bachillerato' });
      expect((await events(PABLO)).some((e) => e.guid === row?.guid)).toBe(false);
    } finally {
      await t.app.db.delete(nonSchoolDays).where(eq(nonSchoolDays.guid, row?.guid ?? ''));
    }
  });
});
