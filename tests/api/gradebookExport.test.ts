// The gradebook's exports (docs/api-gradebook.md "Exports", ADR 0235): the CSV and the PDF reports are read
// back (papaparse, pdf.js) and compared with the grid `GET …/gradebook` answers, in es, en and pt; who may download what.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { courseGradebooks, courseMembers, courses, gradeCategories, gradebookItems, jobs, lessonItems, lessons, scoreOverrides, units, users } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { denseGradebook } from './support/gradebookWire';

let t: TestApp;
const tokens = new Map<string, Record<string, string>>();

const TEACHER = 'teacher@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const PABLO = 'student@tiza.demo';
const MARTA = 'marta@tiza.demo';
const HUGO = 'hugo@tiza.demo';
const LUCAS = 'lucas@tiza.demo';
const OTHER_TEACHER = 'teacher2@tiza.demo';
const PROFESSOR = 'professor@escola.demo';

const COURSE_NAME = 'Física y Química 3º ESO';
const EXAM = 'Examen: cinemática';
const ESSAY = 'Redacción; "mi laboratorio" — ñandú';
const PROBLEMS = 'Problemas de dinámica';
const PROJECT = 'Proyecto anual: el método científico';
/** A name a spreadsheet would run as a formula (CSV injection). */
const FORMULA = '=HYPERLINK("http://example.org","clic")';
const PABLO_FEEDBACK = 'Muy bien; revisa las unidades.';

interface Cell { item_guid: string; score: number | null; excused: boolean; feedback: string | null; published: boolean }
interface FinalGrade { period: string; percent: number | null; grade: { kind: 'number'; value: number } | { kind: 'label'; label: string } | null; published: boolean }
interface Row { guid: string; name: string; lastname: string; cells: Cell[]; final_grades: FinalGrade[] }
interface Grid { course_name: string; school_name: string; periods: string[]; items: { guid: string; name: string; period: string | null; max_score: number; published: boolean }[]; students: Row[] }

async function headers(email: string): Promise<Record<string, string>> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const fresh = await t.as(email);
  tokens.set(email, fresh);
  return fresh;
}

const get = async (url: string, email?: string) => t.inject({ method: 'GET', url, headers: email === undefined ? t.ctx('tiza') : await headers(email) });

let courseGuid: string;
const base = () => `/api/front/courses/${courseGuid}`;
const grid = async (email: string, course = courseGuid): Promise<Grid> => {
  const res = await get(`/api/front/courses/${course}/gradebook`, email);
  expect(res.statusCode, res.body).toBe(200);
  return denseGradebook(res.json()) as unknown as Grid;
};

const guids: Record<string, string> = {};

