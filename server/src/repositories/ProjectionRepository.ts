import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { projectableItems, type ProjectionPosition } from '@domain/projection/projection';
import type { ProjectionTimer, ProjectionView } from '@domain/projection/projectionView';
import type { Db } from '../db/Database';
import { lessonItems, lessons, projectionSessions } from '../db/schema';

/** A projection as the server keeps it. */
export interface ProjectionRow {
  guid: string;
  tenantId: string;
  courseGuid: string;
  lessonGuid: string;
  ownerGuid: string;
  shortToken: string;
  expiresAt: Date;
  paired: boolean;
  current: number;
  blank: boolean;
  version: number;
  view: ProjectionView | null;
  timer: ProjectionTimer | null;
  /** The test's question it was opened for (ADR 0526), if any. */
  questionGuid: string | null;
}

export interface ProjectedItem {
  guid: string;
  name: string;
  contentType: string;
  /** A book's page count; null for other kinds. */
  pages: number | null;
}

const columns = {
  guid: projectionSessions.guid,
  tenantId: projectionSessions.tenantId,
  courseGuid: projectionSessions.courseGuid,
  lessonGuid: projectionSessions.lessonGuid,
  ownerGuid: projectionSessions.ownerGuid,
  shortToken: projectionSessions.shortToken,
  expiresAt: projectionSessions.expiresAt,
  paired: sql<boolean>`${projectionSessions.pairedAt} is not null`,
  current: projectionSessions.current,
  blank: projectionSessions.blank,
  version: projectionSessions.version,
  view: projectionSessions.view,
  timer: projectionSessions.timer,
  questionGuid: projectionSessions.questionGuid,
};

/** Projections of lessons in class (ADR 0520). Every write here notifies every process (migration 0010's trigger). */
export class ProjectionRepository {
  constructor(private readonly db: Db) {}

  /**
   * A new projection with `shortToken`, or undefined when that code is taken by a projection whose code still pairs
   * (the caller draws another). An expired projection holding the code gives it up.
   */
  async create(values: { tenantId: string; courseGuid: string; lessonGuid: string; ownerGuid: string; shortToken: string; expiresAt: Date }): Promise<string | undefined> {
    await this.db
      .update(projectionSessions)
      .set({ shortToken: sql`'x' || ${projectionSessions.guid}::text` })
      .where(and(eq(projectionSessions.shortToken, values.shortToken), sql`${projectionSessions.expiresAt} <= now()`));
    const [row] = await this.db.insert(projectionSessions).values(values).onConflictDoNothing().returning({ guid: projectionSessions.guid });
    return row?.guid;
  }

  async byGuid(guid: string): Promise<ProjectionRow | undefined> {
    const [row] = await this.db.select(columns).from(projectionSessions).where(eq(projectionSessions.guid, guid)).limit(1);
    return row;
  }

  async byShortToken(shortToken: string): Promise<ProjectionRow | undefined> {
    const [row] = await this.db.select(columns).from(projectionSessions).where(eq(projectionSessions.shortToken, shortToken)).limit(1);
    return row;
  }

  /** Locked for a change (a command reads the position it moves from). */
  async lock(guid: string): Promise<ProjectionRow | undefined> {
    const [row] = await this.db.select(columns).from(projectionSessions).where(eq(projectionSessions.guid, guid)).for('update').limit(1);
    return row;
  }

  async markPaired(guid: string): Promise<void> {
    await this.db
      .update(projectionSessions)
      .set({ pairedAt: sql`coalesce(${projectionSessions.pairedAt}, now())`, version: sql`${projectionSessions.version} + 1` })
      .where(eq(projectionSessions.guid, guid));
  }

  async move(guid: string, position: ProjectionPosition): Promise<void> {
    await this.db
      .update(projectionSessions)
      .set({ current: position.current, blank: position.blank, view: position.view ?? null, timer: position.timer ?? null, version: sql`${projectionSessions.version} + 1` })
      .where(eq(projectionSessions.guid, guid));
  }

  /** Remembers the test's question the projection was opened for (ADR 0526); every screen hears it. */
  async setQuestion(guid: string, questionGuid: string): Promise<void> {
    await this.db
      .update(projectionSessions)
      .set({ questionGuid, version: sql`${projectionSessions.version} + 1` })
      .where(eq(projectionSessions.guid, guid));
  }

  /** The teacher's notes of the items the class may see (ADR 0526): for the remote's route only. */
  async teacherNotes(lessonGuid: string): Promise<{ itemGuid: string; notes: string }[]> {
    const rows = await this.db
      .select({ guid: lessonItems.guid, audience: lessonItems.audience, notes: lessonItems.teacherNotes })
      .from(lessonItems)
      .where(and(eq(lessonItems.lessonGuid, lessonGuid), eq(lessonItems.published, true), isNotNull(lessonItems.teacherNotes)))
      .orderBy(asc(lessonItems.position));
    return projectableItems(rows).flatMap((row) => (row.notes === null ? [] : [{ itemGuid: row.guid, notes: row.notes }]));
  }

  /** The lesson's name and the items the class may see, in the lesson's order. */
  async lessonContent(lessonGuid: string): Promise<{ lessonName: string; items: ProjectedItem[] }> {
    const [lesson] = await this.db.select({ name: lessons.name }).from(lessons).where(eq(lessons.guid, lessonGuid)).limit(1);
    const rows = await this.db
      .select({
        guid: lessonItems.guid,
        name: lessonItems.name,
        contentType: lessonItems.contentType,
        audience: lessonItems.audience,
        pages: sql<number | null>`case when jsonb_typeof(${lessonItems.data} -> 'pages') = 'array' then jsonb_array_length(${lessonItems.data} -> 'pages') end`,
      })
      .from(lessonItems)
      .where(and(eq(lessonItems.lessonGuid, lessonGuid), eq(lessonItems.published, true)))
      .orderBy(asc(lessonItems.position));
    return { lessonName: lesson?.name ?? '', items: projectableItems(rows).map(({ guid, name, contentType, pages }) => ({ guid, name, contentType, pages: pages === null ? null : Number(pages) })) };
  }
}
