import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { HELPDESK_PAGE_SIZE, likePrefix, type UserSearch } from '@domain/helpdesk/userSearch';
import { ERROR_TRAIL_SIZE, type MetError } from '@domain/helpdesk/errorTrail';
import type { Role } from '@domain/identity/roles';
import type { Db } from '../db/Database';
import { foldedName, userErrors, users } from '../db/schema';

export interface HelpdeskUserRow {
  guid: string;
  name: string;
  lastname: string;
  email: string;
  role: Role;
  schoolName: string | null;
}

/** The account as the helpdesk reads it (ADR 0620): facts about signing in and where the person learns, no work. */
export interface HelpdeskAccountRow {
  guid: string;
  tenantId: string;
  name: string;
  lastname: string;
  email: string;
  role: Role;
  status: string;
  language: string | null;
  createdAt: Date;
  hasPassword: boolean;
  synchronised: boolean;
  syncError: string | null;
  lastSignInAt: Date | null;
  schools: { guid: string; name: string }[];
  courses: { guid: string; name: string; schoolName: string | null; role: 'teacher' | 'student' }[];
  providers: { issuer: string; email: string | null; lastSignInAt: string }[];
  licences: { titleName: string; endsOn: string }[];
  errors: (MetError & { at: string })[];
}

/** An error met, on its way to the trail. */
export interface TrailEntry extends MetError {
  tenantId: string;
  userGuid: string;
  at: Date;
}

/** `users.guid` qualified (drizzle leaves a one-table select's columns bare, which a subquery would read as its own). */
const userGuid = sql.raw('"users"."guid"');

/** The first school's name of `users` (spec §3: the school whose users are loaded). */
const firstSchoolName = sql<string | null>`(select s.name from school_memberships m join schools s on s.guid = m.school_guid
  where m.user_guid = ${userGuid} order by m.position, s.name limit 1)`;

/** The helpdesk's reads (search, account) and the error trail's writes. Every read is scoped by tenant. */
export class HelpdeskRepository {
  constructor(private readonly db: Db) {}