/** A course of its own (so the demo's gradebook data does not move the numbers): teacher, four students, four items. */
async function seedCourse(): Promise<void> {
  const db = t.app.db;
  const [demo] = await db.select({ schoolGuid: courses.schoolGuid }).from(courses).where(eq(courses.guid, await t.courseGuid('tiza', 'Matemáticas 2º ESO')));
  if (!demo) throw new Error('no demo course');
  const [course] = await db.insert(courses).values({ tenantId: 'tiza', schoolGuid: demo.schoolGuid, name: COURSE_NAME, discipline: 'physics', educationLevel: 'ESO', joinCode: `EXP${randomUUID().slice(0, 5)}` }).returning({ guid: courses.guid });
  if (!course) throw new Error('no course');
  courseGuid = course.guid;
  for (const email of [TEACHER, PABLO, MARTA, HUGO, LUCAS]) guids[email] = await t.userGuid(email);
  await db.insert(courseMembers).values([
    { courseGuid, userGuid: guids[TEACHER] ?? '', role: 'teacher' },
    ...[PABLO, MARTA, HUGO, LUCAS].map((email) => ({ courseGuid, userGuid: guids[email] ?? '', role: 'student' })),
  ]);
  const [unit] = await db.insert(units).values({ courseGuid, name: 'Movimiento', position: 0 }).returning({ guid: units.guid });
  const [lesson] = await db.insert(lessons).values({ courseGuid, unitGuid: unit?.guid ?? '', name: 'Cinemática', position: 0 }).returning({ guid: lessons.guid });
  const published = new Date('2026-10-20T10:00:00Z');
  const items = await db
    .insert(lessonItems)
    .values([
      { lessonGuid: lesson?.guid ?? '', name: EXAM, contentType: 'CTTY_14', position: 0, isEvaluable: true, gradesPublishedAt: published },
      { lessonGuid: lesson?.guid ?? '', name: ESSAY, contentType: 'CTTY_14', position: 1, isEvaluable: true },
      { lessonGuid: lesson?.guid ?? '', name: PROBLEMS, contentType: 'CTTY_14', position: 2, isEvaluable: true, gradesPublishedAt: published },
      { lessonGuid: lesson?.guid ?? '', name: PROJECT, contentType: 'CTTY_14', position: 3, isEvaluable: true, gradesPublishedAt: published },
      { lessonGuid: lesson?.guid ?? '', name: FORMULA, contentType: 'CTTY_14', position: 4, isEvaluable: true },
    ])
    .returning({ guid: lessonItems.guid, name: lessonItems.name });
  for (const item of items) guids[item.name] = item.guid;
  const [exams, homework] = await db.insert(gradeCategories).values([{ courseGuid, name: 'Exámenes', weight: 60, position: 0 }, { courseGuid, name: 'Deberes', weight: 40, position: 1 }]).returning({ guid: gradeCategories.guid });
  await db.insert(gradebookItems).values([
    { itemGuid: guids[EXAM] ?? '', periodCode: 't01', categoryGuid: exams?.guid },
    { itemGuid: guids[ESSAY] ?? '', periodCode: 't01', categoryGuid: homework?.guid },
    { itemGuid: guids[PROBLEMS] ?? '', periodCode: 't02', categoryGuid: exams?.guid },
  ]);
  await db.insert(courseGradebooks).values({ courseGuid, publishedPeriods: ['t01'] });
  const job = (email: string, item: string, score: number, feedback: string | null = null) => ({ itemGuid: guids[item] ?? '', personGuid: guids[email] ?? '', status: 'evaluated', score, feedback, deliveredAt: published, evaluatedAt: published });
  await db.insert(jobs).values([
    job(PABLO, EXAM, 7.5, PABLO_FEEDBACK),
    job(PABLO, ESSAY, 6.25),
    job(MARTA, EXAM, 9),
    job(MARTA, ESSAY, 8.75, 'Excelente'),
    job(HUGO, EXAM, 4.33),
    job(HUGO, PROBLEMS, 5),
    job(LUCAS, EXAM, 6),
    job(PABLO, PROJECT, 9.5),
    // A grade typed in the grid for an assignment is its job's evaluation (ADR 0432).
    job(PABLO, PROBLEMS, 8),
  ]);
  await db.insert(scoreOverrides).values([
    { itemGuid: guids[ESSAY] ?? '', personGuid: guids[LUCAS] ?? '', score: null, excused: true, changedBy: guids[TEACHER] },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCourse();
});
afterAll(async () => {
  await t?.close();
});

// --- reading the files back -------------------------------------------------------------------------------------

function parseCsv(body: string, delimiter: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1), { delimiter, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** A number as the file writes it in `lang` → the number. */
const readNumber = (text: string, lang: 'es' | 'en' | 'pt') => Number(lang === 'en' ? text : text.replace(',', '.'));
const round2 = (value: number) => Math.round(value * 100) / 100;
const format = (lang: string, value: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false }).format(value);

const FONTS = fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

/** Every page of a PDF as its lines, each line the texts drawn on it from left to right. */
async function pdfPages(bytes: Buffer): Promise<string[][][]> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: FONTS, isEvalSupported: false }).promise;
  const pages: string[][][] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    const lines = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      const line = lines.get(y) ?? [];
      line.push({ x: item.transform[4] as number, text: item.str });
      lines.set(y, line);
    }
    pages.push([...lines.entries()].sort((a, b) => b[0] - a[0]).map(([, line]) => line.sort((a, b) => a.x - b.x).map((part) => part.text)));
  }
  await document.destroy();
  return pages;
}

