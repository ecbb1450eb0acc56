// A lesson item as the caller reads it: the list entry (LessonItemDto) and the whole item with its files resolved.
import type { FastifyInstance } from 'fastify';
import { toYesNo } from '@domain/lessons/deliverDate';
import { isJobStatus, type JobStatus } from '@domain/assignments/assignmentStatus';
import { studentItemStatus } from '@domain/tasks/studentItemStatus';
import type { JobDto, LessonItemDetailDto, LessonItemDto, StudentItemStatusDto } from '@contract/items';
import { mayChange, type CourseAccess } from '../../policies/coursePolicy';
import type { ItemRow } from '../../repositories/ItemRepository';
import { fileGuidsInHtml } from '../../content/sanitizeHtml';
import { storedRankingScale } from '../../content/assessmentSettings';
import { deliverLocal } from '../../content/deliverDates';
import { resolveMedia } from '../../storage/media';
import { toJobDto } from '../media/jobs';
import { ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Items that take hand-ins or scores have jobs: assignments and evaluable items. */
function takesJobs(row: Pick<ItemRow, 'contentType' | 'isEvaluable'>): boolean {
  return row.contentType === ASSIGNMENT_CONTENT_TYPE || row.isEvaluable;
}

const jobStatus = (value: string | null): JobStatus | null => (isJobStatus(value) ? value : null);

/** The student's own status of an item that takes work (ADR 0140): the same function as the task list, same facts. */
function studentStatus(row: ItemRow, now: Date): StudentItemStatusDto {
  const status = studentItemStatus(
    {
      jobStatus: jobStatus(row.myJobStatus),
      hasSavedWork: row.mySavedWork,
      gradesPublished: row.gradesPublishedAt !== null,
      dueAt: row.deliverAt,
      canDeliverLate: row.canDeliverLate,
      evaluator: row.myJobEvaluator,
    },
    now,
  );
  return { label: status.label, group: status.group, turn_in: status.turnIn };
}

/** An assessment's ranking scale from its settings (the default 10 when the data predates them). */
function rankingScaleOf(data: Record<string, unknown>): number {
  return storedRankingScale(data.ranking_scale);
}

export function toItemDto(row: ItemRow, access: CourseAccess, now: Date = new Date()): LessonItemDto {
  const asStudent = access.relation === 'student';
  // Staff seeing it as a student have no progress of their own, so the viewer tracks none (ADR 0553).
  const tracked = asStudent && !access.preview;
  const jobs = takesJobs(row);
  const isAssessment = row.contentType === ASSESSMENT_CONTENT_TYPE;
  const published = row.gradesPublishedAt !== null;
  return {
    guid: row.guid,
    lesson_item_name: row.name,
    content_type: row.contentType,
    position: row.position,
    lesson_item_deliver_at: deliverLocal(row.deliverAt, access.timeZone),
    can_deliver_late: toYesNo(row.canDeliverLate),
    content_is_evaluable: row.isEvaluable,
    published: row.published,
    audience: row.audience === 'teachers' ? 'teachers' : 'all',
    section_name: row.sectionName,
    progress: tracked ? (row.myProgress ?? 0) : null,
    job_status: asStudent ? (jobStatus(row.myJobStatus) ?? (jobs ? 'pending' : null)) : null,
    jobs_amount: asStudent ? null : row.studentsCount,
    jobs_delivered: asStudent ? null : row.jobsDelivered,
    jobs_evaluated: asStudent ? null : row.jobsEvaluated,
    test_amount_questions: isAssessment ? row.questionsCount : null,
    lesson_item_ranking_scale: isAssessment ? rankingScaleOf(row.data) : null,
    grades_published: published,
    job_score: asStudent && published && row.myJobScore !== null ? Number(row.myJobScore) : null,
    job_evaluated_by: asStudent ? row.myJobEvaluatedBy : null,
    // A preview is offered no hand-in (ADR 0553): the item is view-only to it.
    student_status: asStudent && (jobs || isAssessment) ? { ...studentStatus(row, now), ...(access.preview ? { turn_in: 'view-only' as const } : {}) } : null,
  };
}

/** The file guids an item's data refers to: its file, its captions, the images of its HTML. */
function referencedFiles(data: Record<string, unknown>): string[] {
  const guids = new Set<string>();
  for (const key of ['file_guid', 'captions_file_guid']) {
    const value = data[key];
    if (typeof value === 'string' && UUID.test(value)) guids.add(value.toLowerCase());
  }
  for (const guid of fileGuidsInHtml(JSON.stringify(data))) guids.add(guid);
  return [...guids];
}

/**
 * LessonItemDetail for the caller, or undefined when the item is gone or not visible to them. `withNotes`: the item
 * editor's read, with the teacher's notes when the caller is a teacher of the course (ADR 0526); nobody else gets the
 * field.
 */
export async function itemDetail(app: FastifyInstance, access: CourseAccess, caller: { guid: string; tenantId: string }, itemGuid: string, withNotes = false): Promise<LessonItemDetailDto | undefined> {
  const repo = app.repos.items;
  const asStudent = access.relation === 'student';
  const [row] = await repo.select(access.courseGuid, caller.guid, { itemGuid }, asStudent);
  if (!row) return undefined;
  const job = asStudent ? await app.repos.jobs.find(itemGuid, caller.guid) : undefined;
  const lesson = await repo.lessonOf(row.lessonGuid);
  // Only files of this course are signed for its readers (defence in depth: writes already check it).
  const referenced = referencedFiles(row.data);
  const ofCourse = new Set((await repo.courseFiles(access.courseGuid, referenced)).map((f) => f.guid));
  const dataFiles = referenced.filter((guid) => ofCourse.has(guid));
  const media = await resolveMedia(app, caller.tenantId, [...dataFiles, ...(job?.fileGuids ?? [])]);
  // A student's own score and feedback show once the item's grades are published, as everywhere.
  const myJob: JobDto | null = job ? toJobDto(job, media, row.gradesPublishedAt !== null) : null;
  return {
    ...toItemDto(row, access),
    course_guid: access.courseGuid,
    lesson_guid: row.lessonGuid,
    lesson_name: lesson?.name ?? '',
    unit_guid: lesson?.unitGuid ?? '',
    data: row.data,
    media: Object.fromEntries(dataFiles.flatMap((g) => {
      const ref = media.get(g);
      return ref ? [[g, ref] as const] : [];
    })),
    my_progress: asStudent && !access.preview && row.myProgress !== null ? { progress: row.myProgress, position: row.myPosition } : null,
    my_job: myJob,
    ...(withNotes && mayChange(access) ? { teacher_notes: row.teacherNotes } : {}),
  };
}
