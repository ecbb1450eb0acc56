import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { tenantCourse } from '../db/liveCourse';
import { Roles } from '@domain/identity/roles';
import type { Db } from '../db/Database';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { prepared, type Param } from '../db/prepared';
import { courseMembers, courses, jobs, lessonItems, lessonProgress, lessons, schools, units } from '../db/schema';
import type { Caller } from '../plugins/app/Caller';

export type AccessCaller = Pick<Caller, 'guid' | 'tenantId' | 'role' | 'seeAsStudent'>;

/** What the course policy needs to know of a course and of the caller in it (policies/coursePolicy.ts decides). */
export interface CourseFacts {
  courseGuid: string;
  courseName: string;
  schoolGuid: string;
  tenantId: string;
  /** The school's IANA time zone: deliver dates are read and written in it. */
  timeZone: string;
  /** The caller's role in the course ('teacher' | 'student'), null when not a member. */
  memberRole: string | null;
  /** The caller is a school admin (R03) of the course's school. */
  adminOfSchool: boolean;
}

export interface UnitFacts extends CourseFacts {
  unitGuid: string;
}

export interface LessonFacts extends UnitFacts {
  lessonGuid: string;
  lessonPublished: boolean;
}

export interface ItemFacts extends LessonFacts {
  itemGuid: string;
  itemName: string;
  contentType: string;
  data: Record<string, unknown>;
  deliverAt: Date | null;
  canDeliverLate: boolean;
  published: boolean;
  audience: string;
  /** When the teacher published the item's grades to its students; null while they are not. */
  gradesPublishedAt: Date | null;
}

/** A lesson's facts and what its page heads with. */
export interface LessonPageFacts extends LessonFacts {
  lessonName: string;
  thumbnail: string | null;
  position: number;
  unitName: string;
  /** The course's level: a course of preschool or primary puts its students in kids mode (ADR 0536). */
  educationLevel: string;
  /** The caller's own progress in the lesson; null without a row. */
  progress: number | null;
}

/** A student's job and the item it belongs to. */
export interface JobFacts extends ItemFacts {
  jobGuid: string;
  personGuid: string;
  /** The job's owner is a student of the course (a former student's job is not graded). */
  ownerIsStudent: boolean;
}

/** Where an item is and what a student would see of it (a batch delete is decided on these). */
export interface LocatedItem {
  guid: string;
  courseGuid: string;
  lessonGuid: string;
  lessonPublished: boolean;
  published: boolean;
  audience: string;
}

/** Only school admins are asked whether they administer the school: one `exists` less for everyone else. */
function adminOfSchool(caller: { guid: Param<string>; role: AccessCaller['role'] }): SQL<boolean> {
  return caller.role === Roles.schoolAdmin
    ? sql<boolean>`exists (select 1 from school_memberships sm where sm.user_guid = ${caller.guid} and sm.school_guid = ${courses.schoolGuid})`
    : sql<boolean>`false`;
}

/**
 * A course's facts as select columns, for a statement over `courses` joined to `schools` and to the caller's
 * `course_members` row (a read that checks access and reads its answer in one statement uses them too).
 */
export function courseFactColumns(caller: { guid: Param<string>; role: AccessCaller['role'] }) {
  return {
    courseGuid: courses.guid,
    courseName: courses.name,
    schoolGuid: courses.schoolGuid,
    tenantId: courses.tenantId,
    timeZone: schools.timeZone,
    memberRole: courseMembers.role,
    adminOfSchool: adminOfSchool(caller),
  };
}

/** The course facts' select rows come back with `adminOfSchool` as the driver gives it; a boolean from here on. */
export const withAdminFlag = <R extends { adminOfSchool: unknown }>(row: R): R & { adminOfSchool: boolean } => ({ ...row, adminOfSchool: Boolean(row.adminOfSchool) });

/**
 * Ends a one-row read of course facts: `query` selects `courseFactColumns` (and more) from a table joined up to
 * `courses`; this joins the school and the caller's membership, keeps the row whose `key` is `guid` in a live course of
 * the caller's tenant, and answers it (or undefined) with `adminOfSchool` as a boolean.
 */
