import { and, eq, sql } from 'drizzle-orm';
import { lessonProgress as lessonPercent, mergeProgress } from '@domain/lessons/progress';
import type { Db } from '../db/Database';
import { itemProgress, lessonItems, lessonProgress } from '../db/schema';

export interface ItemProgressRow {
  progress: number;
  position: number | null;
  updatedAt: Date;
}

/** Item and lesson progress of students. Call inside a transaction: the item row and the lesson row change together. */
export class ProgressRepository {
  constructor(private readonly db: Db) {}

  async find(userGuid: string, itemGuid: string): Promise<ItemProgressRow | undefined> {
    const [row] = await this.db
      .select({ progress: itemProgress.progress, position: itemProgress.position, updatedAt: itemProgress.updatedAt })
      .from(itemProgress)
      .where(and(eq(itemProgress.userGuid, userGuid), eq(itemProgress.itemGuid, itemGuid)))
      .limit(1);
    return row;
  }

  /**
   * Merges a reported percent into the item's progress (domain mergeProgress: never goes down) and keeps
   * the resume position when one is given. `next` null leaves the percent as it is (assignments).
   */
  async record(userGuid: string, itemGuid: string, next: number | null, position: number | undefined): Promise<{ progress: number; position: number | null }> {
    // The row is locked for the merge; a concurrent first insert is settled by ON CONFLICT with greatest().
    const [previous] = await this.db
      .select({ progress: itemProgress.progress, position: itemProgress.position })
      .from(itemProgress)
      .where(and(eq(itemProgress.userGuid, userGuid), eq(itemProgress.itemGuid, itemGuid)))
      .for('update');
    const merged = next === null ? (previous?.progress ?? 0) : mergeProgress(previous?.progress ?? null, next);
    const newPosition = position ?? previous?.position ?? null;
    const [row] = await this.db
      .insert(itemProgress)
      .values({ userGuid, itemGuid, progress: merged, position: newPosition, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [itemProgress.userGuid, itemProgress.itemGuid],
        set: {
          progress: sql`greatest(${itemProgress.progress}, excluded.progress)`,
          position: position === undefined ? sql`${itemProgress.position}` : sql`excluded.position`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ progress: itemProgress.progress, position: itemProgress.position });
    return row ?? { progress: merged, position: newPosition };
  }

  /**
   * The item done (100 %), in one statement: merging anything with 100 gives 100 (the domain's mergeProgress), so no
   * read of the previous row is needed; its position is kept.
   */
  async complete(userGuid: string, itemGuid: string): Promise<void> {
    const done = mergeProgress(null, 100);
    await this.db
      .insert(itemProgress)
      .values({ userGuid, itemGuid, progress: done, position: null, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: [itemProgress.userGuid, itemProgress.itemGuid], set: { progress: sql`greatest(${itemProgress.progress}, excluded.progress)`, updatedAt: sql`now()` } });
  }

  /**
   * Recomputes the student's lesson percent from the items they see (published, audience 'all'; a missing row is 0)
   * with the domain's lessonProgress, and stores it in lesson_progress (what the course card and /home read).
   */
  async recomputeLesson(userGuid: string, lessonGuid: string): Promise<number> {
    const rows = await this.db
      .select({ progress: itemProgress.progress })
      .from(lessonItems)
      .leftJoin(itemProgress, and(eq(itemProgress.itemGuid, lessonItems.guid), eq(itemProgress.userGuid, userGuid)))
      .where(and(eq(lessonItems.lessonGuid, lessonGuid), eq(lessonItems.published, true), eq(lessonItems.audience, 'all')));
    const percent = lessonPercent(rows.map((r) => r.progress));
    await this.db
      .insert(lessonProgress)
      .values({ userGuid, lessonGuid, progress: percent, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: [lessonProgress.userGuid, lessonProgress.lessonGuid], set: { progress: percent, updatedAt: sql`now()` } });
    return percent;
  }
}
