// A library title's content, the courses that use it (course projects) and the copy of its lessons into a course
// (ADRs 0556–0558). The copy is a fixed number of statements whatever the title's size: read each level once, write
// each level once (in batches), never a statement per lesson or item.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TitleCopyPlan, TitleLicence } from '@domain/accounts/titleTools';
import type { Db } from '../db/Database';
import {
  courseMembers,
  courseProjectLessons,
  courseProjects,
  courses,
  libraryTitles,
  lessonItems,
  lessons,
  licenceCodes,
  licences,
  questions,
  titleItems,
  titleLessons,
  titleQuestions,
  titleUnits,
  units,
} from '../db/schema';
import type { TitleRow } from './AccountRepository';

/** Rows per INSERT: far under PostgreSQL's 65 535 parameters for the widest row. */
const BATCH = 200;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

export interface TitleOutlineRow {
  units: { guid: string; name: string; lessons: { guid: string; name: string; itemsCount: number }[] }[];
}

export interface TeacherResourceRow {
  guid: string;
  name: string;
  contentType: string;
  lessonName: string;
}

export interface CourseProjectRow {
  guid: string;
  tenantId: string;
  courseGuid: string;
  courseName: string;
  titleGuid: string;
  createdBy: string | null;
}

export interface TitleCourseRow {
  titleGuid: string;
  projectGuid: string;
  courseGuid: string;
  courseName: string;
}

export class TitleToolsRepository {
  constructor(private readonly db: Db) {}

  /** The tenant's title and the user's licences for it (one statement); undefined when the tenant has no such title. */
  async titleWithLicences(tenantId: string, titleGuid: string, userGuid: string): Promise<{ title: TitleRow; licences: TitleLicence[] } | undefined> {
    const rows = await this.db
      .select({ title: libraryTitles, profile: licenceCodes.profile, endsOn: licences.endsOn })
      .from(libraryTitles)
      .leftJoin(licences, and(eq(licences.titleGuid, libraryTitles.guid), eq(licences.userGuid, userGuid)))
      .leftJoin(licenceCodes, eq(licenceCodes.guid, licences.codeGuid))
      .where(and(eq(libraryTitles.tenantId, tenantId), eq(libraryTitles.guid, titleGuid)));
    const first = rows[0];
    if (!first) return undefined;
    const held = rows.flatMap((row) => (row.profile !== null && row.endsOn !== null ? [{ profile: row.profile === 'teacher' ? ('teacher' as const) : ('student' as const), endsOn: row.endsOn }] : []));
    return { title: first.title, licences: held };
  }

  /** The title's units and lessons in order, each lesson with its items counted (one statement). */
  async outline(titleGuid: string): Promise<TitleOutlineRow> {
    const rows = await this.db
      .select({
        unitGuid: titleUnits.guid,
        unitName: titleUnits.name,
        lessonGuid: titleLessons.guid,
        lessonName: titleLessons.name,
        itemsCount: sql<number>`(select count(*)::int from ${titleItems} where ${titleItems.lessonGuid} = ${titleLessons.guid})`,
      })
      .from(titleUnits)
      .leftJoin(titleLessons, eq(titleLessons.unitGuid, titleUnits.guid))
      .where(eq(titleUnits.titleGuid, titleGuid))
      .orderBy(asc(titleUnits.position), asc(titleLessons.position));
    const out: TitleOutlineRow['units'] = [];
    for (const row of rows) {
      let unit = out[out.length - 1];
      if (!unit || unit.guid !== row.unitGuid) out.push((unit = { guid: row.unitGuid, name: row.unitName, lessons: [] }));
      if (row.lessonGuid !== null && row.lessonName !== null) unit.lessons.push({ guid: row.lessonGuid, name: row.lessonName, itemsCount: Number(row.itemsCount) });
    }
    return { units: out };
  }

