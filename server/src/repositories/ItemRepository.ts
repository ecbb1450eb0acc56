import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPermutation } from '@domain/lessons/ordering';
import type { Db } from '../db/Database';
import { prepared } from '../db/prepared';
import { courseMembers, files, itemProgress, jobs, lessonItems, lessons, questions } from '../db/schema';
import { savedWorkSql } from './savedWork';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ItemRow {
  guid: string;
  lessonGuid: string;
  name: string;
  contentType: string;
  position: number;
  deliverAt: Date | null;
  canDeliverLate: boolean;
  isEvaluable: boolean;
  published: boolean;
  audience: string;
  sectionName: string | null;
  data: Record<string, unknown>;
  /** The teacher's notes for class: the query hands them to the course's teachers only (ADR 0526). */
  teacherNotes: string | null;
  /** The viewer's own progress row (students). */
  myProgress: number | null;
  myPosition: number | null;
  myJobStatus: string | null;
  myJobScore: number | null;
  /** The viewer's own job's evaluator: the one assigned, else the one who graded it. */
  myJobEvaluatedBy: string | null;
  /** The evaluator assigned to the viewer's own job (a teacher handed it back: spec §4 'assessment-reassigned'). */
  myJobEvaluator: string | null;
  /** The viewer saved work on it without turning it in (tests: an open attempt with answers). */
  mySavedWork: boolean;
  /** When the item's grades were published to its students (null: not published). */
  gradesPublishedAt: Date | null;
  /** The item's questions (assessments; 0 for other types). */
  questionsCount: number;
  /** Over the course's students (teachers' view). */
  studentsCount: number;
  jobsDelivered: number;
  jobsEvaluated: number;
}

export interface ItemFields {
  name: string;
  contentType: string;
  data: Record<string, unknown>;
  deliverAt: Date | null;
  canDeliverLate: boolean;
  isEvaluable: boolean;
  published: boolean;
  audience: 'all' | 'teachers';
  sectionName: string | null;
  /** Left out: none. */
  teacherNotes?: string | null;
}

export interface FileRow {
  guid: string;
  purpose: string;
  mediaType: string;
}

/**
 * The items students see in their lists (policies/coursePolicy.ts `studentSeesItem`): published, for everyone.
 * The lesson's own `published` is checked by the caller: requireLesson for one lesson, the join for cross-lesson lists.
 */
export function studentVisibleItem(): SQL {
  return sql`(${lessonItems.published} = true and ${lessonItems.audience} = 'all')`;
}

/** The same over a query that joins `lessons`: the item visible and its lesson published. */
export function studentVisibleItemInLesson(): SQL {
  return sql`(${studentVisibleItem()} and ${lessons.published} = true)`;
}

/** Closes the position gaps of the lessons' items (1..n in their order), inside the transaction that changed them. */
export async function renumberItems(tx: Tx, lessonGuids: readonly string[]): Promise<void> {
  if (lessonGuids.length === 0) return;
  await tx.execute(sql`
    update lesson_items li set position = r.rn
    from (
      select guid, row_number() over (partition by lesson_guid order by position, created_at, guid)::int as rn
      from lesson_items where lesson_guid in (${sql.join(lessonGuids.map((g) => sql`${g}::uuid`), sql`, `)})
    ) r
    where li.guid = r.guid and li.position <> r.rn`);
}

/** Lesson items: reads with the viewer's own progress and job and the course-wide job counts in one statement each. */
export class ItemRepository {
  constructor(private readonly db: Db) {}

  /**
   * Items with their aggregates: jobs over the course's students come from one grouped subquery
   * (no query per item); the viewer's own progress and job are joined.
   */
  async select(courseGuid: string, viewerGuid: string, scope: { lessonGuid: string } | { itemGuid: string }, onlyStudentVisible: boolean): Promise<ItemRow[]> {
    // Built once per handle for each of its four forms (ADR 0549); the values are filled in on every call.
    const byLesson = 'lessonGuid' in scope;
    const name = `items_of_${byLesson ? 'lesson' : 'item'}${onlyStudentVisible ? '_student' : ''}`;
    const statement = prepared(this.db, name, () => this.selectStatement(name, byLesson, onlyStudentVisible));
    return statement.execute({ course: courseGuid, viewer: viewerGuid, scope: byLesson ? scope.lessonGuid : scope.itemGuid });
  }