const allText = (pages: string[][][]) => pages.flat().map((line) => line.join(' ')).join('\n');
const fullName = (s: Pick<Row, 'name' | 'lastname'>) => `${s.lastname}, ${s.name}`;

/** "7,5 (75 %)" as the report prints a final grade in `lang`; a dash when nothing counts. */
function finalText(grade: FinalGrade | undefined, lang: 'es' | 'en' | 'pt'): string {
  if (!grade?.grade) return '—';
  const scaled = grade.grade.kind === 'number' ? format(lang, grade.grade.value) : grade.grade.label;
  if (grade.percent === null) return scaled;
  return `${scaled} (${format(lang, grade.percent)}${lang === 'en' ? '%' : ' %'})`;
}

// --- CSV ----------------------------------------------------------------------------------------------------------

describe('the CSV', () => {
  it('in Spanish: BOM, CRLF, `;`, decimal comma, accents and quotes kept, and the grid’s numbers', async () => {
    const res = await get(`${base()}/gradebook/export.csv?lang=es`, TEACHER);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="Fisica-y-Quimica-3o-ESO-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''F%C3%ADsica%20y%20Qu%C3%ADmica%203%C2%BA%20ESO-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = res.rawPayload.toString('utf8');
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const g = await grid(TEACHER);
    const [header, ...rows] = parseCsv(body, ';');
    expect(header).toEqual([
      'Apellidos',
      'Nombre',
      ...g.items.map((item) => `${item.name.startsWith('=') ? "'" : ''}${item.name} (/${item.max_score})`),
      '1.er trimestre (%)', '1.er trimestre', '2.º trimestre (%)', '2.º trimestre', '3.er trimestre (%)', '3.er trimestre', 'Final del curso (%)', 'Final del curso',
    ]);
    expect(header).toContain(`${ESSAY} (/10)`);
    // A text that starts like a formula is kept as text (OWASP CSV injection): a leading apostrophe.
    expect(header).toContain(`'${FORMULA} (/10)`);
    expect(rows.map((r) => `${r[1]} ${r[0]}`)).toEqual(g.students.map((s) => `${s.name} ${s.lastname}`));
    expect(rows.map((r) => r[0])).toContain('Sánchez Díaz');

    g.students.forEach((student, i) => {
      const row = rows[i] ?? [];
      student.cells.forEach((cell, c) => {
        const text = row[2 + c] ?? '';
        if (cell.excused) expect(text).toBe('Exento');
        else if (cell.score === null) expect(text).toBe('');
        else expect(readNumber(text, 'es')).toBe(round2(cell.score));
      });
      g.periods.forEach((period, p) => {
        const grade = student.final_grades.find((f) => f.period === period);
        const [percent = '', scaled = ''] = row.slice(2 + g.items.length + 2 * p);
        expect(percent === '' ? null : readNumber(percent, 'es')).toBe(grade?.percent ?? null);
        expect(scaled === '' ? null : readNumber(scaled, 'es')).toBe(grade?.grade?.kind === 'number' ? grade.grade.value : null);
      });
    });
    // The numbers that make the difference: a decimal comma, an excused cell, a manual score over none.
    const lucas = rows.find((r) => r[1] === 'Lucas') ?? [];
    expect(lucas[2 + g.items.findIndex((i) => i.name === ESSAY)]).toBe('Exento');
    const hugo = rows.find((r) => r[1] === 'Hugo') ?? [];
    expect(hugo[2 + g.items.findIndex((i) => i.name === EXAM)]).toBe('4,33');
  });

  it('in English: `,` and a decimal point; in Portuguese: `;` and Portuguese headers', async () => {
    const g = await grid(TEACHER);
    const en = await get(`${base()}/gradebook/export.csv?lang=en`, TEACHER);
    const [header, ...rows] = parseCsv(en.rawPayload.toString('utf8'), ',');
    expect(header?.slice(0, 2)).toEqual(['Last name', 'First name']);
    expect(header).toContain('Term 1 (%)');
    expect(header).toContain(`${ESSAY} (/10)`);
    const hugo = g.students.find((s) => s.name === 'Hugo');
    const hugoRow = rows.find((r) => r[1] === 'Hugo') ?? [];
    expect(hugoRow[2 + g.items.findIndex((i) => i.name === EXAM)]).toBe('4.33');
    const annual = hugo?.final_grades.find((f) => f.period === 'annual');
    expect(readNumber(hugoRow[hugoRow.length - 2] ?? '', 'en')).toBe(annual?.percent);

    const pt = await get(`${base()}/gradebook/export.csv?lang=pt`, TEACHER);
    const [ptHeader, ...ptRows] = parseCsv(pt.rawPayload.toString('utf8'), ';');
    expect(ptHeader?.slice(0, 2)).toEqual(['Apelidos', 'Nome']);
    expect(ptHeader).toContain('Final do ano (%)');
    expect(ptRows.find((r) => r[1] === 'Lucas')?.[2 + g.items.findIndex((i) => i.name === ESSAY)]).toBe('Dispensado');
  });

  it('narrows to one period: its items and its grade only; a period of another scheme is refused', async () => {
    const g = await grid(TEACHER);
    const res = await get(`${base()}/gradebook/export.csv?lang=es&period=t01`, TEACHER);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('-1.er trimestre-'.replace(/ /g, '%20').replace('º', '%C2%BA'));
    const [header, ...rows] = parseCsv(res.rawPayload.toString('utf8'), ';');
    expect(header).toEqual(['Apellidos', 'Nombre', `${EXAM} (/10)`, `${ESSAY} (/10)`, '1.er trimestre (%)', '1.er trimestre']);
    const pablo = g.students.find((s) => s.name === 'Pablo');
    const t01 = pablo?.final_grades.find((f) => f.period === 't01');
    expect(rows.find((r) => r[1] === 'Pablo')?.slice(2)).toEqual(['7,5', '6,25', format('es', t01?.percent ?? NaN), format('es', t01?.grade?.kind === 'number' ? t01.grade.value : NaN)]);

    const annual = parseCsv((await get(`${base()}/gradebook/export.csv?lang=es&period=annual`, TEACHER)).rawPayload.toString('utf8'), ';');
    expect(annual[0]?.length).toBe(2 + g.items.length + 2);

    const wrong = await get(`${base()}/gradebook/export.csv?period=q02`, TEACHER);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/period', message: 'period.not-in-scheme' }] });
    expect((await get(`${base()}/gradebook/export.csv?lang=fr`, TEACHER)).statusCode).toBe(400);
  });

  it('without `lang` speaks the caller’s own language, else the tenant’s', async () => {
    expect(parseCsv((await get(`${base()}/gradebook/export.csv`, TEACHER)).rawPayload.toString('utf8'), ';')[0]?.[0]).toBe('Apellidos');
    await t.app.repos.users.setLanguage('tiza', guids[TEACHER] ?? '', 'en');
    try {
      expect(parseCsv((await get(`${base()}/gradebook/export.csv`, TEACHER)).rawPayload.toString('utf8'), ',')[0]?.[0]).toBe('Last name');
    } finally {
      await t.app.repos.users.setLanguage('tiza', guids[TEACHER] ?? '', null);
    }
  });
});

