// The school admin's desk as the API answers it (docs/api-admin.md, ADR 0611).
import type { SchoolDeskDto } from '@contract/schoolDesk';
import { RECENT_SYNC_DAYS } from '@domain/admin/schoolDesk';
import type { Role } from '@domain/identity/roles';
import { userSyncStatus } from '@domain/sync/syncStatus';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { requireDeskSchool } from '../../policies/schoolDeskPolicy';

/** One school: its courses, teachers and students, and the tenant's recent troubled syncs (four statements). */
export async function schoolDesk(repos: Repositories, caller: Caller, schoolGuid: string | undefined): Promise<SchoolDeskDto> {
  const school = await requireDeskSchool(repos, caller, schoolGuid);
  const since = new Date(Date.now() - RECENT_SYNC_DAYS * 86_400_000);
  const [courses, people, syncs] = await Promise.all([repos.schoolDesk.courses(school.guid), repos.schoolDesk.people(school.guid), repos.schoolDesk.troubledSyncs(caller.tenantId, since)]);
  return {
    school: { guid: school.guid, name: school.name },
    schools: school.schools,
    courses: courses.map((c) => ({
      guid: c.guid,
      name: c.name,
      education_level: c.educationLevel,
      education_year: c.educationYear,
      teachers: c.teachers,
      students: c.students,
      active_students: c.activeStudents,
      last_activity_at: c.lastActivityAt?.toISOString() ?? null,
    })),
    people: people.map((p) => ({
      guid: p.guid,
      name: p.name,
      lastname: p.lastname,
      email: p.email,
      // Only teachers and students are read (the repository's filter).
      role: p.role as Role,
      sync_status: userSyncStatus({ synchronised: p.synchronised, syncError: p.syncError }),
      courses: p.courses,
    })),
    syncs: syncs.map((s) => ({ guid: s.guid, status: s.status, refused: s.refused, finished_at: s.finishedAt?.toISOString() ?? null })),
  };
}
