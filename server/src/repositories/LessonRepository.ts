import { and, asc, eq, sql } from 'drizzle-orm';
import { changedPositions, isPermutation, moveLesson, sortPlaced, type Placed } from '@domain/lessons/ordering';
import type { Db } from '../db/Database';
import { courses, lessonProgress, lessons, units } from '../db/schema';
import type { LessonDto } from '@contract/courses';
import type { UnitAnswerDto } from '@contract/lessons';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export type MoveOutcome = 'moved' | 'UNKNOWN_UNIT';

/**
 * Units and lessons of a course. Lessons carry ONE course-wide position sequence 1..n that follows
 * unit order, then the position inside the unit (spec §4; domain `moveLesson`). Every structural
 * write runs in a transaction that first locks the course row, so two writes to one course never
 * interleave, and renumbers with the domain rules; only the rows whose place changed are written.
 */
export class LessonRepository {
  constructor(private readonly db: Db) {}

  private async lockCourse(tx: Tx, courseGuid: string): Promise<void> {
    await tx.select({ guid: courses.guid }).from(courses).where(eq(courses.guid, courseGuid)).for('update');
  }

  private async unitOrder(run: Runner, courseGuid: string): Promise<string[]> {
    const rows = await run.select({ guid: units.guid }).from(units).where(eq(units.courseGuid, courseGuid)).orderBy(asc(units.position), asc(units.name), asc(units.guid));
    return rows.map((r) => r.guid);
  }

  private async placedLessons(run: Runner, courseGuid: string): Promise<Placed[]> {
    return run.select({ guid: lessons.guid, group: lessons.unitGuid, position: lessons.position }).from(lessons).where(eq(lessons.courseGuid, courseGuid));
  }

  /** Writes unit and position of the lessons whose place changed, in one statement. */
  private async writeLessonPlaces(tx: Tx, changed: readonly Placed[]): Promise<void> {
    if (changed.length === 0) return;
    const values = sql.join(
      changed.map((p) => sql`(${p.guid}::uuid, ${p.group}::uuid, ${p.position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update lessons set unit_guid = v.unit_guid, position = v.position from (values ${values}) as v(guid, unit_guid, position) where lessons.guid = v.guid`);
  }

  /** Renumbers the course's lessons 1..n in course order (after a unit went, or units were reordered). */
  private async renumberLessons(tx: Tx, courseGuid: string): Promise<void> {
    const before = await this.placedLessons(tx, courseGuid);
    const after = sortPlaced(before, await this.unitOrder(tx, courseGuid)).map((p, index) => ({ ...p, position: index + 1 }));
    await this.writeLessonPlaces(tx, changedPositions(before, after));
  }

  private async renumberUnits(tx: Tx, courseGuid: string, order?: readonly string[]): Promise<void> {
    const guids = order ?? (await this.unitOrder(tx, courseGuid));
    if (guids.length === 0) return;
    const values = sql.join(
      guids.map((guid, index) => sql`(${guid}::uuid, ${index + 1}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update units set position = v.position from (values ${values}) as v(guid, position) where units.guid = v.guid and units.position <> v.position`);
  }

  async createUnit(courseGuid: string, name: string): Promise<UnitAnswerDto> {
    return this.db.transaction(async (tx) => {
      await this.lockCourse(tx, courseGuid);
      const [max] = await tx.select({ n: sql<number>`coalesce(max(${units.position}), 0)::int` }).from(units).where(eq(units.courseGuid, courseGuid));
      const [row] = await tx
        .insert(units)
        .values({ courseGuid, name, position: Number(max?.n ?? 0) + 1 })
        .returning({ guid: units.guid, name: units.name, position: units.position });
      if (!row) throw new Error('unit insert returned nothing');
      return row;
    });
  }

  async renameUnit(unitGuid: string, name: string): Promise<UnitAnswerDto | undefined> {
    const [row] = await this.db.update(units).set({ name }).where(eq(units.guid, unitGuid)).returning({ guid: units.guid, name: units.name, position: units.position });
    return row;
  }

  /** The unit, its lessons and their items go; later units and lessons close the gap. */
  async deleteUnit(courseGuid: string, unitGuid: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockCourse(tx, courseGuid);
      await tx.delete(units).where(and(eq(units.guid, unitGuid), eq(units.courseGuid, courseGuid)));
      await this.renumberUnits(tx, courseGuid);
      await this.renumberLessons(tx, courseGuid);
    });
  }

