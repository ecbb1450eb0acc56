import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { TimetableSlot } from '@domain/calendar/timetable';
import type { Db } from '../db/Database';
import { tenantCourse } from '../db/liveCourse';
import { calendarEvents, courseMembers, courses, courseTimetables, gradebookColumns, lessonItems, lessons, lessonSessionPins, nonSchoolDays, schoolMemberships, schools, units } from '../db/schema';

/** A course on the caller's own calendar: one they are a member of. */
export interface CalendarCourseRow {
  courseGuid: string;
  courseName: string;
  schoolGuid: string;
  timeZone: string;
  /** 'teacher' | 'student'. */
  memberRole: string;
}

/** An item with a deliver date in a course a teacher or school admin sees whole (drafts included). */
export interface DeliverItemRow {
  itemGuid: string;
  itemName: string;
  /** Null for a gradebook's own column (ADR 0506). */
  contentType: string | null;
  courseGuid: string;
  courseName: string;
  /** Null for a gradebook's own column. */
  lessonGuid: string | null;
  deliverAt: Date;
  timeZone: string;
}

export interface ProgrammeLessonRow {
  courseGuid: string;
  guid: string;
  name: string;
  unitName: string;
  published: boolean;
  pinDate: string | null;
  pinStarts: string | null;
}

export interface NonSchoolDayRow {
  guid: string;
  name: string;
  schoolGuid: string;
  courseGuid: string | null;
  startsOn: CalendarDate;
  endsOn: CalendarDate;
}

/** A course's stored timetable (ADR 0501). */
export interface TimetableRow {
  courseGuid: string;
  startsOn: CalendarDate;
  endsOn: CalendarDate;
  slots: TimetableSlot[];
}

/** A teacher's own event (ADR 0504): the school's wall clock; no times is all day. */
export interface OwnEventRow {
  guid: string;
  title: string;
  startsOn: CalendarDate;
  endsOn: CalendarDate;
  starts: string | null;
  ends: string | null;
}

export type OwnEventValues = Omit<OwnEventRow, 'guid'>;

const ownEventColumns = { guid: calendarEvents.guid, title: calendarEvents.title, startsOn: calendarEvents.startsOn, endsOn: calendarEvents.endsOn, starts: calendarEvents.starts, ends: calendarEvents.ends };

/** The calendar's reads (ADR 0500): the caller's courses and schools, deliver dates in a window, non-school days. */
export class CalendarRepository {
  constructor(private readonly db: Db) {}

  /** The live courses of the caller's tenant they are a member of, by name. */
  async memberCourses(caller: { guid: string; tenantId: string }): Promise<CalendarCourseRow[]> {
    return this.db
      .select({ courseGuid: courses.guid, courseName: courses.name, schoolGuid: courses.schoolGuid, timeZone: schools.timeZone, memberRole: courseMembers.role })
      .from(courseMembers)
      .innerJoin(courses, eq(courses.guid, courseMembers.courseGuid))
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .where(and(eq(courseMembers.userGuid, caller.guid), tenantCourse(caller.tenantId)))
      .orderBy(asc(courses.name), asc(courses.guid));
  }

  /** The caller's schools in their own order (the first one's zone is the calendar's when no course says otherwise). */
  async callerSchools(caller: { guid: string; tenantId: string }): Promise<{ schoolGuid: string; timeZone: string }[]> {
    return this.db
      .select({ schoolGuid: schools.guid, timeZone: schools.timeZone })
      .from(schoolMemberships)
      .innerJoin(schools, eq(schools.guid, schoolMemberships.schoolGuid))
      .where(and(eq(schoolMemberships.userGuid, caller.guid), eq(schools.tenantId, caller.tenantId)))
      .orderBy(asc(schoolMemberships.position), asc(schools.guid));
  }

  /** Every item of the courses with a deliver date in [from, to) (instants; the caller trims to school-local days). */
  async deliverItems(courseGuids: readonly string[], from: Date, to: Date): Promise<DeliverItemRow[]> {
    if (courseGuids.length === 0) return [];
    const items = this.db
      .select({
        itemGuid: lessonItems.guid,
        itemName: lessonItems.name,
        contentType: sql<string | null>`${lessonItems.contentType}`,
        courseGuid: courses.guid,
        courseName: courses.name,
        lessonGuid: sql<string | null>`${lessons.guid}`,
        deliverAt: lessonItems.deliverAt,
        timeZone: schools.timeZone,
      })
      .from(lessonItems)
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .where(and(inArray(courses.guid, [...courseGuids]), isNull(courses.archivedAt), gte(lessonItems.deliverAt, from), sql`${lessonItems.deliverAt} < ${to.toISOString()}`));
    // The gradebook's own columns with a due date (an oral exam, a notebook check) are deliver dates too (ADR 0506).
    const columns = this.db
      .select({
        itemGuid: gradebookColumns.guid,
        itemName: gradebookColumns.name,
        contentType: sql<string | null>`null`,
        courseGuid: courses.guid,
        courseName: courses.name,
        lessonGuid: sql<string | null>`null`,
        deliverAt: gradebookColumns.deliverAt,
        timeZone: schools.timeZone,
      })
      .from(gradebookColumns)
      .innerJoin(courses, eq(courses.guid, gradebookColumns.courseGuid))
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .where(and(inArray(courses.guid, [...courseGuids]), isNull(courses.archivedAt), gte(gradebookColumns.deliverAt, from), sql`${gradebookColumns.deliverAt} < ${to.toISOString()}`));
    // By due instant, name and guid: the 7th, 2nd and 1st columns of both selects.
    const rows = await items.unionAll(columns).orderBy(sql`7`, sql`2`, sql`1`);
    return rows.flatMap((row) => (row.deliverAt === null ? [] : [{ ...row, deliverAt: row.deliverAt }]));
  }

