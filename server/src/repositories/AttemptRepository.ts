import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { answers, attempts, courses, lessonItems, lessons, questions, schools } from '../db/schema';

export type AttemptStatus = 'in-progress' | 'submitted';

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

export interface QuestionRow {
  guid: string;
  position: number;
  type: string;
  name: string;
  description: string;
  points: number;
  data: Record<string, unknown>;
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

const asStatus = (value: string): AttemptStatus => (value === 'submitted' ? 'submitted' : 'in-progress');
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toAttempt<T extends { status: string; points: unknown; maxPoints: unknown; score: unknown }>(row: T): Omit<T, 'status' | 'points' | 'maxPoints' | 'score'> & Pick<AttemptRow, 'status' | 'points' | 'maxPoints' | 'score'> {
  return { ...row, status: asStatus(row.status), points: num(row.points), maxPoints: num(row.maxPoints), score: num(row.score) };
}

/** Attempts of assessments and their answers (issue 4). Locks only mean something inside a transaction. */
export class AttemptRepository {
  constructor(private readonly db: Db) {}

  /** The attempt with its item, course and school; `lock` 'update' (submit, grade) or 'share' (saves). */
  async findContext(attemptGuid: string, lock?: 'update' | 'share'): Promise<AttemptContextRow | undefined> {
    const query = this.db
      .select(contextColumns)
      .from(attempts)
      .innerJoin(lessonItems, eq(lessonItems.guid, attempts.itemGuid))
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .where(eq(attempts.guid, attemptGuid))
      .limit(1);
    const [row] = lock ? await query.for(lock, { of: attempts }) : await query;
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

  async questionsOf(itemGuid: string): Promise<QuestionRow[]> {
    return this.db
      .select({ guid: questions.guid, position: questions.position, type: questions.type, name: questions.name, description: questions.description, points: questions.points, data: questions.data })
      .from(questions)
      .where(eq(questions.itemGuid, itemGuid))
      .orderBy(asc(questions.position), asc(questions.createdAt));
  }

  async countQuestions(itemGuid: string): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(questions).where(eq(questions.itemGuid, itemGuid));
    return Number(row?.n ?? 0);
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

  /** Open attempts past their deadline plus `graceSeconds` (of one item, or all), oldest first. */
  async expiredOpen(now: Date, graceSeconds: number, options: { itemGuid?: string; limit: number }): Promise<string[]> {
    const cutoff = new Date(now.getTime() - graceSeconds * 1000);
    const rows = await this.db
      .select({ guid: attempts.guid })
      .from(attempts)
      .where(
        and(
          eq(attempts.status, 'in-progress'),
          sql`${attempts.deadlineAt} is not null and ${attempts.deadlineAt} < ${cutoff.toISOString()}::timestamptz`,
          options.itemGuid === undefined ? undefined : eq(attempts.itemGuid, options.itemGuid),
        ),
      )
      .orderBy(asc(attempts.deadlineAt))
      .limit(options.limit);
    return rows.map((r) => r.guid);
  }
}
