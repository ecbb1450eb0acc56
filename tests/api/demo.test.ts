// The demo is a believable school in each tenant's language (server/src/demo): every course's tests ask about its own
// subject, its worksheets and captions are in the school's language, every student finds returned work in My grades
// and under "Grades published", and the school admin lists the school's courses.
import { readFile } from 'node:fs/promises';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, files, lessonItems, lessons, questions, users } from '../../server/src/db/schema';
import { FileStore } from '../../server/src/storage/FileStore';
import { createTestApp, type TestApp } from './support/testApp';
import { denseGradebook } from './support/gradebookWire';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TENANTS = [
  { tenant: 'tiza', lang: 'es', admin: 'admin@tiza.demo' },
  { tenant: 'escola', lang: 'pt', admin: 'admin@escola.demo' },
  { tenant: 'classbook', lang: 'en', admin: 'admin@classbook.demo' },
];

/** Small words only one of the three languages uses. */
const SMALL_WORDS: Record<string, string[]> = {
  es: ['el', 'la', 'los', 'las', 'y', 'del', 'un', 'una', 'con', 'en', 'es', 'qué', 'cómo', 'tu'],
  pt: ['o', 'os', 'e', 'do', 'da', 'dos', 'das', 'um', 'uma', 'com', 'no', 'na', 'em', 'é'],
  en: ['the', 'and', 'of', 'a', 'an', 'with', 'in', 'on', 'to', 'is', 'your', 'what', 'each'],
};

/** The language whose small words a text uses most. */
function languageOf(text: string): string {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const hits = Object.entries(SMALL_WORDS).map(([lang, small]) => [lang, words.filter((w) => small.includes(w)).length] as const);
  return hits.sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** The text a PDF shows: its literal strings, octal escapes decoded (WinAnsi ≈ Latin-1 for these letters). */
function pdfText(bytes: Buffer): string {
  const strings = bytes.toString('latin1').match(/\((?:\\.|[^\\)])*\)/g) ?? [];
  return strings.map((s) => s.slice(1, -1).replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8))).replace(/\\(.)/g, '$1')).join(' ');
}

interface CoursePage { data: { guid: string; name: string }[] }
interface Cell { item_guid: string; score: number | null; published?: boolean }
interface Book { items: { guid: string; name: string; published: boolean }[]; students: { cells: Cell[] }[] }

async function get<T>(email: string, url: string): Promise<T> {
  const res = await t.inject({ method: 'GET', url, headers: await t.as(email) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/** Every course of the tenant with the names of its tests' questions (in order). */
async function questionsByCourse(tenant: string): Promise<{ name: string; discipline: string; questions: string[] }[]> {
  const rows = await t.app.db
    .select({ course: courses.name, discipline: courses.discipline, question: questions.name, description: questions.description })
    .from(questions)
    .innerJoin(lessonItems, eq(lessonItems.guid, questions.itemGuid))
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
    .where(and(eq(courses.tenantId, tenant), eq(lessonItems.contentType, 'CTTY_09')))
    .orderBy(asc(courses.name), asc(questions.position));
  const byCourse = new Map<string, { name: string; discipline: string; questions: string[] }>();
  for (const row of rows) {
    const entry = byCourse.get(row.course) ?? { name: row.course, discipline: row.discipline, questions: [] };
    entry.questions.push(`${row.question} ${row.description}`);
    byCourse.set(row.course, entry);
  }
  return [...byCourse.values()];
}

describe.each(TENANTS)('the $tenant demo ($lang)', ({ tenant, lang, admin }) => {
  it('asks each subject its own questions: no question is shared by courses of different subjects', async () => {
    const list = await questionsByCourse(tenant);
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const a of list) {
      for (const b of list) {
        if (a.discipline === b.discipline) continue;
        const shared = a.questions.filter((q) => b.questions.includes(q));
        expect(shared, `${a.name} and ${b.name}`).toEqual([]);
      }
    }
    expect(list.flatMap((c) => c.questions).join(' ')).not.toMatch(/7 \\times 8/);
  });

  it('hands out worksheets, captions and pictures in the school’s language', async () => {
    const rows = await t.app.db
      .select({ guid: files.guid, name: files.name, mediaType: files.mediaType })
      .from(files)
      .where(and(eq(files.tenantId, tenant), inArray(files.mediaType, ['pdf', 'image', 'video'])));
    const pdfs = rows.filter((f) => f.mediaType === 'pdf');
    expect(pdfs.length).toBeGreaterThan(0);
    const store = new FileStore(t.filesDir);
    for (const pdf of pdfs) {
      expect(pdf.name).toMatch(new RegExp(`\\.${lang}\\.pdf$`));
      const bytes = await readFile(store.pathOf(tenant, pdf.guid));
      expect(bytes.toString('latin1'), pdf.name).toContain(`/Lang (${lang})`);
      expect(languageOf(pdfText(bytes)), pdf.name).toBe(lang);
    }
    // Video and picture items speak the school's language: captions and alternative texts.
    const items = await t.app.db
      .select({ name: lessonItems.name, type: lessonItems.contentType, data: lessonItems.data })
      .from(lessonItems)
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .where(and(eq(courses.tenantId, tenant), inArray(lessonItems.contentType, ['CTTY_03', 'CTTY_07', 'CTTY_VIDEOLESSON'])));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const data = item.data as { captions_language?: string; alt?: string };
      if (item.type === 'CTTY_07') expect(languageOf(`${item.name} ${data.alt ?? ''}`), item.name).toBe(lang);
      else expect(data.captions_language, item.name).toBe(lang);
    }
  });

  it('every student has published grades in My grades and under “Grades published”', async () => {
    const students = await t.app.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, tenant), eq(users.role, 'R01'), eq(users.synchronised, true)));
    expect(students.length).toBeGreaterThanOrEqual(3);
    for (const { email } of students) {
      const page = await get<CoursePage>(email, '/api/front/courses?pageSize=100');
      let published = 0;
      for (const course of page.data) {
        const book = denseGradebook(await get(email, `/api/front/courses/${course.guid}/gradebook`)) as unknown as Book;
        const cells = book.students[0]?.cells ?? [];
        published += book.items.filter((item) => item.published && cells.some((c) => c.item_guid === item.guid && c.score !== null && c.published !== false)).length;
      }
      expect(published, `${email}: published grades in My grades`).toBeGreaterThan(0);
      const tasks = await get<{ tasks: { grades_published: boolean; job_status: string | null; score: number | null }[] }>(email, '/api/front/tasks');
      expect(tasks.tasks.filter((task) => task.grades_published && task.job_status === 'evaluated' && task.score !== null).length, `${email}: grades published`).toBeGreaterThan(0);
    }
  });

  it('the school admin lists the courses of their school', async () => {
    const page = await get<CoursePage>(admin, '/api/front/courses?pageSize=100');
    expect(page.data.length).toBeGreaterThanOrEqual(1);
    const [adminRow] = await t.app.db.select({ guid: users.guid }).from(users).where(and(eq(users.tenantId, tenant), eq(users.email, admin)));
    expect(adminRow).toBeDefined();
    const detail = await get<{ guid: string }>(admin, `/api/front/courses/${page.data[0]?.guid ?? ''}`);
    expect(detail.guid).toBe(page.data[0]?.guid);
  });
});