  /** The title's items for teachers only (guides, answer keys), in the title's order (one statement). */
  async teacherResources(titleGuid: string): Promise<TeacherResourceRow[]> {
    return this.db
      .select({ guid: titleItems.guid, name: titleItems.name, contentType: titleItems.contentType, lessonName: titleLessons.name })
      .from(titleItems)
      .innerJoin(titleLessons, eq(titleLessons.guid, titleItems.lessonGuid))
      .innerJoin(titleUnits, eq(titleUnits.guid, titleLessons.unitGuid))
      .where(and(eq(titleLessons.titleGuid, titleGuid), eq(titleItems.audience, 'teachers')))
      .orderBy(asc(titleUnits.position), asc(titleLessons.position), asc(titleItems.position));
  }

  /** A course project of the tenant by its guid, with its course's name (live courses only). */
  async project(tenantId: string, projectGuid: string): Promise<CourseProjectRow | undefined> {
    const [row] = await this.db
      .select({ guid: courseProjects.guid, tenantId: courseProjects.tenantId, courseGuid: courseProjects.courseGuid, courseName: courses.name, titleGuid: courseProjects.titleGuid, createdBy: courseProjects.createdBy })
      .from(courseProjects)
      .innerJoin(courses, eq(courses.guid, courseProjects.courseGuid))
      .where(and(eq(courseProjects.tenantId, tenantId), eq(courseProjects.guid, projectGuid), isNull(courses.archivedAt)));
    return row;
  }

