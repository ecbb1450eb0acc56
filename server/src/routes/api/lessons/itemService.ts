// What the item routes share: `data` validation per content type, deliver dates in the school's zone, and the answers.
import type { FastifyInstance } from 'fastify';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { CONTENT_TYPES, parseContentTypeCode, type ContentTypeCode } from '@domain/content/contentTypes';
import { acceptsCaptions, isCreatableType, safeLinkUrl, uploadKindsFor } from '@domain/content/itemRules';
import { formatLocalDateTime, localToInstant, parseLocalDateTime, toYesNo } from '@domain/lessons/deliverDate';
import { isJobStatus, type JobStatus } from '@domain/assignments/assignmentStatus';
import { studentItemStatus } from '@domain/tasks/studentItemStatus';
import { ApiError, badRequest } from '../../../errors/ApiError';
import type { CourseAccess } from '../../../policies/courseAccess';
import type { ItemRepository, ItemRow } from '../../../repositories/ItemRepository';
import { ITEM_DATA_SCHEMAS, type JobDto, type LessonItemDetailDto, type LessonItemDto, type StudentItemStatusDto } from '@contract/items';
import { fileGuidsInHtml, sanitizeHtml } from '../../../content/sanitizeHtml';
import { assessmentSettingsDto, readAssessmentSettings, storedRankingScale } from '../../../content/assessmentSettings';
import { resolveMedia, type MediaRef } from '../../../storage/media';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// TypeBox's own checker knows no formats until told (Fastify's Ajv has its own).
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => UUID.test(value));

/** The creatable content type named by `raw`, else 400 CONTENT_TYPE_NOT_SUPPORTED. */
export function creatableType(raw: string): ContentTypeCode {
  const code = parseContentTypeCode(raw);
  if (code === undefined || !isCreatableType(code)) throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED', undefined, [{ path: '/content_type', message: 'not a creatable content type' }]);
  return code;
}

/** A local date-time read in the school's zone; 400 VALIDATION_FAILED at `path` otherwise. */
export function deliverInstant(value: string | null | undefined, timeZone: string, path: string): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const local = parseLocalDateTime(value);
  if (local.err) throw badRequest('VALIDATION_FAILED', [{ path, message: 'must be YYYY-MM-DDTHH:mm[:ss] without zone or offset' }]);
  const instant = localToInstant(local.val, timeZone);
  if (Number.isNaN(instant.getTime())) throw badRequest('VALIDATION_FAILED', [{ path, message: 'not a time in the school’s time zone' }]);
  return instant;
}

export function deliverLocal(instant: Date | null, timeZone: string): string | null {
  return instant === null ? null : formatLocalDateTime(instant, timeZone);
}

function check(schema: TSchema, data: unknown): void {
  const errors = [...Value.Errors(schema, data)].slice(0, 20);
  if (errors.length > 0) throw badRequest('VALIDATION_FAILED', errors.map((e) => ({ path: `/data${e.path}`, message: e.message })));
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

async function checkFiles(repo: ItemRepository, courseGuid: string, code: ContentTypeCode, data: Record<string, unknown>): Promise<void> {
  const fileGuid = typeof data.file_guid === 'string' ? data.file_guid : undefined;
  const captionsGuid = typeof data.captions_file_guid === 'string' ? data.captions_file_guid : undefined;
  const wanted = [fileGuid, captionsGuid].filter((g): g is string => g !== undefined);
  const found = new Map((await repo.courseFiles(courseGuid, wanted)).map((f) => [f.guid, f]));
  if (fileGuid !== undefined) {
    const file = found.get(fileGuid);
    const kinds: readonly string[] = uploadKindsFor(code);
    if (!file || file.purpose !== 'content' || !kinds.includes(file.mediaType)) {
      throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: '/data/file_guid', message: `must be a ${kinds.join('/')} file uploaded to this course as content` }]);
    }
  }
  if (captionsGuid !== undefined) {
    const file = found.get(captionsGuid);
    if (!acceptsCaptions(code) || !file || file.purpose !== 'captions' || file.mediaType !== 'captions') {
      throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: '/data/captions_file_guid', message: 'must be a captions file uploaded to this course' }]);
    }
  }
}

/** Images in HTML must be image files uploaded to this course as content (no other course's, no hand-ins). */
async function checkHtmlImages(repo: ItemRepository, courseGuid: string, clean: Record<string, unknown>): Promise<void> {
  const guids = fileGuidsInHtml(JSON.stringify(clean));
  if (guids.length === 0) return;
  const usable = new Set((await repo.courseFiles(courseGuid, guids)).filter((f) => f.purpose === 'content' && f.mediaType === 'image').map((f) => f.guid));
  const refused = guids.find((guid) => !usable.has(guid));
  if (refused !== undefined) throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: '/data', message: `image ${refused} is not an image uploaded to this course` }]);
}

/**
 * `data` checked against its type's schema, links made safe, HTML sanitised, files checked to be
 * this course's; what comes back is what gets stored (unknown properties dropped).
 */
