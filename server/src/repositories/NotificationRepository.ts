import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { NotificationType } from '@domain/notifications/notifications';
import type { CourseRelation } from '@domain/courses/courseRelation';
import { isKidsMode } from '@domain/identity/kidsMode';
import type { Db } from '../db/Database';
import { liveCourse } from '../db/liveCourse';
import { attempts, courseMembers, courses, jobs, lessonItems, lessons, notificationDigests, notifications, schoolMemberships, schools, tenants, users } from '../db/schema';

// Notifications (ADR 0512, 0513): one row per person and event, written in the event's transaction. Every read is by
// the owner's guid: nobody reads another person's notifications.

export interface NotificationRow {
  id: number;
  guid: string;
  type: NotificationType;
  data: Record<string, unknown>;
  createdAt: Date;
  viewedAt: Date | null;
  consumedAt: Date | null;
}

export interface NewNotification {
  tenantId: string;
  userGuid: string;
  type: NotificationType;
  data: Record<string, unknown>;
  /** Notifies the person once per key (null: every time). */
  key: string | null;
  at: Date;
}

/** A member of a course, as an event's fan-out sees them. */
export interface CourseMember {
  guid: string;
  relation: Exclude<CourseRelation, 'admin'>;
  kidsMode: boolean;
}

/** What a notification about an item names. */
export interface ItemFacts {
  tenantId: string;
  courseGuid: string;
  courseName: string;
  lessonGuid: string;
  itemGuid: string;
  name: string;
  contentType: string;
  isEvaluable: boolean;
  deliverAt: Date | null;
  sectionName: string | null;
  /** Students see it: published, for everyone, in a published lesson of a live course. */
  visibleToStudents: boolean;
}

/** A person who asked for the daily digest and has something unread after their last one (ADR 0519). */
export interface DigestCandidate {
  guid: string;
  tenantId: string;
  tenantName: string;
  email: string;
  name: string;
  language: string | null;
  defaultLanguage: string;
  role: string;
  kidsMode: boolean;
  /** Their first school's zone (null: no school). */
  timeZone: string | null;
  /** The newest notification their previous digest listed (0: none yet). */
  previousThroughId: number;
}

const rowColumns = {
  id: notifications.id,
  guid: notifications.guid,
  type: sql<NotificationType>`${notifications.type}`,
  data: notifications.data,
  createdAt: notifications.createdAt,
  viewedAt: notifications.viewedAt,
  consumedAt: notifications.consumedAt,
};

const tenantKidsMode = sql<boolean>`coalesce((${tenants.flags}->>'kidsMode')::boolean, false)`;
/** The levels of the live courses a user learns in: what their app-wide kids mode is decided on (ADR 0536). */
const studentLevels = sql<string[] | null>`(select array_agg(c.education_level) from ${courseMembers} m join ${courses} c on c.guid = m.course_guid where m.user_guid = ${users.guid} and m.role = 'student' and c.archived_at is null)`;

/** A course member's kids mode in that course: the domain's one rule (ADR 0536), on the tenant's switch and the course's level. */
function kidsModeIn(row: { tenantKidsMode: unknown; educationLevel: string }, relation: CourseRelation): boolean {
  return isKidsMode({ tenantKidsMode: Boolean(row.tenantKidsMode), isStudent: relation === 'student', courseLevels: [row.educationLevel] });
}

/** A person's app-wide kids mode: the same rule over every course they learn in. */
function kidsModeOf(row: { tenantKidsMode: unknown; isStudent: boolean; levels: string[] | null }): boolean {
  return isKidsMode({ tenantKidsMode: Boolean(row.tenantKidsMode), isStudent: row.isStudent, courseLevels: row.levels ?? [] });
}

const itemColumns = {
  tenantId: courses.tenantId,
  courseGuid: courses.guid,
  courseName: courses.name,
  lessonGuid: lessons.guid,
  itemGuid: lessonItems.guid,
  name: lessonItems.name,
  contentType: lessonItems.contentType,
  isEvaluable: lessonItems.isEvaluable,
  deliverAt: lessonItems.deliverAt,
  sectionName: lessonItems.sectionName,
  visibleToStudents: sql<boolean>`(${lessonItems.published} and ${lessonItems.audience} = 'all' and ${lessons.published})`,
};

export class NotificationRepository {
  constructor(private readonly db: Db) {}

  /** Writes notifications; a person already told under the same key is skipped. Answers how many were written. */
  async insertMany(rows: readonly NewNotification[]): Promise<number> {
    if (rows.length === 0) return 0;
    const written = await this.db
      .insert(notifications)
      .values(rows.map((r) => ({ tenantId: r.tenantId, userGuid: r.userGuid, type: r.type, data: r.data, key: r.key, createdAt: r.at })))
      .onConflictDoNothing({ target: [notifications.userGuid, notifications.key] })
      .returning({ id: notifications.id });
    return written.length;
  }

