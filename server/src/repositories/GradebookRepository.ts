import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { tenantCourse } from '../db/liveCourse';
import { GRADABLE_ITEM, gradable } from './gradable';
import type { Db } from '../db/Database';
import { columnScores, courseGradebooks, courseMembers, courses, gradeAudit, gradebookColumns, lessonItems, lessons, schools, scoreOverrides } from '../db/schema';

/** The caller's relation to the course plus its gradebook settings and categories (one statement). */
export interface GradebookContextRow {
  courseGuid: string;
  courseName: string;
  schoolGuid: string;
  schoolName: string;
  tenantId: string;
  timeZone: string;
  memberRole: string | null;
  adminOfSchool: boolean;
  periodScheme: string | null;
  scale: Record<string, unknown> | null;
  dropLowest: number | null;
  publishedPeriods: string[] | null;
  categories: { guid: string; name: string; weight: number; position: number }[];
}

export type GradebookItemKind = 'item' | 'column';

/**
 * A gradable lesson item (defaults when it has no gradebook_items row) or a manual column of the course (ADR 0232).
 * A column has no content type, lesson or unit; its `ranking_scale` is its max score.
 */
export interface GradebookItemRow {
  kind: GradebookItemKind;
  guid: string;
  name: string;
  content_type: string | null;
  lesson_guid: string | null;
  lesson_name: string | null;
  unit_guid: string | null;
  unit_name: string | null;
  deliver_at: string | null;
  grades_published_at: string | null;
  ranking_scale: unknown;
  period_code: string | null;
  category_guid: string | null;
  weight: number;
  counts_for_final_grade: boolean;
  late_counts_as_zero: boolean;
}

export interface GradebookStudentRow {
  guid: string;
  name: string;
  lastname: string;
  avatar: string | null;
}

/**
 * The grid's cells column-major: each array holds one value per cell at index
 * `item * students + student` (the orders of `items` and `students`); `feedback` only the cells with some.
 */
export interface GradebookCellColumns {
  job_status: (string | null)[];
  late: (boolean | null)[];
  precalculated: (number | string | null)[];
  manual: (number | string | null)[];
  excused: (boolean | null)[];
  changed_by: (string | null)[];
  /** Milliseconds since the Unix epoch. */
  changed_at: (number | string | null)[];
  feedback: { cell: number; text: string }[];
}

export interface GradebookGridRows {
  /** In course order: lesson items (unit, lesson, item), then columns by position. */
  items: GradebookItemRow[];
  /** By last name, name. */
  students: GradebookStudentRow[];
  cells: GradebookCellColumns;
}

export interface GridFilter {
  /** The student view: student-visible items and published columns only, this student's row only, unpublished scores never read. */
  student?: string;
  itemGuid?: string;
  customizedBy?: string;
  attempt: 'first' | 'last';
}

/** A gradable lesson item or a column of the course, locked for the transaction. */
export interface LockedTarget {
  kind: GradebookItemKind;
  guid: string;
  /** A lesson item's content type; null for a column. */
  contentType: string | null;
  /** A lesson item's ranking scale (raw, from its data) or a column's max score. */
  rankingScale: unknown;
}

/** The target of a manual score, locked for the transaction: the item or column and the student's current state. */
export interface ScoreTargetRow {
  kind: GradebookItemKind;
  itemGuid: string;
  /** An assignment's score is its job's evaluation (ADR 0432): `manual` is the evaluated job's score, never an override. */
  scoreInJob: boolean;
  /** A lesson item's ranking scale (raw, from its data) or a column's max score. */
  rankingScale: unknown;
  isStudent: boolean;
  manual: number | null;
  excused: boolean;
  precalculated: number | null;
}

/** One saved change of a student's cell (`score`, `excused` or both) with the row it leaves. */
export interface CellWrite {
  tenantId: string;
  kind: GradebookItemKind;
  itemGuid: string;
  personGuid: string;
  /** The manual score before and after, when it changed. */
  score: { before: number | null; after: number | null } | null;
  /** The excuse before and after, when it changed. */
  excused: { before: boolean; after: boolean } | null;
  /** What the cell holds afterwards: no score and no excuse deletes the row (a CHECK forbids empty rows). */
  next: { score: number | null; excused: boolean };
  /** An assignment: the score lives in the job (written by the caller), the row keeps the excuse only. */
  scoreInJob?: boolean;
  by: string;
  at: Date;
}

