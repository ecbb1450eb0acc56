import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AttemptStatus } from '@domain/assessments/attemptRules';
import { ASSESSMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import type { Db } from '../db/Database';
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
    if (stale.length > 0) {
      const rows = await this.db
        .select({ questionGuid: answers.questionGuid, revision: answers.revision })
        .from(answers)
        .where(and(eq(answers.attemptGuid, attemptGuid), inArray(answers.questionGuid, stale)));
      for (const row of rows) stored.set(row.questionGuid, row.revision);
    }
    return stored;
  }

  /** Stores the domain's scores of every question in one statement (a row with revision 0 for an unanswered one). */
  async storeScores(attemptGuid: string, scored: readonly ScoredAnswer[]): Promise<void> {
    if (scored.length === 0) return;
    await this.db
      .insert(answers)
      .values(scored.map((s) => ({ attemptGuid, questionGuid: s.questionGuid, answer: s.answer as Record<string, unknown>, revision: 0, autoPoints: s.autoPoints, outcome: s.outcome })))
      .onConflictDoUpdate({
        target: [answers.attemptGuid, answers.questionGuid],
        set: { autoPoints: sql`excluded.auto_points`, outcome: sql`excluded.outcome` },
      });
  }

  /** Marks the attempt submitted with its totals; false when it was not open any more. */
  async finish(attemptGuid: string, values: { submittedAt: Date; submissionKey: string | null; autoSubmitted: boolean; points: number; maxPoints: number; score: number | null }): Promise<boolean> {
    const rows = await this.db
      .update(attempts)
      .set({ status: 'submitted', ...values })
      .where(and(eq(attempts.guid, attemptGuid), eq(attempts.status, 'in-progress')))
      .returning({ guid: attempts.guid });
    return rows.length > 0;
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
