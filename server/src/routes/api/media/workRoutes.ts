// Progress, hand-ins, the teacher's list of jobs and a student's record of one item.
import { and, eq, sql } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { handInAcceptedKinds, MAX_HAND_IN_FILES, MAX_HAND_IN_TEXT } from '@domain/content/itemRules';
import { isLateHandIn } from '@domain/lessons/deliverDate';
import { handInRefusal, studentItemStatus } from '@domain/tasks/studentItemStatus';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { JobSchema, ProgressAnswer, RecordAnswer } from '@contract/items';
import { JobsAnswer } from '@contract/grading';
import { maxScoreOf } from '../../../queries/gradebook/gradebookGrid';
import { requireCaller } from '../../../plugins/app/auth';
import { courseMembers, lessonItems, users } from '../../../db/schema';
import { FileRepository } from '../../../repositories/FileRepository';
import { JobRepository } from '../../../repositories/JobRepository';
import { ProgressRepository } from '../../../repositories/ProgressRepository';
import { requireItem, requireReader, requireStudent } from './access';
import { jobDto, jobDtos } from './jobDto';

const Guid = Type.String({ format: 'uuid' });
const ItemParams = Type.Object({ itemGuid: Guid });

const ASSIGNMENT = 'CTTY_14';

function assignmentSettings(data: Record<string, unknown>): { acceptsText: boolean; acceptsFiles: boolean } {
  // An assignment stored without settings (older data) takes both.
  const acceptsText = typeof data.accepts_text === 'boolean' ? data.accepts_text : true;
  const acceptsFiles = typeof data.accepts_files === 'boolean' ? data.accepts_files : true;
  return { acceptsText, acceptsFiles };
}

