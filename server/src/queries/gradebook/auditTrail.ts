// The gradebook's audit trail (docs/api-gradebook.md "Audit trail", ADRs 0137, 0232): who changed which manual score
// or excuse, when.
import type { AuditAnswerDto, AuditEntryDto, AuditQueryDto } from '@contract/gradebook';
import type { Repositories } from '../../plugins/app/repositories';
import { GRADEBOOK_EXCUSE_SOURCE, type AuditRow } from '../../repositories/GradebookRepository';

/** A stored audit row as the trail reads it: excuse rows keep the excuse as 0/1 in new_points (1: excused). */
function toEntry(row: AuditRow): AuditEntryDto {
  const excuse = row.source === GRADEBOOK_EXCUSE_SOURCE;
  const action: AuditEntryDto['action'] = excuse ? (row.new_points === 1 ? 'excused' : 'unexcused') : row.new_points === null ? 'cleared' : 'entered';
  return {
    item_guid: row.item_guid,
    student_guid: row.person_guid,
    action,
    before: excuse ? null : row.old_points,
    after: excuse ? null : row.new_points,
    changed_by: row.by_guid === null ? null : { guid: row.by_guid, name: row.by_name ?? '', lastname: row.by_lastname ?? '' },
    at: new Date(row.at).toISOString(),
  };
}

/** The course's trail, newest first, filtered by item and student, at most `limit` (default 100) entries: one statement. */
export async function auditTrail(repos: Repositories, course: { tenantId: string; courseGuid: string }, query: AuditQueryDto): Promise<AuditAnswerDto> {
  const rows = await repos.gradebook.audit(course.tenantId, course.courseGuid, {
    itemGuid: query.item?.toLowerCase(),
    studentGuid: query.student?.toLowerCase(),
    limit: query.limit ?? 100,
  });
  return { entries: rows.map(toEntry) };
}
