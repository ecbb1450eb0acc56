import type { FastifyInstance } from 'fastify';
import type { JobDto } from '@contract/items';
import type { JobRow } from '../../../repositories/JobRepository';
import { resolveMedia, type MediaRef } from '../../../storage/media';

/**
 * Job answers with their files as signed MediaRefs (one files query for all of them). `evaluationVisible` false (a
 * student before the item's grades are published) leaves score and feedback out, as every student answer does.
 */
export async function jobDtos(app: FastifyInstance, tenantId: string, rows: readonly JobRow[], evaluationVisible = true): Promise<JobDto[]> {
  const media = await resolveMedia(app, tenantId, rows.flatMap((r) => r.fileGuids));
  return rows.map((row) => toJobDto(row, media, evaluationVisible));
}

export async function jobDto(app: FastifyInstance, tenantId: string, row: JobRow, evaluationVisible = true): Promise<JobDto> {
  const [dto] = await jobDtos(app, tenantId, [row], evaluationVisible);
  if (!dto) throw new Error('job answer missing');
  return dto;
}

function toJobDto(row: JobRow, media: Map<string, MediaRef>, evaluationVisible: boolean): JobDto {
  return {
    guid: row.guid,
    person_guid: row.personGuid,
    student_name: row.name,
    student_lastname: row.lastname,
    student_email: row.email,
    student_avatar: row.avatar,
    status: row.status,
    score: evaluationVisible ? row.score : null,
    late: row.late,
    text: row.text,
    files: row.fileGuids.flatMap((guid) => {
      const ref = media.get(guid);
      return ref ? [ref] : [];
    }),
    delivered_at: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    feedback: evaluationVisible ? row.feedback : null,
    evaluator_guid: row.evaluatorGuid,
  };
}