export const workRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.put(
    '/api/front/lesson-items/:itemGuid/progress',
    {
      schema: {
        tags: ['media'],
        summary: 'A student reports progress in an item (never goes down) and where to resume; answers the lesson’s progress too',
        params: ItemParams,
        body: Type.Object({
          progress: Type.Number({ minimum: 0, maximum: 100 }),
          // Seconds or page; a player's fractional seconds are floored.
          position: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
        }),
        response: { 200: ProgressAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const item = await requireItem(db, caller, request.params.itemGuid);
      requireStudent(item);
      const position = request.body.position === undefined ? undefined : Math.floor(request.body.position);
      // An assignment's progress comes from its hand-in only: the reported value is ignored.
      const reported = item.contentType === ASSIGNMENT ? null : request.body.progress;
      return db.transaction(async (tx) => {
        const progress = new ProgressRepository(tx);
        const row = await progress.record(caller.guid, item.itemGuid, reported, position);
        const lessonProgress = await progress.recomputeLesson(caller.guid, item.lessonGuid);
        return { progress: row.progress, position: row.position, lesson_progress: lessonProgress };
      });
    },
  );

  app.post(
    '/api/front/lesson-items/:itemGuid/hand-in',
    {
      schema: {
        tags: ['media'],
        summary: 'A student hands in an assignment (idempotent by submission_key)',
        description:
          '400 NOT_AN_ASSIGNMENT, 409 GRADES_PUBLISHED (view-only once its grades are published), 409 DELIVERY_CLOSED, 409 ALREADY_DELIVERED (another key), 400 HAND_IN_EMPTY, 400 FILE_NOT_USABLE. The same submission_key again answers the same job.',
        params: ItemParams,
        body: Type.Object({
          text: Type.Optional(Type.Union([Type.String({ maxLength: MAX_HAND_IN_TEXT }), Type.Null()])),
          file_guids: Type.Optional(Type.Array(Guid, { maxItems: MAX_HAND_IN_FILES, uniqueItems: true })),
          submission_key: Guid,
        }),
        response: { 200: JobSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const item = await requireItem(db, caller, request.params.itemGuid);
      requireStudent(item);
      if (item.contentType !== ASSIGNMENT) throw badRequest('NOT_AN_ASSIGNMENT');
      const key = request.body.submission_key.toLowerCase();
      const text = (request.body.text ?? '').trim();
      const fileGuids = (request.body.file_guids ?? []).map((g) => g.toLowerCase());
      const settings = assignmentSettings(item.data);

      const outcome = await db.transaction(async (tx) => {
        const jobsRepo = new JobRepository(tx);
        const existing = await jobsRepo.find(item.itemGuid, caller.guid, true);
        if (existing && existing.submissionKey === key && existing.status !== 'pending') return 'repeat' as const;
        const [grades] = await tx.select({ publishedAt: lessonItems.gradesPublishedAt }).from(lessonItems).where(eq(lessonItems.guid, item.itemGuid));
        const now = new Date();
        // The one status every screen shows decides: closed (DELIVERY_CLOSED), view-only once the grades are published
        // (GRADES_PUBLISHED, ADR 0234), already turned in with another key (ALREADY_DELIVERED).
        const status = studentItemStatus(
          {
            jobStatus: existing?.status ?? null,
            hasSavedWork: false,
            gradesPublished: (grades?.publishedAt ?? null) !== null,
            dueAt: item.deliverAt,
            canDeliverLate: item.canDeliverLate,
            // A job handed back may be handed in again after the due date: the teacher asked for it (ADR 0432).
            evaluator: existing?.evaluatorGuid ?? null,
          },
          now,
        );
        const refusal = handInRefusal(status);
        if (refusal !== null) throw conflict(refusal);
        if (text !== '' && !settings.acceptsText) throw badRequest('VALIDATION_FAILED', [{ path: '/text', message: 'this assignment takes no text' }]);
        if (fileGuids.length > 0 && !settings.acceptsFiles) throw badRequest('VALIDATION_FAILED', [{ path: '/file_guids', message: 'this assignment takes no files' }]);
        if (text === '' && fileGuids.length === 0) throw badRequest('HAND_IN_EMPTY');
        // Only hand-in files the caller uploaded to this course.
        const found = await new FileRepository(tx).findMany(item.tenantId, fileGuids);
        const usable = new Set(
          found
            .filter((f) => f.courseGuid === item.courseGuid && f.ownerGuid === caller.guid && f.purpose === 'hand-in' && (handInAcceptedKinds as readonly string[]).includes(f.mediaType))
            .map((f) => f.guid),
        );
        const unusable = fileGuids.findIndex((g) => !usable.has(g));
        if (unusable >= 0) throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: `/file_guids/${unusable}`, message: 'not a hand-in file of yours in this course' }]);
        const delivered = await jobsRepo.deliver({
          itemGuid: item.itemGuid,
          personGuid: caller.guid,
          text: text === '' ? null : text,
          fileGuids,
          submissionKey: key,
          deliveredAt: now,
          late: isLateHandIn(now, item.deliverAt),
        });
        // A concurrent hand-in committed first: decided below, after this transaction.
        if (!delivered) return 'raced' as const;
        const progress = new ProgressRepository(tx);
        await progress.record(caller.guid, item.itemGuid, 100, undefined);
        await progress.recomputeLesson(caller.guid, item.lessonGuid);
        return 'delivered' as const;
      });

      const job = await new JobRepository(db).find(item.itemGuid, caller.guid);
      if (!job) throw new ApiError(500, 'INTERNAL', 'job missing after hand-in');
      if (outcome === 'raced' && job.submissionKey !== key) throw conflict('ALREADY_DELIVERED');
      // Handing in happens before publication only: the student's answer never carries a grade.
      return jobDto(app, item.tenantId, job, false);
    },
  );

  app.get(
    '/api/front/lesson-items/:itemGuid/jobs',
    {
      schema: {
        tags: ['media'],
        summary: 'One job per student of the course (pending ones without a guid) and the scale they are graded on; teachers and school admins',
        params: ItemParams,
        response: { 200: JobsAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const item = await requireItem(db, caller, request.params.itemGuid);
      requireReader(item);
      const rows = await new JobRepository(db).listForItem(item.itemGuid, item.courseGuid);
      return { data: await jobDtos(app, item.tenantId, rows), max_score: maxScoreOf(item.data.ranking_scale) };
    },
  );

  app.get(
    '/api/front/lesson-items/:itemGuid/records/:userGuid',
    {
      schema: {
        tags: ['media'],
        summary: 'A student’s record of one item: progress, resume position and job (the student, or the course’s teachers)',
        params: Type.Object({ itemGuid: Guid, userGuid: Guid }),
        response: { 200: RecordAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const item = await requireItem(db, caller, request.params.itemGuid);
      const userGuid = request.params.userGuid.toLowerCase();
      if (item.relation === 'student' && userGuid !== caller.guid.toLowerCase()) throw forbidden();
      const [student] = await db
        .select({ guid: users.guid, name: users.name, lastname: users.lastname, avatar: users.avatar })
        .from(courseMembers)
        .innerJoin(users, eq(users.guid, courseMembers.userGuid))
        .where(and(eq(courseMembers.courseGuid, item.courseGuid), eq(courseMembers.userGuid, userGuid), eq(courseMembers.role, 'student'), sql`${users.tenantId} = ${item.tenantId}`))
        .limit(1);
      if (!student) throw notFound();
      const progress = await new ProgressRepository(db).find(student.guid, item.itemGuid);
      const job = await new JobRepository(db).find(item.itemGuid, student.guid);
      // A student reads their own grade and feedback once the item's grades are published, as on every screen.
      const [grades] = await db.select({ publishedAt: lessonItems.gradesPublishedAt }).from(lessonItems).where(eq(lessonItems.guid, item.itemGuid));
      const evaluationVisible = item.relation !== 'student' || (grades?.publishedAt ?? null) !== null;
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
    },
  );
};
