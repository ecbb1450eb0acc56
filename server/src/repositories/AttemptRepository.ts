import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AttemptStatus } from '@domain/assessments/attemptRules';
import { ASSESSMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import type { Db } from '../db/Database';
import { prepared } from '../db/prepared';
import { answers, attempts, courseMembers, courses, gradeAudit, jobs, lessonItems, lessons, schools, users } from '../db/schema';
import { memberIn, memberItems } from './memberItems';
import { savedWorkSql } from './savedWork';

export interface AttemptRow {
  guid: string;
  itemGuid: string;
  personGuid: string;
  number: number;
  status: AttemptStatus;
  startedAt: Date;
  deadlineAt: Date | null;
  submittedAt: Date | null;
  submissionKey: string | null;
  autoSubmitted: boolean;
  points: number | null;
  maxPoints: number | null;
  score: number | null;
}

/** An attempt with what deciding about it needs: its item, lesson, course and school. */
export interface AttemptContextRow extends AttemptRow {
  itemName: string;
  lessonGuid: string;
  courseGuid: string;
  tenantId: string;
  timeZone: string;
  itemData: Record<string, unknown>;
  deliverAt: Date | null;
  canDeliverLate: boolean;
  gradesPublishedAt: Date | null;
}

export interface AnswerRow {
  questionGuid: string;
  answer: Record<string, unknown>;
  revision: number;
  autoPoints: number | null;
  outcome: string | null;
  manualPoints: number | null;
  feedback: string | null;
  gradedBy: string | null;
}

export interface AnswerWrite {
  questionGuid: string;
  answer: unknown;
  revision: number;
}

export interface ScoredAnswer {
  questionGuid: string;
  /** Written only when the question has no answer row yet (an unanswered question gets one with revision 0). */
  answer: unknown;
  autoPoints: number | null;
  outcome: string;
}

const attemptColumns = {
  guid: attempts.guid,
  itemGuid: attempts.itemGuid,
  personGuid: attempts.personGuid,
  number: attempts.number,
  status: attempts.status,
  startedAt: attempts.startedAt,
  deadlineAt: attempts.deadlineAt,
  submittedAt: attempts.submittedAt,
  submissionKey: attempts.submissionKey,
  autoSubmitted: attempts.autoSubmitted,
  points: attempts.points,
  maxPoints: attempts.maxPoints,
  score: attempts.score,
};

const contextColumns = {
  ...attemptColumns,
  itemName: lessonItems.name,
  lessonGuid: lessonItems.lessonGuid,
  courseGuid: courses.guid,
  tenantId: courses.tenantId,
  timeZone: schools.timeZone,
  itemData: lessonItems.data,
  deliverAt: lessonItems.deliverAt,
  canDeliverLate: lessonItems.canDeliverLate,
  gradesPublishedAt: lessonItems.gradesPublishedAt,
};

/** One of a student's published assessments (GET my-assessments). */
export interface MyAssessmentRow {
  itemGuid: string;
  name: string;
  courseGuid: string;
  courseName: string;
  lessonGuid: string;
  deliverAt: Date | null;
  timeZone: string;
  jobStatus: string | null;
  openAttempt: boolean;
  canDeliverLate: boolean;
  gradesPublished: boolean;
  jobEvaluator: string | null;
  hasSavedWork: boolean;
}

/** A student of the course with their job and attempts at one assessment (the results list). */
export interface ResultRow {
  personGuid: string;
  name: string;
  lastname: string;
  email: string;
  avatar: string | null;
  jobStatus: string | null;
  score: number | null;
  late: boolean;
  evaluatorGuid: string | null;
  attempts: number;
  lastAttemptGuid: string | null;
  submittedAt: Date | null;
  needsGrading: number;
}

export interface PersonRow {
  guid: string;
  name: string;
  lastname: string;
  avatar: string | null;
}

/** A grading change kept in grade_audit: a question's points (questionGuid set) or a job's feedback. */
export interface GradeAuditWrite {
  tenantId: string;
  itemGuid: string;
  personGuid: string;
  questionGuid: string | null;
  changedBy: string;
  oldPoints?: number | null;
  newPoints?: number | null;
  feedback: string | null;
  at?: Date;
}

const asStatus = (value: string): AttemptStatus => (value === 'submitted' ? 'submitted' : 'in-progress');
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toAttempt<T extends { status: string; points: unknown; maxPoints: unknown; score: unknown }>(row: T): Omit<T, 'status' | 'points' | 'maxPoints' | 'score'> & Pick<AttemptRow, 'status' | 'points' | 'maxPoints' | 'score'> {
  return { ...row, status: asStatus(row.status), points: num(row.points), maxPoints: num(row.maxPoints), score: num(row.score) };
}

/** Attempts of assessments and their answers. Locks only mean something inside a transaction. */
export class AttemptRepository {
  constructor(private readonly db: Db) {}

  /**
   * The attempt with its item, course and school; `lock` 'update' (submit, grade) or 'share' (saves). `skipLocked`
   * answers undefined instead of waiting when another transaction holds the row (the sweeper of another process).
   */
  async findContext(attemptGuid: string, lock?: 'update' | 'share', options: { skipLocked?: boolean } = {}): Promise<AttemptContextRow | undefined> {
    const query = this.db
      .select(contextColumns)
      .from(attempts)
      .innerJoin(lessonItems, eq(lessonItems.guid, attempts.itemGuid))
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .where(eq(attempts.guid, attemptGuid))
      .limit(1);
    const [row] = lock ? await query.for(lock, options.skipLocked ? { of: attempts, skipLocked: true } : { of: attempts }) : await query;
    return row ? toAttempt(row) : undefined;
  }

  /**
   * The attempt with its context, unlocked, and the version of its row (PostgreSQL's `xmin`, changed by any update of
   * it): what a save decides on before writing under the lock only if the row is still that version
   * (`saveAnswersIfUnchanged`, ADR 0547). Built once per handle (ADR 0549).
   */
  async findContextVersioned(attemptGuid: string): Promise<(AttemptContextRow & { version: string }) | undefined> {
    const statement = prepared(this.db, 'attempt_context_versioned', (name) =>
      this.db
        .select({ ...contextColumns, version: sql<string>`${attempts}.xmin::text`.as('version') })
        .from(attempts)
        .innerJoin(lessonItems, eq(lessonItems.guid, attempts.itemGuid))
        .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
        .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
        .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
        .where(eq(attempts.guid, sql.placeholder('guid')))
        .limit(1)
        .prepare(name),
    );
    const [row] = await statement.execute({ guid: attemptGuid });
    return row ? { ...toAttempt(row), version: String(row.version) } : undefined;
  }

  /**
   * Saves a batch as `saveAnswers` does, in one statement that takes the attempt's shared lock and writes only while
   * the attempt is still open and its row still the `version` read (ADR 0547): a statement is atomic by itself, and a
   * submit (which locks the row for update) waits for it or it for the submit, as with the transaction before; a row
   * changed meanwhile (submitted, closed, its time changed) is seen under the lock and nothing is written. Answers the
   * stored revision of every question of the batch, or undefined when nothing was written because the row changed.
   */
  async saveAnswersIfUnchanged(attemptGuid: string, version: string, batch: readonly AnswerWrite[]): Promise<Map<string, number> | undefined> {
    const values = JSON.stringify(batch.map((a) => ({ question_guid: a.questionGuid, answer: a.answer, revision: a.revision })));
    const result = await this.db.execute(sql`
      with open as (
        select guid from attempts
        where guid = ${attemptGuid}::uuid and status = 'in-progress' and xmin = ${version}::text::xid
        for share
      ), written as (
        insert into answers (attempt_guid, question_guid, answer, revision)
        select open.guid, v.question_guid, v.answer, v.revision
        from open, jsonb_to_recordset(${values}::jsonb) as v(question_guid uuid, answer jsonb, revision int)
        on conflict (attempt_guid, question_guid) do update
          set answer = excluded.answer, revision = excluded.revision, updated_at = now()
          where excluded.revision > answers.revision
        returning question_guid, revision
      )
      select (select count(*) from open)::int as open,
        (select coalesce(json_agg(json_build_array(question_guid, revision)), '[]'::json) from written) as written`);
    const [row] = (result as unknown as { rows: { open: number; written: unknown }[] }).rows;
    if (!row || Number(row.open) === 0) return undefined;
    const written = (typeof row.written === 'string' ? JSON.parse(row.written) : row.written) as [string, number][];
    const stored = new Map<string, number>(written.map(([guid, revision]) => [guid, Number(revision)]));
    const stale = batch.filter((a) => !stored.has(a.questionGuid)).map((a) => a.questionGuid);
    if (stale.length > 0) for (const [guid, revision] of await this.revisionsOf(attemptGuid, stale)) stored.set(guid, revision);
    return stored;
  }

  private async revisionsOf(attemptGuid: string, questionGuids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ questionGuid: answers.questionGuid, revision: answers.revision })
      .from(answers)
      .where(and(eq(answers.attemptGuid, attemptGuid), inArray(answers.questionGuid, [...questionGuids])));
    return new Map(rows.map((row) => [row.questionGuid, row.revision]));
  }

  /** The attempt row alone, locked (inside a transaction). */
  async lock(attemptGuid: string, mode: 'update' | 'share'): Promise<AttemptRow | undefined> {
    const [row] = await this.db.select(attemptColumns).from(attempts).where(eq(attempts.guid, attemptGuid)).for(mode);
    return row ? toAttempt(row) : undefined;
  }

  /** A student's attempts at an assessment, first to last. */
  async listFor(itemGuid: string, personGuid: string): Promise<AttemptRow[]> {
    const rows = await this.db
      .select(attemptColumns)
      .from(attempts)
      .where(and(eq(attempts.itemGuid, itemGuid), eq(attempts.personGuid, personGuid)))
      .orderBy(asc(attempts.number));
    return rows.map(toAttempt);
  }

  /** A new open attempt; undefined when a concurrent start made one first (the unique indexes decide). */
  async insert(values: { itemGuid: string; personGuid: string; number: number; startedAt: Date; deadlineAt: Date | null }): Promise<AttemptRow | undefined> {
    const [row] = await this.db.insert(attempts).values({ ...values, status: 'in-progress' }).onConflictDoNothing().returning(attemptColumns);
    return row ? toAttempt(row) : undefined;
  }

  async answersOf(attemptGuid: string): Promise<AnswerRow[]> {
    const rows = await this.db
      .select({
        questionGuid: answers.questionGuid,
        answer: answers.answer,
        revision: answers.revision,
        autoPoints: answers.autoPoints,
        outcome: answers.outcome,
        manualPoints: answers.manualPoints,
        feedback: answers.feedback,
        gradedBy: answers.gradedBy,
      })
      .from(answers)
      .where(eq(answers.attemptGuid, attemptGuid));
    return rows.map((r) => ({ ...r, autoPoints: num(r.autoPoints), manualPoints: num(r.manualPoints) }));
  }

  /**
   * Saves a batch in one statement: a revision not above the stored one is ignored (ADR 0221). Answers the stored
   * revision of every question of the batch (one more query only when something was stale).
   */
  async saveAnswers(attemptGuid: string, batch: readonly AnswerWrite[]): Promise<Map<string, number>> {
    const stored = new Map<string, number>();
    if (batch.length === 0) return stored;
    const written = await this.db
      .insert(answers)
      .values(batch.map((a) => ({ attemptGuid, questionGuid: a.questionGuid, answer: a.answer as Record<string, unknown>, revision: a.revision })))
      .onConflictDoUpdate({
        target: [answers.attemptGuid, answers.questionGuid],
        set: { answer: sql`excluded.answer`, revision: sql`excluded.revision`, updatedAt: sql`now()` },
        setWhere: sql`excluded.revision > ${answers.revision}`,
      })
      .returning({ questionGuid: answers.questionGuid, revision: answers.revision });
    for (const row of written) stored.set(row.questionGuid, row.revision);
    const stale = batch.filter((a) => !stored.has(a.questionGuid)).map((a) => a.questionGuid);
    if (stale.length > 0) for (const [guid, revision] of await this.revisionsOf(attemptGuid, stale)) stored.set(guid, revision);
    return stored;
  }

  /**
   * Ends an attempt in one statement (ADR 0547): the domain's scores of every question (a row with revision
   * 0 for an unanswered one) and the attempt marked submitted with its totals, only if it was open. Call under the
   * attempt's update lock. False when it was not open any more (and then no score is stored either).
   */
  async finishScored(
    attemptGuid: string,
    scored: readonly ScoredAnswer[],
    values: { submittedAt: Date; submissionKey: string | null; autoSubmitted: boolean; points: number; maxPoints: number; score: number | null },
  ): Promise<boolean> {
    const rows = JSON.stringify(scored.map((s) => ({ question_guid: s.questionGuid, answer: s.answer, auto_points: s.autoPoints, outcome: s.outcome })));
    const result = await this.db.execute(sql`
      with ended as (
        update attempts set status = 'submitted', submitted_at = ${values.submittedAt.toISOString()}::timestamptz,
          submission_key = ${values.submissionKey}::text, auto_submitted = ${values.autoSubmitted}::boolean,
          points = ${values.points}::numeric, max_points = ${values.maxPoints}::numeric, score = ${values.score}::numeric
        where guid = ${attemptGuid}::uuid and status = 'in-progress'
        returning guid
      ), scored as (
        insert into answers (attempt_guid, question_guid, answer, revision, auto_points, outcome)
        select ended.guid, v.question_guid, v.answer, 0, v.auto_points, v.outcome
        from ended, jsonb_to_recordset(${rows}::jsonb) as v(question_guid uuid, answer jsonb, auto_points numeric, outcome text)
        on conflict (attempt_guid, question_guid) do update set auto_points = excluded.auto_points, outcome = excluded.outcome
        returning 1
      )
      select (select count(*) from ended)::int as ended, (select count(*) from scored)::int as scored`);
    const [row] = (result as unknown as { rows: { ended: number }[] }).rows;
    return Number(row?.ended ?? 0) > 0;
  }

  /** A server-closed attempt (no key) adopts the key of the client's late submit, so its retries answer the same. */
  async adoptKey(attemptGuid: string, submissionKey: string): Promise<void> {
    await this.db.update(attempts).set({ submissionKey }).where(and(eq(attempts.guid, attemptGuid), sql`${attempts.submissionKey} is null`));
  }

  async setTotals(attemptGuid: string, totals: { points: number; maxPoints: number; score: number | null }): Promise<void> {
    await this.db.update(attempts).set(totals).where(eq(attempts.guid, attemptGuid));
  }

  /** A teacher's grade of one answer; the row exists once the attempt is submitted. Answers the points it replaced. */
  async grade(attemptGuid: string, questionGuid: string, values: { manualPoints: number; feedback: string | null | undefined; gradedBy: string; gradedAt: Date }): Promise<void> {
    await this.db
      .update(answers)
      .set({
        manualPoints: values.manualPoints,
        gradedBy: values.gradedBy,
        gradedAt: values.gradedAt,
        ...(values.feedback === undefined ? {} : { feedback: values.feedback }),
      })
      .where(and(eq(answers.attemptGuid, attemptGuid), eq(answers.questionGuid, questionGuid)));
  }

  /** The latest submitted attempt of a student (the one the job follows). */
  async latestSubmitted(itemGuid: string, personGuid: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ guid: attempts.guid })
      .from(attempts)
      .where(and(eq(attempts.itemGuid, itemGuid), eq(attempts.personGuid, personGuid), eq(attempts.status, 'submitted')))
      .orderBy(desc(attempts.number))
      .limit(1);
    return row?.guid;
  }

  /** Open attempts past their deadline plus `graceSeconds` (of one item, of one student, or all), oldest first. */
  async expiredOpen(now: Date, graceSeconds: number, options: { itemGuid?: string; personGuid?: string; limit: number }): Promise<string[]> {
    const cutoff = new Date(now.getTime() - graceSeconds * 1000);
    const rows = await this.db
      .select({ guid: attempts.guid })
      .from(attempts)
      .where(
        and(
          eq(attempts.status, 'in-progress'),
          sql`${attempts.deadlineAt} is not null and ${attempts.deadlineAt} < ${cutoff.toISOString()}::timestamptz`,
          options.itemGuid === undefined ? undefined : eq(attempts.itemGuid, options.itemGuid),
          options.personGuid === undefined ? undefined : eq(attempts.personGuid, options.personGuid),
        ),
      )
      .orderBy(asc(attempts.deadlineAt))
      .limit(options.limit);
    return rows.map((r) => r.guid);
  }

  /** The caller's published assessments in the courses they learn in, by deliver date (none last): one statement. */
  async myAssessments(caller: { guid: string; tenantId: string }): Promise<MyAssessmentRow[]> {
    const rows = await memberItems(this.db, {
      itemGuid: lessonItems.guid,
      name: lessonItems.name,
      courseGuid: courses.guid,
      courseName: courses.name,
      lessonGuid: lessons.guid,
      deliverAt: lessonItems.deliverAt,
      timeZone: schools.timeZone,
      jobStatus: jobs.status,
      openAttempt: sql<boolean>`exists (select 1 from attempts a where a.item_guid = ${lessonItems.guid} and a.person_guid = ${caller.guid} and a.status = 'in-progress')`,
      canDeliverLate: lessonItems.canDeliverLate,
      gradesPublished: sql<boolean>`${lessonItems.gradesPublishedAt} is not null`,
      jobEvaluator: jobs.evaluatorGuid,
      hasSavedWork: savedWorkSql(caller.guid),
    })
      .leftJoin(jobs, and(eq(jobs.itemGuid, lessonItems.guid), eq(jobs.personGuid, caller.guid)))
      .where(
        and(
          memberIn(caller, 'student'),
          eq(lessonItems.contentType, ASSESSMENT_CONTENT_TYPE),
          eq(lessonItems.published, true),
          eq(lessonItems.audience, 'all'),
          eq(lessons.published, true),
        ),
      )
      .orderBy(sql`${lessonItems.deliverAt} asc nulls last`, asc(courses.name), asc(lessons.position), asc(lessonItems.position));
    return rows.map((row) => ({ ...row, openAttempt: Boolean(row.openAttempt), gradesPublished: Boolean(row.gradesPublished), hasSavedWork: Boolean(row.hasSavedWork) }));
  }

  /** Every student of the course with their job and attempt counts at one assessment, by lastname: one statement. */
  async results(itemGuid: string, courseGuid: string): Promise<ResultRow[]> {
    const latestSubmitted = sql`(select a.guid from attempts a where a.item_guid = ${itemGuid} and a.person_guid = ${users.guid} and a.status = 'submitted' order by a.number desc limit 1)`;
    const rows = await this.db
      .select({
        personGuid: users.guid,
        name: users.name,
        lastname: users.lastname,
        email: users.email,
        avatar: users.avatar,
        jobStatus: jobs.status,
        score: jobs.score,
        late: jobs.late,
        evaluatorGuid: jobs.evaluatorGuid,
        attempts: sql<number>`(select count(*)::int from attempts a where a.item_guid = ${itemGuid} and a.person_guid = ${users.guid})`,
        lastAttemptGuid: sql<string | null>`(select a.guid from attempts a where a.item_guid = ${itemGuid} and a.person_guid = ${users.guid} order by a.number desc limit 1)`,
        submittedAt: sql<string | Date | null>`(select a.submitted_at from attempts a where a.item_guid = ${itemGuid} and a.person_guid = ${users.guid} and a.status = 'submitted' order by a.number desc limit 1)`,
        needsGrading: sql<number>`(select count(*)::int from answers an where an.attempt_guid = ${latestSubmitted} and an.outcome = 'needs-grading' and an.manual_points is null)`,
      })
      .from(courseMembers)
      .innerJoin(users, eq(users.guid, courseMembers.userGuid))
      .leftJoin(jobs, and(eq(jobs.personGuid, courseMembers.userGuid), eq(jobs.itemGuid, itemGuid)))
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'student')))
      .orderBy(asc(users.lastname), asc(users.name), asc(users.guid));
    return rows.map((row) => ({
      ...row,
      score: num(row.score),
      late: row.late === true,
      attempts: Number(row.attempts),
      lastAttemptGuid: row.lastAttemptGuid ?? null,
      submittedAt: row.submittedAt === null ? null : new Date(row.submittedAt),
      needsGrading: Number(row.needsGrading),
    }));
  }

  /** The course's teachers, by lastname. */
  async courseTeachers(courseGuid: string): Promise<Omit<PersonRow, 'avatar'>[]> {
    return this.db
      .select({ guid: users.guid, name: users.name, lastname: users.lastname })
      .from(courseMembers)
      .innerJoin(users, eq(users.guid, courseMembers.userGuid))
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'teacher')))
      .orderBy(users.lastname, users.name);
  }

  /** A student of the course, a user of its tenant; undefined when the person is not one. */
  async courseStudent(courseGuid: string, personGuid: string, tenantId: string): Promise<PersonRow | undefined> {
    const [row] = await this.db
      .select({ guid: users.guid, name: users.name, lastname: users.lastname, avatar: users.avatar })
      .from(courseMembers)
      .innerJoin(users, eq(users.guid, courseMembers.userGuid))
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.userGuid, personGuid), eq(courseMembers.role, 'student'), eq(users.tenantId, tenantId)))
      .limit(1);
    return row;
  }

  /** Who is in the course and as what ('teacher' | 'student'). */
  async courseMembers(courseGuid: string): Promise<{ guid: string; role: string }[]> {
    return this.db.select({ guid: courseMembers.userGuid, role: courseMembers.role }).from(courseMembers).where(eq(courseMembers.courseGuid, courseGuid));
  }

  /** Publishes the item's grades to its students (`at`), or withdraws them (null). */
  async setGradesPublishedAt(itemGuid: string, at: Date | null): Promise<void> {
    await this.db.update(lessonItems).set({ gradesPublishedAt: at }).where(eq(lessonItems.guid, itemGuid));
  }

  async auditGrade(write: GradeAuditWrite): Promise<void> {
    await this.db.insert(gradeAudit).values(write);
  }
}