  private selectStatement(name: string, byLesson: boolean, onlyStudentVisible: boolean) {
    const courseGuid = sql.placeholder('course');
    const viewerGuid = sql.placeholder('viewer');
    const scopeGuid = sql.placeholder('scope');
    const myProgress = alias(itemProgress, 'my_progress');
    const myJob = alias(jobs, 'my_job');
    const scopeWhere: SQL = byLesson ? eq(lessonItems.lessonGuid, scopeGuid) : eq(lessonItems.guid, scopeGuid);
    const scopeItems = byLesson ? sql`(select i.guid from lesson_items i where i.lesson_guid = ${scopeGuid})` : sql`(${scopeGuid}::uuid)`;
    const studentJobs = this.db
      .select({
        itemGuid: jobs.itemGuid,
        delivered: sql<number>`count(*) filter (where ${jobs.status} in ('delivered', 'evaluated'))`.mapWith(Number).as('delivered'),
        evaluated: sql<number>`count(*) filter (where ${jobs.status} = 'evaluated')`.mapWith(Number).as('evaluated'),
      })
      .from(jobs)
      .innerJoin(courseMembers, and(eq(courseMembers.userGuid, jobs.personGuid), eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'student')))
      .where(sql`${jobs.itemGuid} in ${scopeItems}`)
      .groupBy(jobs.itemGuid)
      .as('student_jobs');
    const questionCounts = this.db
      .select({ itemGuid: questions.itemGuid, n: sql<number>`count(*)`.mapWith(Number).as('questions_n') })
      .from(questions)
      .where(sql`${questions.itemGuid} in ${scopeItems}`)
      .groupBy(questions.itemGuid)
      .as('question_counts');
    return this.db
      .select({
        guid: lessonItems.guid,
        lessonGuid: lessonItems.lessonGuid,
        name: lessonItems.name,
        contentType: lessonItems.contentType,
        position: lessonItems.position,
        deliverAt: lessonItems.deliverAt,
        canDeliverLate: lessonItems.canDeliverLate,
        isEvaluable: lessonItems.isEvaluable,
        published: lessonItems.published,
        audience: lessonItems.audience,
        sectionName: lessonItems.sectionName,
        data: lessonItems.data,
        teacherNotes: lessonItems.teacherNotes,
        myProgress: myProgress.progress,
        myPosition: myProgress.position,
        myJobStatus: myJob.status,
        myJobScore: myJob.score,
        myJobEvaluatedBy: sql<string | null>`coalesce(${myJob.evaluatorGuid}, ${myJob.evaluatedBy})`,
        myJobEvaluator: myJob.evaluatorGuid,
        mySavedWork: savedWorkSql(viewerGuid),
        gradesPublishedAt: lessonItems.gradesPublishedAt,
        questionsCount: sql<number>`coalesce(${questionCounts.n}, 0)`.mapWith(Number),
        studentsCount: sql<number>`(select count(*) from course_members m where m.course_guid = ${courseGuid} and m.role = 'student')`.mapWith(Number),
        jobsDelivered: sql<number>`coalesce(${studentJobs.delivered}, 0)`.mapWith(Number),
        jobsEvaluated: sql<number>`coalesce(${studentJobs.evaluated}, 0)`.mapWith(Number),
      })
      .from(lessonItems)
      .leftJoin(myProgress, and(eq(myProgress.itemGuid, lessonItems.guid), eq(myProgress.userGuid, viewerGuid)))
      .leftJoin(myJob, and(eq(myJob.itemGuid, lessonItems.guid), eq(myJob.personGuid, viewerGuid)))
      .leftJoin(studentJobs, eq(studentJobs.itemGuid, lessonItems.guid))
      .leftJoin(questionCounts, eq(questionCounts.itemGuid, lessonItems.guid))
      .where(and(scopeWhere, onlyStudentVisible ? studentVisibleItem() : undefined))
      .orderBy(asc(lessonItems.position), asc(lessonItems.createdAt), asc(lessonItems.guid))
      .prepare(name);
  }

  /** Appends the item at the end of its lesson. */
  async create(lessonGuid: string, fields: ItemFields): Promise<string> {
    return this.db.transaction(async (tx) => {
      await this.lockLesson(tx, lessonGuid);
      const [max] = await tx.select({ n: sql<number>`coalesce(max(${lessonItems.position}), 0)::int` }).from(lessonItems).where(eq(lessonItems.lessonGuid, lessonGuid));
      const [row] = await tx
        .insert(lessonItems)
        .values({ lessonGuid, ...fields, position: Number(max?.n ?? 0) + 1 })
        .returning({ guid: lessonItems.guid });
      if (!row) throw new Error('item insert returned nothing');
      return row.guid;
    });
  }

  async update(itemGuid: string, patch: Partial<Omit<ItemFields, 'contentType'>>): Promise<void> {
    await this.db
      .update(lessonItems)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(lessonItems.guid, itemGuid));
  }

  private async lockLesson(tx: Tx, lessonGuid: string): Promise<void> {
    await tx.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.guid, lessonGuid)).for('update');
  }

  async delete(lessonGuid: string, itemGuid: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockLesson(tx, lessonGuid);
      await tx.delete(lessonItems).where(and(eq(lessonItems.guid, itemGuid), eq(lessonItems.lessonGuid, lessonGuid)));
      await renumberItems(tx, [lessonGuid]);
    });
  }

  /** false (nothing written) unless `guids` is a permutation of the lesson's items. */
  async order(lessonGuid: string, guids: readonly string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.lockLesson(tx, lessonGuid);
      const current = await tx.select({ guid: lessonItems.guid }).from(lessonItems).where(eq(lessonItems.lessonGuid, lessonGuid));
      if (!isPermutation(current.map((r) => r.guid), guids)) return false;
      if (guids.length === 0) return true;
      const values = sql.join(
        guids.map((guid, index) => sql`(${guid}::uuid, ${index + 1}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update lesson_items set position = v.position from (values ${values}) as v(guid, position) where lesson_items.guid = v.guid and lesson_items.position <> v.position`);
      return true;
    });
  }

  /** The files among `guids` that belong to the course. */
  async courseFiles(courseGuid: string, guids: readonly string[]): Promise<FileRow[]> {
    if (guids.length === 0) return [];
    return this.db
      .select({ guid: files.guid, purpose: files.purpose, mediaType: files.mediaType })
      .from(files)
      .where(and(eq(files.courseGuid, courseGuid), inArray(files.guid, [...guids])));
  }

  /** When the item's grades were published to its students; null while they are not (or the item is gone). */
  async gradesPublishedAt(itemGuid: string): Promise<Date | null> {
    const [row] = await this.db.select({ at: lessonItems.gradesPublishedAt }).from(lessonItems).where(eq(lessonItems.guid, itemGuid));
    return row?.at ?? null;
  }

  async lessonOf(lessonGuid: string): Promise<{ name: string; unitGuid: string } | undefined> {
    const [row] = await this.db.select({ name: lessons.name, unitGuid: lessons.unitGuid }).from(lessons).where(eq(lessons.guid, lessonGuid)).limit(1);
    return row;
  }
}
