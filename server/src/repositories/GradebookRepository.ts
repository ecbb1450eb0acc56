import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { courseGradebooks, courseMembers, courses, gradeAudit, lessonItems, lessons, schools, scoreOverrides } from '../db/schema';

/** The caller's relation to the course plus its gradebook settings and categories (one statement). */
export interface GradebookContextRow {
  courseGuid: string;
  courseName: string;
  schoolGuid: string;
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

/** A gradable item of the course with its gradebook fields (defaults when it has no gradebook_items row). */
export interface GradebookItemRow {
  guid: string;
  name: string;
  content_type: string;
  is_evaluable: boolean;
  lesson_guid: string;
  lesson_name: string;
  unit_name: string;
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

/** A cell with something in it: a job or a manual score (the grid is dense in the service). */
export interface GradebookCellRow {
  item_guid: string;
  person_guid: string;
  job_status: string | null;
  late: boolean | null;
  precalculated: number | null;
  manual: number | null;
  changed_by: string | null;
  changed_at: string | null;
}

export interface GradebookGridRows {
  items: GradebookItemRow[];
  students: GradebookStudentRow[];
  cells: GradebookCellRow[];
}

export interface GridFilter {
  /** The student view: student-visible items only, this student's row only, unpublished scores never read. */
  student?: string;
  itemGuid?: string;
  customizedBy?: string;
  attempt: 'first' | 'last';
}

/** The target of a manual score, locked for the transaction: the item (gradable, of the course) and the student's current scores. */
export interface ScoreTargetRow {
  itemGuid: string;
  rankingScale: unknown;
  isStudent: boolean;
  manual: number | null;
  precalculated: number | null;
}

const GRADABLE = sql`(li.content_type in ('CTTY_09', 'CTTY_14') or li.is_evaluable = true)`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The gradebook reads and the manual scores (ADR 0231): one statement per read, scoped by tenant through the course. */
export class GradebookRepository {
  constructor(private readonly db: Db) {}

