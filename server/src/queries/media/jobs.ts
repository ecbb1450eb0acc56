// Hand-ins as teachers and students read them: the teachers' list of an item's jobs, a student's record of one item,
// and the job answer every hand-in and grading route sends.
import { ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import type { FastifyInstance } from 'fastify';
import type { JobsAnswerDto } from '@contract/grading';
import type { JobDto, RecordAnswerDto } from '@contract/items';
import { notFound } from '../../errors/ApiError';
import type { ItemAccess } from '../../policies/coursePolicy';
import type { JobRow } from '../../repositories/JobRepository';
import { resolveMedia, type MediaRef } from '../../storage/media';
import { maxScoreOf } from '../gradebook/gradebookGrid';

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

/** A job answer from its row and the signed media of its files (score and feedback only where `evaluationVisible`). */
export function toJobDto(row: JobRow, media: Map<string, MediaRef>, evaluationVisible: boolean): JobDto {
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

/** One job per student of the course (pending ones without a guid) and the scale they are graded on. Call after requireStaff. */
export async function itemJobs(app: FastifyInstance, item: ItemAccess): Promise<JobsAnswerDto> {
  const rows = await app.repos.jobs.listForItem(item.itemGuid, item.courseGuid);
  return { data: await jobDtos(app, item.tenantId, rows), max_score: maxScoreOf(item.data.ranking_scale) };
}

/**
 * A student's record of one item: progress, resume position and job; 404 when the person is not a student of the
 * course. A student reads their own grade and feedback once the item's grades are published, as on every screen.
 * Call after requireRecordReader.
 */
export async function studentRecord(app: FastifyInstance, item: ItemAccess, studentGuid: string): Promise<RecordAnswerDto> {
  const { repos } = app;
  const student = await repos.attempts.courseStudent(item.courseGuid, studentGuid.toLowerCase(), item.tenantId);
  if (!student) throw notFound();
  const progress = await repos.progress.find(student.guid, item.itemGuid);
  const job = await repos.jobs.find(item.itemGuid, student.guid);
  const evaluationVisible = item.relation !== 'student' || (await repos.items.gradesPublishedAt(item.itemGuid)) !== null;
  return {
    user: student,
    item: { guid: item.itemGuid, name: item.itemName, content_type: item.contentType },
    progress: progress?.progress ?? 0,
    position: progress?.position ?? null,
    updated_at: progress ? progress.updatedAt.toISOString() : null,
    job: job ? await jobDto(app, item.tenantId, job, evaluationVisible) : null,
    // The grading routes' rule (policies/jobPolicy.ts): the course's teachers, assignments only.
    can_grade: item.relation === 'teacher' && item.contentType === ASSIGNMENT_CONTENT_TYPE,
  };
}