  /** The course's teachers and students, with their kids mode in the course (the tenant's switch, the course's level). */
  async courseMembers(courseGuid: string): Promise<CourseMember[]> {
    const rows = await this.db
      .select({ guid: courseMembers.userGuid, role: courseMembers.role, tenantKidsMode, educationLevel: courses.educationLevel })
      .from(courseMembers)
      .innerJoin(courses, eq(courses.guid, courseMembers.courseGuid))
      .innerJoin(tenants, eq(tenants.id, courses.tenantId))
      .where(and(eq(courseMembers.courseGuid, courseGuid), liveCourse()));
    return rows.flatMap((r) => (r.role === 'teacher' || r.role === 'student' ? [{ guid: r.guid, relation: r.role, kidsMode: kidsModeIn(r, r.role) }] : []));
  }

  async item(itemGuid: string): Promise<ItemFacts | undefined> {
    const [row] = await this.db
      .select(itemColumns)
      .from(lessonItems)
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .where(and(eq(lessonItems.guid, itemGuid), liveCourse()));
    return row;
  }

  async course(courseGuid: string): Promise<{ tenantId: string; courseGuid: string; courseName: string } | undefined> {
    const [row] = await this.db
      .select({ tenantId: courses.tenantId, courseGuid: courses.guid, courseName: courses.name })
      .from(courses)
      .where(and(eq(courses.guid, courseGuid), liveCourse()));
    return row;
  }

  async userName(userGuid: string): Promise<string> {
    const [row] = await this.db.select({ name: users.name, lastname: users.lastname }).from(users).where(eq(users.guid, userGuid));
    return row ? `${row.name} ${row.lastname}`.trim() : '';
  }

