// The gradebook DTOs (docs/api-gradebook.md, ADR 0231): rows of GradebookRepository turned into the grid, the books
// and the final grades, computed here with the domain's finalGrade (never trusted from a client).
import { DEFAULT_ASSESSMENT_SETTINGS } from '@domain/assessments/attemptRules';
import { isJobStatus } from '@domain/assignments/assignmentStatus';
import { checkGradeScale, NUMERIC_0_10, type GradeScale } from '@domain/gradebook/gradeScales';
import { isOverdue } from '@domain/gradebook/overdue';
import { studentPeriodGrades, type CourseGradingSettings, type GradebookColumnFacts } from '@domain/gradebook/periodGrades';
import { effectiveScore } from '@domain/gradebook/scoreEntry';
import { parsePeriodCode, periodsOfScheme, PERIOD_SCHEME_NAMES, ANNUAL, type PeriodCode, type PeriodScheme } from '@domain/grading/periods';
import { periodPublishWarningsFor } from '@domain/grading/publishWarnings';
import type { GradebookCellRow, GradebookContextRow, GradebookGridRows, GradebookItemRow } from '../../../repositories/GradebookRepository';
import type { FinalGradeDto, GradebookBookDto, GradebookCellDto, GradebookDto, GradebookItemDto } from '../../../schemas/GradebookSchema';

export type GradebookRelation = 'teacher' | 'student' | 'admin';

/** As policies/courseAccess.ts decides it: members by their course role, R03 of the course's school reads; else none (404). */
export function relationOf(ctx: GradebookContextRow, callerRole: string, schoolAdminRole: string): GradebookRelation | undefined {
  if (ctx.memberRole === 'teacher') return 'teacher';
  if (ctx.memberRole === 'student') return 'student';
  if (callerRole === schoolAdminRole && ctx.adminOfSchool) return 'admin';
  return undefined;
}

/** The course's scheme: its setting, else quarters (t01–t03, the Spanish 'trimestres'). */
export function schemeOf(ctx: GradebookContextRow): PeriodScheme {
  const stored = ctx.periodScheme;
  return PERIOD_SCHEME_NAMES.find((s) => s === stored) ?? 'quarters';
}

/** The course's final-grade scale when it is a valid domain scale, else numeric 0–10 with 2 decimals. */
export function scaleOf(ctx: GradebookContextRow): GradeScale {
  if (ctx.scale === null) return NUMERIC_0_10;
  const checked = checkGradeScale(ctx.scale as unknown as GradeScale);
  return checked.ok ? checked.val : NUMERIC_0_10;
}

/** An item's maximum score: its ranking scale when stored, the tests' default (10) otherwise. */
export function maxScoreOf(rankingScale: unknown): number {
  return typeof rankingScale === 'number' && Number.isFinite(rankingScale) && rankingScale > 0 ? rankingScale : DEFAULT_ASSESSMENT_SETTINGS.ranking_scale;
}

function periodOf(item: GradebookItemRow): PeriodCode | null {
  return item.period_code === null ? null : (parsePeriodCode(item.period_code) ?? null);
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));
const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toItemDto(item: GradebookItemRow): GradebookItemDto {
  return {
    guid: item.guid,
    name: item.name,
    content_type: item.content_type,
    lesson_guid: item.lesson_guid,
    lesson_name: item.lesson_name,
    unit_name: item.unit_name,
    period: periodOf(item),
    category_guid: item.category_guid,
    weight: Number(item.weight),
    max_score: maxScoreOf(item.ranking_scale),
    deliver_at: iso(item.deliver_at),
    counts_for_final_grade: item.counts_for_final_grade,
    late_counts_as_zero: item.late_counts_as_zero,
    published: item.grades_published_at !== null,
  };
}

function toCell(item: GradebookItemRow, cell: GradebookCellRow | undefined, now: Date): GradebookCellDto {
  const precalculated = num(cell?.precalculated ?? null);
  const manual = num(cell?.manual ?? null);
  const effective = effectiveScore({ studentGuid: cell?.person_guid ?? '', itemId: item.guid, precalculated, manual });
  const jobStatus = cell?.job_status ?? null;
  const dueAt = item.deliver_at === null ? null : new Date(item.deliver_at);
  return {
    item_guid: item.guid,
    score: effective.score,
    source: effective.source,
    precalculated,
    manual,
    manual_by: cell?.changed_by ?? null,
    manual_at: iso(cell?.changed_at ?? null),
    job_status: jobStatus,
    late: cell?.late === true,
    overdue: isOverdue(isJobStatus(jobStatus) ? jobStatus : null, dueAt, now),
    published: item.grades_published_at !== null,
  };
}

