import { and, asc, eq, sql } from 'drizzle-orm';
import type { JobStatus } from '@domain/assignments/assignmentStatus';
import type { Db } from '../db/Database';
import { courseMembers, jobs, users } from '../db/schema';

/** A student's job joined with the student; `guid` null when the student has no job row yet (pending). */
export interface JobRow {
  guid: string | null;
  personGuid: string;
  name: string;
  lastname: string;
  email: string;
  avatar: string | null;
  status: JobStatus;
  score: number | null;
  late: boolean;
  text: string | null;
  fileGuids: string[];
  deliveredAt: Date | null;
  submissionKey: string | null;
  feedback: string | null;
  evaluatorGuid: string | null;
}

/** A job as grading reads it, locked for the transaction: which item and student, and its evaluation. */
export interface EvaluationRow {
  guid: string;
  itemGuid: string;
  personGuid: string;
  status: JobStatus;
  score: number | null;
  feedback: string | null;
  evaluatorGuid: string | null;
  deliveredAt: Date | null;
}

/** What grading writes to a student's job (created when the student has none: work given on paper). */
export interface EvaluationWrite {
  itemGuid: string;
  personGuid: string;
  status: JobStatus;
  score: number | null;
  evaluatorGuid: string | null;
  /** undefined keeps the feedback as it is; null clears it. */
  feedback?: string | null;
  /** Who graded (or handed back) it and when; null when the grade was removed; undefined keeps them. */
  evaluatedBy?: string | null;
  evaluatedAt?: Date | null;
}

export interface Delivery {
  itemGuid: string;
  personGuid: string;
  text: string | null;
  fileGuids: string[];
  submissionKey: string;
  deliveredAt: Date;
  late: boolean;
}

/** An assessment's job as grading and results read it. */
export interface AssessmentJob {
  status: JobStatus;
  score: number | null;
  feedback: string | null;
  evaluatorGuid: string | null;
}

/** What an assessment submission or a grade writes to the job. */
export interface AssessmentJobWrite {
  itemGuid: string;
  personGuid: string;
  status: JobStatus;
  score: number | null;
  /** Set on submit only. */
  delivery?: { deliveredAt: Date; late: boolean; submissionKey: string | null };
  evaluatedBy: string | null;
  evaluatedAt: Date | null;
}

function asStatus(value: string | null): JobStatus {
  return value === 'delivered' || value === 'evaluated' ? value : 'pending';
}

const jobColumns = {
  guid: jobs.guid,
  personGuid: users.guid,
  name: users.name,
  lastname: users.lastname,
  email: users.email,
  avatar: users.avatar,
  status: jobs.status,
  score: jobs.score,
  late: jobs.late,
  text: jobs.text,
  fileGuids: jobs.fileGuids,
  deliveredAt: jobs.deliveredAt,
  submissionKey: jobs.submissionKey,
  feedback: jobs.feedback,
  evaluatorGuid: jobs.evaluatorGuid,
};

type RawJob = { [K in keyof typeof jobColumns]: unknown };

function toRow(raw: RawJob): JobRow {
  return {
    guid: (raw.guid as string | null) ?? null,
    personGuid: raw.personGuid as string,
    name: raw.name as string,
    lastname: raw.lastname as string,
    email: raw.email as string,
    avatar: (raw.avatar as string | null) ?? null,
    status: asStatus((raw.status as string | null) ?? null),
    score: raw.score === null || raw.score === undefined ? null : Number(raw.score),
    late: raw.late === true,
    text: (raw.text as string | null) ?? null,
    fileGuids: (raw.fileGuids as string[] | null) ?? [],
    deliveredAt: (raw.deliveredAt as Date | null) ?? null,
    submissionKey: (raw.submissionKey as string | null) ?? null,
    feedback: (raw.feedback as string | null) ?? null,
    evaluatorGuid: (raw.evaluatorGuid as string | null) ?? null,
  };
}

