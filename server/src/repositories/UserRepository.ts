import { and, asc, eq, sql } from 'drizzle-orm';
import { isLanguage, type Language } from '@domain/tenancy/tenant';
import { isRole, type Role } from '@domain/identity/roles';
import type { Db } from '../db/Database';
import { schoolMemberships, schools, users } from '../db/schema';
import type { UserProfileDto } from '@contract/users';

export type UserRow = typeof users.$inferSelect;

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

  /** The User of the API: the row plus its schools in the user's order (two indexed queries). */
  async loadDto(tenantId: string, guid: string): Promise<UserProfileDto | undefined> {
    const row = await this.findByGuid(tenantId, guid);
    if (!row) return undefined;
    const userSchools = await this.db
      .select({ guid: schools.guid, name: schools.name, time_zone: schools.timeZone })
      .from(schoolMemberships)
      .innerJoin(schools, eq(schools.guid, schoolMemberships.schoolGuid))
      .where(and(eq(schoolMemberships.userGuid, guid), eq(schools.tenantId, tenantId)))
      .orderBy(asc(schoolMemberships.position), asc(schools.name));
    return toUserProfileDto(row, userSchools);
  }

  async schoolGuids(userGuid: string): Promise<string[]> {
    const rows = await this.db
      .select({ guid: schoolMemberships.schoolGuid })
      .from(schoolMemberships)
      .where(eq(schoolMemberships.userGuid, userGuid))
      .orderBy(asc(schoolMemberships.position));
    return rows.map((r) => r.guid);
  }

  /** True when both users belong to at least one common school. */
  async shareSchool(a: string, b: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schoolMemberships)
      .where(
        and(
          eq(schoolMemberships.userGuid, a),
          sql`${schoolMemberships.schoolGuid} in (select school_guid from school_memberships where user_guid = ${b})`,
        ),
      );
    return (row?.n ?? 0) > 0;
  }

  /** The user's own language; null falls back to the tenant's default. Scoped by tenant: false when no such user. */
  async setLanguage(tenantId: string, guid: string, language: Language | null): Promise<boolean> {
    const updated = await this.db
      .update(users)
      .set({ language })
      .where(and(eq(users.tenantId, tenantId), eq(users.guid, guid)))
      .returning({ guid: users.guid });
    return updated.length > 0;
  }

  async setPasswordHash(guid: string, hash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash: hash }).where(eq(users.guid, guid));
  }
}

export function roleOf(row: UserRow): Role {
  return isRole(row.role) ? row.role : 'R01';
}

function toUserProfileDto(row: UserRow, userSchools: UserProfileDto['schools']): UserProfileDto {
  return {
    guid: row.guid,
    role_guid: roleOf(row),
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    avatar: row.avatar,
    referrer: row.referrer,
    language: isLanguage(row.language) ? row.language : null,
    tenant: row.tenantId,
    schools: userSchools,
  };
}
