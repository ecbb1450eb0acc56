// A teacher's own events (docs/api-calendar.md, ADR 0504): teachers and school admins keep them, each their own; only
// the owner sees one, on their calendar and in their feed; every field checked by the domain, nothing saved on an issue.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@domain/calendar/calendarDate';
import { schoolToday } from '@domain/calendar/monthGrid';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let day: string;
const TEACHER = 'teacher@tiza.demo';
const IRENE = 'irene@tiza.demo';
const PABLO = 'student@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const PROFESSOR = 'professor@escola.demo';

async function call(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  return t.inject({ method, url, headers: await t.as(email), ...(payload ? { payload } : {}) });
}

async function ownCalendar(email: string) {
  const res = await call(email, 'GET', `/api/front/calendar?from=${day}&to=${addDays(day, 2)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { kind: string; guid: string; title: string; start: string; end: string; all_day: boolean }[]; can_add_events: boolean };
}

beforeAll(async () => {
  t = await createTestApp();
  day = addDays(schoolToday(new Date(), 'Europe/Madrid'), 10);
});
afterAll(async () => {
  await t?.close();
});

describe('a teacher’s own events', () => {
  it('are added, shown on their own calendar at the school’s clock, changed and removed', async () => {
    expect((await ownCalendar(TEACHER)).can_add_events).toBe(true);
    const created = await call(TEACHER, 'POST', '/api/front/calendar/events', { title: ' Claustro ', starts_on: day, ends_on: day, starts: '16:00', ends: '17:30' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'event', title: 'Claustro', start: `${day}T16:00:00`, end: `${day}T17:30:00`, all_day: false });
    const guid = created.json().guid as string;
    expect((await ownCalendar(TEACHER)).data.find((entry) => entry.guid === guid)).toMatchObject({ kind: 'event', title: 'Claustro' });

    const changed = await call(TEACHER, 'PUT', `/api/front/calendar/events/${guid}`, { title: 'Jornada de convivencia', starts_on: day, ends_on: addDays(day, 1), starts: null, ends: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ all_day: true, start: day, end: addDays(day, 1) });

    expect((await call(TEACHER, 'DELETE', `/api/front/calendar/events/${guid}`)).statusCode).toBe(204);
    expect((await ownCalendar(TEACHER)).data.some((entry) => entry.guid === guid)).toBe(false);
  });

  it('are seen by their owner only: not by students, the school admin, a course calendar or another tenant', async () => {
    const created = await call(TEACHER, 'POST', '/api/front/calendar/events', { title: 'Tutoría con familias', starts_on: day, ends_on: day, starts: '18:00', ends: '19:00' });
    const guid = created.json().guid as string;
    for (const email of [IRENE, PABLO, ADMIN]) expect((await ownCalendar(email)).data.some((entry) => entry.guid === guid)).toBe(false);
    const bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
    const course = await call(TEACHER, 'GET', `/api/front/calendar?from=${day}&to=${day}&course=${bio}`);
    expect((course.json().data as { guid: string }[]).some((entry) => entry.guid === guid)).toBe(false);
    for (const email of [ADMIN, PROFESSOR]) {
      expect((await call(email, 'PUT', `/api/front/calendar/events/${guid}`, { title: 'x', starts_on: day, ends_on: day, starts: null, ends: null })).statusCode).toBe(404);
      expect((await call(email, 'DELETE', `/api/front/calendar/events/${guid}`)).statusCode).toBe(404);
    }
    expect((await call(PABLO, 'DELETE', `/api/front/calendar/events/${guid}`)).statusCode).toBe(403);
  });

  it('appear in the owner’s calendar feed', async () => {
    const created = await call(TEACHER, 'POST', '/api/front/calendar/events', { title: 'Reunión de departamento', starts_on: day, ends_on: day, starts: '15:00', ends: '16:00' });
    const { url } = (await call(TEACHER, 'GET', '/api/front/users/me/calendar-feed')).json() as { url: string };
    const feed = new ICAL.Component(ICAL.parse((await t.inject({ method: 'GET', url: new URL(url).pathname })).body) as unknown[]);
    const event = feed.getAllSubcomponents('vevent').find((vevent) => vevent.getFirstPropertyValue('uid') === `event-${created.json().guid as string}@tiza`);
    expect(event?.getFirstPropertyValue('summary')).toBe('Reunión de departamento');
    expect(event?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Madrid');
  });

  it('are refused to students (403), and refused with every issue at its field when a field is wrong', async () => {
    expect((await ownCalendar(PABLO)).can_add_events).toBe(false);
    expect((await call(PABLO, 'POST', '/api/front/calendar/events', { title: 'Quedada', starts_on: day, ends_on: day, starts: null, ends: null })).statusCode).toBe(403);
    const res = await call(TEACHER, 'POST', '/api/front/calendar/events', { title: '', starts_on: day, ends_on: day, starts: '17:00', ends: '16:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: '/title', message: 'event.title-required' },
      { path: '/ends', message: 'event.ends-before-start' },
    ]);
    const missing = await call(TEACHER, 'POST', '/api/front/calendar/events', { title: 'Guardia', starts_on: day, ends_on: day, starts: '17:00', ends: null });
    expect(missing.json().details).toEqual([{ path: '/ends', message: 'event.time-missing' }]);
  });
});