// --- PDF ----------------------------------------------------------------------------------------------------------

describe('the class report', () => {
  it('carries the brand, the school, the course and every student’s final grades as the grid computes them', async () => {
    const res = await get(`${base()}/gradebook/export.pdf?lang=es`, TEACHER);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="Fisica-y-Quimica-3o-ESO-\d{4}-\d{2}-\d{2}\.pdf"/);
    const pages = await pdfPages(res.rawPayload);
    const text = allText(pages);
    const g = await grid(TEACHER);
    expect(text).toContain('Tiza');
    expect(text).toContain(COURSE_NAME);
    expect(g.school_name).not.toBe('');
    expect(text).toContain(g.school_name);
    expect(text).toContain('Calificaciones del grupo');
    // A long item name wraps in its column header: accents, quotes and dashes survive.
    expect(text).toContain('Redacción; "mi');
    expect(text).toContain('laboratorio" — ñandú');

    // The first table: one line per student, their final grade of each period.
    const lines = pages.flat();
    for (const student of g.students) {
      const line = lines.find((l) => l[0] === fullName(student));
      expect(line, fullName(student)).toEqual([fullName(student), ...g.periods.map((p) => finalText(student.final_grades.find((f) => f.period === p), 'es'))]);
    }
    // Hugo's year: 4.33 and 5 of 10 weighted 60/40 → a decimal comma in Spanish.
    expect(lines.find((l) => l[0] === 'Fernández Gil, Hugo')?.[4]).toMatch(/^\d+,\d+ \(\d+,\d+ %\)$/);
    // A period table: the student's scores of the period's items, then the period's grade.
    const t01 = lines.filter((l) => l[0] === 'Moreno Vega, Lucas')[1];
    const lucas = g.students.find((s) => s.name === 'Lucas');
    expect(t01).toEqual(['Moreno Vega, Lucas', '6', 'Exento', finalText(lucas?.final_grades.find((f) => f.period === 't01'), 'es')]);
    // Page numbers at the foot.
    pages.forEach((page, i) => expect(page.flat()).toContain(`${i + 1} / ${pages.length}`));
  });

  it('speaks the language asked: English with decimal points, Portuguese', async () => {
    const g = await grid(TEACHER);
    const en = allText(await pdfPages((await get(`${base()}/gradebook/export.pdf?lang=en`, TEACHER)).rawPayload));
    expect(en).toContain('Class grade report');
    expect(en).toContain('Term 1');
    const hugo = g.students.find((s) => s.name === 'Hugo');
    expect(en).toContain(finalText(hugo?.final_grades.find((f) => f.period === 'annual'), 'en'));
    expect(en).not.toContain('Calificaciones del grupo');
    const pt = allText(await pdfPages((await get(`${base()}/gradebook/export.pdf?lang=pt`, TEACHER)).rawPayload));
    expect(pt).toContain('Classificações da turma');
    expect(pt).toContain('Dispensado');
  });
});

