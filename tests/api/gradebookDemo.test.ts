// The demo gradebook (server/src/demo/gradebookDemo.ts): one course per tenant opens with settings, categories,
// graded work, a manual override, an excuse, columns, attendance and behaviour, and reads back through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';
import { denseGradebook } from './support/gradebookWire';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Cell { item_guid: string; score: number | null; source: string | null; excused?: boolean; manual: number | null; job_status?: string | null }
interface Row { guid: string; cells: Cell[]; final_grades: { period: string; percent: number | null }[] }

const cases = [
  { tenant: 'tiza', teacher: 'teacher@tiza.demo', course: 'Lengua Castellana y Literatura 2º ESO', scheme: 'quarters', first: 't01' },
  { tenant: 'escola', teacher: 'professor@escola.demo', course: 'Matemática 7º ano', scheme: 'semesters', first: 's01' },
  { tenant: 'classbook', teacher: 'teacher@classbook.demo', course: 'Maths Year 5', scheme: 'quarters', first: 't01' },
];

describe('the demo gradebook', () => {
  it.each(cases)('$course ($tenant) opens with settings, graded work and a first-period final grade', async ({ tenant, teacher, course, scheme, first }) => {
    const guid = await t.courseGuid(tenant, course);
    const res = await t.inject({ method: 'GET', url: `/api/front/courses/${guid}/gradebook`, headers: await t.as(teacher) });
    expect(res.statusCode, res.body).toBe(200);
    const body = denseGradebook(res.json());
    expect(body.period_scheme).toBe(scheme);
    expect(body.categories).toHaveLength(3);
    expect(body.published_periods).toEqual([]);
    const rows = body.students as Row[];
    const cells = rows.flatMap((r) => r.cells);
    // The graded hand-ins: an assignment's grade is its job's evaluation, the cell's manual score (ADR 0432).
    expect(cells.filter((c) => c.source === 'manual' && c.job_status === 'evaluated').length).toBeGreaterThan(0);
    expect(cells.filter((c) => c.source === 'manual').length).toBeGreaterThan(rows.length - 1);
    for (const row of rows) expect(row.final_grades.find((g) => g.period === first)?.percent).not.toBeNull();
  });
});