export async function oneWithCourseFacts<T extends PgSelect>(query: T, caller: AccessCaller, key: AnyPgColumn, guid: string): Promise<FactsRow<T> | undefined> {
  const rows = await query
    .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
    .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, caller.guid)))
    .where(and(eq(key, guid.toLowerCase()), tenantCourse(caller.tenantId)))
    .limit(1);
  // A dynamic select loses its row type through the joins: the rows are those `query` selects.
  const [row] = rows as Row<T>[];
  return row && withAdminFlag(row);
}

/** The caller as a statement built once sees it: its guid and tenant are the placeholders `me` and `tenant`. */
export interface CallerParams {
  guid: Param<string>;
  tenantId: Param<string>;
  role: AccessCaller['role'];
}

/**
 * `oneWithCourseFacts`, its statement built once per handle and form (ADR 0548, as ADR 0549's reads): `select` builds
 * the query from the caller's placeholders (`me`, `tenant`; the row's key is `key`), and `name` names its SQL text
 * for every caller of the same form — a school admin's statement has the `exists` of `courseFactColumns`, so it has
 * its own name. Inside a transaction it is built per transaction, as before.
 */
export async function oneWithCourseFactsBuiltOnce<T extends PgSelect>(db: Db, name: string, caller: AccessCaller, key: AnyPgColumn, guid: string, select: (params: CallerParams) => T): Promise<FactsRow<T> | undefined> {
  const form = caller.role === Roles.schoolAdmin ? `${name}_admin` : name;
  const statement = prepared(db, form, () => {
    const params: CallerParams = { guid: sql.placeholder('me'), tenantId: sql.placeholder('tenant'), role: caller.role };
    return select(params)
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, params.guid)))
      .where(and(eq(key, sql.placeholder('key')), tenantCourse(params.tenantId)))
      .limit(1)
      .prepare(form);
  });
  const rows = await statement.execute({ me: caller.guid, tenant: caller.tenantId, key: guid.toLowerCase() });
  const [row] = rows as Row<T>[];
  return row && withAdminFlag(row);
}

type Row<T extends PgSelect> = T['_']['result'][number] & { adminOfSchool: unknown };
type FactsRow<T extends PgSelect> = Row<T> & { adminOfSchool: boolean };

/** Reads, in one statement each, the facts who-may-what is decided on; every read is scoped by the caller's tenant. */
export class AccessRepository {
  constructor(private readonly db: Db) {}

  private courseColumns(caller: Pick<CallerParams, 'guid' | 'role'>) {
    return courseFactColumns(caller);
  }

  async course(caller: AccessCaller, courseGuid: string): Promise<CourseFacts | undefined> {
    const query = this.db
      .select(this.courseColumns(caller))
      .from(courses)
      .$dynamic();
    return oneWithCourseFacts(query, caller, courses.guid, courseGuid);
  }

