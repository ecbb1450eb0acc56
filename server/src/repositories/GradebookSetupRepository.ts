import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { columnScores, courseGradebooks, courses, gradeCategories, gradebookColumns, gradebookItems, lessonItems } from '../db/schema';
import { GRADABLE_ITEM } from './gradable';

export interface SettingsRow {
  periodScheme: string;
  scale: Record<string, unknown> | null;
  dropLowest: number;
  publishedPeriods: string[];
}

export interface CategoryRow {
  guid: string;
  name: string;
  weight: number;
  position: number;
}

/** The gradebook fields a lesson item keeps in `gradebook_items` and a column in its own row. */
export interface ItemFieldsWrite {
  periodCode?: string | null;
  categoryGuid?: string | null;
  weight?: number;
  countsForFinalGrade?: boolean;
  lateCountsAsZero?: boolean;
}

export interface ColumnWrite extends ItemFieldsWrite {
  name?: string;
  maxScore?: number;
  deliverAt?: Date | null;
}

/** The lesson items of a course (a condition on `lesson_items`). */
const ofCourse = (courseGuid: string) => sql`${lessonItems.lessonGuid} in (select l.guid from lessons l where l.course_guid = ${courseGuid})`;

/** A set of only the fields given (drizzle writes every key it gets, undefined included). */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The gradebook's setup writes (ADRs 0231, 0232, 0234): settings, categories, item fields, manual columns and
 * publications. Callers run them inside one transaction and check the course's access first.
 */
export class GradebookSetupRepository {
  constructor(private readonly db: Db) {}

  /** Serialises a course's category writes (names unique ignoring case, positions 0…n−1). */
  async lockCourse(courseGuid: string): Promise<void> {
    await this.db.select({ guid: courses.guid }).from(courses).where(eq(courses.guid, courseGuid)).for('no key update');
  }

  /**
   * Creates the course's settings row when missing and changes the fields given; a new scheme keeps only the
   * published periods it has (`keepPeriods`). One statement.
   */
  async saveSettings(courseGuid: string, change: { periodScheme?: string; scale?: Record<string, unknown>; dropLowest?: number; keepPeriods?: readonly string[] }): Promise<SettingsRow> {
    const keep = change.keepPeriods;
    const set = defined({
      periodScheme: change.periodScheme,
      scale: change.scale,
      dropLowest: change.dropLowest,
      publishedPeriods: keep === undefined ? undefined : sql`array(select p from unnest(${courseGradebooks.publishedPeriods}) p where p in (${sql.join(keep.map((p) => sql`${p}`), sql`, `)}))`,
    });
    const [row] = await this.db
      .insert(courseGradebooks)
      .values({ courseGuid, periodScheme: change.periodScheme ?? 'quarters', scale: change.scale ?? null, dropLowest: change.dropLowest ?? 0 })
      .onConflictDoUpdate({ target: courseGradebooks.courseGuid, set: { ...set, updatedAt: sql`now()` } })
      .returning({ periodScheme: courseGradebooks.periodScheme, scale: courseGradebooks.scale, dropLowest: courseGradebooks.dropLowest, publishedPeriods: courseGradebooks.publishedPeriods });
    if (!row) throw new Error('settings upsert returned nothing');
    return row;
  }

  /** The settings row, created with the defaults when missing, locked until the transaction ends (period publication). */
  async lockSettings(courseGuid: string): Promise<SettingsRow> {
    await this.db.insert(courseGradebooks).values({ courseGuid }).onConflictDoNothing({ target: courseGradebooks.courseGuid });
    const [row] = await this.db
      .select({ periodScheme: courseGradebooks.periodScheme, scale: courseGradebooks.scale, dropLowest: courseGradebooks.dropLowest, publishedPeriods: courseGradebooks.publishedPeriods })
      .from(courseGradebooks)
      .where(eq(courseGradebooks.courseGuid, courseGuid))
      .for('update');
    if (!row) throw new Error('settings row missing after insert');
    return row;
  }

  async setPublishedPeriods(courseGuid: string, periods: readonly string[]): Promise<void> {
    await this.db.update(courseGradebooks).set({ publishedPeriods: [...periods], updatedAt: sql`now()` }).where(eq(courseGradebooks.courseGuid, courseGuid));
  }

  // Categories

  /** The course's categories in their order. */
  async categories(courseGuid: string): Promise<CategoryRow[]> {
    return this.db
      .select({ guid: gradeCategories.guid, name: gradeCategories.name, weight: gradeCategories.weight, position: gradeCategories.position })
      .from(gradeCategories)
      .where(eq(gradeCategories.courseGuid, courseGuid))
      .orderBy(asc(gradeCategories.position), asc(gradeCategories.name));
  }

  async insertCategory(courseGuid: string, category: { name: string; weight: number; position: number }): Promise<CategoryRow> {
    const [row] = await this.db
      .insert(gradeCategories)
      .values({ courseGuid, ...category })
      .returning({ guid: gradeCategories.guid, name: gradeCategories.name, weight: gradeCategories.weight, position: gradeCategories.position });
    if (!row) throw new Error('category insert returned nothing');
    return row;
  }

  /** Writes each category's name, weight and position as given (only the rows that changed; one statement). */
  async saveCategories(courseGuid: string, rows: readonly CategoryRow[]): Promise<void> {
    if (rows.length === 0) return;
    const values = sql.join(rows.map((r) => sql`(${r.guid}::uuid, ${r.name}::text, ${r.weight}::numeric, ${r.position}::integer)`), sql`, `);
    await this.db.execute(sql`
      update grade_categories c set name = v.name, weight = v.weight, position = v.position
      from (values ${values}) as v(guid, name, weight, position)
      where c.guid = v.guid and c.course_guid = ${courseGuid}`);
  }

