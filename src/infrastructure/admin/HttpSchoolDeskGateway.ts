import { SchoolDeskSchema, type SchoolDeskDto } from '@contract/schoolDesk';
import type { AuditedActBodyDto } from '@contract/audit';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { SchoolDeskGateway } from '@application/admin/ports/SchoolDeskGateway';
import type { SchoolDesk } from '@application/admin/SchoolDesk';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, noContent, nullableInstant } from '@infrastructure/http/wire';

/** `/front/admin/school` and `/front/users/{guid}/password-reset` (docs/api-admin.md). */
export class HttpSchoolDeskGateway implements SchoolDeskGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async desk(schoolGuid?: string): Promise<Result<SchoolDesk, AppError>> {
    return fromWire(await this.http.get('/front/admin/school', schoolGuid === undefined ? {} : { school_guid: schoolGuid }), SchoolDeskSchema, deskToDomain);
  }

  async sendPasswordReset(userGuid: string, reason: string): Promise<Result<void, AppError>> {
    const body: AuditedActBodyDto = reason.trim() === '' ? {} : { reason: reason.trim() };
    return noContent(await this.http.request('POST', `/front/users/${encodeURIComponent(userGuid)}/password-reset`, { body }));
  }
}

function deskToDomain(dto: SchoolDeskDto): SchoolDesk {
  return {
    school: dto.school,
    schools: dto.schools,
    courses: dto.courses.map((c) => ({
      guid: c.guid,
      name: c.name,
      educationLevel: c.education_level,
      educationYear: c.education_year,
      teacherNames: c.teachers,
      teachers: c.teachers.length,
      students: c.students,
      activeStudents: c.active_students,
      lastActivityAt: nullableInstant(c.last_activity_at),
    })),
    people: dto.people.map((p) => ({ guid: p.guid, name: p.name, lastname: p.lastname, email: p.email, role: p.role, syncStatus: p.sync_status, courses: p.courses })),
    syncs: dto.syncs.map((s) => ({ guid: s.guid, status: s.status, refused: s.refused, finishedAt: nullableInstant(s.finished_at) })),
  };
}
