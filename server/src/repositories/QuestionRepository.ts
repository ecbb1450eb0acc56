import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isPermutation } from '@domain/lessons/ordering';
import type { Db } from '../db/Database';
import { attempts, files, lessonItems, questions } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface QuestionRow {
  guid: string;
  itemGuid: string;
  position: number;
  type: string;
  name: string;
  description: string;
  points: number;
  data: Record<string, unknown>;
}

export interface QuestionFields {
  type: string;
  name: string;
  description: string;
  points: number;
  data: Record<string, unknown>;
}

/** Why a write did not happen: the assessment has attempts, the question is gone, or the order is no permutation. */
export type QuestionWriteRefusal = 'locked' | 'missing' | 'not-a-permutation';

const columns = {
  guid: questions.guid,
  itemGuid: questions.itemGuid,
  position: questions.position,
  type: questions.type,
  name: questions.name,
  description: questions.description,
  points: questions.points,
  data: questions.data,
};

/**
 * An assessment's questions. Every write locks the assessment's lesson item row first, so writes and a
 * student's first attempt (which the attempt routes start under the same lock or after it) are ordered:
 * once an attempt exists, nothing here changes (refusal 'locked').
 */
export class QuestionRepository {
  constructor(private readonly db: Db) {}

  async list(itemGuid: string): Promise<QuestionRow[]> {
    const rows = await this.db.select(columns).from(questions).where(eq(questions.itemGuid, itemGuid)).orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.guid));
    return rows.map(normalise);
  }

  async find(questionGuid: string): Promise<QuestionRow | undefined> {
    const [row] = await this.db.select(columns).from(questions).where(eq(questions.guid, questionGuid)).limit(1);
    return row ? normalise(row) : undefined;
  }

  /** Whether a student has started the assessment (any attempt, open or submitted). */
  async hasAttempts(itemGuid: string, tx: Tx | Db = this.db): Promise<boolean> {
    const [row] = await tx.select({ one: sql<number>`1` }).from(attempts).where(eq(attempts.itemGuid, itemGuid)).limit(1);
    return row !== undefined;
  }

  private async lockItem(tx: Tx, itemGuid: string): Promise<void> {
    await tx.select({ guid: lessonItems.guid }).from(lessonItems).where(eq(lessonItems.guid, itemGuid)).for('update');
  }

  /** Appends the question at the end of the assessment. */
  async create(itemGuid: string, fields: QuestionFields): Promise<{ guid: string } | { refused: QuestionWriteRefusal }> {
    return this.db.transaction(async (tx) => {
      await this.lockItem(tx, itemGuid);
      if (await this.hasAttempts(itemGuid, tx)) return { refused: 'locked' as const };
      const [max] = await tx.select({ n: sql<number>`coalesce(max(${questions.position}), 0)::int` }).from(questions).where(eq(questions.itemGuid, itemGuid));
      const [row] = await tx
        .insert(questions)
        .values({ itemGuid, ...fields, position: Number(max?.n ?? 0) + 1 })
        .returning({ guid: questions.guid });
      if (!row) throw new Error('question insert returned nothing');
      return { guid: row.guid };
    });
  }

  async update(itemGuid: string, questionGuid: string, patch: Partial<Omit<QuestionFields, 'type'>>): Promise<QuestionWriteRefusal | undefined> {
    return this.db.transaction(async (tx) => {
      await this.lockItem(tx, itemGuid);
      if (await this.hasAttempts(itemGuid, tx)) return 'locked';
      const changed = await tx
        .update(questions)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(questions.guid, questionGuid), eq(questions.itemGuid, itemGuid)))
        .returning({ guid: questions.guid });
      return changed.length === 0 ? 'missing' : undefined;
    });
  }

  /** Deletes the question; the later ones close the gap. */
  async delete(itemGuid: string, questionGuid: string): Promise<QuestionWriteRefusal | undefined> {
    return this.db.transaction(async (tx) => {
      await this.lockItem(tx, itemGuid);
      if (await this.hasAttempts(itemGuid, tx)) return 'locked';
      const gone = await tx.delete(questions).where(and(eq(questions.guid, questionGuid), eq(questions.itemGuid, itemGuid))).returning({ guid: questions.guid });
      if (gone.length === 0) return 'missing';
      await tx.execute(sql`
        update questions q set position = r.rn
        from (
          select guid, row_number() over (order by position, created_at, guid)::int as rn
          from questions where item_guid = ${itemGuid}::uuid
        ) r
        where q.guid = r.guid and q.position <> r.rn`);
      return undefined;
    });
  }

  /** Nothing written unless `guids` is a permutation of the assessment's questions and no attempt exists. */
  async order(itemGuid: string, guids: readonly string[]): Promise<QuestionWriteRefusal | undefined> {
    return this.db.transaction(async (tx) => {
      await this.lockItem(tx, itemGuid);
      const current = await tx.select({ guid: questions.guid }).from(questions).where(eq(questions.itemGuid, itemGuid));
      if (!isPermutation(current.map((r) => r.guid), guids)) return 'not-a-permutation';
      if (await this.hasAttempts(itemGuid, tx)) return 'locked';
      if (guids.length === 0) return undefined;
      const values = sql.join(guids.map((guid, index) => sql`(${guid}::uuid, ${index + 1}::int)`), sql`, `);
      await tx.execute(sql`update questions set position = v.position from (values ${values}) as v(guid, position) where questions.guid = v.guid and questions.position <> v.position`);
      return undefined;
    });
  }

  /** The files among `guids` that belong to the course. */
  async courseFiles(courseGuid: string, guids: readonly string[]): Promise<{ guid: string; purpose: string; mediaType: string }[]> {
    if (guids.length === 0) return [];
    return this.db
      .select({ guid: files.guid, purpose: files.purpose, mediaType: files.mediaType })
      .from(files)
      .where(and(eq(files.courseGuid, courseGuid), inArray(files.guid, [...guids])));
  }
}

function normalise(row: QuestionRow): QuestionRow {
  return { ...row, points: Number(row.points) };
}
