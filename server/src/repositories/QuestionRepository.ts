import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { attempts, files, lessonItems, questions } from '../db/schema';

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

/** Where the questions of the assessments being taken are kept (`QuestionCache`, ADR 0546). */
export interface KeptQuestions {
  of(itemGuid: string, read: (itemGuid: string) => Promise<QuestionRow[]>): Promise<readonly QuestionRow[]>;
}

export interface QuestionFields {
  type: string;
  name: string;
  description: string;
  points: number;
  data: Record<string, unknown>;
}

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
 * An assessment's questions. Writes run in the caller's transaction after `lockItem`, so they and a student's first
 * attempt (whose insert takes a key-share lock on the same item row) are ordered: once an attempt exists, the
 * authoring commands refuse (QUESTIONS_LOCKED).
 */
export class QuestionRepository {
  /** `kept`: the process's cache of questions (ADR 0546) and the pool it is filled from. */
  constructor(
    private readonly db: Db,
    private readonly kept?: { cache: KeptQuestions; pool: Db },
  ) {}

  /**
   * The questions of an assessment a student has an attempt at, as `list` answers them, from the process's cache
   * (ADR 0546): for saves, submits and the attempt's views. Such an assessment's questions are locked for its authors
   * (QUESTIONS_LOCKED); any change that still reaches them (a cascade, a restore) is heard by every process at its
   * commit. Shared: never mutate what it answers.
   */
  async ofAttempts(itemGuid: string): Promise<readonly QuestionRow[]> {
    const kept = this.kept;
    if (!kept) return this.list(itemGuid);
    return kept.cache.of(itemGuid, (guid) => new QuestionRepository(kept.pool).list(guid));
  }

  async list(itemGuid: string): Promise<QuestionRow[]> {
    const rows = await this.db.select(columns).from(questions).where(eq(questions.itemGuid, itemGuid)).orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.guid));
    return rows.map(normalise);
  }

  async find(questionGuid: string): Promise<QuestionRow | undefined> {
    const [row] = await this.db.select(columns).from(questions).where(eq(questions.guid, questionGuid)).limit(1);
    return row ? normalise(row) : undefined;
  }

  async count(itemGuid: string): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(questions).where(eq(questions.itemGuid, itemGuid));
    return Number(row?.n ?? 0);
  }

  /** Whether a student has started the assessment (any attempt, open or submitted). */
  async hasAttempts(itemGuid: string): Promise<boolean> {
    const [row] = await this.db.select({ one: sql<number>`1` }).from(attempts).where(eq(attempts.itemGuid, itemGuid)).limit(1);
    return row !== undefined;
  }

  /** Locks the assessment's item row until the transaction ends: authoring writes of one assessment go one at a time. */
  async lockItem(itemGuid: string): Promise<void> {
    await this.db.select({ guid: lessonItems.guid }).from(lessonItems).where(eq(lessonItems.guid, itemGuid)).for('update');
  }

  /** Appends the question at the end of the assessment; answers its guid. */
  async append(itemGuid: string, fields: QuestionFields): Promise<string> {
    const [max] = await this.db.select({ n: sql<number>`coalesce(max(${questions.position}), 0)::int` }).from(questions).where(eq(questions.itemGuid, itemGuid));
    const [row] = await this.db
      .insert(questions)
      .values({ itemGuid, ...fields, position: Number(max?.n ?? 0) + 1 })
      .returning({ guid: questions.guid });
    if (!row) throw new Error('question insert returned nothing');
    return row.guid;
  }

  /** Changes a question of the assessment; false when it is not there. */
  async update(itemGuid: string, questionGuid: string, patch: Partial<Omit<QuestionFields, 'type'>>): Promise<boolean> {
    const changed = await this.db
      .update(questions)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(questions.guid, questionGuid), eq(questions.itemGuid, itemGuid)))
      .returning({ guid: questions.guid });
    return changed.length > 0;
  }

  /** Deletes a question of the assessment and closes the gap; false when it is not there. */
  async delete(itemGuid: string, questionGuid: string): Promise<boolean> {
    const gone = await this.db.delete(questions).where(and(eq(questions.guid, questionGuid), eq(questions.itemGuid, itemGuid))).returning({ guid: questions.guid });
    if (gone.length === 0) return false;
    await this.db.execute(sql`
      update questions q set position = r.rn
      from (
        select guid, row_number() over (order by position, created_at, guid)::int as rn
        from questions where item_guid = ${itemGuid}::uuid
      ) r
      where q.guid = r.guid and q.position <> r.rn`);
    return true;
  }

  /** The guids of the assessment's questions, in no particular order. */
  async guidsOf(itemGuid: string): Promise<string[]> {
    const rows = await this.db.select({ guid: questions.guid }).from(questions).where(eq(questions.itemGuid, itemGuid));
    return rows.map((row) => row.guid);
  }

  /** Puts the questions in the order of `guids` (every question of the assessment, checked by the caller). */
  async order(guids: readonly string[]): Promise<void> {
    if (guids.length === 0) return;
    const values = sql.join(guids.map((guid, index) => sql`(${guid}::uuid, ${index + 1}::int)`), sql`, `);
    await this.db.execute(sql`update questions set position = v.position from (values ${values}) as v(guid, position) where questions.guid = v.guid and questions.position <> v.position`);
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
