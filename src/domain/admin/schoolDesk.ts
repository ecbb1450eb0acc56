// The school admin's desk (issue 22, ADR 0611): who runs a school's desk, what on it needs attention, and how its people
// are searched and filtered.
import { Roles, type Role } from '../identity/roles';
import type { UserSyncStatus } from '../sync/syncStatus';

/** A school admin runs the desk of the schools they belong to; nobody else runs any. */
export function mayRunSchoolDesk(role: Role, belongsToSchool: boolean): boolean {
  return role === Roles.schoolAdmin && belongsToSchool;
}

/** A course as the desk sees it. */
export interface DeskCourseFacts {
  guid: string;
  name: string;
  teachers: number;
  students: number;
}

/** A teacher or student of the school. */
export interface DeskPersonFacts {
  guid: string;
  name: string;
  lastname: string;
  email: string;
  role: Role;
  syncStatus: UserSyncStatus;
}

/** A synchronisation of the tenant's roster that went wrong: it failed, or it refused rows. */
export interface DeskSyncFacts {
  guid: string;
  status: string;
  refused: number;
  finishedAt: Date | null;
}

/** How long a sync problem stays on the desk. */
export const RECENT_SYNC_DAYS = 14;

export type Attention =
  | { kind: 'course-without-teacher'; guid: string; name: string }
  | { kind: 'course-without-students'; guid: string; name: string }
  | { kind: 'user-not-synchronised'; guid: string; name: string; status: Exclude<UserSyncStatus, 'synchronised'> }
  | { kind: 'sync-failed'; guid: string; finishedAt: Date | null }
  | { kind: 'sync-refused-rows'; guid: string; refused: number; finishedAt: Date | null };

/**
 * What needs the admin: courses without a teacher (no one can teach them) or without students, people the school system
 * has not synchronised (they cannot sign in), and syncs of the last RECENT_SYNC_DAYS that failed or refused rows. In
 * that order, and by name within each kind.
 */
export function schoolAttention(facts: { courses: readonly DeskCourseFacts[]; people: readonly DeskPersonFacts[]; syncs: readonly DeskSyncFacts[]; now: Date }): Attention[] {
  const byName = <T extends { name: string }>(list: T[]) => list.sort((a, b) => a.name.localeCompare(b.name));
  const since = facts.now.getTime() - RECENT_SYNC_DAYS * 86_400_000;
  const noTeacher = byName(facts.courses.filter((c) => c.teachers === 0).map((c) => ({ kind: 'course-without-teacher' as const, guid: c.guid, name: c.name })));
  const noStudents = byName(facts.courses.filter((c) => c.teachers > 0 && c.students === 0).map((c) => ({ kind: 'course-without-students' as const, guid: c.guid, name: c.name })));
  const unsynced = byName(
    facts.people.flatMap((p) => (p.syncStatus === 'synchronised' ? [] : [{ kind: 'user-not-synchronised' as const, guid: p.guid, name: `${p.name} ${p.lastname}`, status: p.syncStatus }])),
  );
  const syncs = facts.syncs
    .filter((s) => s.finishedAt !== null && s.finishedAt.getTime() >= since)
    .flatMap((s): Attention[] => {
      if (s.status === 'error') return [{ kind: 'sync-failed', guid: s.guid, finishedAt: s.finishedAt }];
      if (s.refused > 0) return [{ kind: 'sync-refused-rows', guid: s.guid, refused: s.refused, finishedAt: s.finishedAt }];
      return [];
    });
  return [...noTeacher, ...noStudents, ...unsynced, ...syncs];
}

/** Lower case, without accents or extra spaces: "José  Álvarez" finds "jose alvarez". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export type PeopleRoleFilter = 'all' | 'teachers' | 'students';
export type PeopleStatusFilter = 'all' | 'not-synchronised';

export interface PeopleFilter {
  query: string;
  role: PeopleRoleFilter;
  status: PeopleStatusFilter;
}

/** Every word typed is found in the name, surname or e-mail (any order, accents and capitals forgiven); then role and sync. */
export function matchesPeopleFilter(person: DeskPersonFacts, filter: PeopleFilter): boolean {
  if (filter.role === 'teachers' && person.role !== Roles.teacher) return false;
  if (filter.role === 'students' && person.role !== Roles.student) return false;
  if (filter.status === 'not-synchronised' && person.syncStatus === 'synchronised') return false;
  const words = searchable(filter.query).split(' ').filter(Boolean);
  const haystack = searchable(`${person.name} ${person.lastname} ${person.email}`);
  return words.every((word) => haystack.includes(word));
}