const evaluationColumns = {
  guid: jobs.guid,
  itemGuid: jobs.itemGuid,
  personGuid: jobs.personGuid,
  status: jobs.status,
  score: jobs.score,
  feedback: jobs.feedback,
  evaluatorGuid: jobs.evaluatorGuid,
  deliveredAt: jobs.deliveredAt,
};

function toEvaluation(raw: { [K in keyof typeof evaluationColumns]: unknown }): EvaluationRow {
  return {
    guid: raw.guid as string,
    itemGuid: raw.itemGuid as string,
    personGuid: raw.personGuid as string,
    status: asStatus((raw.status as string | null) ?? null),
    score: raw.score === null || raw.score === undefined ? null : Number(raw.score),
    feedback: (raw.feedback as string | null) ?? null,
    evaluatorGuid: (raw.evaluatorGuid as string | null) ?? null,
    deliveredAt: (raw.deliveredAt as Date | null) ?? null,
  };
}

/** Jobs (spec §3): one student's submission for one lesson item. */
export class JobRepository {
  constructor(private readonly db: Db) {}

  /** The student's job of the item, or undefined. `lock` takes a row lock (inside a transaction). */
  async find(itemGuid: string, personGuid: string, lock = false): Promise<JobRow | undefined> {
    const query = this.db
      .select(jobColumns)
      .from(jobs)
      .innerJoin(users, eq(users.guid, jobs.personGuid))
      .where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.personGuid, personGuid)))
      .limit(1);
    const [raw] = lock ? await query.for('update', { of: jobs }) : await query;
    return raw ? toRow(raw) : undefined;
  }

  /** One entry per student of the course (a pending one without a guid when there is no job row), by name. */
  async listForItem(itemGuid: string, courseGuid: string): Promise<JobRow[]> {
    const rows = await this.db
      .select(jobColumns)
      .from(courseMembers)
      .innerJoin(users, eq(users.guid, courseMembers.userGuid))
      .leftJoin(jobs, and(eq(jobs.personGuid, courseMembers.userGuid), eq(jobs.itemGuid, itemGuid)))
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'student')))
      .orderBy(asc(users.lastname), asc(users.name), asc(users.guid));
    return rows.map(toRow);
  }

  /**
   * Stores a delivery: a new job, or a pending one becoming delivered. Answers false when the student already has a
   * delivered or evaluated job (a concurrent hand-in won: the unique (item, person) index decides).
   */
  async deliver(delivery: Delivery): Promise<boolean> {
    const values = {
      status: 'delivered',
      text: delivery.text,
      fileGuids: delivery.fileGuids,
      submissionKey: delivery.submissionKey,
      deliveredAt: delivery.deliveredAt,
      late: delivery.late,
    };
    const inserted = await this.db
      .insert(jobs)
      .values({ itemGuid: delivery.itemGuid, personGuid: delivery.personGuid, ...values })
      .onConflictDoUpdate({ target: [jobs.itemGuid, jobs.personGuid], set: values, setWhere: sql`${jobs.status} = 'pending'` })
      .returning({ guid: jobs.guid });
    return inserted.length > 0;
  }

  /** A job's evaluation by the job's guid, locked until the transaction ends. */
  async lockEvaluation(jobGuid: string): Promise<EvaluationRow | undefined> {
    const [raw] = await this.db.select(evaluationColumns).from(jobs).where(eq(jobs.guid, jobGuid)).for('update').limit(1);
    return raw ? toEvaluation(raw) : undefined;
  }

  /** A student's job of an item as grading reads it, locked until the transaction ends; undefined without one. */
  async lockEvaluationOf(itemGuid: string, personGuid: string): Promise<EvaluationRow | undefined> {
    const [raw] = await this.db.select(evaluationColumns).from(jobs).where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.personGuid, personGuid))).for('update').limit(1);
    return raw ? toEvaluation(raw) : undefined;
  }

  /** Writes a job's evaluation (status, score, evaluator, feedback, who and when), creating the job when there is none. */
  async writeEvaluation(write: EvaluationWrite): Promise<void> {
    const values = {
      status: write.status,
      score: write.score,
      evaluatorGuid: write.evaluatorGuid,
      ...(write.evaluatedBy === undefined ? {} : { evaluatedBy: write.evaluatedBy }),
      ...(write.evaluatedAt === undefined ? {} : { evaluatedAt: write.evaluatedAt }),
      ...(write.feedback === undefined ? {} : { feedback: write.feedback }),
    };
    await this.db
      .insert(jobs)
      .values({ itemGuid: write.itemGuid, personGuid: write.personGuid, ...values })
      .onConflictDoUpdate({ target: [jobs.itemGuid, jobs.personGuid], set: values });
  }

  /** An assessment's job of a student (status, score, feedback, evaluator); `lock` inside a transaction. */
  async findAssessmentJob(itemGuid: string, personGuid: string, lock = false): Promise<AssessmentJob | undefined> {
    const query = this.db
      .select({ status: jobs.status, score: jobs.score, feedback: jobs.feedback, evaluatorGuid: jobs.evaluatorGuid })
      .from(jobs)
      .where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.personGuid, personGuid)))
      .limit(1);
    const [raw] = lock ? await query.for('update') : await query;
    return raw ? { status: asStatus(raw.status), score: raw.score === null ? null : Number(raw.score), feedback: raw.feedback, evaluatorGuid: raw.evaluatorGuid } : undefined;
  }

  /** Creates or updates an assessment's job: the status and score of the latest submitted attempt (ADR 0224). */
  async writeAssessmentJob(write: AssessmentJobWrite): Promise<AssessmentJob> {
    const values = {
      status: write.status,
      score: write.score,
      evaluatedBy: write.evaluatedBy,
      evaluatedAt: write.evaluatedAt,
      ...(write.delivery ? { deliveredAt: write.delivery.deliveredAt, late: write.delivery.late, submissionKey: write.delivery.submissionKey } : {}),
    };
    const [row] = await this.db
      .insert(jobs)
      .values({ itemGuid: write.itemGuid, personGuid: write.personGuid, ...values })
      .onConflictDoUpdate({ target: [jobs.itemGuid, jobs.personGuid], set: values })
      .returning({ status: jobs.status, score: jobs.score, feedback: jobs.feedback, evaluatorGuid: jobs.evaluatorGuid });
    if (!row) throw new Error('job upsert answered nothing');
    return { status: asStatus(row.status), score: row.score === null ? null : Number(row.score), feedback: row.feedback, evaluatorGuid: row.evaluatorGuid };
  }

  /** Sets a job's evaluator and/or feedback, creating a pending job when the student has none yet. */
  async patchAssessmentJob(itemGuid: string, personGuid: string, patch: { evaluatorGuid?: string | null; feedback?: string | null }): Promise<AssessmentJob> {
    const set = {
      ...(patch.evaluatorGuid === undefined ? {} : { evaluatorGuid: patch.evaluatorGuid }),
      ...(patch.feedback === undefined ? {} : { feedback: patch.feedback }),
    };
    const query = this.db.insert(jobs).values({ itemGuid, personGuid, status: 'pending', ...set });
    const [row] = await (Object.keys(set).length === 0
      ? query.onConflictDoUpdate({ target: [jobs.itemGuid, jobs.personGuid], set: { status: sql`${jobs.status}` } })
      : query.onConflictDoUpdate({ target: [jobs.itemGuid, jobs.personGuid], set })
    ).returning({ status: jobs.status, score: jobs.score, feedback: jobs.feedback, evaluatorGuid: jobs.evaluatorGuid });
    if (!row) throw new Error('job upsert answered nothing');
    return { status: asStatus(row.status), score: row.score === null ? null : Number(row.score), feedback: row.feedback, evaluatorGuid: row.evaluatorGuid };
  }
}