  /** The non-school days of the schools (school-wide) and of the courses that overlap [from, to]. */
  async nonSchoolDays(tenantId: string, schoolGuids: readonly string[], courseGuids: readonly string[], from: CalendarDate, to: CalendarDate): Promise<NonSchoolDayRow[]> {
    if (schoolGuids.length === 0) return [];
    const scope = courseGuids.length === 0 ? isNull(nonSchoolDays.courseGuid) : or(isNull(nonSchoolDays.courseGuid), inArray(nonSchoolDays.courseGuid, [...courseGuids]));
    return this.db
      .select({ guid: nonSchoolDays.guid, name: nonSchoolDays.name, schoolGuid: nonSchoolDays.schoolGuid, courseGuid: nonSchoolDays.courseGuid, startsOn: nonSchoolDays.startsOn, endsOn: nonSchoolDays.endsOn })
      .from(nonSchoolDays)
      .where(and(eq(nonSchoolDays.tenantId, tenantId), inArray(nonSchoolDays.schoolGuid, [...schoolGuids]), scope, lte(nonSchoolDays.startsOn, to), gte(nonSchoolDays.endsOn, from)))
      .orderBy(asc(nonSchoolDays.startsOn), asc(nonSchoolDays.name), asc(nonSchoolDays.guid));
  }

  /** The timetables of the courses that overlap [from, to] (all of them without a range). */
  async timetables(courseGuids: readonly string[], from?: CalendarDate, to?: CalendarDate): Promise<TimetableRow[]> {
    if (courseGuids.length === 0) return [];
    const overlap = from === undefined || to === undefined ? undefined : and(lte(courseTimetables.startsOn, to), gte(courseTimetables.endsOn, from));
    return this.db
      .select({ courseGuid: courseTimetables.courseGuid, startsOn: courseTimetables.startsOn, endsOn: courseTimetables.endsOn, slots: courseTimetables.slots })
      .from(courseTimetables)
      .where(and(inArray(courseTimetables.courseGuid, [...courseGuids]), overlap))
      .orderBy(asc(courseTimetables.courseGuid));
  }

  /** Replaces a course's timetable (one row per course). */
  async saveTimetable(row: TimetableRow & { tenantId: string; updatedBy: string; at: Date }): Promise<void> {
    const values = { startsOn: row.startsOn, endsOn: row.endsOn, slots: row.slots, updatedBy: row.updatedBy, updatedAt: row.at };
    await this.db
      .insert(courseTimetables)
      .values({ courseGuid: row.courseGuid, tenantId: row.tenantId, ...values })
      .onConflictDoUpdate({ target: courseTimetables.courseGuid, set: values });
  }

  /** A school of the caller's tenant they belong to. */
  async memberSchool(caller: { guid: string; tenantId: string }, schoolGuid: string): Promise<{ schoolGuid: string; name: string; tenantId: string } | undefined> {
    const [row] = await this.db
      .select({ schoolGuid: schools.guid, name: schools.name, tenantId: schools.tenantId })
      .from(schoolMemberships)
      .innerJoin(schools, eq(schools.guid, schoolMemberships.schoolGuid))
      .where(and(eq(schoolMemberships.userGuid, caller.guid), eq(schoolMemberships.schoolGuid, schoolGuid), eq(schools.tenantId, caller.tenantId)));
    return row;
  }

  /** A school's own non-school days (`courseGuid` null) or a course's, by first day. */
  async ownNonSchoolDays(scope: { schoolGuid: string } | { courseGuid: string }): Promise<NonSchoolDayRow[]> {
    return this.db
      .select({ guid: nonSchoolDays.guid, name: nonSchoolDays.name, schoolGuid: nonSchoolDays.schoolGuid, courseGuid: nonSchoolDays.courseGuid, startsOn: nonSchoolDays.startsOn, endsOn: nonSchoolDays.endsOn })
      .from(nonSchoolDays)
      .where('courseGuid' in scope ? eq(nonSchoolDays.courseGuid, scope.courseGuid) : and(eq(nonSchoolDays.schoolGuid, scope.schoolGuid), isNull(nonSchoolDays.courseGuid)))
      .orderBy(asc(nonSchoolDays.startsOn), asc(nonSchoolDays.name), asc(nonSchoolDays.guid));
  }

