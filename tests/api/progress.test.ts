// PUT /api/front/lesson-items/{guid}/progress: never goes down, recomputes the lesson in the same transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { itemProgress, lessonItems, lessonProgress, lessons } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let bio: string;
let student: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  student = await t.as('student@tiza.demo');
});
afterAll(async () => {
  await t?.close();
});

async function item(name: string): Promise<{ guid: string; lessonGuid: string }> {
  const [row] = await t.app.db
    .select({ guid: lessonItems.guid, lessonGuid: lessonItems.lessonGuid })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .where(and(eq(lessons.courseGuid, bio), eq(lessonItems.name, name)));
  if (!row) throw new Error(`no demo item ${name}`);
  return row;
}

const put = (headers: Record<string, string>, guid: string, body: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: `/api/front/lesson-items/${guid}/progress`, headers, payload: body });

async function bioCardProgress(): Promise<number | null> {
  const res = await t.inject({ method: 'GET', url: '/api/front/courses', headers: student });
  return (res.json() as { data: { guid: string; progress: number | null }[] }).data.find((c) => c.guid === bio)?.progress ?? null;
}

describe('PUT /api/front/lesson-items/{guid}/progress', () => {
  it('stores the student’s progress and resume position, never lower, and recomputes the lesson and the course card', async () => {
    const video = await item('Vídeo: el ciclo del agua');
    const before = await bioCardProgress();
    const first = await put(student, video.guid, { progress: 40, position: 2.7 });
    expect(first.statusCode, first.body).toBe(200);
    // 7 items the student sees in the lesson: 40 / 7 → 5.
    expect(first.json()).toEqual({ progress: 40, position: 2, lesson_progress: 5 });
    const lower = await put(student, video.guid, { progress: 10, position: 1 });
    expect(lower.json()).toEqual({ progress: 40, position: 1, lesson_progress: 5 });
    const done = await put(student, video.guid, { progress: 100 });
    expect(done.json()).toEqual({ progress: 100, position: 1, lesson_progress: 14 });
    const [stored] = await t.app.db.select().from(lessonProgress).where(and(eq(lessonProgress.lessonGuid, video.lessonGuid), eq(lessonProgress.userGuid, await t.userGuid('student@tiza.demo'))));
    expect(stored?.progress).toBe(14);
    const after = await bioCardProgress();
    expect(after).not.toBe(before);
    expect(after).toBeGreaterThan(before ?? 0);
  });

  it('ignores a reported value for an assignment (its progress comes from the hand-in)', async () => {
    const task = await item('Tarea: dibuja el ciclo del agua');
    const res = await put(student, task.guid, { progress: 100, position: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ progress: 0, position: 3 });
  });

  it('is for the course’s students: 403 for its teacher and school admin, 404 for others and hidden items', async () => {
    const doc = await item('Lectura: la densidad del agua');
    expect((await put(await t.as('teacher@tiza.demo'), doc.guid, { progress: 50 })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await put(await t.as('admin@tiza.demo'), doc.guid, { progress: 50 })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await put(await t.as('marta@tiza.demo'), doc.guid, { progress: 50 })).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await put(await t.as('teacher2@tiza.demo'), doc.guid, { progress: 50 })).statusCode).toBe(404);
    const guide = await item('Guía del profesor: el agua');
    expect((await put(student, guide.guid, { progress: 50 })).statusCode).toBe(404);
    expect((await put(student, '00000000-0000-4000-8000-000000000000', { progress: 50 })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PUT', url: `/api/front/lesson-items/${doc.guid}/progress`, payload: { progress: 5 } })).statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const doc = await item('Lectura: la densidad del agua');
    for (const body of [{ progress: 101 }, { progress: -1 }, {}, { progress: 5, position: -3 }, { progress: 'a lot' }]) {
      expect((await put(student, doc.guid, body)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
    const [row] = await t.app.db.select().from(itemProgress).where(and(eq(itemProgress.itemGuid, doc.guid), eq(itemProgress.userGuid, await t.userGuid('student@tiza.demo'))));
    expect(row).toBeUndefined();
  });

  it('keeps seeded lesson percents consistent with their items: a report in a seeded lesson does not lower it', async () => {
    const mat = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const [third] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, mat), eq(lessons.name, 'Potencias y raíces')));
    const items = await t.app.db.select({ guid: lessonItems.guid, type: lessonItems.contentType }).from(lessonItems).where(eq(lessonItems.lessonGuid, third?.guid ?? ''));
    const target = items.find((i) => i.type !== 'CTTY_14');
    if (!target) throw new Error('no item');
    const res = await put(student, target.guid, { progress: 0 });
    // Seeded at 80 for this lesson (the course page shows it): recomputing from its items keeps 80.
    expect(res.json()).toMatchObject({ lesson_progress: 80 });
  });
});
