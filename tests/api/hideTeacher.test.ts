// Hide teacher (ADR 0554): where a tenant switches `hideTeacher` on, the server withholds the teacher's name from the
// course's students — course cards and pages, board authors (a course board and the all-courses view) — and from its
// staff seeing the course as a student; staff keep seeing it, and a tenant that does not hide keeps naming teachers.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetailDto, CoursePageDto } from '@contract/courses';
import type { MessageDto, MessagePageDto, RecentMessagePageDto } from '@contract/board';
import type { BehaviourDto } from '@contract/classroom';
import type { NotificationPageDto } from '@contract/notifications';
import { SEE_AS_STUDENT_HEADER } from '@contract/courses';
import { courseMembers, courses, users } from '../../server/src/db/schema';
import { signedInCalls } from './support/signedInCalls';
import { createTestApp, type TestApp } from './support/testApp';

const TEACHER = 'professor@escola.demo';
const STUDENT = 'aluno@escola.demo';
const ADMIN = 'admin@escola.demo';
const OTHER_TEACHER = 'teacher@tiza.demo';
const OTHER_STUDENT = 'student@tiza.demo';

let t: TestApp;
let courseGuid: string;
let teacherName: string;
let post: MessageDto;

const { call, headers } = signedInCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ tenantsFile: { file: { tenants: [{ id: 'escola', flags: { hideTeacher: true } }] }, source: 'hideTeacher.test' } });
  const teacherGuid = await t.userGuid(TEACHER);
  const studentGuid = await t.userGuid(STUDENT);
  const shared = await t.app.db
    .select({ guid: courses.guid })
    .from(courses)
    .innerJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, teacherGuid), eq(courseMembers.role, 'teacher')))
    .where(eq(courses.tenantId, 'escola'));
  const mine = await t.app.db.select({ guid: courseMembers.courseGuid }).from(courseMembers).where(and(eq(courseMembers.userGuid, studentGuid), eq(courseMembers.role, 'student')));
  const both = shared.find((c) => mine.some((m) => m.guid === c.guid));
  if (!both) throw new Error('no escola course with both demo users');
  courseGuid = both.guid;
  const [teacher] = await t.app.db.select({ name: users.name, lastname: users.lastname }).from(users).where(eq(users.guid, teacherGuid));
  if (!teacher) throw new Error('no teacher');
  teacherName = teacher.name;
  const posted = await call('POST', '/api/messages', TEACHER, { course_guid: courseGuid, message: '<p>Amanhã há teste.</p>' });
  expect(posted.statusCode, posted.body).toBe(201);
  post = posted.json() as MessageDto;
});
afterAll(async () => {
  await t?.close();
});

describe('a tenant that hides teachers', () => {
  it('does not name the teacher on a student’s course cards and course page', async () => {
    const list = (await call('GET', '/api/front/courses', STUDENT)).json() as CoursePageDto;
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((c) => c.teacher_name === null && c.teacher_gender === null)).toBe(true);
    const page = (await call('GET', `/api/front/courses/${courseGuid}`, STUDENT)).json() as CourseDetailDto;
    expect(page.teacher_name).toBeNull();
    expect(JSON.stringify(page)).not.toContain(teacherName);
  });

  it('names the teacher to staff, and not to staff seeing the course as a student', async () => {
    for (const email of [TEACHER, ADMIN]) {
      const page = (await call('GET', `/api/front/courses/${courseGuid}`, email)).json() as CourseDetailDto;
      expect(page.teacher_name, email).toContain(teacherName);
    }
    const seen = await t.inject({ method: 'GET', url: `/api/front/courses/${courseGuid}`, headers: { ...(await headers(TEACHER)), [SEE_AS_STUDENT_HEADER]: courseGuid } });
    expect((seen.json() as CourseDetailDto).teacher_name).toBeNull();
  });

  it('withholds a teacher’s name as a board author from students, on the board, one message and the all-courses view', async () => {
    const board = (await call('GET', `/api/front/courses/${courseGuid}/messages`, STUDENT)).json() as MessagePageDto;
    const seen = board.data.find((m) => m.guid === post.guid);
    expect(seen?.author).toEqual({ guid: post.author?.guid, name: '', lastname: '', avatar: null, withheld: true });
    const one = (await call('GET', `/api/messages/${post.guid}`, STUDENT)).json() as MessageDto;
    expect(one.author?.withheld).toBe(true);
    const recent = (await call('GET', '/api/front/courses/all-courses/messages', STUDENT)).json() as RecentMessagePageDto;
    const inRecent = recent.data.find((m) => m.guid === post.guid);
    expect(inRecent?.author).toMatchObject({ name: '', withheld: true });
    expect(JSON.stringify([board, one, recent])).not.toContain(`"name":"${teacherName}"`);
  });

  it('names the teacher as a board author to staff, and a student’s own name stays', async () => {
    const board = (await call('GET', `/api/front/courses/${courseGuid}/messages`, ADMIN)).json() as MessagePageDto;
    expect(board.data.find((m) => m.guid === post.guid)?.author).toMatchObject({ name: teacherName });
    expect(post.author).toMatchObject({ name: teacherName });
    expect(post.author?.withheld).toBeUndefined();
  });
});

describe('a tenant that hides teachers: notifications and behaviour points', () => {
  it('tells a student of a teacher’s board message without the teacher’s name', async () => {
    const page = (await call('GET', '/api/front/notifications?per_page=50', STUDENT)).json() as NotificationPageDto;
    const told = page.data.find((n) => n.type === 'board.message' && n.data.message?.guid === post.guid);
    expect(told, JSON.stringify(page.data.map((n) => n.type))).toBeDefined();
    expect(told?.data.user).toBeUndefined();
    expect(told?.data.course?.guid).toBe(courseGuid);
  });

  it('shows a student their behaviour points without who gave them; staff see who', async () => {
    const studentGuid = await t.userGuid(STUDENT);
    const given = await call('POST', `/api/front/courses/${courseGuid}/gradebook/behaviour`, TEACHER, { student_guids: [studentGuid], kind: 'positive', reason: 'Ajudou um colega' });
    expect(given.statusCode, given.body).toBe(201);
    const mine = (await call('GET', `/api/front/courses/${courseGuid}/gradebook/behaviour`, STUDENT)).json() as BehaviourDto;
    expect(mine.points.length).toBeGreaterThan(0);
    expect(mine.points.every((p) => p.given_by === null)).toBe(true);
    const staff = (await call('GET', `/api/front/courses/${courseGuid}/gradebook/behaviour`, TEACHER)).json() as BehaviourDto;
    expect(staff.points.find((p) => p.student_guid === studentGuid && p.reason === 'Ajudou um colega')?.given_by).toMatchObject({ name: teacherName });
  });
});

describe('a tenant that does not hide teachers', () => {
  it('names the teacher to its students', async () => {
    const list = (await call('GET', '/api/front/courses', OTHER_STUDENT)).json() as CoursePageDto;
    expect(list.data.some((c) => c.teacher_name !== null)).toBe(true);
    const own = (await call('GET', '/api/front/courses', OTHER_TEACHER)).json() as CoursePageDto;
    expect(own.data.some((c) => c.teacher_name !== null)).toBe(true);
  });
});