  /**
   * Students with an item due in (now, until] they have not turned in (no delivered job, no submitted attempt), among
   * items students see: the candidates of a "soon" notification (the key keeps it to one per student and item).
   */
  async dueSoon(now: Date, until: Date): Promise<(ItemFacts & { studentGuid: string; kidsMode: boolean })[]> {
    const rows = await this.db
      .select({ ...itemColumns, studentGuid: courseMembers.userGuid, tenantKidsMode, educationLevel: courses.educationLevel })
      .from(lessonItems)
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
      .innerJoin(tenants, eq(tenants.id, courses.tenantId))
      .innerJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.role, 'student')))
      .where(
        and(
          gt(lessonItems.deliverAt, now),
          lte(lessonItems.deliverAt, until),
          eq(lessonItems.published, true),
          eq(lessonItems.audience, 'all'),
          eq(lessons.published, true),
          liveCourse(),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(jobs)
              .where(and(eq(jobs.itemGuid, lessonItems.guid), eq(jobs.personGuid, courseMembers.userGuid), isNotNull(jobs.deliveredAt))),
          ),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(attempts)
              .where(and(eq(attempts.itemGuid, lessonItems.guid), eq(attempts.personGuid, courseMembers.userGuid), isNotNull(attempts.submittedAt))),
          ),
        ),
      )
      .orderBy(asc(lessonItems.deliverAt))
      .limit(5_000);
    return rows.map(({ tenantKidsMode: flag, educationLevel, ...row }) => ({ ...row, kidsMode: kidsModeIn({ tenantKidsMode: flag, educationLevel }, 'student') }));
  }

  /** A page of the person's notifications, newest first, with the total and the unread count. */
  async page(userGuid: string, page: number, perPage: number, unreadOnly: boolean): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
    const mine = unreadOnly ? and(eq(notifications.userGuid, userGuid), isNull(notifications.viewedAt)) : eq(notifications.userGuid, userGuid);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(rowColumns)
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.viewedAt} is null)::int` })
        .from(notifications)
        .where(eq(notifications.userGuid, userGuid)),
    ]);
    return { rows, total: unreadOnly ? (totals?.unread ?? 0) : (totals?.total ?? 0), unread: totals?.unread ?? 0 };
  }

  async unread(userGuid: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(notifications).where(and(eq(notifications.userGuid, userGuid), isNull(notifications.viewedAt)));
    return row?.n ?? 0;
  }

  /**
   * The notifications of several people, each after its own id, oldest first, at most `limit`: what their streams have
   * not sent yet, in one statement for a whole burst (ADR 0513). The lists go as two array parameters, so the statement's
   * text is the same for any number of people.
   */
  async afterMany(after: ReadonlyMap<string, number>, limit: number): Promise<(NotificationRow & { userGuid: string })[]> {
    if (after.size === 0) return [];
    const guids = `{${[...after.keys()].join(',')}}`;
    const ids = `{${[...after.values()].join(',')}}`;
    const lowest = Math.min(...after.values());
    return this.db
      .select({ ...rowColumns, userGuid: notifications.userGuid })
      .from(notifications)
      .where(
        and(
          sql`${notifications.userGuid} = any(${guids}::uuid[])`,
          gt(notifications.id, lowest),
          sql`${notifications.id} > (select c.after from unnest(${guids}::uuid[], ${ids}::bigint[]) as c(user_guid, after) where c.user_guid = ${notifications.userGuid})`,
        ),
      )
      .orderBy(asc(notifications.id))
      .limit(limit);
  }

  /** The id of the person's newest notification (0: none). */
  async lastId(userGuid: string): Promise<number> {
    const [row] = await this.db.select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::bigint` }).from(notifications).where(eq(notifications.userGuid, userGuid));
    return Number(row?.id ?? 0);
  }

  /** Marks one of the person's notifications viewed and, when opened, consumed (first instants kept). */
  async markViewed(userGuid: string, guid: string, at: Date, consumed: boolean): Promise<NotificationRow | undefined> {
    const [row] = await this.db
      .update(notifications)
      .set({
        viewedAt: sql`coalesce(${notifications.viewedAt}, ${at.toISOString()}::timestamptz)`,
        ...(consumed ? { consumedAt: sql`coalesce(${notifications.consumedAt}, ${at.toISOString()}::timestamptz)` } : {}),
      })
      .where(and(eq(notifications.userGuid, userGuid), eq(notifications.guid, guid)))
      .returning(rowColumns);
    return row;
  }

  /** Marks every unread notification of the person viewed; answers how many. */
  async markAllViewed(userGuid: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ viewedAt: at })
      .where(and(eq(notifications.userGuid, userGuid), isNull(notifications.viewedAt)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** Whether the person asked for the daily digest (ADR 0519), and what decides whether it is offered to them. */
  async digestChoice(userGuid: string): Promise<{ dailyDigest: boolean; isStudent: boolean; kidsMode: boolean } | undefined> {
    const [row] = await this.db
      .select({ dailyDigest: users.dailyDigest, isStudent: sql<boolean>`${users.role} = 'R01'`, tenantKidsMode, levels: studentLevels })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.guid, userGuid));
    return row && { dailyDigest: row.dailyDigest, isStudent: Boolean(row.isStudent), kidsMode: kidsModeOf({ ...row, isStudent: Boolean(row.isStudent) }) };
  }

  async setDailyDigest(userGuid: string, on: boolean): Promise<void> {
    await this.db.update(users).set({ dailyDigest: on }).where(eq(users.guid, userGuid));
  }

  /** The people who asked for the digest and have an unread notification newer than their last digest's. */
  async digestCandidates(): Promise<DigestCandidate[]> {
    const previous = sql<number>`coalesce((select max(${notificationDigests.throughId}) from ${notificationDigests} where ${notificationDigests.userGuid} = ${users.guid}), 0)`;
    const rows = await this.db
      .select({
        guid: users.guid,
        tenantId: users.tenantId,
        tenantName: tenants.name,
        email: users.email,
        name: users.name,
        language: users.language,
        defaultLanguage: tenants.defaultLanguage,
        role: users.role,
        tenantKidsMode,
        levels: studentLevels,
        timeZone: sql<string | null>`(select ${schools.timeZone} from ${schoolMemberships} inner join ${schools} on ${schools.guid} = ${schoolMemberships.schoolGuid} where ${schoolMemberships.userGuid} = ${users.guid} order by ${schoolMemberships.position}, ${schools.name} limit 1)`,
        previousThroughId: previous,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          eq(users.dailyDigest, true),
          eq(users.status, 'active'),
          sql`exists (select 1 from ${notifications} where ${notifications.userGuid} = ${users.guid} and ${notifications.viewedAt} is null and ${notifications.id} > ${previous})`,
        ),
      );
    return rows.map(({ tenantKidsMode: flag, levels, ...r }) => ({
      ...r,
      kidsMode: kidsModeOf({ tenantKidsMode: flag, isStudent: r.role === 'R01', levels }),
      previousThroughId: Number(r.previousThroughId),
    }));
  }

  /** The person's unread notifications after `id`, newest first (what a digest may list). */
  async unreadAfter(userGuid: string, id: number, limit: number): Promise<NotificationRow[]> {
    return this.db
      .select(rowColumns)
      .from(notifications)
      .where(and(eq(notifications.userGuid, userGuid), isNull(notifications.viewedAt), gt(notifications.id, id)))
      .orderBy(desc(notifications.id))
      .limit(limit);
  }

  /**
   * Claims the person's digest of `day`: true for the one caller (of any process) whose insert wrote the row, false when
   * that day's digest was claimed already.
   */
  async claimDigest(userGuid: string, day: string, throughId: number, items: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(notificationDigests)
      .values({ userGuid, day, throughId, items, sentAt: at })
      .onConflictDoNothing({ target: [notificationDigests.userGuid, notificationDigests.day] })
      .returning({ day: notificationDigests.day });
    return rows.length === 1;
  }

  /** Gives a claimed day back when its mail could not be sent, so a later round tries again. */
  async releaseDigest(userGuid: string, day: string): Promise<void> {
    await this.db.delete(notificationDigests).where(and(eq(notificationDigests.userGuid, userGuid), eq(notificationDigests.day, day)));
  }
}