describe('a student’s report', () => {
  it('a teacher prints one student’s: items with score / max, category, feedback and the periods’ grades', async () => {
    const res = await get(`${base()}/gradebook/export.pdf?lang=es&student=${guids[PABLO]}`, TEACHER);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('filename="Fisica-y-Quimica-3o-ESO-Garcia-Lopez-Pablo-');
    const pages = await pdfPages(res.rawPayload);
    const text = allText(pages);
    expect(text).toContain('Boletín de calificaciones');
    expect(text).toContain('Alumno: García López, Pablo');
    expect(text).not.toContain('Alumno/a');
    expect(text).toContain(ESSAY);
    expect(pages.flat().find((l) => l[0] === EXAM)).toEqual([EXAM, 'Exámenes', '7,5 / 10', PABLO_FEEDBACK]);
    expect(pages.flat().find((l) => l[0] === PROBLEMS)).toEqual([PROBLEMS, 'Exámenes', '8 / 10']);
    const pablo = (await grid(TEACHER)).students.find((s) => s.name === 'Pablo');
    expect(text).toContain(`Nota del periodo: ${finalText(pablo?.final_grades.find((f) => f.period === 't02'), 'es')}`);
    expect(text).toContain(`Nota final de curso: ${finalText(pablo?.final_grades.find((f) => f.period === 'annual'), 'es')}`);
    expect(text).not.toContain('Sánchez');

    // The word naming the student is theirs: Marta is "Aluna" in Portuguese, "Alumna" in Spanish.
    expect(allText(await pdfPages((await get(`${base()}/gradebook/export.pdf?lang=pt&student=${guids[MARTA]}`, TEACHER)).rawPayload))).toContain('Aluna: Sánchez Díaz, Marta');
    expect(allText(await pdfPages((await get(`${base()}/gradebook/export.pdf?lang=es&student=${guids[MARTA]}`, TEACHER)).rawPayload))).toContain('Alumna: Sánchez Díaz, Marta');

    expect((await get(`${base()}/gradebook/export.pdf?student=${randomUUID()}`, TEACHER)).statusCode).toBe(404);
    expect((await get(`${base()}/gradebook/export.pdf?student=${guids[TEACHER]}`, TEACHER)).statusCode).toBe(404);
    expect((await get(`${base()}/gradebook/export.pdf?student=not-a-guid`, TEACHER)).statusCode).toBe(400);
  });

  it('a student gets only their own, with published grades only, whoever they ask for', async () => {
    const res = await get(`${base()}/gradebook/export.pdf?lang=es&student=${guids[MARTA]}`, PABLO);
    expect(res.statusCode).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    const text = allText(pages);
    expect(text).toContain('Alumno: García López, Pablo');
    for (const other of ['Sánchez Díaz', 'Marta', 'Fernández Gil', 'Moreno Vega']) expect(text).not.toContain(other);
    // The essay's grades are not published: not listed at all.
    expect(text).toContain(EXAM);
    expect(text).toContain(PROBLEMS);
    expect(text).toContain(PROJECT);
    expect(text).not.toContain('mi laboratorio');
    expect(text).not.toContain('HYPERLINK');
    expect(pages.flat().find((l) => l[0] === EXAM)).toEqual([EXAM, 'Exámenes', '7,5 / 10', PABLO_FEEDBACK]);
    // t01 is published: its grade as the student's grid computes it (published items only); t02 is not.
    const own = (await grid(PABLO)).students[0];
    const t01 = own?.final_grades.find((f) => f.period === 't01');
    expect(t01?.published).toBe(true);
    expect(text).toContain(`Nota del periodo: ${finalText(t01, 'es')}`);
    expect(text).toContain('Nota del periodo: Sin publicar');
    expect(text).toContain('Nota final de curso: Sin publicar');
    // The third term has nothing published yet, and says so in the student's words.
    expect(text).toContain('Todavía no hay notas publicadas en este periodo.');
  });
});