  /** The live courses of the caller's tenant among `courseGuids` (one statement); unknown guids are simply not there. */
  async courses(caller: AccessCaller, courseGuids: readonly string[]): Promise<CourseFacts[]> {
    const rows = await this.db
      .select(this.courseColumns(caller))
      .from(courses)
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, caller.guid)))
      .where(and(inArray(courses.guid, courseGuids.map((guid) => guid.toLowerCase())), tenantCourse(caller.tenantId)));
    return rows.map((row) => ({ ...row, adminOfSchool: Boolean(row.adminOfSchool) }));
  }

  async unit(caller: AccessCaller, unitGuid: string): Promise<UnitFacts | undefined> {
    const query = this.db
      .select({ ...this.courseColumns(caller), unitGuid: units.guid })
      .from(units)
      .innerJoin(courses, eq(courses.guid, units.courseGuid))
      .$dynamic();
    return oneWithCourseFacts(query, caller, units.guid, unitGuid);
  }

  async lesson(caller: AccessCaller, lessonGuid: string): Promise<LessonFacts | undefined> {
    const query = this.db
      .select({ ...this.courseColumns(caller), unitGuid: lessons.unitGuid, lessonGuid: lessons.guid, lessonPublished: lessons.published })
      .from(lessons)
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .$dynamic();
    return oneWithCourseFacts(query, caller, lessons.guid, lessonGuid);
  }

  /**
   * The lesson's facts with what the lesson page heads with (its name, place, unit and the caller's progress), in one
   * statement: the page's access check and its head are the same read.
   */
  async lessonPage(caller: AccessCaller, lessonGuid: string): Promise<LessonPageFacts | undefined> {
    // Built once per handle (ADR 0548).
    return oneWithCourseFactsBuiltOnce(this.db, 'lesson_page_facts', caller, lessons.guid, lessonGuid, (params) => this.db
      .select({
        ...this.courseColumns(params),
        unitGuid: lessons.unitGuid,
        lessonGuid: lessons.guid,
        lessonPublished: lessons.published,
        lessonName: lessons.name,
        thumbnail: lessons.thumbnail,
        position: lessons.position,
        unitName: units.name,
        educationLevel: courses.educationLevel,
        progress: lessonProgress.progress,
      })
      .from(lessons)
      .innerJoin(units, eq(units.guid, lessons.unitGuid))
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .leftJoin(lessonProgress, and(eq(lessonProgress.lessonGuid, lessons.guid), eq(lessonProgress.userGuid, params.guid)))
      .$dynamic());
  }

  private itemColumns(caller: AccessCaller) {
    return {
      ...this.courseColumns(caller),
      unitGuid: lessons.unitGuid,
      lessonGuid: lessons.guid,
      lessonPublished: lessons.published,
      itemGuid: lessonItems.guid,
      itemName: lessonItems.name,
      contentType: lessonItems.contentType,
      data: lessonItems.data,
      deliverAt: lessonItems.deliverAt,
      canDeliverLate: lessonItems.canDeliverLate,
      published: lessonItems.published,
      audience: lessonItems.audience,
      gradesPublishedAt: lessonItems.gradesPublishedAt,
    };
  }

  async item(caller: AccessCaller, itemGuid: string): Promise<ItemFacts | undefined> {
    const query = this.db
      .select(this.itemColumns(caller))
      .from(lessonItems)
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .$dynamic();
    return oneWithCourseFacts(query, caller, lessonItems.guid, itemGuid);
  }

  /** Where the items are: course, lesson and what a student would see of them. Unknown guids are left out. */
  async locateItems(guids: readonly string[]): Promise<LocatedItem[]> {
    if (guids.length === 0) return [];
    return this.db
      .select({
        guid: lessonItems.guid,
        courseGuid: lessons.courseGuid,
        lessonGuid: lessons.guid,
        lessonPublished: lessons.published,
        published: lessonItems.published,
        audience: lessonItems.audience,
      })
      .from(lessonItems)
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .where(inArray(lessonItems.guid, [...guids]));
  }

  /** A job by its guid with its item's facts; undefined for another tenant's or an unknown job. */
  async job(caller: AccessCaller, jobGuid: string): Promise<JobFacts | undefined> {
    const [row] = await this.db
      .select({
        ...this.itemColumns(caller),
        jobGuid: jobs.guid,
        personGuid: jobs.personGuid,
        ownerIsStudent: sql<boolean>`exists (select 1 from course_members cm where cm.course_guid = ${courses.guid} and cm.user_guid = ${jobs.personGuid} and cm.role = 'student')`,
      })
      .from(jobs)
      .innerJoin(lessonItems, eq(lessonItems.guid, jobs.itemGuid))
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, caller.guid)))
      .where(and(eq(jobs.guid, jobGuid.toLowerCase()), eq(courses.tenantId, caller.tenantId)))
      .limit(1);
    return row && { ...withAdminFlag(row), ownerIsStudent: Boolean(row.ownerIsStudent) };
  }
}