  async context(caller: { guid: string; tenantId: string }, courseGuid: string): Promise<GradebookContextRow | undefined> {
    const [row] = await this.db
      .select({
        courseGuid: courses.guid,
        courseName: courses.name,
        schoolGuid: courses.schoolGuid,
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
      .where(and(eq(courses.guid, courseGuid), eq(courses.tenantId, caller.tenantId)))
      .limit(1);
    if (!row) return undefined;
    const categories = typeof row.categories === 'string' ? (JSON.parse(row.categories) as GradebookContextRow['categories']) : row.categories;
    return { ...row, categories: categories.map((c) => ({ ...c, weight: Number(c.weight) })) };
  }

  /**
   * The grid in one statement: the course's gradable items, its students and the non-empty cells (a job or a manual
   * score), each aggregated as JSON. In the student view, scores of unpublished items are never selected.
   */
  async grid(courseGuid: string, filter: GridFilter): Promise<GradebookGridRows> {
    const studentView = filter.student !== undefined;
    const visible: SQL = studentView ? sql`and li.published = true and li.audience = 'all' and l.published = true` : sql``;
    const oneItem: SQL = filter.itemGuid === undefined ? sql`` : sql`and li.guid = ${filter.itemGuid}`;
    const customized: SQL = filter.customizedBy === undefined ? sql`` : sql`and exists (select 1 from score_overrides so where so.item_guid = li.guid and so.changed_by = ${filter.customizedBy})`;
    const onlyStudent: SQL = studentView ? sql`and u.guid = ${filter.student}` : sql``;
    const hidden: SQL = studentView ? sql`i.grades_published_at is null` : sql`false`;
    const precalculated: SQL = filter.attempt === 'first'
      ? sql`case when i.content_type = 'CTTY_09' then (select a.score from attempts a where a.item_guid = i.guid and a.person_guid = s.guid and a.status = 'submitted' order by a.number asc limit 1) else j.score end`
      : sql`j.score`;
    const result = await this.db.execute(sql`
      with items as (
        select li.guid, li.name, li.content_type, li.is_evaluable, l.guid as lesson_guid, l.name as lesson_name, un.name as unit_name,
          li.deliver_at, li.grades_published_at, li.data -> 'ranking_scale' as ranking_scale,
          gi.period_code, gi.category_guid, coalesce(gi.weight, 1) as weight,
          coalesce(gi.counts_for_final_grade, true) as counts_for_final_grade, coalesce(gi.late_counts_as_zero, false) as late_counts_as_zero,
          un.position as unit_position, l.position as lesson_position, li.position as item_position
        from lessons l
        join units un on un.guid = l.unit_guid
        join lesson_items li on li.lesson_guid = l.guid
        left join gradebook_items gi on gi.item_guid = li.guid
        where l.course_guid = ${courseGuid} and ${GRADABLE} ${visible} ${oneItem} ${customized}
      ),
      students as (
        select u.guid, u.name, u.lastname, u.avatar
        from course_members m join users u on u.guid = m.user_guid
        where m.course_guid = ${courseGuid} and m.role = 'student' ${onlyStudent}
      ),
      cells as (
        select i.guid as item_guid, s.guid as person_guid, j.status as job_status, j.late,
          case when ${hidden} then null else ${precalculated} end as precalculated,
          case when ${hidden} then null else o.score end as manual,
          case when ${hidden} then null else o.changed_by end as changed_by,
          case when ${hidden} then null else o.changed_at end as changed_at
        from items i cross join students s
        left join jobs j on j.item_guid = i.guid and j.person_guid = s.guid
        left join score_overrides o on o.item_guid = i.guid and o.person_guid = s.guid
        where j.guid is not null or o.item_guid is not null
      )
      select
        (select coalesce(json_agg(items order by unit_position, lesson_position, item_position, guid), '[]'::json) from items) as items,
        (select coalesce(json_agg(students order by lastname, name, guid), '[]'::json) from students) as students,
        (select coalesce(json_agg(cells), '[]'::json) from cells) as cells
    `);
    const [row] = rowsOf<Record<'items' | 'students' | 'cells', unknown>>(result);
    const parse = <T>(value: unknown): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : ((value ?? []) as T[]));
    return { items: parse<GradebookItemRow>(row?.items), students: parse<GradebookStudentRow>(row?.students), cells: parse<GradebookCellRow>(row?.cells) };
  }

  /**
   * Inside the score transaction: locks the item's row (manual scores of one item are serialised) and reads whether
   * the person is a student of the course and their current manual and precalculated scores. Undefined: not a
   * gradable item of the course.
   */
  async lockScoreTarget(courseGuid: string, itemGuid: string, personGuid: string): Promise<ScoreTargetRow | undefined> {
    const [row] = await this.db
      .select({
        itemGuid: lessonItems.guid,
        rankingScale: sql<unknown>`${lessonItems.data} -> 'ranking_scale'`,
        isStudent: sql<boolean>`exists (select 1 from course_members m where m.course_guid = ${courseGuid} and m.user_guid = ${personGuid} and m.role = 'student')`,
        manual: sql<number | null>`(select o.score from score_overrides o where o.item_guid = ${lessonItems.guid} and o.person_guid = ${personGuid})`.mapWith((v) => (v === null ? null : Number(v))),
        precalculated: sql<number | null>`(select j.score from jobs j where j.item_guid = ${lessonItems.guid} and j.person_guid = ${personGuid})`.mapWith((v) => (v === null ? null : Number(v))),
      })
      .from(lessonItems)
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .where(and(eq(lessonItems.guid, itemGuid), eq(lessons.courseGuid, courseGuid), sql`(${lessonItems.contentType} in ('CTTY_09', 'CTTY_14') or ${lessonItems.isEvaluable} = true)`))
      .for('update', { of: lessonItems })
      .limit(1);
    return row;
  }

  /** Writes (or clears, `score` null) a manual score and its audit row; call inside the transaction of `lockScoreTarget`. */
  async writeOverride(change: { tenantId: string; itemGuid: string; personGuid: string; before: number | null; after: number | null; by: string; at: Date }): Promise<void> {
    if (change.after === null) {
      await this.db.delete(scoreOverrides).where(and(eq(scoreOverrides.itemGuid, change.itemGuid), eq(scoreOverrides.personGuid, change.personGuid)));
    } else {
      await this.db
        .insert(scoreOverrides)
        .values({ itemGuid: change.itemGuid, personGuid: change.personGuid, score: change.after, changedBy: change.by, changedAt: change.at })
        .onConflictDoUpdate({ target: [scoreOverrides.itemGuid, scoreOverrides.personGuid], set: { score: change.after, changedBy: change.by, changedAt: change.at } });
    }
    await this.db.insert(gradeAudit).values({
      tenantId: change.tenantId,
      itemGuid: change.itemGuid,
      personGuid: change.personGuid,
      questionGuid: null,
      changedBy: change.by,
      oldPoints: change.before,
      newPoints: change.after,
      at: change.at,
      source: 'gradebook-override',
    });
  }
}
