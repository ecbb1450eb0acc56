import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { courseMembers, courses, lessonItems, lessons, units } from '../db/schema';
import { notFound } from '../errors/ApiError';
import { courseFactColumns, oneWithCourseFactsBuiltOnce, type AccessCaller, type CallerParams, type CourseFacts, type LocatedItem } from './AccessRepository';
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

/** An item of the resource tree as its statement answers it (JSON: the instant is text). */
export interface TreeItem {
  guid: string;
  name: string;
  contentType: string;
  deliverAt: string | null;
  canDeliverLate: boolean;
  published: boolean;
  audience: string;
}

export interface TreeSection {
  id: string;
  name: string;
  groups: { id: string; name: string; items: TreeItem[] }[];
}

/** Spec §7 resource materials: a course's lesson items (and classroom resources, audience 'teachers') by unit and lesson. */
export class ResourceRepository {
  constructor(private readonly db: Db) {}

  /**
   * The course's facts (the course policy decides whether the caller sees it) and its materials by unit and lesson, in
   * one statement (ADR 0540). What a student sees follows the policy's rule (a member whose course role is 'student'):
   * published lessons, their published items for everyone, and only the units holding such a lesson; staff see every
   * unit, lessons and items included.
   */
  async tree(caller: AccessCaller, courseGuid: string): Promise<(CourseFacts & { sections: TreeSection[] }) | undefined> {
    // Built once per handle for each form (ADR 0548): staff seeing the course as a student read a student's materials
    // (ADR 0553; the policy still decides who sees it).
    const preview = caller.seeAsStudent !== undefined && caller.seeAsStudent === courseGuid.toLowerCase();
    return oneWithCourseFactsBuiltOnce(this.db, preview ? 'resource_tree_preview' : 'resource_tree', caller, courses.guid, courseGuid, (params) => this.treeQuery(params, preview));
  }

  private treeQuery(caller: CallerParams, preview: boolean) {
    const asStudent = preview ? sql`true` : sql`coalesce(${courseMembers.role} = 'student', false)`;
    const c = sql.raw('"courses"."guid"');
    const item = sql`json_build_object('guid', i.guid, 'name', i.name, 'contentType', i.content_type, 'deliverAt', i.deliver_at, 'canDeliverLate', i.can_deliver_late, 'published', i.published, 'audience', i.audience)`;
    const items = sql`(select coalesce(json_agg(${item} order by i.position, i.created_at), '[]'::json) from lesson_items i
      where i.lesson_guid = l.guid and (not ${asStudent} or (i.published and i.audience = 'all')))`;
    const groups = sql`(select json_agg(json_build_object('id', l.guid, 'name', l.name, 'items', ${items}) order by l.position, l.name) as groups
      from lessons l where l.unit_guid = u.guid and (l.published or not ${asStudent}))`;
    return this.db
      .select({
        ...courseFactColumns(caller),
        sections: sql<TreeSection[]>`(select coalesce(json_agg(json_build_object('id', u.guid, 'name', u.name, 'groups', coalesce(g.groups, '[]'::json)) order by u.position, u.name), '[]'::json)
          from units u cross join lateral ${groups} g where u.course_guid = ${c} and (g.groups is not null or not ${asStudent}))`,
      })
      .from(courses)
      .$dynamic();
  }

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