  /** false (nothing written) unless `guids` is a permutation of the course's units. */
  async orderUnits(courseGuid: string, guids: readonly string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.lockCourse(tx, courseGuid);
      if (!isPermutation(await this.unitOrder(tx, courseGuid), guids)) return false;
      await this.renumberUnits(tx, courseGuid, guids);
      await this.renumberLessons(tx, courseGuid);
      return true;
    });
  }

  /** Appends a lesson at the end of its unit (later units' lessons shift by one). */
  async createLesson(courseGuid: string, unitGuid: string, input: { name: string; published: boolean }): Promise<string> {
    return this.db.transaction(async (tx) => {
      await this.lockCourse(tx, courseGuid);
      const [max] = await tx.select({ n: sql<number>`coalesce(max(${lessons.position}), 0)::int` }).from(lessons).where(eq(lessons.courseGuid, courseGuid));
      const [row] = await tx
        .insert(lessons)
        .values({ courseGuid, unitGuid, name: input.name, published: input.published, position: Number(max?.n ?? 0) + 1 })
        .returning({ guid: lessons.guid });
      if (!row) throw new Error('lesson insert returned nothing');
      const before = await this.placedLessons(tx, courseGuid);
      const moved = moveLesson(before, await this.unitOrder(tx, courseGuid), row.guid, unitGuid, Number.POSITIVE_INFINITY);
      if (moved.err) throw new Error(`new lesson could not be placed: ${moved.val}`);
      await this.writeLessonPlaces(tx, changedPositions(before, moved.val));
      return row.guid;
    });
  }

  async updateLesson(lessonGuid: string, patch: { name?: string; published?: boolean }): Promise<void> {
    if (patch.name === undefined && patch.published === undefined) return;
    await this.db.update(lessons).set(patch).where(eq(lessons.guid, lessonGuid));
  }

  async deleteLesson(courseGuid: string, lessonGuid: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockCourse(tx, courseGuid);
      await tx.delete(lessons).where(and(eq(lessons.guid, lessonGuid), eq(lessons.courseGuid, courseGuid)));
      await this.renumberLessons(tx, courseGuid);
    });
  }

  /** Domain moveLesson: the lesson goes to `index` (0-based, clamped) among the lessons of `unitGuid`. */
  async moveLesson(courseGuid: string, lessonGuid: string, unitGuid: string, index: number): Promise<MoveOutcome> {
    return this.db.transaction(async (tx) => {
      await this.lockCourse(tx, courseGuid);
      const before = await this.placedLessons(tx, courseGuid);
      const moved = moveLesson(before, await this.unitOrder(tx, courseGuid), lessonGuid, unitGuid, index);
      if (moved.err) return 'UNKNOWN_UNIT';
      await this.writeLessonPlaces(tx, changedPositions(before, moved.val));
      return 'moved';
    });
  }

  /** A lesson as CourseDetail lists it, for this viewer (students: own progress, items they see). */
  async lessonDto(lessonGuid: string, viewerGuid: string, asStudent: boolean): Promise<LessonDto | undefined> {
    const [row] = await this.db
      .select({
        lesson_guid: lessons.guid,
        name: lessons.name,
        thumbnail: lessons.thumbnail,
        position: lessons.position,
        published: lessons.published,
        progress: lessonProgress.progress,
        items_count: asStudent
          ? sql<number>`(select count(*)::int from lesson_items i where i.lesson_guid = ${lessons.guid} and i.published and i.audience = 'all')`
          : sql<number>`(select count(*)::int from lesson_items i where i.lesson_guid = ${lessons.guid})`,
      })
      .from(lessons)
      .leftJoin(lessonProgress, and(eq(lessonProgress.lessonGuid, lessons.guid), eq(lessonProgress.userGuid, viewerGuid)))
      .where(eq(lessons.guid, lessonGuid))
      .limit(1);
    if (!row) return undefined;
    return { ...row, items_count: Number(row.items_count), progress: asStudent ? (row.progress ?? 0) : null };
  }
}
