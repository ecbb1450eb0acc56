import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '@domain/tenancy/tenant';
import type { GrammaticalGender } from '@domain/users/roleWord';
import { isRole, Roles, type Role } from '@domain/identity/roles';
import type { Db } from '../db/Database';
import { liveCourse } from '../db/liveCourse';
import { courseMembers, courses, schoolMemberships, schools, userAvatars, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface SchoolRow {
  guid: string;
  name: string;
  timeZone: string;
}

/** Who a login link would open a session as, and whether they share a school with the issuer (userPolicy decides). */
export interface LoginLinkTarget {
  guid: string;
  role: Role;
  sharesSchool: boolean;
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  async findByEmail(tenantId: string, email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email))).limit(1);
    return row;
  }

  async findByGuid(tenantId: string, guid: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.guid, guid))).limit(1);
    return row;
  }

  /** The user's schools of the tenant in the user's order (one indexed statement). */
  async schoolsOf(tenantId: string, guid: string): Promise<SchoolRow[]> {
    return this.db
      .select({ guid: schools.guid, name: schools.name, timeZone: schools.timeZone })
      .from(schoolMemberships)
      .innerJoin(schools, eq(schools.guid, schoolMemberships.schoolGuid))
      .where(and(eq(schoolMemberships.userGuid, guid), eq(schools.tenantId, tenantId)))
      .orderBy(asc(schoolMemberships.position), asc(schools.name));
  }

  /** The education levels of the live courses the user learns in (one indexed statement): what the app's kids mode is decided on. */
  async studentCourseLevels(guid: string): Promise<string[]> {
    const rows = await this.db
      .select({ level: courses.educationLevel })
      .from(courseMembers)
      .innerJoin(courses, eq(courses.guid, courseMembers.courseGuid))
      .where(and(eq(courseMembers.userGuid, guid), eq(courseMembers.role, 'student'), liveCourse()));
    return rows.map((row) => row.level);
  }

  async schoolGuids(userGuid: string): Promise<string[]> {
    const rows = await this.db
      .select({ guid: schoolMemberships.schoolGuid })
      .from(schoolMemberships)
      .where(eq(schoolMemberships.userGuid, userGuid))
      .orderBy(asc(schoolMemberships.position));
    return rows.map((r) => r.guid);
  }

  /** A user of the tenant a login link would open a session as, and whether they share a school with `issuer` (one statement). */
  async loginLinkTarget(tenantId: string, guid: string, issuer: string): Promise<LoginLinkTarget | undefined> {
    const [row] = await this.db
      .select({
        guid: users.guid,
        role: users.role,
        sharesSchool: sql<boolean>`exists (select 1 from school_memberships a join school_memberships b on b.school_guid = a.school_guid where a.user_guid = ${users.guid} and b.user_guid = ${issuer})`,
      })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.guid, guid)))
      .limit(1);
    return row && { guid: row.guid, role: roleOf(row), sharesSchool: Boolean(row.sharesSchool) };
  }

  /** The user's own language; null falls back to the tenant's default. Scoped by tenant: false when no such user. */
  async setLanguage(tenantId: string, guid: string, language: Language | null): Promise<boolean> {
    return this.setPreferences(tenantId, guid, { language });
  }

  /** The preferences given (language, how the user is addressed, motion, text size); the others stay. Scoped by tenant: false when no such user. */
  async setPreferences(
    tenantId: string,
    guid: string,
    changes: { language?: Language | null; grammaticalGender?: GrammaticalGender | null; reducedMotion?: boolean; largerText?: boolean },
  ): Promise<boolean> {
    if (Object.keys(changes).length === 0) return (await this.findByGuid(tenantId, guid)) !== undefined;
    const updated = await this.db
      .update(users)
      .set(changes)
      .where(and(eq(users.tenantId, tenantId), eq(users.guid, guid)))
      .returning({ guid: users.guid });
    return updated.length > 0;
  }

  /** The user's name and last name as checked by the domain. Scoped by tenant: false when no such user. */
  async setName(tenantId: string, guid: string, name: { name: string; lastname: string }): Promise<boolean> {
    const updated = await this.db.update(users).set(name).where(and(eq(users.tenantId, tenantId), eq(users.guid, guid))).returning({ guid: users.guid });
    return updated.length > 0;
  }

  /** A new picture replaces the old one (its address stops answering) and `users.avatar` points at the new one. */
  async setAvatar(tenantId: string, guid: string, avatar: { token: string; mime: string; bytes: Buffer }): Promise<boolean> {
    const updated = await this.db
      .update(users)
      .set({ avatar: avatarPath(avatar.token) })
      .where(and(eq(users.tenantId, tenantId), eq(users.guid, guid)))
      .returning({ guid: users.guid });
    if (updated.length === 0) return false;
    await this.db
      .insert(userAvatars)
      .values({ userGuid: guid, ...avatar })
      .onConflictDoUpdate({ target: userAvatars.userGuid, set: { ...avatar, createdAt: sql`now()` } });
    return true;
  }

  /** Back to initials: the picture and its address go. Scoped by tenant: false when no such user. */
  async removeAvatar(tenantId: string, guid: string): Promise<boolean> {
    const updated = await this.db.update(users).set({ avatar: null }).where(and(eq(users.tenantId, tenantId), eq(users.guid, guid))).returning({ guid: users.guid });
    if (updated.length === 0) return false;
    await this.db.delete(userAvatars).where(eq(userAvatars.userGuid, guid));
    return true;
  }

  /** The picture behind an avatar address, if it is still the user's current one. */
  async avatarByToken(token: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
    const [row] = await this.db.select({ mime: userAvatars.mime, bytes: userAvatars.bytes }).from(userAvatars).where(eq(userAvatars.token, token)).limit(1);
    return row;
  }

  /** Holds the account's row until the transaction ends (its sign-in methods change one at a time, ADR 0533). */
  async lockForUpdate(tenantId: string, guid: string): Promise<void> {
    await this.db.select({ guid: users.guid }).from(users).where(and(eq(users.guid, guid), eq(users.tenantId, tenantId))).for('update');
  }

  async setPasswordHash(guid: string, hash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash: hash }).where(eq(users.guid, guid));
  }
}

/** Where an uploaded picture is served (server/src/routes/api/front/userRoutes.ts). */
export const avatarPath = (token: string): string => `/api/avatars/${token}`;

/** A stored role as the domain's; an unknown one is the least privileged (a student). */
export function roleOf(row: Pick<UserRow, 'role'>): Role {
  return isRole(row.role) ? row.role : Roles.student;
}
