import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { courseMembers, scormRecords, users } from '../db/schema';

export interface ScormRecordRow {
  cmi: Record<string, unknown>;
  completion: string;
  success: string;
  scoreScaled: number | null;
  priorSeconds: number;
  sessionSeconds: number;
  sessionId: string | null;
  sessions: number;
  updatedAt: Date;
}

export type ScormRecordWrite = Omit<ScormRecordRow, 'updatedAt'>;

export interface ScormResultRow extends Partial<ScormRecordRow> {
  userGuid: string;
  name: string;
  lastname: string;
}

const recordColumns = {
  cmi: scormRecords.cmi,
  completion: scormRecords.completion,
  success: scormRecords.success,
  scoreScaled: scormRecords.scoreScaled,
  priorSeconds: scormRecords.priorSeconds,
  sessionSeconds: scormRecords.sessionSeconds,
  sessionId: scormRecords.sessionId,
  sessions: scormRecords.sessions,
  updatedAt: scormRecords.updatedAt,
};

/** Learners' SCORM records (one per student and item). */
export class ScormRepository {
  constructor(private readonly db: Db) {}

  /** The record, locked for the rest of the transaction when asked (a commit reads and writes it). */
  async find(itemGuid: string, userGuid: string, lock = false): Promise<ScormRecordRow | undefined> {
    const query = this.db.select(recordColumns).from(scormRecords).where(and(eq(scormRecords.itemGuid, itemGuid), eq(scormRecords.userGuid, userGuid))).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async save(itemGuid: string, userGuid: string, record: ScormRecordWrite): Promise<void> {
    await this.db
      .insert(scormRecords)
      .values({ itemGuid, userGuid, ...record, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: [scormRecords.itemGuid, scormRecords.userGuid], set: { ...record, updatedAt: sql`now()` } });
  }

  /** Every student of the course with their record of the item, if any, by last name. */
  async results(courseGuid: string, itemGuid: string): Promise<ScormResultRow[]> {
    const rows = await this.db
      .select({ userGuid: users.guid, name: users.name, lastname: users.lastname, record: recordColumns })
      .from(courseMembers)
      .innerJoin(users, eq(users.guid, courseMembers.userGuid))
      .leftJoin(scormRecords, and(eq(scormRecords.userGuid, users.guid), eq(scormRecords.itemGuid, itemGuid)))
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'student')))
      .orderBy(asc(users.lastname), asc(users.name));
    return rows.map(({ record, ...user }) => ({ ...user, ...(record === null || record.updatedAt === null ? {} : (record as ScormRecordRow)) }));
  }
}