  /** Deletes a category of the course (its items and columns become uncategorised); false when there is none. */
  async deleteCategory(courseGuid: string, categoryGuid: string): Promise<boolean> {
    const deleted = await this.db.delete(gradeCategories).where(and(eq(gradeCategories.guid, categoryGuid), eq(gradeCategories.courseGuid, courseGuid))).returning({ guid: gradeCategories.guid });
    return deleted.length > 0;
  }

  // Items and columns

  /** A lesson item's gradebook fields: its `gradebook_items` row, created with the defaults for the fields not given. */
  async saveItemFields(itemGuid: string, fields: ItemFieldsWrite): Promise<void> {
    const set = defined({ ...fields });
    if (Object.keys(set).length === 0) return;
    await this.db.insert(gradebookItems).values({ itemGuid, ...set }).onConflictDoUpdate({ target: gradebookItems.itemGuid, set });
  }

  /** A lesson item's own due date (the lesson page shows the same one). */
  async saveItemDeliverAt(itemGuid: string, deliverAt: Date | null): Promise<void> {
    await this.db.update(lessonItems).set({ deliverAt, updatedAt: sql`now()` }).where(eq(lessonItems.guid, itemGuid));
  }

  async saveColumn(columnGuid: string, fields: ColumnWrite): Promise<void> {
    const set = defined({ ...fields });
    if (Object.keys(set).length === 0) return;
    await this.db.update(gradebookColumns).set(set).where(eq(gradebookColumns.guid, columnGuid));
  }

  /** Whether a column holds a score above `max` (lowering its max score would strand it). */
  async columnHasScoreAbove(columnGuid: string, max: number): Promise<boolean> {
    const [row] = await this.db.select({ guid: columnScores.columnGuid }).from(columnScores).where(and(eq(columnScores.columnGuid, columnGuid), gt(columnScores.score, max))).limit(1);
    return row !== undefined;
  }

  /** A new manual column, last of the course's columns. */
  async insertColumn(courseGuid: string, column: ColumnWrite & { name: string; createdBy: string }): Promise<string> {
    const [row] = await this.db
      .insert(gradebookColumns)
      .values({
        courseGuid,
        ...defined({ ...column }),
        name: column.name,
        position: sql`(select coalesce(max(gc.position) + 1, 0) from gradebook_columns gc where gc.course_guid = ${courseGuid})`,
      })
      .returning({ guid: gradebookColumns.guid });
    if (!row) throw new Error('column insert returned nothing');
    return row.guid;
  }

  /** Deletes a column of the course with its scores and audit rows (cascades); false when there is none. */
  async deleteColumn(courseGuid: string, columnGuid: string): Promise<boolean> {
    const deleted = await this.db.delete(gradebookColumns).where(and(eq(gradebookColumns.guid, columnGuid), eq(gradebookColumns.courseGuid, courseGuid))).returning({ guid: gradebookColumns.guid });
    return deleted.length > 0;
  }

  // Publication

  /**
   * Publishes (keeping the first instant) or withdraws one item's or column's grades; one statement for an item, two
   * for a column. Undefined: not a gradable item or column of the course.
   */
  async publishOne(courseGuid: string, guid: string, published: boolean, now: Date): Promise<{ publishedAt: Date | null } | undefined> {
    const [item] = await this.db
      .update(lessonItems)
      .set({ gradesPublishedAt: published ? sql`coalesce(${lessonItems.gradesPublishedAt}, ${now.toISOString()}::timestamptz)` : null })
      .where(and(eq(lessonItems.guid, guid), GRADABLE_ITEM, ofCourse(courseGuid)))
      .returning({ publishedAt: lessonItems.gradesPublishedAt });
    if (item) return item;
    const [column] = await this.db
      .update(gradebookColumns)
      .set({ gradesPublishedAt: published ? sql`coalesce(${gradebookColumns.gradesPublishedAt}, ${now.toISOString()}::timestamptz)` : null })
      .where(and(eq(gradebookColumns.guid, guid), eq(gradebookColumns.courseGuid, courseGuid)))
      .returning({ publishedAt: gradebookColumns.gradesPublishedAt });
    return column;
  }

  /** Publishes the unpublished ones among these items and columns of the course; answers how many it published. */
  async publishMany(courseGuid: string, guids: { items: readonly string[]; columns: readonly string[] }, now: Date): Promise<number> {
    let count = 0;
    if (guids.items.length > 0) {
      const items = await this.db
        .update(lessonItems)
        .set({ gradesPublishedAt: now })
        .where(and(inArray(lessonItems.guid, [...guids.items]), isNull(lessonItems.gradesPublishedAt), ofCourse(courseGuid)))
        .returning({ guid: lessonItems.guid });
      count += items.length;
    }
    if (guids.columns.length > 0) {
      const columns = await this.db
        .update(gradebookColumns)
        .set({ gradesPublishedAt: now })
        .where(and(inArray(gradebookColumns.guid, [...guids.columns]), isNull(gradebookColumns.gradesPublishedAt), eq(gradebookColumns.courseGuid, courseGuid)))
        .returning({ guid: gradebookColumns.guid });
      count += columns.length;
    }
    return count;
  }
}