describe('who may download', () => {
  it('the school admin both; a student no CSV; another tenant, another teacher and nobody not at all', async () => {
    expect((await get(`${base()}/gradebook/export.csv`, ADMIN)).statusCode).toBe(200);
    expect((await get(`${base()}/gradebook/export.pdf`, ADMIN)).statusCode).toBe(200);
    const student = await get(`${base()}/gradebook/export.csv`, PABLO);
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ code: 'FORBIDDEN' });
    for (const url of [`${base()}/gradebook/export.csv`, `${base()}/gradebook/export.pdf`]) {
      expect((await get(url, OTHER_TEACHER)).statusCode).toBe(404);
      expect((await get(url, PROFESSOR)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await get(`/api/front/courses/${randomUUID()}/gradebook/export.pdf`, TEACHER)).statusCode).toBe(404);
  });
});

describe('a big class', () => {
  it('40 students × 120 items: the CSV has them all; the PDF splits the columns, repeats headers and numbers its pages', async () => {
    const db = t.app.db;
    const [course] = await db.select().from(courses).where(eq(courses.guid, courseGuid));
    if (!course) throw new Error('no course');
    const [big] = await db.insert(courses).values({ tenantId: 'tiza', schoolGuid: course.schoolGuid, name: 'Tutoría 4º ESO', discipline: 'tutoring', educationLevel: 'ESO', joinCode: `BIG${randomUUID().slice(0, 5)}` }).returning({ guid: courses.guid });
    const bigGuid = big?.guid ?? '';
    const extra = await db
      .insert(users)
      .values(Array.from({ length: 39 }, (_, i) => ({ tenantId: 'tiza', email: `big${i}@tiza.demo`, role: 'R01', name: `Alumno ${i + 1}`, lastname: `Apellido${String(i + 1).padStart(2, '0')}` })))
      .returning({ guid: users.guid });
    await db.insert(courseMembers).values([{ courseGuid: bigGuid, userGuid: guids[TEACHER] ?? '', role: 'teacher' }, { courseGuid: bigGuid, userGuid: guids[PABLO] ?? '', role: 'student' }, ...extra.map((u) => ({ courseGuid: bigGuid, userGuid: u.guid, role: 'student' }))]);
    const [unit] = await db.insert(units).values({ courseGuid: bigGuid, name: 'Todo el curso', position: 0 }).returning({ guid: units.guid });
    const [lesson] = await db.insert(lessons).values({ courseGuid: bigGuid, unitGuid: unit?.guid ?? '', name: 'Actividades', position: 0 }).returning({ guid: lessons.guid });
    const items = await db
      .insert(lessonItems)
      .values(Array.from({ length: 120 }, (_, i) => ({ lessonGuid: lesson?.guid ?? '', name: `Actividad ${i + 1}: un nombre largo para ver cómo se parte en varias líneas`, contentType: 'CTTY_14', position: i, isEvaluable: true })))
      .returning({ guid: lessonItems.guid });
    await db.insert(gradebookItems).values(items.map((item, i) => ({ itemGuid: item.guid, periodCode: i < 100 ? 't01' : 't02' })));
    const students = [guids[PABLO] ?? '', ...extra.map((u) => u.guid)];
    // Assignments' grades are their jobs' evaluations (ADR 0432).
    await db.insert(jobs).values(students.flatMap((student, s) => items.map((item, i) => ({ itemGuid: item.guid, personGuid: student, status: 'evaluated', score: ((s * 7 + i * 3) % 101) / 10, evaluatedBy: guids[TEACHER], evaluatedAt: new Date() }))));

    const g = await grid(TEACHER, bigGuid);
    expect(g.students).toHaveLength(40);
    const csv = parseCsv((await get(`/api/front/courses/${bigGuid}/gradebook/export.csv?lang=es`, TEACHER)).rawPayload.toString('utf8'), ';');
    expect(csv).toHaveLength(41);
    expect(csv[0]).toHaveLength(2 + 120 + 8);
    const annual = g.students[39]?.final_grades.at(-1);
    const annualGrade = annual?.grade?.kind === 'number' ? annual.grade.value : NaN;
    expect(csv[40]?.slice(-2)).toEqual([format('es', annual?.percent ?? NaN), format('es', annualGrade)]);

    const res = await get(`/api/front/courses/${bigGuid}/gradebook/export.pdf?lang=es`, TEACHER);
    expect(res.statusCode).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((page, i) => {
      const lines = page.map((line) => line.join(' '));
      expect(lines, `page ${i + 1}`).toContain(`${i + 1} / ${pages.length}`);
      // Every page after the first starts with the running header and a table whose header row is repeated.
      if (i > 0) {
        expect(lines[0]).toBe(`Tiza · ${g.school_name} · Tutoría 4º ESO · Calificaciones del grupo`);
        expect(page.some((line) => line[0] === 'Estudiante')).toBe(true);
      }
    });
    const text = allText(pages);
    expect(text).toContain('1.er trimestre · actividades 1–');
    expect(text).toContain('de 100');
    for (const student of g.students) {
      const line = pages.flat().find((l) => l[0] === fullName(student));
      expect(line?.slice(1)).toEqual(g.periods.map((p) => finalText(student.final_grades.find((f) => f.period === p), 'es')));
    }
  });
});
