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
   * The item done (100 %) and the lesson's percent recomputed (`recomputeLesson`), in two statements (ADR 0547). The
   * item's row is upserted without reading it first: merging anything with 100 gives 100 (the domain's
   * mergeProgress); its position is kept. The same statement reads the progress of the lesson's items the student
   * sees (a statement does not see its own writes, so the row written stands in for the one read); then the lesson's
   * percent is stored.
   */
  async completeInLesson(userGuid: string, itemGuid: string, lessonGuid: string): Promise<number> {
    const done = mergeProgress(null, 100);
    const result = await this.db.execute(sql`
      with done as (
        insert into item_progress (user_guid, item_guid, progress, position, updated_at)
        values (${userGuid}::uuid, ${itemGuid}::uuid, ${done}::int, null, now())
        on conflict (user_guid, item_guid) do update set progress = greatest(item_progress.progress, excluded.progress), updated_at = now()
        returning item_guid, progress
      )
      select coalesce(done.progress, ip.progress) as progress
      from lesson_items li
      left join item_progress ip on ip.item_guid = li.guid and ip.user_guid = ${userGuid}::uuid
      left join done on done.item_guid = li.guid
      where li.lesson_guid = ${lessonGuid}::uuid and li.published = true and li.audience = 'all'`);
    const rows = (result as unknown as { rows: { progress: number | string | null }[] }).rows;
    const percent = lessonPercent(rows.map((r) => (r.progress === null ? null : Number(r.progress))));
    await this.db
      .insert(lessonProgress)
      .values({ userGuid, lessonGuid, progress: percent, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: [lessonProgress.userGuid, lessonProgress.lessonGuid], set: { progress: percent, updatedAt: sql`now()` } });
    return percent;
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
