import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@domain/audit/auditLog';
import type { Role } from '@domain/identity/roles';
import type { Db } from '../db/Database';
import { auditEntries, courses, schoolMemberships, schools, users } from '../db/schema';

/** What a command writes (ADR 0610); the school, when not given, is found from the course or the person. */
export interface NewAuditEntry {
  tenantId: string;
  actorGuid: string;
  actorRole: Role;
  action: AuditAction;
  targetUserGuid: string | null;
  targetCourseGuid: string | null;
  /** undefined: the target course's school, else the target user's first school. */
  schoolGuid?: string | null;
  reason: string | null;
  details: Record<string, string>;
}

/** Which entries to read: the tenant's, narrowed to some schools (a school admin's), a person, an action; older than `before`. */
export interface AuditFilter {
  tenantId: string;
  /** undefined: every school and none (helpdesk); a list: only entries of these schools. */
  schoolGuids?: readonly string[];
  userGuid?: string;
  action?: AuditAction;
  before?: number;
  limit: number;
}

export interface AuditEntryRow {
  id: number;
  guid: string;
  tenantId: string;
  at: Date;
  action: string;
  actorGuid: string | null;
  actorRole: string;
  actorName: string | null;
  targetUserGuid: string | null;
  targetUserName: string | null;
  targetCourseGuid: string | null;
  targetCourseName: string | null;
  schoolGuid: string | null;
  schoolName: string | null;
  reason: string | null;
  details: Record<string, string>;
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');
const fullName = (u: typeof actor | typeof target) => sql<string | null>`case when ${u.guid} is null then null else ${u.name} || ' ' || ${u.lastname} end`;

/** The audit log: written by the acting commands inside their transactions, read a page at a time. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** One entry in one statement; the school comes from the course or the person's first school when not given. */
  async insert(entry: NewAuditEntry): Promise<void> {
    const courseSchool = entry.targetCourseGuid
      ? sql`(select ${courses.schoolGuid} from ${courses} where ${courses.guid} = ${entry.targetCourseGuid} and ${courses.tenantId} = ${entry.tenantId})`
      : sql`null::uuid`;
    const userSchool = entry.targetUserGuid
      ? sql`(select ${schoolMemberships.schoolGuid} from ${schoolMemberships} join ${schools} on ${schools.guid} = ${schoolMemberships.schoolGuid} where ${schoolMemberships.userGuid} = ${entry.targetUserGuid} and ${schools.tenantId} = ${entry.tenantId} order by ${schoolMemberships.position}, ${schools.name} limit 1)`
      : sql`null::uuid`;
    const school = entry.schoolGuid === undefined ? sql`coalesce(${courseSchool}, ${userSchool})` : sql`${entry.schoolGuid}::uuid`;
    await this.db.insert(auditEntries).values({
      tenantId: entry.tenantId,
      schoolGuid: school,
      actorGuid: entry.actorGuid,
      actorRole: entry.actorRole,
      action: entry.action,
      targetUserGuid: entry.targetUserGuid,
      targetCourseGuid: entry.targetCourseGuid,
      reason: entry.reason,
      details: entry.details,
    });
  }

  async isSchoolOf(tenantId: string, schoolGuid: string): Promise<boolean> {
    const [row] = await this.db.select({ guid: schools.guid }).from(schools).where(and(eq(schools.tenantId, tenantId), eq(schools.guid, schoolGuid))).limit(1);
    return row !== undefined;
  }

  /** One page, newest first, with the people's, course's and school's current names (one statement, by index). */
  async page(filter: AuditFilter): Promise<AuditEntryRow[]> {
    if (filter.schoolGuids !== undefined && filter.schoolGuids.length === 0) return [];
    return this.db
      .select({
        id: auditEntries.id,
        guid: auditEntries.guid,
        tenantId: auditEntries.tenantId,
        at: auditEntries.at,
        action: auditEntries.action,
        actorGuid: auditEntries.actorGuid,
        actorRole: auditEntries.actorRole,
        actorName: fullName(actor),
        targetUserGuid: auditEntries.targetUserGuid,
        targetUserName: fullName(target),
        targetCourseGuid: auditEntries.targetCourseGuid,
        targetCourseName: courses.name,
        schoolGuid: auditEntries.schoolGuid,
        schoolName: schools.name,
        reason: auditEntries.reason,
        details: auditEntries.details,
      })
      .from(auditEntries)
      .leftJoin(actor, eq(actor.guid, auditEntries.actorGuid))
      .leftJoin(target, eq(target.guid, auditEntries.targetUserGuid))
      .leftJoin(courses, eq(courses.guid, auditEntries.targetCourseGuid))
      .leftJoin(schools, eq(schools.guid, auditEntries.schoolGuid))
      .where(
        and(
          eq(auditEntries.tenantId, filter.tenantId),
          filter.schoolGuids === undefined ? undefined : inArray(auditEntries.schoolGuid, [...filter.schoolGuids]),
          filter.userGuid === undefined ? undefined : eq(auditEntries.targetUserGuid, filter.userGuid),
          filter.action === undefined ? undefined : eq(auditEntries.action, filter.action),
          filter.before === undefined ? undefined : lt(auditEntries.id, filter.before),
        ),
      )
      .orderBy(desc(auditEntries.id))
      .limit(filter.limit);
  }
}
