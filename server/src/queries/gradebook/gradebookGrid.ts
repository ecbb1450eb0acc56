// The gradebook DTOs (docs/api-gradebook.md, ADR 0231): rows of GradebookRepository turned into the grid, the books
// and the final grades, computed here with the domain's finalGrade (never trusted from a client).
import { Value } from '@sinclair/typebox/value';
import { DEFAULT_ASSESSMENT_SETTINGS } from '@domain/assessments/attemptRules';
import { isJobStatus, type JobStatus } from '@domain/assignments/assignmentStatus';
import { checkGradeScale, NUMERIC_0_10, type GradeScale } from '@domain/gradebook/gradeScales';
import { isOverdue } from '@domain/gradebook/overdue';
import { studentPeriodGrades, type CourseGradingSettings, type GradebookCellFacts, type GradebookColumnFacts } from '@domain/gradebook/periodGrades';
import { effectiveScore } from '@domain/gradebook/scoreEntry';
import { parsePeriodCode, periodsOfScheme, PERIOD_SCHEME_NAMES, type PeriodCode, type PeriodScheme } from '@domain/grading/periods';
import { periodPublishWarningsFor, type ActivityPublication } from '@domain/grading/publishWarnings';
import { publicationPeriodOf } from '@domain/gradebook/publishing';
import type { GradebookContextRow, GradebookGridRows, GradebookItemRow } from '../../repositories/GradebookRepository';
import { CELL_EXCUSED, CELL_LATE, CELL_OVERDUE, GradeScaleSchema, type GradeScaleDto, type GradebookBookDto, type GradebookCellsDto, type GradebookDto, type GradebookItemDto } from '@contract/gradebook';
import { deliverLocal } from '../../content/deliverDates';
import { gradebookAbilities, type GradebookRelation } from '../../policies/gradebookPolicy';

/** A stored scheme name as the domain's scheme; anything else is quarters (t01–t03, the Spanish 'trimestres'). */
export function schemeFrom(stored: string | null): PeriodScheme {
  return PERIOD_SCHEME_NAMES.find((s) => s === stored) ?? 'quarters';
}

/** The course's scheme: its setting, else quarters. */
export function schemeOf(ctx: GradebookContextRow): PeriodScheme {
  return schemeFrom(ctx.periodScheme);
}

/** A stored scale when it is a valid domain scale, else numeric 0–10 with 2 decimals. */
export function scaleFrom(stored: Record<string, unknown> | null): GradeScale {
  if (stored === null || !Value.Check(GradeScaleSchema, stored)) return NUMERIC_0_10;
  const checked = checkGradeScale(stored as unknown as GradeScale);
  return checked.ok ? checked.val : NUMERIC_0_10;
}

/** A domain scale as the contract writes it (the domain's lists are read-only). */
export function scaleDto(scale: GradeScale): GradeScaleDto {
  switch (scale.kind) {
    case 'letters':
      return { kind: 'letters', bands: scale.bands.map((band) => ({ ...band })) };
    case 'custom':
      return { kind: 'custom', max: scale.max, levels: scale.levels.map((level) => ({ ...level })) };
    default:
      return { ...scale };
  }
}

/** The course's final-grade scale. */
export function scaleOf(ctx: GradebookContextRow): GradeScale {
  return scaleFrom(ctx.scale);
}

/** An item's maximum score: its ranking scale when stored, the tests' default (10) otherwise. */
export function maxScoreOf(rankingScale: unknown): number {
  return typeof rankingScale === 'number' && Number.isFinite(rankingScale) && rankingScale > 0 ? rankingScale : DEFAULT_ASSESSMENT_SETTINGS.rankingScale;
}