  /**
   * Waits for any other request creating a course under this project guid, until the transaction ends: a retry that
   * races the first attempt then finds the project it made.
   */
  async lockProjectGuid(projectGuid: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${projectGuid}, 0))`);
  }

  /**
   * The course's project for the title, made if missing (`guid` when given), and locked until the transaction ends so
   * that two additions to one course never copy a lesson twice.
   */
  async lockedProject(command: { tenantId: string; courseGuid: string; titleGuid: string; createdBy: string; guid?: string }): Promise<string> {
    await this.db
      .insert(courseProjects)
      .values({ guid: command.guid ?? randomUUID(), tenantId: command.tenantId, courseGuid: command.courseGuid, titleGuid: command.titleGuid, createdBy: command.createdBy })
      .onConflictDoNothing({ target: [courseProjects.courseGuid, courseProjects.titleGuid] });
    const [row] = await this.db
      .select({ guid: courseProjects.guid })
      .from(courseProjects)
      .where(and(eq(courseProjects.courseGuid, command.courseGuid), eq(courseProjects.titleGuid, command.titleGuid)))
      .for('update');
    if (!row) throw new Error('course project vanished');
    return row.guid;
  }

  /** The title's lessons the course holds a copy of. */
  async addedLessons(projectGuid: string): Promise<Map<string, string>> {
    const rows = await this.db.select({ titleLesson: courseProjectLessons.titleLessonGuid, lesson: courseProjectLessons.lessonGuid }).from(courseProjectLessons).where(eq(courseProjectLessons.projectGuid, projectGuid));
    return new Map(rows.map((row) => [row.titleLesson, row.lesson]));
  }

  /** The courses `userGuid` teaches that use each of their titles, by course name (one statement). */
  async coursesOfTitles(userGuid: string, titleGuids: readonly string[]): Promise<TitleCourseRow[]> {
    if (titleGuids.length === 0) return [];
    return this.db
      .select({ titleGuid: courseProjects.titleGuid, projectGuid: courseProjects.guid, courseGuid: courses.guid, courseName: courses.name })
      .from(courseProjects)
      .innerJoin(courses, eq(courses.guid, courseProjects.courseGuid))
      .innerJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, userGuid), eq(courseMembers.role, 'teacher')))
      .where(and(inArray(courseProjects.titleGuid, [...titleGuids]), isNull(courses.archivedAt)))
      .orderBy(asc(courses.name), asc(courses.guid));
  }

  /**
   * Copies the plan's lessons of the title, with their items and questions, into new units at the end of the course,
   * and records each copy under the project. Runs inside the caller's transaction (a failure leaves nothing); the course
   * row is locked first, as every structural write to a course does. Answers the lessons copied.
   */
  async copy(command: { projectGuid: string; courseGuid: string; plan: TitleCopyPlan }): Promise<number> {
    const { plan, courseGuid } = command;
    const lessonGuids = plan.units.flatMap((unit) => unit.lessonGuids);
    if (lessonGuids.length === 0) return 0;
    await this.db.select({ guid: courses.guid }).from(courses).where(eq(courses.guid, courseGuid)).for('update');
    const [lastUnit] = await this.db.select({ n: sql<number>`coalesce(max(${units.position}), 0)::int` }).from(units).where(eq(units.courseGuid, courseGuid));
    const [lastLesson] = await this.db.select({ n: sql<number>`coalesce(max(${lessons.position}), 0)::int` }).from(lessons).where(eq(lessons.courseGuid, courseGuid));
    const names = new Map((await this.db.select({ guid: titleLessons.guid, name: titleLessons.name }).from(titleLessons).where(inArray(titleLessons.guid, lessonGuids))).map((row) => [row.guid, row.name]));
    const sourceItems = await this.db.select().from(titleItems).where(inArray(titleItems.lessonGuid, lessonGuids)).orderBy(asc(titleItems.lessonGuid), asc(titleItems.position));
    const sourceQuestions = sourceItems.length === 0 ? [] : await this.db.select().from(titleQuestions).where(inArray(titleQuestions.itemGuid, sourceItems.map((item) => item.guid)));

    let unitPosition = Number(lastUnit?.n ?? 0);
    let lessonPosition = Number(lastLesson?.n ?? 0);
    const newUnits: (typeof units.$inferInsert)[] = [];
    const newLessons: (typeof lessons.$inferInsert)[] = [];
    const lessonOf = new Map<string, string>();
    for (const unit of plan.units) {
      const unitGuid = randomUUID();
      newUnits.push({ guid: unitGuid, courseGuid, name: unit.name, position: (unitPosition += 1) });
      for (const titleLesson of unit.lessonGuids) {
        const guid = randomUUID();
        lessonOf.set(titleLesson, guid);
        newLessons.push({ guid, unitGuid, courseGuid, name: names.get(titleLesson) ?? '', position: (lessonPosition += 1), published: plan.published });
      }
    }
    const itemOf = new Map<string, string>();
    const newItems: (typeof lessonItems.$inferInsert)[] = sourceItems.map((item) => {
      const guid = randomUUID();
      itemOf.set(item.guid, guid);
      return {
        guid,
        lessonGuid: lessonOf.get(item.lessonGuid) ?? '',
        name: item.name,
        contentType: item.contentType,
        position: item.position,
        isEvaluable: item.isEvaluable,
        audience: item.audience,
        sectionName: item.sectionName,
        teacherNotes: item.teacherNotes,
        data: item.data,
      };
    });
    const newQuestions: (typeof questions.$inferInsert)[] = sourceQuestions.map((question) => ({
      itemGuid: itemOf.get(question.itemGuid) ?? '',
      position: question.position,
      type: question.type,
      name: question.name,
      description: question.description,
      points: question.points,
      data: question.data,
    }));

    await this.db.insert(units).values(newUnits);
    for (const batch of batches(newLessons)) await this.db.insert(lessons).values(batch);
    for (const batch of batches(newItems)) await this.insertItems(batch);
    for (const batch of batches(newQuestions)) await this.db.insert(questions).values(batch);
    await this.db.insert(courseProjectLessons).values([...lessonOf].map(([titleLessonGuid, lessonGuid]) => ({ projectGuid: command.projectGuid, titleLessonGuid, lessonGuid })));
    return newLessons.length;
  }

  /** One batch of copied items (its own method so a test can make the copy fail halfway). */
  async insertItems(rows: (typeof lessonItems.$inferInsert)[]): Promise<void> {
    await this.db.insert(lessonItems).values(rows);
  }
}