  /** One page of the tenant's users matching the search, by surname and first name (indexed prefixes, ADR 0620). */
  async search(tenantId: string, search: UserSearch, page: number): Promise<{ users: HelpdeskUserRow[]; hasMore: boolean }> {
    const rows = await this.db
      .select({ guid: users.guid, name: users.name, lastname: users.lastname, email: users.email, role: users.role, schoolName: firstSchoolName })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), matching(search)))
      .orderBy(asc(foldedName(users.lastname)), asc(foldedName(users.name)), asc(users.guid))
      .limit(HELPDESK_PAGE_SIZE + 1)
      .offset((page - 1) * HELPDESK_PAGE_SIZE);
    return { users: rows.slice(0, HELPDESK_PAGE_SIZE).map((row) => ({ ...row, role: row.role as Role })), hasMore: rows.length > HELPDESK_PAGE_SIZE };
  }

  /** A user's account in one statement, or nothing when no such user is in the tenant. */
  async account(tenantId: string, guid: string): Promise<HelpdeskAccountRow | undefined> {
    const [row] = await this.db
      .select({
        guid: users.guid,
        tenantId: users.tenantId,
        name: users.name,
        lastname: users.lastname,
        email: users.email,
        role: users.role,
        status: users.status,
        language: users.language,
        createdAt: users.createdAt,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
        synchronised: users.synchronised,
        syncError: users.syncError,
        lastSignInAt: sql<string | null>`(select max(x.created_at) from sessions x where x.user_guid = ${userGuid})`,
        schools: sql<HelpdeskAccountRow['schools']>`(select coalesce(json_agg(json_build_object('guid', s.guid, 'name', s.name) order by m.position, s.name), '[]'::json)
          from school_memberships m join schools s on s.guid = m.school_guid where m.user_guid = ${userGuid})`,
        courses: sql<HelpdeskAccountRow['courses']>`(select coalesce(json_agg(json_build_object('guid', c.guid, 'name', c.name, 'schoolName', s.name, 'role', cm.role) order by c.name), '[]'::json)
          from course_members cm join courses c on c.guid = cm.course_guid left join schools s on s.guid = c.school_guid
          where cm.user_guid = ${userGuid} and c.archived_at is null)`,
        providers: sql<HelpdeskAccountRow['providers']>`(select coalesce(json_agg(json_build_object('issuer', o.issuer, 'email', o.email, 'lastSignInAt', o.last_sign_in_at) order by o.created_at), '[]'::json)
          from oauth_accounts o where o.user_guid = ${userGuid} and o.tenant_id = "users"."tenant_id")`,
        licences: sql<HelpdeskAccountRow['licences']>`(select coalesce(json_agg(json_build_object('titleName', t.name, 'endsOn', l.ends_on) order by l.ends_on desc, t.name), '[]'::json)
          from licences l join library_titles t on t.guid = l.title_guid where l.user_guid = ${userGuid})`,
        errors: sql<HelpdeskAccountRow['errors']>`(select coalesce(json_agg(json_build_object('status', e.status, 'code', e.code, 'method', e.method, 'route', e.route, 'at', e.at) order by e.id desc), '[]'::json)
          from (select * from user_errors e where e.user_guid = ${userGuid} order by e.id desc limit ${ERROR_TRAIL_SIZE}) e)`,
      })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.guid, guid)))
      .limit(1);
    if (!row) return undefined;
    return { ...row, role: row.role as Role, lastSignInAt: row.lastSignInAt === null ? null : new Date(row.lastSignInAt) };
  }

  /**
   * Writes a batch of errors met and trims each person's trail to its newest ERROR_TRAIL_SIZE: two statements, whatever
   * the batch (ADR 0621), in the order they were met (ids order the trail). Errors of a user deleted meanwhile are dropped
   * (the insert skips them).
   */
  async recordErrors(entries: readonly TrailEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const values = sql.join(
      entries.map((e, n) => sql`(${n}::int, ${e.tenantId}, ${e.userGuid}::uuid, ${e.status}::int, ${e.code}, ${e.method}, ${e.route}, ${e.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await this.db.execute(sql`insert into ${userErrors} (tenant_id, user_guid, status, code, method, route, at)
      select v.tenant_id, v.user_guid, v.status, v.code, v.method, v.route, v.at from (values ${values}) as v(n, tenant_id, user_guid, status, code, method, route, at)
      where exists (select 1 from users u where u.guid = v.user_guid and u.tenant_id = v.tenant_id) order by v.n`);
    const people = sql.join([...new Set(entries.map((e) => e.userGuid))].map((guid) => sql`${guid}::uuid`), sql`, `);
    await this.db.execute(sql`delete from ${userErrors} d using (
        select e.id, row_number() over (partition by e.user_guid order by e.id desc) as rank from user_errors e where e.user_guid in (${people})
      ) r where d.id = r.id and r.rank > ${ERROR_TRAIL_SIZE}`);
  }
}

/** The search's condition: the indexed prefix of an e-mail, a first name or a surname, or an id. */
function matching(search: UserSearch): SQL | undefined {
  switch (search.kind) {
    case 'everyone':
      return undefined;
    case 'id':
      return eq(users.guid, search.guid);
    case 'email':
      return like(sql`lower(${users.email})`, likePrefix(search.prefix));
    case 'name': {
      const whole = likePrefix(search.words.join(' '));
      const [first, ...rest] = search.words;
      const either: (SQL | undefined)[] = [like(foldedName(users.name), whole), like(foldedName(users.lastname), whole)];
      if (search.words.length === 1) either.push(like(sql`lower(${users.email})`, whole));
      // "Ana García": a first name starting "ana" and a surname starting "garcía".
      if (first !== undefined && rest.length > 0) either.push(and(like(foldedName(users.name), likePrefix(first)), like(foldedName(users.lastname), likePrefix(rest.join(' ')))));
      return or(...either);
    }
  }
}