export interface AuditRow {
  item_guid: string;
  person_guid: string;
  source: string;
  old_points: number | null;
  new_points: number | null;
  at: string;
  by_guid: string | null;
  by_name: string | null;
  by_lastname: string | null;
}

export const GRADEBOOK_SCORE_SOURCE = 'gradebook-override';
/** An excuse change; old_points/new_points hold the excuse as 0/1 (1: excused), so the trail tells excused from unexcused. */
export const GRADEBOOK_EXCUSE_SOURCE = 'gradebook-excuse';

const GRADABLE = gradable('li');

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const parseJson = <T>(value: unknown): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : ((value ?? []) as T[]));
const toNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The gradable items and manual columns of a course as one `select` (the `items` CTE of the reads): lesson items in
 * course order (section 0), then the columns by position (section 1). A student (`student`): the lesson lists'
 * visibility for items, published columns only, and `customizedBy` looks at their own published cells only (never at
 * another student's scores, nor at a score still unpublished).
 */
export function gradebookItemsSql(courseGuid: string, filter: { student?: string; itemGuid?: string; customizedBy?: string }): SQL {
  const studentView = filter.student !== undefined;
  const visible: SQL = studentView ? sql`and li.published = true and li.audience = 'all' and l.published = true` : sql``;
  const visibleColumn: SQL = studentView ? sql`and gc.grades_published_at is not null` : sql``;
  const oneItem: SQL = filter.itemGuid === undefined ? sql`` : sql`and li.guid = ${filter.itemGuid}`;
  const oneColumn: SQL = filter.itemGuid === undefined ? sql`` : sql`and gc.guid = ${filter.itemGuid}`;
  const ownOverride: SQL = studentView ? sql`and so.person_guid = ${filter.student} and li.grades_published_at is not null` : sql``;
  const ownScore: SQL = studentView ? sql`and cs.person_guid = ${filter.student}` : sql``;
  const ownEvaluation: SQL = studentView ? sql`and jj.person_guid = ${filter.student} and li.grades_published_at is not null` : sql``;
  const customized: SQL = filter.customizedBy === undefined
    ? sql``
    : sql`and (exists (select 1 from score_overrides so where so.item_guid = li.guid and so.score is not null and so.changed_by = ${filter.customizedBy} ${ownOverride})
      or (li.content_type = ${ASSIGNMENT_CONTENT_TYPE} and exists (select 1 from jobs jj where jj.item_guid = li.guid and jj.status = 'evaluated' and jj.evaluated_by = ${filter.customizedBy} ${ownEvaluation})))`;
  const customizedColumn: SQL = filter.customizedBy === undefined ? sql`` : sql`and exists (select 1 from column_scores cs where cs.column_guid = gc.guid and cs.changed_by = ${filter.customizedBy} ${ownScore})`;
  return sql`
    select 'item'::text as kind, li.guid, li.name, li.content_type, l.guid as lesson_guid, l.name as lesson_name, un.guid as unit_guid, un.name as unit_name,
      li.deliver_at, li.grades_published_at, li.data -> 'ranking_scale' as ranking_scale,
      gi.period_code, gi.category_guid, coalesce(gi.weight, 1) as weight,
      coalesce(gi.counts_for_final_grade, true) as counts_for_final_grade, coalesce(gi.late_counts_as_zero, false) as late_counts_as_zero,
      0 as section, un.position as p1, l.position as p2, li.position as p3
    from lessons l
    join units un on un.guid = l.unit_guid
    join lesson_items li on li.lesson_guid = l.guid
    left join gradebook_items gi on gi.item_guid = li.guid
    where l.course_guid = ${courseGuid} and ${GRADABLE} ${visible} ${oneItem} ${customized}
    union all
    select 'column'::text, gc.guid, gc.name, null::text, null::uuid, null::text, null::uuid, null::text,
      gc.deliver_at, gc.grades_published_at, to_jsonb(gc.max_score),
      gc.period_code, gc.category_guid, gc.weight, gc.counts_for_final_grade, gc.late_counts_as_zero,
      1, gc.position, 0, 0
    from gradebook_columns gc
    where gc.course_guid = ${courseGuid} ${visibleColumn} ${oneColumn} ${customizedColumn}`;
}

/** A non-empty cell as the grid's statement aggregates it: its item's index, the person, job status, late, precalculated, manual, excused, changed by, changed at (ms), feedback. */
type CellTuple = [number, string, string | null, boolean | null, number | string | null, number | string | null, boolean | null, string | null, number | string | null, string | null];

/**
 * Every cell (items × students) as one array per field, the cell of item `i` and student `s` at `i × students + s`;
 * cells the statement did not return are empty. A person who is not one of `students` (a teacher's own test) is left out.
 */
function columnsOf(tuples: readonly CellTuple[], itemCount: number, students: readonly GradebookStudentRow[]): GradebookCellColumns {
  const count = students.length;
  const size = itemCount * count;
  const empty = <T>(value: T): T[] => new Array<T>(size).fill(value);
  const columns: GradebookCellColumns = { job_status: empty(null), late: empty(null), precalculated: empty(null), manual: empty(null), excused: empty(false), changed_by: empty(null), changed_at: empty(null), feedback: [] };
  const studentIndex = new Map(students.map((student, index) => [student.guid, index]));
  for (const [item, person, jobStatus, late, precalculated, manual, excused, changedBy, changedAt, feedback] of tuples) {
    const s = studentIndex.get(person);
    if (s === undefined || item >= itemCount) continue;
    const k = item * count + s;
    columns.job_status[k] = jobStatus;
    columns.late[k] = late;
    columns.precalculated[k] = precalculated;
    columns.manual[k] = manual;
    columns.excused[k] = excused;
    columns.changed_by[k] = changedBy;
    columns.changed_at[k] = changedAt;
    if (feedback !== null) columns.feedback.push({ cell: k, text: feedback });
  }
  columns.feedback.sort((a, b) => a.cell - b.cell);
  return columns;
}

/** The gradebook reads and the manual scores (ADRs 0231, 0232): one statement per read, scoped by tenant through the course. */
export class GradebookRepository {
  constructor(private readonly db: Db) {}

  async context(caller: { guid: string; tenantId: string }, courseGuid: string): Promise<GradebookContextRow | undefined> {
    const [row] = await this.db
      .select({
        courseGuid: courses.guid,
        courseName: courses.name,
        schoolGuid: courses.schoolGuid,
        schoolName: schools.name,
        tenantId: courses.tenantId,
        timeZone: schools.timeZone,
        memberRole: courseMembers.role,
        adminOfSchool: sql<boolean>`exists (select 1 from school_memberships sm where sm.user_guid = ${caller.guid} and sm.school_guid = ${courses.schoolGuid})`,
        periodScheme: courseGradebooks.periodScheme,
        scale: courseGradebooks.scale,
        dropLowest: courseGradebooks.dropLowest,
        publishedPeriods: courseGradebooks.publishedPeriods,
        categories: sql<GradebookContextRow['categories']>`(select coalesce(json_agg(json_build_object('guid', c.guid, 'name', c.name, 'weight', c.weight, 'position', c.position) order by c.position, c.name), '[]'::json) from grade_categories c where c.course_guid = ${courses.guid})`,
      })
      .from(courses)
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, caller.guid)))
      .leftJoin(courseGradebooks, eq(courseGradebooks.courseGuid, courses.guid))
      .where(and(eq(courses.guid, courseGuid), tenantCourse(caller.tenantId)))
      .limit(1);
    if (!row) return undefined;
    const categories = parseJson<GradebookContextRow['categories'][number]>(row.categories);
    return { ...row, categories: categories.map((c) => ({ ...c, weight: Number(c.weight) })) };
  }

  /**
   * The grid in one statement: the course's gradable items and manual columns in order, its students in order, and
   * the non-empty cells (a job, a manual score or an excuse) as one small JSON array each, laid out column-major here
   * (ADR 0485), so no object per cell is made. In the student view, only that student's cells are read, and scores,
   * excuses and feedback of unpublished items are never selected.
   */
  async grid(courseGuid: string, filter: GridFilter): Promise<GradebookGridRows> {
    const studentView = filter.student !== undefined;
    const items = gradebookItemsSql(courseGuid, filter);
    const onlyStudent: SQL = studentView ? sql`and u.guid = ${filter.student}` : sql``;
    const ownJob: SQL = studentView ? sql`and j.person_guid = ${filter.student}` : sql``;
    const ownOverride: SQL = studentView ? sql`and o.person_guid = ${filter.student}` : sql``;
    const ownScore: SQL = studentView ? sql`and cs.person_guid = ${filter.student}` : sql``;
    const hidden: SQL = studentView ? sql`i.grades_published_at is null` : sql`false`;
    const firstAttempt = (person: SQL) => sql`(select a.score from attempts a where a.item_guid = i.guid and a.person_guid = ${person} and a.status = 'submitted' order by a.number asc limit 1)`;
    const precalculated: SQL = filter.attempt === 'first' ? sql`case when i.content_type = ${ASSESSMENT_CONTENT_TYPE} then ${firstAttempt(sql`j.person_guid`)} else j.score end` : sql`j.score`;
    const precalculatedWithoutJob: SQL = filter.attempt === 'first' ? sql`case when i.content_type = ${ASSESSMENT_CONTENT_TYPE} then ${firstAttempt(sql`o.person_guid`)} end` : sql`null::numeric`;
    const assignment = sql`i.content_type = ${ASSIGNMENT_CONTENT_TYPE}`;
    const evaluated = sql`j.status = 'evaluated'`;
    const result = await this.db.execute(sql`
      with items as (${items}),
      ordered_items as (select items.*, (row_number() over (order by section, p1, p2, p3, guid) - 1)::int as ord from items),
      students as (
        select u.guid, u.name, u.lastname, u.avatar
        from course_members m join users u on u.guid = m.user_guid
        where m.course_guid = ${courseGuid} and m.role = 'student' ${onlyStudent}
      ),
      cells as (
        select i.ord, j.person_guid as person, j.status as job_status, j.late,
          case when ${hidden} or ${assignment} then null else ${precalculated} end as precalculated,
          case when ${hidden} then null when ${assignment} then (case when ${evaluated} then j.score end) else o.score end as manual,
          case when ${hidden} then false else coalesce(o.excused, false) end as excused,
          case when ${hidden} then null else j.feedback end as feedback,
          case when ${hidden} then null when ${assignment} then (case when ${evaluated} then j.evaluated_by end) else o.changed_by end as changed_by,
          case when ${hidden} then null when ${assignment} then (case when ${evaluated} then j.evaluated_at end) else o.changed_at end as changed_at
        from ordered_items i
        join jobs j on j.item_guid = i.guid ${ownJob}
        left join score_overrides o on o.item_guid = j.item_guid and o.person_guid = j.person_guid
        where i.kind = 'item'
        union all
        select i.ord, o.person_guid, null, null,
          case when ${hidden} or ${assignment} then null else ${precalculatedWithoutJob} end,
          case when ${hidden} or ${assignment} then null else o.score end,
          case when ${hidden} then false else coalesce(o.excused, false) end,
          null,
          case when ${hidden} or ${assignment} then null else o.changed_by end,
          case when ${hidden} or ${assignment} then null else o.changed_at end
        from ordered_items i
        join score_overrides o on o.item_guid = i.guid ${ownOverride}
        where i.kind = 'item' and not exists (select 1 from jobs j where j.item_guid = o.item_guid and j.person_guid = o.person_guid)
        union all
        select i.ord, cs.person_guid, null, null, null,
          case when ${hidden} then null else cs.score end,
          case when ${hidden} then false else cs.excused end,
          null,
          case when ${hidden} then null else cs.changed_by end,
          case when ${hidden} then null else cs.changed_at end
        from ordered_items i
        join column_scores cs on cs.column_guid = i.guid ${ownScore}
        where i.kind = 'column'
      )
      select
        (select coalesce(json_agg(x order by x.ord), '[]'::json) from ordered_items x) as items,
        (select coalesce(json_agg(x order by x.lastname, x.name, x.guid), '[]'::json) from students x) as students,
        -- One small array per non-empty cell (its item's index and student first), in no order: no sort, and an index
        -- lookup per item rather than a join of every student with every item. The instant as float8 milliseconds:
        -- numeric arithmetic on thousands of timestamps (extract) cost more than the rest of the statement.
        (select coalesce(json_agg(json_build_array(c.ord, c.person, c.job_status, c.late, c.precalculated, c.manual, c.excused, c.changed_by,
          floor(date_part('epoch', c.changed_at) * 1000), c.feedback)), '[]'::json) from cells c) as cells
    `);
    const [row] = rowsOf<Record<'items' | 'students' | 'cells', unknown>>(result);
    const gridItems = parseJson<GradebookItemRow>(row?.items);
    const students = parseJson<GradebookStudentRow>(row?.students);
    return { items: gridItems, students, cells: columnsOf(parseJson<CellTuple>(row?.cells), gridItems.length, students) };
  }

  /** One item or column of the course as the teachers' grid lists it (the answer of the setup routes); one statement. */
  async item(courseGuid: string, itemGuid: string): Promise<GradebookItemRow | undefined> {
    const result = await this.db.execute(sql`with items as (${gradebookItemsSql(courseGuid, { itemGuid })}) select * from items limit 1`);
    return rowsOf<GradebookItemRow>(result)[0];
  }

  /**
   * Locks a gradable lesson item or a column of the course until the transaction ends (the lesson item is tried first;
   * one statement, two for a column): writes of one item's scores or fields queue here, also when the student's row
   * does not exist yet. `no key update`: the row's key never changes, so students' jobs and attempts that reference
   * the item are not held up. `rankingScale`: a lesson item's raw ranking scale or a column's max score. Undefined: neither.
   */
  async lockTarget(courseGuid: string, guid: string): Promise<LockedTarget | undefined> {
    const [item] = await this.db
      .select({ guid: lessonItems.guid, contentType: lessonItems.contentType, rankingScale: sql<unknown>`${lessonItems.data} -> 'ranking_scale'` })
      .from(lessonItems)
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .where(and(eq(lessonItems.guid, guid), eq(lessons.courseGuid, courseGuid), GRADABLE_ITEM))
      .for('no key update', { of: lessonItems })
      .limit(1);
    if (item) return { kind: 'item', ...item };
    const [column] = await this.db
      .select({ guid: gradebookColumns.guid, rankingScale: gradebookColumns.maxScore })
      .from(gradebookColumns)
      .where(and(eq(gradebookColumns.guid, guid), eq(gradebookColumns.courseGuid, courseGuid)))
      .for('no key update')
      .limit(1);
    return column ? { kind: 'column', contentType: null, ...column } : undefined;
  }

  /**
   * Inside the score transaction: locks the item's (or column's) row — manual scores of one item are serialised, also
   * when the student's row does not exist yet — then reads whether the person is a student of the course and their
   * current manual score, excuse and precalculated score. The read is its own statement, after the lock: in READ
   * COMMITTED it then sees what a write that held the lock before committed. Undefined: not a gradable item or column
   * of the course.
   */
  async lockScoreTarget(courseGuid: string, itemGuid: string, personGuid: string): Promise<ScoreTargetRow | undefined> {
    const target = await this.lockTarget(courseGuid, itemGuid);
    if (!target) return undefined;
    const scoreInJob = target.contentType === ASSIGNMENT_CONTENT_TYPE;
    const state = scoreInJob
      ? sql`select (case when j.status = 'evaluated' then j.score end) as manual, coalesce(o.excused, false) as excused, null::numeric as precalculated
          from (select 1) one left join score_overrides o on o.item_guid = ${target.guid} and o.person_guid = ${personGuid}
          left join jobs j on j.item_guid = ${target.guid} and j.person_guid = ${personGuid}`
      : target.kind === 'item'
      ? sql`select o.score as manual, coalesce(o.excused, false) as excused, (select j.score from jobs j where j.item_guid = ${target.guid} and j.person_guid = ${personGuid}) as precalculated
          from (select 1) one left join score_overrides o on o.item_guid = ${target.guid} and o.person_guid = ${personGuid}`
      : sql`select cs.score as manual, coalesce(cs.excused, false) as excused, null::numeric as precalculated
          from (select 1) one left join column_scores cs on cs.column_guid = ${target.guid} and cs.person_guid = ${personGuid}`;
    const result = await this.db.execute(sql`
      with state as (${state})
      select state.*, exists (select 1 from course_members m where m.course_guid = ${courseGuid} and m.user_guid = ${personGuid} and m.role = 'student') as is_student
      from state`);
    const [row] = rowsOf<{ manual: unknown; excused: boolean; precalculated: unknown; is_student: boolean }>(result);
    return {
      kind: target.kind,
      itemGuid: target.guid,
      scoreInJob,
      rankingScale: target.rankingScale,
      isStudent: row?.is_student === true,
      manual: toNumber(row?.manual),
      excused: row?.excused === true,
      precalculated: toNumber(row?.precalculated),
    };
  }

  /**
   * Writes a cell change and its audit rows (a score change: 'gradebook-override'; an excuse change:
   * 'gradebook-excuse'); call inside the transaction of `lockScoreTarget`. Two statements.
   */
  async writeCell(change: CellWrite): Promise<void> {
    const kept = change.scoreInJob === true ? null : change.next.score;
    const empty = kept === null && !change.next.excused;
    const values = { score: kept, excused: change.next.excused, changedBy: change.by, changedAt: change.at };
    if (change.scoreInJob === true && change.excused === null) {
      // Only the job's score changed: no row of this table to touch, the audit line only.
    } else if (change.kind === 'item') {
      if (empty) await this.db.delete(scoreOverrides).where(and(eq(scoreOverrides.itemGuid, change.itemGuid), eq(scoreOverrides.personGuid, change.personGuid)));
      else await this.db.insert(scoreOverrides).values({ itemGuid: change.itemGuid, personGuid: change.personGuid, ...values }).onConflictDoUpdate({ target: [scoreOverrides.itemGuid, scoreOverrides.personGuid], set: values });
    } else if (empty) {
      await this.db.delete(columnScores).where(and(eq(columnScores.columnGuid, change.itemGuid), eq(columnScores.personGuid, change.personGuid)));
    } else {
      await this.db.insert(columnScores).values({ columnGuid: change.itemGuid, personGuid: change.personGuid, ...values }).onConflictDoUpdate({ target: [columnScores.columnGuid, columnScores.personGuid], set: values });
    }
    const target = change.kind === 'item' ? { itemGuid: change.itemGuid, columnGuid: null } : { itemGuid: null, columnGuid: change.itemGuid };
    const base = { tenantId: change.tenantId, ...target, personGuid: change.personGuid, questionGuid: null, changedBy: change.by, at: change.at };
    const audit = [
      ...(change.score ? [{ ...base, oldPoints: change.score.before, newPoints: change.score.after, source: GRADEBOOK_SCORE_SOURCE }] : []),
      ...(change.excused ? [{ ...base, oldPoints: change.excused.before ? 1 : 0, newPoints: change.excused.after ? 1 : 0, source: GRADEBOOK_EXCUSE_SOURCE }] : []),
    ];
    if (audit.length > 0) await this.db.insert(gradeAudit).values(audit);
  }

  /**
   * The gradebook's own audit rows of the course's items and columns (not the assessments' grading), newest first,
   * with who made them; one statement.
   */
  async audit(tenantId: string, courseGuid: string, filter: { itemGuid?: string; studentGuid?: string; limit: number }): Promise<AuditRow[]> {
    const item: SQL = filter.itemGuid === undefined ? sql`` : sql`and (ga.item_guid = ${filter.itemGuid} or ga.column_guid = ${filter.itemGuid})`;
    const student: SQL = filter.studentGuid === undefined ? sql`` : sql`and ga.person_guid = ${filter.studentGuid}`;
    const result = await this.db.execute(sql`
      select coalesce(ga.item_guid, ga.column_guid) as item_guid, ga.person_guid, ga.source, ga.old_points, ga.new_points, ga.at,
        u.guid as by_guid, u.name as by_name, u.lastname as by_lastname
      from grade_audit ga
      left join users u on u.guid = ga.changed_by
      where ga.tenant_id = ${tenantId}
        and ga.source in (${GRADEBOOK_SCORE_SOURCE}, ${GRADEBOOK_EXCUSE_SOURCE})
        and (ga.item_guid in (select li.guid from lesson_items li join lessons l on l.guid = li.lesson_guid where l.course_guid = ${courseGuid})
          or ga.column_guid in (select gc.guid from gradebook_columns gc where gc.course_guid = ${courseGuid}))
        ${item} ${student}
      order by ga.at desc, ga.source desc, ga.id
      limit ${filter.limit}
    `);
    return rowsOf<AuditRow>(result).map((r) => ({ ...r, old_points: toNumber(r.old_points), new_points: toNumber(r.new_points) }));
  }
}