/** An item's period code as stored (any scheme's, or annual); null without one or for an unreadable code. */
export function periodOf(item: Pick<GradebookItemRow, 'period_code'>): PeriodCode | null {
  return item.period_code === null ? null : (parsePeriodCode(item.period_code) ?? null);
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));
const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** An item or column as the grid lists it; `timeZone` is the school's (its due date's wall clock). */
export function toItemDto(item: GradebookItemRow, timeZone: string): GradebookItemDto {
  const dueAt = item.deliver_at === null ? null : new Date(item.deliver_at);
  return {
    guid: item.guid,
    kind: item.kind,
    name: item.name,
    content_type: item.content_type,
    lesson_guid: item.lesson_guid,
    lesson_name: item.lesson_name,
    unit_guid: item.unit_guid,
    unit_name: item.unit_name,
    period: periodOf(item),
    category_guid: item.category_guid,
    weight: Number(item.weight),
    max_score: maxScoreOf(item.ranking_scale),
    deliver_at: iso(item.deliver_at),
    deliver_at_local: deliverLocal(dueAt, timeZone),
    counts_for_final_grade: item.counts_for_final_grade,
    late_counts_as_zero: item.late_counts_as_zero,
    published: item.grades_published_at !== null,
  };
}

/** The course's grading settings as the domain reads them (scheme, scale, drop-lowest, categories, published periods). */
export function gradingSettings(ctx: GradebookContextRow): CourseGradingSettings {
  return {
    scheme: schemeOf(ctx),
    scale: scaleDto(scaleOf(ctx)),
    dropLowest: ctx.dropLowest ?? 0,
    categories: ctx.categories.map((c) => ({ id: c.guid, weight: c.weight })),
    publishedPeriods: publishedPeriodsOf(ctx.publishedPeriods),
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

/**
 * The grid as `GET …/gradebook` answers it (ADR 0485): the cells column-major as the repository reads them, each
 * cell's overdue flag from the domain's `isOverdue` (ADR 0133: a lesson item's job not turned in after the due time;
 * a manual column has nothing to turn in, so it is overdue while it has no score after its due time), and each
 * student's final grades from the domain's `studentPeriodGrades`, once (ADR 0231). One pass over the cells.
 */
export function gradebookDto(ctx: GradebookContextRow, relation: GradebookRelation, rows: GradebookGridRows, now: Date): GradebookDto {
  const items = rows.items.map((item) => toItemDto(item, ctx.timeZone));
  const studentView = relation === 'student';
  const settings = gradingSettings(ctx);
  const columns = items.map(columnFacts);
  const dueAts = rows.items.map((item) => (item.deliver_at === null ? null : new Date(item.deliver_at)));
  const scheme = schemeOf(ctx);
  const studentCount = rows.students.length;
  const size = items.length * studentCount;
  const source = rows.cells;
  const cells: GradebookCellsDto = { precalculated: new Array(size), manual: new Array(size), manual_by: new Array(size), manual_at: new Array(size), job_status: new Array(size), flags: new Array(size), feedback: source.feedback, people: [], job_statuses: [] };
  const people = new Map<string, number>();
  const statuses = new Map<JobStatus, number>();
  // Per student, the facts the domain's final grade reads, one per item (in the order of `items`).
  const facts: GradebookCellFacts[][] = rows.students.map(() => new Array<GradebookCellFacts>(items.length));
  for (let i = 0; i < items.length; i += 1) {
    const column = rows.items[i] as GradebookItemRow;
    const dueAt = dueAts[i] ?? null;
    // The domain's isOverdue depends on the job's status only, within one item: asked once per status seen.
    const overdueBy = new Map<JobStatus | null, boolean>();
    const overdueOf = (status: JobStatus | null): boolean => {
      let overdue = overdueBy.get(status);
      if (overdue === undefined) overdueBy.set(status, (overdue = isOverdue(status, dueAt, now)));
      return overdue;
    };
    for (let s = 0; s < studentCount; s += 1) {
      const k = i * studentCount + s;
      const precalculated = num(source.precalculated[k] ?? null);
      const manual = num(source.manual[k] ?? null);
      const by = source.changed_by[k] ?? null;
      const status = source.job_status[k] ?? null;
      const jobStatus = isJobStatus(status) ? status : null;
      const excused = source.excused[k] === true;
      const score = effectiveScore({ studentGuid: '', itemId: column.guid, precalculated, manual }).score;
      const overdue = column.kind === 'column' ? score === null && overdueOf(null) : overdueOf(jobStatus);
      cells.precalculated[k] = precalculated;
      cells.manual[k] = manual;
      cells.manual_by[k] = by === null ? null : indexOf(people, by, cells.people);
      cells.manual_at[k] = num(source.changed_at[k] ?? null);
      cells.job_status[k] = jobStatus === null ? null : indexOf(statuses, jobStatus, cells.job_statuses);
      cells.flags[k] = (source.late[k] === true ? CELL_LATE : 0) | (overdue ? CELL_OVERDUE : 0) | (excused ? CELL_EXCUSED : 0);
      (facts[s] as GradebookCellFacts[])[i] = { score, overdue, excused };
    }
  }
  return {
    course_guid: ctx.courseGuid,
    course_name: ctx.courseName,
    school_name: ctx.schoolName,
    time_zone: ctx.timeZone,
    view: relation,
    abilities: gradebookAbilities(relation),
    period_scheme: scheme,
    periods: periodsOfScheme(scheme),
    published_periods: publishedPeriodsOf(ctx.publishedPeriods),
    scale: scaleDto(scaleOf(ctx)),
    drop_lowest: ctx.dropLowest ?? 0,
    categories: ctx.categories.map((c) => ({ guid: c.guid, name: c.name, weight: c.weight, position: c.position })),
    items,
    students: rows.students.map((s, index) => ({ guid: s.guid, name: s.name, lastname: s.lastname, avatar: s.avatar, final_grades: studentPeriodGrades(settings, columns, facts[index] ?? [], studentView) })),
    cells,
  };
}

/** A value's index in a dictionary of the answer, added on first sight. */
function indexOf<V>(seen: Map<V, number>, value: V, list: V[]): number {
  let index = seen.get(value);
  if (index === undefined) {
    index = list.length;
    seen.set(value, index);
    list.push(value);
  }
  return index;
}

/** Published period codes of the course as the domain reads them. */
export function publishedPeriodsOf(stored: readonly string[] | null): PeriodCode[] {
  return (stored ?? []).map((p) => parsePeriodCode(p)).filter((p): p is PeriodCode => p !== undefined);
}

/**
 * The grid's items as the publishing rules see them: the period whose publication publishes each (ADR 0234), whether
 * it is published and how many students have a score for it.
 */
export function periodActivities(rows: GradebookGridRows, scheme: PeriodScheme): (ActivityPublication & { item: GradebookItemRow })[] {
  const students = rows.students.length;
  const { precalculated, manual } = rows.cells;
  return rows.items.map((item, i) => {
    let scored = 0;
    for (let k = i * students; k < (i + 1) * students; k += 1) if ((precalculated[k] ?? null) !== null || (manual[k] ?? null) !== null) scored += 1;
    return { item, period: publicationPeriodOf(periodOf(item), scheme), published: item.grades_published_at !== null, scored };
  });
}

/**
 * The books: one per period of the scheme (annual last) with its items and publication state, then the items without
 * a period of the scheme (period null). Warnings are the domain's for publishing that period's end-of-period grades;
 * the annual one counts the items of the last book too, since publishing annual publishes them (ADR 0234).
 */
export function booksDto(ctx: GradebookContextRow, rows: GradebookGridRows): GradebookBookDto[] {
  const scheme = schemeOf(ctx);
  const publishedPeriods = publishedPeriodsOf(ctx.publishedPeriods);
  // Read once for every book: the warnings of publishing each period (the domain's `periodPublishWarningsFor`).
  const activities = periodActivities(rows, scheme);
  const toBookItem = (item: GradebookItemRow) => ({ guid: item.guid, name: item.name, content_type: item.content_type, category_guid: item.category_guid, published: item.grades_published_at !== null });
  const books: GradebookBookDto[] = periodsOfScheme(scheme).map((period) => {
    const items = rows.items.filter((item) => periodOf(item) === period);
    return {
      period,
      published: publishedPeriods.includes(period),
      items: items.map(toBookItem),
      unpublished_items: items.filter((item) => item.grades_published_at === null).length,
      publish_warnings: periodPublishWarningsFor(period, scheme, publishedPeriods, activities),
    };
  });
  const inScheme = new Set<string>(periodsOfScheme(scheme));
  const unassigned = rows.items.filter((item) => { const p = periodOf(item); return p === null || !inScheme.has(p); });
  books.push({ period: null, published: false, items: unassigned.map(toBookItem), unpublished_items: unassigned.filter((i) => i.grades_published_at === null).length, publish_warnings: [] });
  return books;
}
