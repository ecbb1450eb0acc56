// Recording non-school days (docs/api-calendar.md, ADR 0503): school admins the school's, teachers their course's;
// every field checked by the domain (nothing saved on an issue); the calendar and the timetable's sessions skip them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek } from '@domain/calendar/calendarDate';
import { schoolToday } from '@domain/calendar/monthGrid';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let bio: string;
let school: string;
let monday: string;

const TEACHER = 'teacher@tiza.demo';
const PABLO = 'student@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const PROFESSOR = 'professor@escola.demo';

async function call(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  return t.inject({ method, url, headers: await t.as(email), ...(payload ? { payload } : {}) });
}

async function calendarOn(email: string, day: string) {
  const res = await call(email, 'GET', `/api/front/calendar?from=${day}&to=${day}&course=${bio}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { kind: string; guid: string; title: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const schools = await call(ADMIN, 'GET', '/api/front/users/me');
  school = (schools.json() as { schools: { guid: string }[] }).schools[0]?.guid ?? '';
  // A Monday three weeks ahead: the demo's timetables hold a Biology class every Monday.
  const today = schoolToday(new Date(), 'Europe/Madrid');
  monday = addDays(today, 21 + ((8 - dayOfWeek(today)) % 7));
});
afterAll(async () => {
  await t?.close();
});

describe("a course's own days", () => {
  it('are recorded by its teachers, and the calendar skips the class on them at once', async () => {
    const before = await calendarOn(TEACHER, monday);
    expect(before.some((entry) => entry.kind === 'session')).toBe(true);
    const created = await call(TEACHER, 'POST', `/api/front/courses/${bio}/non-school-days`, { name: '  Salida al Jardín Botánico ', starts_on: monday, ends_on: monday });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Salida al Jardín Botánico', starts_on: monday, ends_on: monday, course_guid: bio });

    const after = await calendarOn(PABLO, monday);
    expect(after.some((entry) => entry.kind === 'session')).toBe(false);
    expect(after.filter((entry) => entry.kind === 'non_school_day').map((entry) => entry.title)).toContain('Salida al Jardín Botánico');

    const list = await call(PABLO, 'GET', `/api/front/courses/${bio}/non-school-days`);
    expect(list.json()).toMatchObject({ can_edit: false, name: 'Biología y Geología 3º ESO' });
    expect((list.json().data as { guid: string }[]).map((day) => day.guid)).toContain(created.json().guid);
    expect((await call(TEACHER, 'GET', `/api/front/courses/${bio}/non-school-days`)).json().can_edit).toBe(true);

    // Removed: the class is back.
    expect((await call(TEACHER, 'DELETE', `/api/front/non-school-days/${created.json().guid}`)).statusCode).toBe(204);
    expect((await calendarOn(PABLO, monday)).some((entry) => entry.kind === 'session')).toBe(true);
  });

  it('are refused, every issue at its field and nothing saved, when a field is missing or the days are reversed', async () => {
    const res = await call(TEACHER, 'POST', `/api/front/courses/${bio}/non-school-days`, { name: ' ', starts_on: monday, ends_on: addDays(monday, -1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: '/name', message: 'nonSchoolDay.name-required' },
      { path: '/ends_on', message: 'nonSchoolDay.ends-before-start' },
    ]);
    const invalid = await call(TEACHER, 'POST', `/api/front/courses/${bio}/non-school-days`, { name: 'Puente', starts_on: '2026-02-30', ends_on: '' });
    expect(invalid.json().details).toEqual([
      { path: '/starts_on', message: 'nonSchoolDay.day-invalid' },
      { path: '/ends_on', message: 'nonSchoolDay.day-required' },
    ]);
    const list = await call(TEACHER, 'GET', `/api/front/courses/${bio}/non-school-days`);
    expect((list.json().data as { name: string }[]).map((day) => day.name)).not.toContain('Puente');
  });

  it('are not recorded by its students (403), the school admin (403) or another tenant’s teacher (404)', async () => {
    const body = { name: 'Excursión', starts_on: monday, ends_on: monday };
    expect((await call(PABLO, 'POST', `/api/front/courses/${bio}/non-school-days`, body)).statusCode).toBe(403);
    expect((await call(ADMIN, 'POST', `/api/front/courses/${bio}/non-school-days`, body)).statusCode).toBe(403);
    expect((await call(PROFESSOR, 'POST', `/api/front/courses/${bio}/non-school-days`, body)).statusCode).toBe(404);
    expect((await call(PROFESSOR, 'GET', `/api/front/courses/${bio}/non-school-days`)).statusCode).toBe(404);

    const created = await call(TEACHER, 'POST', `/api/front/courses/${bio}/non-school-days`, body);
    const guid = created.json().guid as string;
    expect((await call(PABLO, 'PUT', `/api/front/non-school-days/${guid}`, body)).statusCode).toBe(403);
    expect((await call(ADMIN, 'DELETE', `/api/front/non-school-days/${guid}`)).statusCode).toBe(403);
    expect((await call(PROFESSOR, 'DELETE', `/api/front/non-school-days/${guid}`)).statusCode).toBe(404);
    const moved = await call(TEACHER, 'PUT', `/api/front/non-school-days/${guid}`, { name: 'Excursión a Atapuerca', starts_on: monday, ends_on: addDays(monday, 1) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Excursión a Atapuerca', ends_on: addDays(monday, 1) });
    expect((await call(TEACHER, 'DELETE', `/api/front/non-school-days/${guid}`)).statusCode).toBe(204);
  });
});

describe("a school's days", () => {
  it('are recorded by its admin, read by its members, refused to its teachers, and unseen from another tenant', async () => {
    expect(school).not.toBe('');
    const body = { name: 'Fiesta local', starts_on: monday, ends_on: monday };
    expect((await call(TEACHER, 'POST', `/api/front/schools/${school}/non-school-days`, body)).statusCode).toBe(403);
    expect((await call(PROFESSOR, 'GET', `/api/front/schools/${school}/non-school-days`)).statusCode).toBe(404);
    const created = await call(ADMIN, 'POST', `/api/front/schools/${school}/non-school-days`, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().course_guid).toBeNull();

    // Every course of the school loses its classes that day.
    expect((await calendarOn(PABLO, monday)).some((entry) => entry.kind === 'session')).toBe(false);
    const read = await call(TEACHER, 'GET', `/api/front/schools/${school}/non-school-days`);
    expect(read.json().can_edit).toBe(false);
    expect((await call(ADMIN, 'GET', `/api/front/schools/${school}/non-school-days`)).json().can_edit).toBe(true);

    expect((await call(TEACHER, 'DELETE', `/api/front/non-school-days/${created.json().guid}`)).statusCode).toBe(403);
    expect((await call(ADMIN, 'DELETE', `/api/front/non-school-days/${created.json().guid}`)).statusCode).toBe(204);
    expect((await calendarOn(PABLO, monday)).some((entry) => entry.kind === 'session')).toBe(true);
  });
});
