import { NUMERIC_0_10 } from '@domain/gradebook/gradeScales';
import { effectiveScore } from '@domain/gradebook/scoreEntry';
import { studentPeriodGrades } from '@domain/gradebook/periodGrades';
import { parsePeriodCode, periodsOfScheme, type PeriodCode } from '@domain/grading/periods';
import type { Gradebook, GradebookCell, GradebookItem, GradebookStudent } from '@application/gradebook/Gradebook';

// Test-data builders of the gradebook: a small consistent course whose final grades are the domain's.

export function aGradebookItem(overrides: Partial<GradebookItem> = {}): GradebookItem {
  return {
    guid: 'i-test-1',
    kind: 'item',
    name: 'Test: Números enteros',
    contentType: 'CTTY_09',
    lessonGuid: 'l-1',
    lessonName: 'Números enteros',
    unitGuid: 'u-1',
    unitName: 'Números y operaciones',
    period: 't01',
    categoryGuid: null,
    weight: 1,
    maxScore: 10,
    dueAt: new Date('2026-10-05T08:00:00Z'),
    dueAtLocal: '2026-10-05T10:00:00',
    countsForFinalGrade: true,
    lateCountsAsZero: false,
    published: false,
    ...overrides,
  };
}

export function aManualColumn(overrides: Partial<GradebookItem> = {}): GradebookItem {
  return aGradebookItem({
    guid: 'c-oral-1',
    kind: 'column',
    name: 'Exposición oral',
    contentType: null,
    lessonGuid: null,
    lessonName: null,
    unitGuid: null,
    unitName: null,
    dueAt: null,
    dueAtLocal: null,
    ...overrides,
  });
}

export function aCell(itemGuid: string, overrides: Partial<GradebookCell> = {}): GradebookCell {
  const cell: GradebookCell = {
    itemGuid,
    score: null,
    source: null,
    precalculated: null,
    manual: null,
    manualBy: null,
    manualAt: null,
    jobStatus: null,
    late: false,
    overdue: false,
    excused: false,
    feedback: null,
    published: false,
    ...overrides,
  };
  const effective = effectiveScore({ studentGuid: '', itemId: itemGuid, precalculated: cell.precalculated, manual: cell.manual });
  return { ...cell, score: effective.score, source: effective.source };
}

/** A student row: `scores` maps item guid → precalculated score (use `cells` for manual or excused ones). */
export interface StudentSeed {
  guid: string;
  name: string;
  lastname: string;
  scores?: Record<string, number | null>;
  cells?: Record<string, Partial<GradebookCell>>;
}

const DEFAULT_ITEMS: GradebookItem[] = [
  aGradebookItem(),
  aGradebookItem({ guid: 'i-task-1', name: 'Tarea: Fracciones', contentType: 'CTTY_14', lessonGuid: 'l-2', lessonName: 'Fracciones y decimales', dueAt: new Date('2026-10-20T08:00:00Z'), dueAtLocal: '2026-10-20T10:00:00' }),
  aGradebookItem({ guid: 'i-test-2', name: 'Test: Ecuaciones', unitGuid: 'u-2', unitName: 'Álgebra', lessonGuid: 'l-5', lessonName: 'Ecuaciones de primer grado', period: 't02', dueAt: new Date('2027-01-18T08:00:00Z'), dueAtLocal: '2027-01-18T09:00:00' }),
  aManualColumn({ period: 't01' }),
];

const DEFAULT_STUDENTS: StudentSeed[] = [
  { guid: 's-pablo', name: 'Pablo', lastname: 'García López', scores: { 'i-test-1': 8, 'i-task-1': 6.5, 'i-test-2': 7 }, cells: { 'c-oral-1': { manual: 9 } } },
  { guid: 's-hugo', name: 'Hugo', lastname: 'Fernández Gil', scores: { 'i-test-1': 4.5, 'i-task-1': null, 'i-test-2': 5 } },
  { guid: 's-marta', name: 'Marta', lastname: 'Sánchez Díaz', scores: { 'i-test-1': 9.75, 'i-task-1': 10 }, cells: { 'c-oral-1': { manual: 8 } } },
];

