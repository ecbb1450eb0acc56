import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { lessonItems, lessons, units } from '../db/schema';
import { notFound } from '../errors/ApiError';
import type { LocatedItem } from './AccessRepository';
import { renumberItems } from './ItemRepository';

export interface ResourceRow {
  unitGuid: string;
  unitName: string;
  lessonGuid: string;
  lessonName: string;
  /** Null for a lesson without items (the tree still shows its group). */
  guid: string | null;
  name: string | null;
  contentType: string | null;
  deliverAt: Date | null;
  canDeliverLate: boolean | null;
  published: boolean | null;
  audience: string | null;
}

/** Spec §7 resource materials: a course's lesson items (and classroom resources, audience 'teachers') by unit and lesson. */
export class ResourceRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every unit and lesson of the course with their items, in course order, in one statement.
   * Students get published lessons and published items for everyone only.
   */
  async rows(courseGuid: string, asStudent: boolean, onlyItem?: string): Promise<ResourceRow[]> {
    const itemJoin = asStudent
      ? and(eq(lessonItems.lessonGuid, lessons.guid), eq(lessonItems.published, true), eq(lessonItems.audience, 'all'))
      : eq(lessonItems.lessonGuid, lessons.guid);
    return this.db
      .select({
        unitGuid: units.guid,
        unitName: units.name,
        lessonGuid: lessons.guid,
        lessonName: lessons.name,
        guid: lessonItems.guid,
        name: lessonItems.name,
        contentType: lessonItems.contentType,
        deliverAt: lessonItems.deliverAt,
        canDeliverLate: lessonItems.canDeliverLate,
        published: lessonItems.published,
        audience: lessonItems.audience,
      })
      .from(units)
      .innerJoin(lessons, and(eq(lessons.unitGuid, units.guid), asStudent ? eq(lessons.published, true) : undefined))
      .leftJoin(lessonItems, itemJoin)
      .where(and(eq(units.courseGuid, courseGuid), onlyItem === undefined ? undefined : eq(lessonItems.guid, onlyItem)))
      .orderBy(asc(units.position), asc(units.name), asc(lessons.position), asc(lessons.name), asc(lessonItems.position), asc(lessonItems.createdAt));
  }

  /** Units without lessons, for the tree (the join above needs a lesson). */
  async units(courseGuid: string): Promise<{ guid: string; name: string }[]> {
    return this.db.select({ guid: units.guid, name: units.name }).from(units).where(eq(units.courseGuid, courseGuid)).orderBy(asc(units.position), asc(units.name));
  }

  async setDeadline(itemGuid: string, deliverAt: Date | null, canDeliverLate: boolean): Promise<void> {
    await this.db.update(lessonItems).set({ deliverAt, canDeliverLate, updatedAt: sql`now()` }).where(eq(lessonItems.guid, itemGuid));
  }

  /**
   * Deletes all the items or none: one transaction; if any of them went away meanwhile, it rolls
   * back and answers 404. The lessons' remaining items close their position gaps.
   */
  async deleteAll(items: readonly LocatedItem[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const lessonGuids = [...new Set(items.map((i) => i.lessonGuid))];
      await tx.select({ guid: lessons.guid }).from(lessons).where(inArray(lessons.guid, lessonGuids)).for('update');
      const deleted = await tx
        .delete(lessonItems)
        .where(inArray(lessonItems.guid, items.map((i) => i.guid)))
        .returning({ guid: lessonItems.guid });
      if (deleted.length !== items.length) throw notFound();
      await renumberItems(tx, lessonGuids);
    });
  }
}
