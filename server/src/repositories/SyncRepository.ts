import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@domain/identity/roles';
import type { SyncJobStatus, SyncProvider } from '@domain/sync/syncStatus';
import type { EducationLevelCode } from '@domain/catalog/educationLevels';
import type { Db } from '../db/Database';
import { courseMembers, courses, schoolMemberships, schools, syncJobs, syncLinks, users } from '../db/schema';
import { newJoinCode } from './CourseRepository';

export type SyncJobRow = typeof syncJobs.$inferSelect & { createdByName: string | null };
export type SyncLinkKind = 'school' | 'user' | 'class';
export type SyncBundleRows = Record<string, Record<string, string>[]>;
export type Change = 'created' | 'updated' | 'unchanged';

/** Sync jobs and what they write: schools, users, courses and memberships found by the school system's sourcedId. */
export class SyncRepository {
  constructor(private readonly db: Db) {}

  /** Queues a job; the partial unique index refuses a second running job of the tenant (23505). */
  async insertJob(input: { tenantId: string; provider: SyncProvider; createdBy: string; fileName: string; payload: SyncBundleRows }): Promise<string> {
    const [row] = await this.db.insert(syncJobs).values({ ...input, status: 'pending' }).returning({ guid: syncJobs.guid });
    if (!row) throw new Error('sync job insert returned nothing');
    return row.guid;
  }

  private jobColumns() {
    return { job: syncJobs, createdByName: sql<string | null>`case when ${users.guid} is null then null else ${users.name} || ' ' || ${users.lastname} end` };
  }

  /** The tenant's latest jobs, newest first, without their payloads. */
  async listJobs(tenantId: string, options: { createdBy?: string; limit?: number } = {}): Promise<SyncJobRow[]> {
    const rows = await this.db
      .select(this.jobColumns())
      .from(syncJobs)
      .leftJoin(users, eq(users.guid, syncJobs.createdBy))
      .where(and(eq(syncJobs.tenantId, tenantId), options.createdBy ? eq(syncJobs.createdBy, options.createdBy) : undefined))
      .orderBy(desc(syncJobs.createdAt))
      .limit(options.limit ?? 20);
    return rows.map((r) => ({ ...r.job, payload: null, createdByName: r.createdByName }));
  }

  async findJob(tenantId: string, guid: string): Promise<SyncJobRow | undefined> {
    const [row] = await this.db
      .select(this.jobColumns())
      .from(syncJobs)
      .leftJoin(users, eq(users.guid, syncJobs.createdBy))
      .where(and(eq(syncJobs.tenantId, tenantId), eq(syncJobs.guid, guid)));
    return row ? { ...row.job, payload: null, createdByName: row.createdByName } : undefined;
  }

  /**
   * Takes the oldest pending job of any tenant for this process (call it in a transaction): another process skips the
   * row this one holds (FOR UPDATE SKIP LOCKED) and takes the next, so several processes never run one job twice.
   */
  async claimNext(): Promise<(typeof syncJobs.$inferSelect) | undefined> {
    const [next] = await this.db
      .select({ guid: syncJobs.guid })
      .from(syncJobs)
      .where(eq(syncJobs.status, 'pending'))
      .orderBy(asc(syncJobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [row] = await this.db.update(syncJobs).set({ status: 'processing', startedAt: new Date() }).where(eq(syncJobs.guid, next.guid)).returning();
    return row;
  }

  async setProgress(guid: string, changes: { status?: SyncJobStatus; total?: number; done?: number }): Promise<void> {
    await this.db.update(syncJobs).set(changes).where(eq(syncJobs.guid, guid));
  }

  async finishJob(guid: string, outcome: { status: 'completed' | 'error'; counts: Record<string, Record<string, number>>; problems: { file: string; line: number; sourcedId: string; rule: string }[]; failure: string | null }): Promise<void> {
    await this.db
      .update(syncJobs)
      .set({ ...outcome, payload: null, finishedAt: new Date(), ...(outcome.status === 'completed' ? { done: sql`${syncJobs.total}` } : {}) })
      .where(eq(syncJobs.guid, guid));
  }

  async linked(tenantId: string, kind: SyncLinkKind, sourcedId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ guid: syncLinks.guid })
      .from(syncLinks)
      .where(and(eq(syncLinks.tenantId, tenantId), eq(syncLinks.kind, kind), eq(syncLinks.sourcedId, sourcedId)));
    return row?.guid;
  }

  async link(tenantId: string, kind: SyncLinkKind, sourcedId: string, guid: string): Promise<void> {
    await this.db
      .insert(syncLinks)
      .values({ tenantId, kind, sourcedId, guid })
      .onConflictDoUpdate({ target: [syncLinks.tenantId, syncLinks.kind, syncLinks.sourcedId], set: { guid } });
  }

  // Schools ---------------------------------------------------------------------------------------------------------

  async schoolByGuid(tenantId: string, guid: string) {
    const [row] = await this.db.select().from(schools).where(and(eq(schools.tenantId, tenantId), eq(schools.guid, guid)));
    return row;
  }

  async schoolByName(tenantId: string, name: string) {
    const [row] = await this.db.select().from(schools).where(and(eq(schools.tenantId, tenantId), eq(schools.name, name))).limit(1);
    return row;
  }

  /** The zone a new school starts in: the tenant's first school's. */
  async defaultTimeZone(tenantId: string): Promise<string> {
    const [row] = await this.db.select({ timeZone: schools.timeZone }).from(schools).where(eq(schools.tenantId, tenantId)).orderBy(asc(schools.name)).limit(1);
    return row?.timeZone ?? 'UTC';
  }