export interface GradebookSeed extends Partial<Omit<Gradebook, 'students'>> {
  students?: StudentSeed[];
}

/**
 * A teacher's gradebook of Matemáticas 2º ESO: three students, two tests, an assignment and an oral exam column,
 * in quarters on 0–10. Final grades are computed by the domain (`studentPeriodGrades`), as the server does.
 */
export function aGradebook(seed: GradebookSeed = {}): Gradebook {
  const { students: studentSeeds = DEFAULT_STUDENTS, ...overrides } = seed;
  const base: Omit<Gradebook, 'students'> = {
    courseGuid: 'c-mat',
    courseName: 'Matemáticas 2º ESO',
    schoolName: 'IES Ramón y Cajal',
    timeZone: 'Europe/Madrid',
    view: 'teacher',
    abilities: { update: true, export: true },
    periodScheme: 'quarters',
    periods: periodsOfScheme('quarters'),
    publishedPeriods: [],
    scale: NUMERIC_0_10,
    dropLowest: 0,
    categories: [],
    items: DEFAULT_ITEMS,
    ...overrides,
  };
  const studentView = base.view === 'student';
  const students: GradebookStudent[] = studentSeeds.map((s) => {
    const cells = base.items.map((item) => {
      const precalculated = s.scores?.[item.guid] ?? null;
      return aCell(item.guid, { precalculated, jobStatus: precalculated === null ? null : 'evaluated', published: item.published, ...s.cells?.[item.guid] });
    });
    return { guid: s.guid, name: s.name, lastname: s.lastname, avatar: null, cells, finalGrades: gradesOf(base, cells, studentView) };
  });
  return { ...base, students };
}

/** The final grades of a row as the server computes them. */
export function gradesOf(gradebook: Omit<Gradebook, 'students'>, cells: readonly GradebookCell[], studentView = gradebook.view === 'student') {
  return studentPeriodGrades(
    {
      scheme: gradebook.periodScheme,
      scale: gradebook.scale,
      dropLowest: gradebook.dropLowest,
      categories: gradebook.categories.map((c) => ({ id: c.guid, weight: c.weight })),
      publishedPeriods: gradebook.publishedPeriods,
    },
    gradebook.items.map((item) => ({
      id: item.guid,
      period: item.period,
      categoryId: item.categoryGuid,
      weight: item.weight,
      maxScore: item.maxScore,
      countsForFinalGrade: item.countsForFinalGrade,
      lateCountsAsZero: item.lateCountsAsZero,
      published: item.published,
    })),
    cells.map((c) => ({ score: c.score, overdue: c.overdue, excused: c.excused })),
    studentView,
  );
}

/** The same course as its student Pablo reads it: his row only, unpublished scores hidden. */
export function aStudentGradebook(published: { items?: string[]; periods?: PeriodCode[] } = {}): Gradebook {
  const publishedItems = new Set(published.items ?? []);
  const items = DEFAULT_ITEMS.map((item) => ({ ...item, published: publishedItems.has(item.guid) }));
  const pablo = DEFAULT_STUDENTS[0] as StudentSeed;
  const hidden = (guid: string) => !publishedItems.has(guid);
  const seed: StudentSeed = {
    ...pablo,
    scores: Object.fromEntries(Object.entries(pablo.scores ?? {}).map(([guid, score]) => [guid, hidden(guid) ? null : score])),
    cells: Object.fromEntries(Object.entries(pablo.cells ?? {}).filter(([guid]) => !hidden(guid))),
  };
  return aGradebook({
    view: 'student',
    abilities: { update: false, export: false },
    items,
    publishedPeriods: (published.periods ?? []).map((p) => parsePeriodCode(p)).filter((p): p is PeriodCode => p !== undefined),
    students: [seed],
  });
}