/** The course's grading settings as the domain reads them (scheme, scale, drop-lowest, categories, published periods). */
export function gradingSettings(ctx: GradebookContextRow): CourseGradingSettings {
  return {
    scheme: schemeOf(ctx),
    scale: scaleOf(ctx),
    dropLowest: ctx.dropLowest ?? 0,
    categories: ctx.categories.map((c) => ({ id: c.guid, weight: c.weight })),
    publishedPeriods: (ctx.publishedPeriods ?? []).map((p) => parsePeriodCode(p)).filter((p): p is PeriodCode => p !== undefined),
  };
}

function columnFacts(item: GradebookItemDto): GradebookColumnFacts {
  return {
    id: item.guid,
    period: item.period === null ? null : (parsePeriodCode(item.period) ?? null),
    categoryId: item.category_guid,
    weight: item.weight,
    maxScore: item.max_score,
    countsForFinalGrade: item.counts_for_final_grade,
    lateCountsAsZero: item.late_counts_as_zero,
    published: item.published,
  };
}

/** A student's final grade per period and the annual one, computed by the domain's `studentPeriodGrades` (ADR 0231). */
export function finalGrades(ctx: GradebookContextRow, items: readonly GradebookItemDto[], cells: readonly GradebookCellDto[], studentView: boolean): FinalGradeDto[] {
  return studentPeriodGrades(gradingSettings(ctx), items.map(columnFacts), cells.map((c) => ({ score: c.score, overdue: c.overdue, excused: false })), studentView);
}

export function gradebookDto(ctx: GradebookContextRow, relation: GradebookRelation, rows: GradebookGridRows, now: Date): GradebookDto {
  const items = rows.items.map(toItemDto);
  const cellsByKey = new Map(rows.cells.map((c) => [`${c.person_guid}:${c.item_guid}`, c]));
  const studentView = relation === 'student';
  const scheme = schemeOf(ctx);
  return {
    course_guid: ctx.courseGuid,
    view: relation,
    period_scheme: scheme,
    periods: periodsOfScheme(scheme),
    published_periods: ctx.publishedPeriods ?? [],
    scale: scaleOf(ctx) as unknown as Record<string, unknown>,
    categories: ctx.categories.map((c) => ({ guid: c.guid, name: c.name, weight: c.weight })),
    items,
    students: rows.students.map((s) => {
      const cells = rows.items.map((item) => toCell(item, cellsByKey.get(`${s.guid}:${item.guid}`), now));
      return { guid: s.guid, name: s.name, lastname: s.lastname, avatar: s.avatar, cells, final_grades: finalGrades(ctx, items, cells, studentView) };
    }),
  };
}

/**
 * The books: one per period of the scheme (annual last) with its items and publication state, then the items without
 * a period (period null). Warnings are the domain's for publishing that period's end-of-period grades.
 */
export function booksDto(ctx: GradebookContextRow, rows: GradebookGridRows): GradebookBookDto[] {
  const scheme = schemeOf(ctx);
  const publishedPeriods = (ctx.publishedPeriods ?? []).map((p) => parsePeriodCode(p)).filter((p): p is PeriodCode => p !== undefined);
  const scored = new Map<string, number>();
  for (const cell of rows.cells) if (cell.precalculated !== null || cell.manual !== null) scored.set(cell.item_guid, (scored.get(cell.item_guid) ?? 0) + 1);
  const activities = rows.items.map((item) => ({ period: periodOf(item) ?? ANNUAL, published: item.grades_published_at !== null, scored: scored.get(item.guid) ?? 0 }));
  const toBookItem = (item: GradebookItemRow) => ({ guid: item.guid, name: item.name, content_type: item.content_type, category_guid: item.category_guid, published: item.grades_published_at !== null });
  const books: GradebookBookDto[] = periodsOfScheme(scheme).map((period) => {
    const items = rows.items.filter((item) => periodOf(item) === period);
    return {
      period,
      published: publishedPeriods.includes(period),
      items: items.map(toBookItem),
      unpublished_items: items.filter((item) => item.grades_published_at === null).length,
      publish_warnings: periodPublishWarningsFor(period, scheme, publishedPeriods, activities.filter((a) => a.period === period)) as unknown as Record<string, unknown>[],
    };
  });
  const inScheme = new Set<string>(periodsOfScheme(scheme));
  const unassigned = rows.items.filter((item) => { const p = periodOf(item); return p === null || !inScheme.has(p); });
  books.push({ period: null, published: false, items: unassigned.map(toBookItem), unpublished_items: unassigned.filter((i) => i.grades_published_at === null).length, publish_warnings: [] });
  return books;
}