  async insertSchool(tenantId: string, name: string, timeZone: string): Promise<string> {
    const [row] = await this.db.insert(schools).values({ tenantId, name, timeZone }).returning({ guid: schools.guid });
    if (!row) throw new Error('school insert returned nothing');
    return row.guid;
  }

  async renameSchool(guid: string, name: string): Promise<void> {
    await this.db.update(schools).set({ name }).where(eq(schools.guid, guid));
  }

  /** Adds the user to the schools they are not in yet, after the ones they have. */
  async joinSchools(userGuid: string, schoolGuids: string[]): Promise<number> {
    if (schoolGuids.length === 0) return 0;
    const have = await this.db.select({ schoolGuid: schoolMemberships.schoolGuid, position: schoolMemberships.position }).from(schoolMemberships).where(eq(schoolMemberships.userGuid, userGuid));
    const haveSet = new Set(have.map((h) => h.schoolGuid));
    const missing = schoolGuids.filter((g) => !haveSet.has(g));
    const start = have.reduce((max, h) => Math.max(max, h.position + 1), 0);
    if (missing.length > 0) await this.db.insert(schoolMemberships).values(missing.map((schoolGuid, i) => ({ userGuid, schoolGuid, position: start + i }))).onConflictDoNothing();
    return missing.length;
  }

  // Users -----------------------------------------------------------------------------------------------------------

  async userByGuid(tenantId: string, guid: string) {
    const [row] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.guid, guid)));
    return row;
  }

  async userByEmail(tenantId: string, email: string) {
    const [row] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
    return row;
  }

  async insertUser(input: { tenantId: string; email: string; name: string; lastname: string; role: Role; synchronised: boolean; language: string | null }): Promise<string> {
    const [row] = await this.db.insert(users).values({ ...input, passwordHash: null }).returning({ guid: users.guid });
    if (!row) throw new Error('user insert returned nothing');
    return row.guid;
  }

  async updateUser(guid: string, changes: { email?: string; name?: string; lastname?: string; role?: Role; synchronised?: boolean; syncError?: string | null }): Promise<void> {
    await this.db.update(users).set(changes).where(eq(users.guid, guid));
  }

  /** Marks the linked users whose rows were refused (their status becomes `error` until a later import accepts them). */
  async markUserErrors(tenantId: string, errors: { sourcedId: string; rule: string }[]): Promise<void> {
    for (const error of errors) {
      const guid = await this.linked(tenantId, 'user', error.sourcedId);
      if (guid) await this.db.update(users).set({ syncError: error.rule }).where(and(eq(users.tenantId, tenantId), eq(users.guid, guid)));
    }
  }

  // Courses and memberships -----------------------------------------------------------------------------------------

  async courseByGuid(tenantId: string, guid: string) {
    const [row] = await this.db.select().from(courses).where(and(eq(courses.tenantId, tenantId), eq(courses.guid, guid)));
    return row;
  }

  async insertCourse(input: { tenantId: string; schoolGuid: string; name: string; educationLevel: EducationLevelCode; educationYear: string | null; createdBy: string | null }): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const [row] = await this.db
        .insert(courses)
        .values({ ...input, discipline: 'ed1', joinCode: newJoinCode() })
        .onConflictDoNothing()
        .returning({ guid: courses.guid });
      if (row) return row.guid;
      // A join-code collision (1 in 10^12 per pair): another code.
      if (attempt >= 3) throw new Error('no free join code');
    }
  }

  async updateCourse(guid: string, changes: { name: string; schoolGuid: string; educationLevel: EducationLevelCode; educationYear: string | null }): Promise<void> {
    await this.db.update(courses).set(changes).where(eq(courses.guid, guid));
  }

  async membership(courseGuid: string, userGuid: string): Promise<string | undefined> {
    const [row] = await this.db.select({ role: courseMembers.role }).from(courseMembers).where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.userGuid, userGuid)));
    return row?.role;
  }

  async setMembership(courseGuid: string, userGuid: string, role: 'teacher' | 'student'): Promise<void> {
    await this.db.insert(courseMembers).values({ courseGuid, userGuid, role }).onConflictDoUpdate({ target: [courseMembers.courseGuid, courseMembers.userGuid], set: { role } });
  }

  /** Drops a membership; the student's hand-ins, attempts and grades stay (they hang off the user, not the membership). */
  async dropMembership(courseGuid: string, userGuid: string): Promise<boolean> {
    const rows = await this.db.delete(courseMembers).where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.userGuid, userGuid))).returning({ userGuid: courseMembers.userGuid });
    return rows.length > 0;
  }

  /** The school admins of a user's schools, to name whom a not-synchronised user should contact. */
  async schoolAdminsOf(tenantId: string, userGuid: string, adminRole: Role): Promise<{ name: string; lastname: string; email: string }[]> {
    const mine = this.db.select({ schoolGuid: schoolMemberships.schoolGuid }).from(schoolMemberships).where(eq(schoolMemberships.userGuid, userGuid));
    return this.db
      .selectDistinct({ name: users.name, lastname: users.lastname, email: users.email })
      .from(users)
      .innerJoin(schoolMemberships, eq(schoolMemberships.userGuid, users.guid))
      .where(and(eq(users.tenantId, tenantId), eq(users.role, adminRole), eq(users.synchronised, true), inArray(schoolMemberships.schoolGuid, mine)))
      .orderBy(asc(users.email))
      .limit(3);
  }
}
