// The course programme (docs/api-calendar.md, ADR 0505): lessons laid in order on the course's sessions; a teacher moves
// one and the ones after it shift; a move into the past, before the previous lesson or onto no session is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@domain/calendar/calendarDate';
import { moveTargets } from '@domain/calendar/programme';
import type { ProgrammeAnswerDto } from '@contract/programme';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let bio: string;
const TEACHER = 'teacher@tiza.demo';
const PABLO = 'student@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const PROFESSOR = 'professor@escola.demo';

async function read(email: string): Promise<ProgrammeAnswerDto> {
  const res = await t.inject({ method: 'GET', url: `/api/front/courses/${bio}/program`, headers: await t.as(email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function move(email: string, lessonGuid: string, date: string, starts: string) {
  return t.inject({ method: 'PUT', url: `/api/front/lessons/${lessonGuid}/session`, headers: await t.as(email), payload: { date, starts } });
}

const key = (session: { date: string; starts: string } | null) => (session ? `${session.date}T${session.starts}` : 'none');

beforeAll(async () => {
  t = await createTestApp();
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
});
afterAll(async () => {
  await t?.close();
});

describe('the programme', () => {
  it('lays the lessons in order on the sessions, one each, for the teacher and (published only) for students', async () => {
    const teacher = await read(TEACHER);
    expect(teacher).toMatchObject({ has_timetable: true, can_edit: true, course_name: 'Biología y Geología 3º ESO' });
    const keys = teacher.lessons.map((lesson) => key(lesson.session));
    expect(keys.every((k) => k !== 'none')).toBe(true);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(teacher.upcoming.length).toBeGreaterThan(0);
    expect(teacher.upcoming.every((session) => key(session) >= teacher.now)).toBe(true);

    const student = await read(PABLO);
    expect(student.can_edit).toBe(false);
    expect(student.upcoming).toEqual([]);
    expect(student.lessons.every((lesson) => lesson.published)).toBe(true);
    // A student's lessons sit where the teacher's do.
    for (const lesson of student.lessons) expect(key(lesson.session)).toBe(key(teacher.lessons.find((l) => l.guid === lesson.guid)?.session ?? null));
    expect((await read(ADMIN)).can_edit).toBe(false);
  });

  it('is not seen from another tenant', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/front/courses/${bio}/program`, headers: await t.as(PROFESSOR) });
    expect(res.statusCode).toBe(404);
  });
});

describe('the calendar’s class sessions', () => {
  interface SessionEntry { kind: string; guid: string; start: string; course_guid: string | null; lesson_guid: string | null; lesson_name: string | null }
  async function sessions(email: string, from: string, to: string): Promise<SessionEntry[]> {
    const res = await t.inject({ method: 'GET', url: `/api/front/calendar?from=${from}&to=${to}&course=${bio}`, headers: await t.as(email) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as SessionEntry[]).filter((entry) => entry.kind === 'session');
  }

  it('name the lesson the programme lays on each, the same guid as the programme’s session; a student’s only when published', async () => {
    const teacher = await read(TEACHER);
    const laid = teacher.lessons.filter((lesson) => lesson.session !== null);
    const first = laid[0]?.session;
    if (!first) throw new Error('no laid lesson');
    const to = addDays(first.date, 99);
    const entries = await sessions(TEACHER, first.date, to);
    const inRange = laid.filter((lesson) => (lesson.session?.date ?? '') <= to);
    expect(inRange.length).toBeGreaterThan(2);
    for (const lesson of inRange) {
      const entry = entries.find((candidate) => candidate.guid === lesson.session?.guid);
      expect(entry, lesson.name).toMatchObject({ start: `${lesson.session?.date}T${lesson.session?.starts}:00`, lesson_guid: lesson.guid, lesson_name: lesson.name });
    }
    // Sessions past the last lesson are free.
    const named = new Set(inRange.map((lesson) => lesson.session?.guid));
    expect(entries.filter((entry) => !named.has(entry.guid)).every((entry) => entry.lesson_guid === null && entry.lesson_name === null)).toBe(true);

    const student = await sessions(PABLO, first.date, to);
    const published = new Set((await read(PABLO)).lessons.map((lesson) => lesson.guid));
    expect(student.map((entry) => entry.guid)).toEqual(entries.map((entry) => entry.guid));
    for (const entry of student) {
      const teachers = entries.find((candidate) => candidate.guid === entry.guid);
      expect(entry.lesson_guid).toBe(teachers?.lesson_guid !== null && published.has(teachers?.lesson_guid ?? '') ? teachers?.lesson_guid : null);
    }
  });
});

describe('moving a lesson', () => {
  it('puts it on the session chosen, and the lessons after it follow', async () => {
    const before = await read(TEACHER);
    const sessions = before.upcoming.map((s) => ({ date: s.date, starts: s.starts, ends: s.ends, room: s.room }));
    const laid = before.lessons.map((l) => ({ lessonGuid: l.guid, session: l.session, pinned: l.moved }));
    // The last lesson but one: it has a later one to push along.
    const index = before.lessons.length - 2;
    const lesson = before.lessons[index];
    if (!lesson) throw new Error('too few lessons');
    const targets = moveTargets(laid, lesson.guid, sessions, before.now);
    const target = targets[3];
    if (!target) throw new Error('no target');
    const res = await move(TEACHER, lesson.guid, target.date, target.starts);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as ProgrammeAnswerDto;
    expect(after.lessons[index]).toMatchObject({ guid: lesson.guid, moved: true, session: { date: target.date, starts: target.starts } });
    expect(key(after.lessons[index + 1]?.session ?? null) > key(target)).toBe(true);
    expect(after.lessons.slice(0, index).map((l) => key(l.session))).toEqual(before.lessons.slice(0, index).map((l) => key(l.session)));
  });

  it('refuses the past, a place before the previous lesson and a day without a class, saving nothing', async () => {
    const before = await read(TEACHER);
    const last = before.lessons[before.lessons.length - 1];
    const first = before.lessons[0];
    if (!last?.session || !first?.session) throw new Error('no sessions');
    const past = await move(TEACHER, last.guid, first.session.date, first.session.starts);
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([{ path: '/date', message: first.session.date < before.now.slice(0, 10) ? 'programme.past' : 'programme.before-previous' }]);

    const previous = before.lessons[before.lessons.length - 2]?.session;
    if (previous && key(previous) >= before.now) {
      const behind = await move(TEACHER, last.guid, previous.date, previous.starts);
      expect(behind.json().details).toEqual([{ path: '/date', message: 'programme.before-previous' }]);
    }
    // A Saturday has no class.
    let saturday = addDays(before.now.slice(0, 10), 7);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const weekend = await move(TEACHER, last.guid, saturday, '09:00');
    expect(weekend.json().details).toEqual([{ path: '/date', message: 'programme.not-a-session' }]);
    expect((await read(TEACHER)).lessons.map((l) => key(l.session))).toEqual(before.lessons.map((l) => key(l.session)));
  });

  it('is for the course’s teachers: students and the school admin 403, another tenant 404', async () => {
    const { lessons, upcoming } = await read(TEACHER);
    const lesson = lessons[lessons.length - 1];
    const target = upcoming[upcoming.length - 1];
    if (!lesson || !target) throw new Error('nothing to move');
    expect((await move(PABLO, lesson.guid, target.date, target.starts)).statusCode).toBe(403);
    expect((await move(ADMIN, lesson.guid, target.date, target.starts)).statusCode).toBe(403);
    expect((await move(PROFESSOR, lesson.guid, target.date, target.starts)).statusCode).toBe(404);
  });
});
