// The private calendar feed (docs/api-calendar.md, ADR 0502): an address that is its own credential, the same until
// revoked; the feed holds exactly what the owner's calendar shows over the feed's days, parses as RFC 5545 with the
// school's VTIMEZONE, and keeps every entry's UID from one fetch to the next.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedRanges, feedUid } from '@domain/calendar/feed';
import { schoolToday } from '@domain/calendar/monthGrid';
import { users } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
const PABLO = 'student@tiza.demo';
const TEACHER = 'teacher@tiza.demo';
const ALUNO = 'aluno@escola.demo';

async function address(email: string): Promise<{ url: string; webcal_url: string }> {
  const res = await t.inject({ method: 'GET', url: '/api/front/users/me/calendar-feed', headers: await t.as(email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The feed as a calendar app fetches it: the address alone, no headers. */
function fetchFeed(url: string) {
  return t.inject({ method: 'GET', url: new URL(url).pathname });
}

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text) as unknown[]);
}

/** The UIDs the owner's own calendar shows over the feed's days, read through the calendar API. */
async function calendarUids(email: string): Promise<Set<string>> {
  const uids = new Set<string>();
  for (const range of feedRanges(schoolToday(new Date(), 'UTC'))) {
    const res = await t.inject({ method: 'GET', url: `/api/front/calendar?from=${range.from}&to=${range.to}`, headers: await t.as(email) });
    expect(res.statusCode, res.body).toBe(200);
    for (const entry of res.json().data as { kind: string; guid: string }[]) uids.add(feedUid(entry.kind, entry.guid));
  }
  return uids;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the address', () => {
  it('is the same on every ask, names no session token, and is offered as webcal:// too', async () => {
    const first = await address(PABLO);
    expect(await address(PABLO)).toEqual(first);
    expect(first.url).toMatch(/^http:\/\/[^/]+\/api\/calendar-feed\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcal_url).toBe(first.url.replace(/^http:/, 'webcal:'));
    expect(first.url).toContain(await t.userGuid(PABLO));
    expect((await address(TEACHER)).url).not.toBe(first.url);
  });

  it('is refused to anyone not signed in', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/front/users/me/calendar-feed' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: '/api/front/users/me/calendar-feed' })).statusCode).toBe(401);
  });
});

describe('the feed', () => {
  it('is text/calendar that a standard parser reads, with the school’s time zone and its daylight-saving rules', async () => {
    const res = await fetchFeed((await address(PABLO)).url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const calendar = parse(res.body);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toContain('Pablo');
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
    expect(zone?.getAllSubcomponents('daylight').length).toBeGreaterThan(0);
    expect(zone?.getAllSubcomponents('standard').length).toBeGreaterThan(0);
    for (const event of calendar.getAllSubcomponents('vevent')) {
      expect(event.getFirstPropertyValue('uid')).toMatch(/^(session|deliver|non_school_day|event)-[0-9a-f-]{36}@tiza$/);
      expect(event.getFirstPropertyValue('dtstamp')).not.toBeNull();
    }
  });

  it('holds exactly what the owner’s calendar shows over its days, sessions at the school’s wall clock', async () => {
    const calendar = parse((await fetchFeed((await address(PABLO)).url)).body);
    const events = calendar.getAllSubcomponents('vevent');
    const uids = new Set(events.map((event) => String(event.getFirstPropertyValue('uid'))));
    expect(uids.size).toBe(events.length);
    expect(uids).toEqual(await calendarUids(PABLO));
    const kinds = new Set([...uids].map((uid) => uid.split('-')[0]));
    expect(kinds).toEqual(new Set(['session', 'deliver', 'non_school_day']));

    const session = events.find((event) => String(event.getFirstPropertyValue('uid')).startsWith('session-'));
    const start = session?.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('Europe/Madrid');
    expect(String(session?.getFirstPropertyValue('location'))).toMatch(/^(Aula \d+|Laboratorio de Ciencias)$/);
    const holiday = events.find((event) => String(event.getFirstPropertyValue('uid')).startsWith('non_school_day-'));
    expect((holiday?.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true);
    expect(holiday?.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    const due = events.find((event) => String(event.getFirstPropertyValue('uid')).startsWith('deliver-'));
    expect(String(due?.getFirstPropertyValue('summary'))).toMatch(/^Entrega: /);
    expect(String(due?.getFirstPropertyValue('url'))).toMatch(/\/course\/[0-9a-f-]{36}\/lesson\/[0-9a-f-]{36}$/);
  });

  it('keeps every UID from one fetch to the next', async () => {
    const { url } = await address(TEACHER);
    const uidsOf = async () => parse((await fetchFeed(url)).body).getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('uid'))).sort();
    const first = await uidsOf();
    expect(first.length).toBeGreaterThan(0);
    expect(await uidsOf()).toEqual(first);
  });

  it('speaks the owner’s language and school zone', async () => {
    const calendar = parse((await fetchFeed((await address(ALUNO)).url)).body);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Lisbon');
    const summaries = calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('summary')));
    expect(summaries.some((summary) => summary.startsWith('Entrega: '))).toBe(true);
    expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('PT');
  });
});

describe('revoking', () => {
  it('stops the old address at once, and the next ask gives a new one that works', async () => {
    const old = await address(TEACHER);
    expect((await fetchFeed(old.url)).statusCode).toBe(200);
    const revoked = await t.inject({ method: 'DELETE', url: '/api/front/users/me/calendar-feed', headers: await t.as(TEACHER) });
    expect(revoked.statusCode).toBe(204);
    const gone = await fetchFeed(old.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
    const fresh = await address(TEACHER);
    expect(fresh.url).not.toBe(old.url);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
  });
});

describe('an address that is not one', () => {
  it('answers 404 for a forged signature, another user’s guid, a wrong shape or an overlong one; never a 500', async () => {
    const { url } = await address(PABLO);
    const path = new URL(url).pathname;
    const [guid, signature] = path.slice('/api/calendar-feed/'.length).split('.');
    const teacher = await t.userGuid(TEACHER);
    await address(TEACHER);
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`;
    for (const token of [`${guid}.${flipped}.ics`, `${teacher}.${signature}.ics`, `${guid}.${signature}`, `${guid}.${signature}.ICS`, `${guid?.toUpperCase()}.${signature}.ics`, 'x', `${guid}..ics`]) {
      const res = await t.inject({ method: 'GET', url: `/api/calendar-feed/${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(404);
    }
    // Past the router's parameter length no route matches at all: the same 404.
    expect((await t.inject({ method: 'GET', url: `/api/calendar-feed/${'a'.repeat(500)}` })).statusCode).toBe(404);
  });

  it('answers 404 once the owner’s account is no longer active', async () => {
    const email = 'irene@tiza.demo';
    const { url } = await address(email);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await t.app.db.update(users).set({ status: 'pending-consent' }).where(eq(users.guid, await t.userGuid(email)));
    expect((await fetchFeed(url)).statusCode).toBe(404);
    await t.app.db.update(users).set({ status: 'active' }).where(eq(users.guid, await t.userGuid(email)));
  });
});