export async function cleanItemData(repo: ItemRepository, courseGuid: string, code: ContentTypeCode, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const schema = ITEM_DATA_SCHEMAS[code];
  if (!schema) throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED');
  check(schema, data);
  let clean: Record<string, unknown>;
  switch (code) {
    case 'CTTY_01':
      clean = { html: sanitizeHtml(str(data.html)) };
      break;
    case 'CTTY_02': {
      const pages = Array.isArray(data.pages) ? (data.pages as { title: string; html: string }[]) : [];
      clean = { pages: pages.map((p) => ({ title: p.title.trim(), html: sanitizeHtml(p.html) })) };
      break;
    }
    case 'CTTY_03':
    case 'CTTY_04':
    case 'CTTY_VIDEOLESSON': {
      clean = { file_guid: str(data.file_guid).toLowerCase(), captions_file_guid: typeof data.captions_file_guid === 'string' ? data.captions_file_guid.toLowerCase() : null };
      if (typeof data.captions_language === 'string') clean.captions_language = data.captions_language;
      if (code === 'CTTY_VIDEOLESSON') {
        const markers = Array.isArray(data.markers) ? (data.markers as { at_seconds: number; label: string }[]) : [];
        clean.markers = markers.map((m) => ({ at_seconds: m.at_seconds, label: m.label.trim() })).sort((a, b) => a.at_seconds - b.at_seconds);
      }
      break;
    }
    case 'CTTY_05':
      clean = { file_guid: str(data.file_guid).toLowerCase() };
      break;
    case 'CTTY_06': {
      const url = safeLinkUrl(str(data.url));
      if (url.err) throw badRequest('VALIDATION_FAILED', [{ path: '/data/url', message: url.val }]);
      clean = { url: url.val, ...(typeof data.description === 'string' ? { description: data.description.trim() } : {}) };
      break;
    }
    case 'CTTY_07':
      clean = { file_guid: str(data.file_guid).toLowerCase(), alt: str(data.alt).trim() };
      break;
    case 'CTTY_09': {
      const settings = readAssessmentSettings(typeof data.instructions_html === 'string' ? { ...data, instructions_html: sanitizeHtml(data.instructions_html) } : data, '/data');
      if (settings.err) throw badRequest('VALIDATION_FAILED', settings.val);
      clean = assessmentSettingsDto(settings.val);
      break;
    }
    case 'CTTY_14':
      if (data.accepts_text !== true && data.accepts_files !== true) {
        throw badRequest('VALIDATION_FAILED', [{ path: '/data/accepts_files', message: 'an assignment accepts text, files or both' }]);
      }
      clean = { instructions_html: sanitizeHtml(str(data.instructions_html)), accepts_text: data.accepts_text === true, accepts_files: data.accepts_files === true };
      break;
    default:
      throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED');
  }
  await checkFiles(repo, courseGuid, code, clean);
  await checkHtmlImages(repo, courseGuid, clean);
  return clean;
}

/** Items that take hand-ins or scores have jobs: assignments and evaluable items. */
function takesJobs(row: Pick<ItemRow, 'contentType' | 'isEvaluable'>): boolean {
  return row.contentType === 'CTTY_14' || row.isEvaluable;
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
  const jobs = takesJobs(row);
  const isAssessment = row.contentType === 'CTTY_09';
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
    progress: asStudent ? (row.myProgress ?? 0) : null,
    job_status: asStudent ? (jobStatus(row.myJobStatus) ?? (jobs ? 'pending' : null)) : null,
    jobs_amount: asStudent ? null : row.studentsCount,
    jobs_delivered: asStudent ? null : row.jobsDelivered,
    jobs_evaluated: asStudent ? null : row.jobsEvaluated,
    test_amount_questions: isAssessment ? row.questionsCount : null,
    lesson_item_ranking_scale: isAssessment ? rankingScaleOf(row.data) : null,
    grades_published: published,
    job_score: asStudent && published && row.myJobScore !== null ? Number(row.myJobScore) : null,
    job_evaluated_by: asStudent ? row.myJobEvaluatedBy : null,
    student_status: asStudent && (jobs || isAssessment) ? studentStatus(row, now) : null,
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

/** LessonItemDetail for the caller, or undefined when the item is gone or not visible to them. */
export async function itemDetail(app: FastifyInstance, repo: ItemRepository, access: CourseAccess, caller: { guid: string; tenantId: string }, itemGuid: string): Promise<LessonItemDetailDto | undefined> {
  const asStudent = access.relation === 'student';
  const [row] = await repo.select(access.courseGuid, caller.guid, { itemGuid }, asStudent);
  if (!row) return undefined;
  const job = asStudent ? await repo.jobOf(itemGuid, caller.guid) : undefined;
  const lesson = await repo.lessonOf(row.lessonGuid);
  // Only files of this course are signed for its readers (defence in depth: writes already check it).
  const referenced = referencedFiles(row.data);
  const ofCourse = new Set((await repo.courseFiles(access.courseGuid, referenced)).map((f) => f.guid));
  const dataFiles = referenced.filter((guid) => ofCourse.has(guid));
  const media = await resolveMedia(app, caller.tenantId, [...dataFiles, ...(job?.fileGuids ?? [])]);
  const myJob: JobDto | null = job
    ? {
        guid: job.guid,
        person_guid: job.personGuid,
        student_name: job.name,
        student_lastname: job.lastname,
        student_email: job.email,
        student_avatar: job.avatar,
        status: jobStatus(job.status) ?? 'pending',
        score: job.score,
        late: job.late,
        text: job.text,
        files: job.fileGuids.map((g) => media.get(g)).filter((m): m is MediaRef => m !== undefined),
        delivered_at: job.deliveredAt?.toISOString() ?? null,
      }
    : null;
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
    my_progress: asStudent && row.myProgress !== null ? { progress: row.myProgress, position: row.myPosition } : null,
    my_job: myJob,
  };
}

/** Default of `content_is_evaluable` for a new item: the type's own. */
export function evaluableByDefault(code: ContentTypeCode): boolean {
  return CONTENT_TYPES[code].evaluable;
}