  async nonSchoolDay(tenantId: string, guid: string): Promise<NonSchoolDayRow | undefined> {
    const [row] = await this.db
      .select({ guid: nonSchoolDays.guid, name: nonSchoolDays.name, schoolGuid: nonSchoolDays.schoolGuid, courseGuid: nonSchoolDays.courseGuid, startsOn: nonSchoolDays.startsOn, endsOn: nonSchoolDays.endsOn })
      .from(nonSchoolDays)
      .where(and(eq(nonSchoolDays.guid, guid), eq(nonSchoolDays.tenantId, tenantId)));
    return row;
  }

  async addNonSchoolDay(row: { tenantId: string; schoolGuid: string; courseGuid: string | null; name: string; startsOn: CalendarDate; endsOn: CalendarDate; createdBy: string }): Promise<string> {
    const [created] = await this.db.insert(nonSchoolDays).values(row).returning({ guid: nonSchoolDays.guid });
    if (!created) throw new Error('non-school day not created');
    return created.guid;
  }

  async changeNonSchoolDay(guid: string, values: { name: string; startsOn: CalendarDate; endsOn: CalendarDate }): Promise<void> {
    await this.db.update(nonSchoolDays).set(values).where(eq(nonSchoolDays.guid, guid));
  }

  async removeNonSchoolDay(guid: string): Promise<void> {
    await this.db.delete(nonSchoolDays).where(eq(nonSchoolDays.guid, guid));
  }

  /** The owner's events that fall on a day of [from, to]. */
  async ownEvents(owner: { guid: string; tenantId: string }, from: CalendarDate, to: CalendarDate): Promise<OwnEventRow[]> {
    return this.db
      .select(ownEventColumns)
      .from(calendarEvents)
      .where(and(eq(calendarEvents.ownerGuid, owner.guid), eq(calendarEvents.tenantId, owner.tenantId), lte(calendarEvents.startsOn, to), gte(calendarEvents.endsOn, from)))
      .orderBy(asc(calendarEvents.startsOn), asc(calendarEvents.starts), asc(calendarEvents.guid));
  }

  /** One of the owner's events; someone else's is none. */
  async ownEvent(owner: { guid: string; tenantId: string }, guid: string): Promise<OwnEventRow | undefined> {
    const [row] = await this.db
      .select(ownEventColumns)
      .from(calendarEvents)
      .where(and(eq(calendarEvents.guid, guid), eq(calendarEvents.ownerGuid, owner.guid), eq(calendarEvents.tenantId, owner.tenantId)));
    return row;
  }

  async addEvent(owner: { guid: string; tenantId: string }, values: OwnEventValues): Promise<string> {
    const [row] = await this.db.insert(calendarEvents).values({ ...values, ownerGuid: owner.guid, tenantId: owner.tenantId }).returning({ guid: calendarEvents.guid });
    if (!row) throw new Error('event not created');
    return row.guid;
  }

  async changeEvent(guid: string, values: OwnEventValues): Promise<void> {
    await this.db.update(calendarEvents).set(values).where(eq(calendarEvents.guid, guid));
  }

  async removeEvent(guid: string): Promise<void> {
    await this.db.delete(calendarEvents).where(eq(calendarEvents.guid, guid));
  }

  /** A course's lessons in its order (units, then lessons), with the session a teacher pinned each to (ADR 0505). */
  /** The courses' lessons in programme order (by course, then unit and lesson position), with their pins. */
  async programmeLessons(courseGuids: readonly string[]): Promise<ProgrammeLessonRow[]> {
    if (courseGuids.length === 0) return [];
    return this.db
      .select({ courseGuid: lessons.courseGuid, guid: lessons.guid, name: lessons.name, unitName: units.name, published: lessons.published, pinDate: lessonSessionPins.sessionDate, pinStarts: lessonSessionPins.sessionStarts })
      .from(lessons)
      .innerJoin(units, eq(units.guid, lessons.unitGuid))
      .leftJoin(lessonSessionPins, eq(lessonSessionPins.lessonGuid, lessons.guid))
      .where(inArray(lessons.courseGuid, [...courseGuids]))
      .orderBy(asc(lessons.courseGuid), asc(units.position), asc(lessons.position), asc(lessons.guid));
  }

  async pinLesson(row: { lessonGuid: string; courseGuid: string; date: CalendarDate; starts: string; by: string; at: Date }): Promise<void> {
    const values = { sessionDate: row.date, sessionStarts: row.starts, updatedBy: row.by, updatedAt: row.at };
    await this.db
      .insert(lessonSessionPins)
      .values({ lessonGuid: row.lessonGuid, courseGuid: row.courseGuid, ...values })
      .onConflictDoUpdate({ target: lessonSessionPins.lessonGuid, set: values });
  }
}
