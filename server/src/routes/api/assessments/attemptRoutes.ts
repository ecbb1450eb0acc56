// Students take assessments: their overview, start/resume, save answers, submit (docs/api-attempts.md).
import { and, asc, eq, sql } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deliveryWindow } from '@domain/lessons/deliverDate';
import { requireCaller } from '../../../plugins/app/auth';
import { courseMembers, courses, jobs, lessonItems, lessons, schools } from '../../../db/schema';
import { errorResponses } from '@contract/errors';
import { AttemptSchema, MyAssessmentSchema, MyAssessmentsList, SaveAnswersAnswer, SaveAnswersBody, SubmitBody } from '@contract/attempts';
import { AttemptRepository } from '../../../repositories/AttemptRepository';
import { JobRepository } from '../../../repositories/JobRepository';
import { deliverLocal } from '../lessons/itemService';
import { requireStudent } from '../media/access';
import {
  ASSESSMENT,
  attemptDto,
  attemptSummary,
  closeIfExpired,
  requireAssessment,
  requireOwnAttempt,
  saveAnswers,
  secondsLeftOf,
  startAttempt,
  startDecisionFor,
  submitAttempt,
} from './attemptService';
import { mustAutoSubmit } from '@domain/assessments/attemptRules';

const Guid = Type.String({ format: 'uuid' });
const ItemParams = Type.Object({ itemGuid: Guid });
const AttemptParams = Type.Object({ attemptGuid: Guid });
const tags = ['assessments'];

export const attemptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/api/front/assessments/:itemGuid/me',
    {
      schema: {
        tags,
        summary: 'A student’s view of an assessment: settings, their attempts, whether they may start, their job',
        params: ItemParams,
        response: { 200: MyAssessmentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = await requireAssessment(db, caller, request.params.itemGuid, requireStudent);
      const now = new Date();
      const repo = new AttemptRepository(db);
      let attempts = await repo.listFor(access.itemGuid, caller.guid);
      const open = attempts.find((a) => a.status === 'in-progress');
      if (open && mustAutoSubmit(now, open.deadlineAt) && (await closeIfExpired(db, open.guid, now))) attempts = await repo.listFor(access.itemGuid, caller.guid);
      const [questionsCount, job] = await Promise.all([repo.countQuestions(access.itemGuid), new JobRepository(db).findAssessmentJob(access.itemGuid, caller.guid)]);
      const decision = startDecisionFor(access, attempts, now, questionsCount);
      const published = access.gradesPublishedAt !== null;
      const window = deliveryWindow(now, access.deliverAt, access.canDeliverLate);
      return {
        assessment: {
          guid: access.itemGuid,
          name: access.itemName,
          course_guid: access.courseGuid,
          lesson_guid: access.lessonGuid,
          settings: access.settings,
          questions_count: questionsCount,
          deliver_at: deliverLocal(access.deliverAt, access.timeZone),
          can_deliver_late: access.canDeliverLate,
          delivery: window === 'closed' ? ('closed' as const) : window === 'open-late' ? ('late' as const) : ('open' as const),
          grades_published: published,
        },
        attempts: attempts.map((a) => attemptSummary(a, published)),
        open_attempt_guid: decision.openGuid,
        can_start: decision.reason === null,
        reason: decision.reason,
        job: { status: job?.status ?? 'pending', score: published ? (job?.score ?? null) : null, feedback: published ? (job?.feedback ?? null) : null },
      };
    },
  );

  app.post(
    '/api/front/assessments/:itemGuid/attempts',
    {
      schema: {
        tags,
        summary: 'A student starts an attempt (201), or resumes the open one (200)',
        description: '409 NO_ATTEMPTS_LEFT, 409 DELIVERY_CLOSED, 409 ASSESSMENT_EMPTY, 409 GRADES_PUBLISHED (view-only once its grades are published; an open attempt is still resumed). Concurrent starts make one attempt.',
        params: ItemParams,
        response: { 200: AttemptSchema, 201: AttemptSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const access = await requireAssessment(db, caller, request.params.itemGuid, requireStudent);
      const now = new Date();
      const { attemptGuid, created } = await startAttempt(db, access, caller.guid, now);
      const ctx = await requireOwnAttempt(db, caller, attemptGuid);
      return reply.code(created ? 201 : 200).send(await attemptDto(db, ctx, now));
    },
  );

  app.get(
    '/api/front/attempts/:attemptGuid',
    {
      schema: {
        tags,
        summary: 'The caller’s own attempt (anyone else’s: 404); one past its time is closed first',
        params: AttemptParams,
        response: { 200: AttemptSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      let ctx = await requireOwnAttempt(db, caller, request.params.attemptGuid);
      const now = new Date();
      if (ctx.status === 'in-progress' && mustAutoSubmit(now, ctx.deadlineAt) && (await closeIfExpired(db, ctx.guid, now))) ctx = await requireOwnAttempt(db, caller, ctx.guid);
      return attemptDto(db, ctx, now);
    },
  );

  app.put(
    '/api/front/attempts/:attemptGuid/answers',
    {
      schema: {
        tags,
        summary: 'Saves answers of the caller’s open attempt; a revision not above the stored one is ignored',
        description: '400 INVALID_ANSWER, 400 UNKNOWN_QUESTION, 400 FILE_NOT_USABLE, 409 ATTEMPT_CLOSED. `saved` reports the stored revision of each question.',
        params: AttemptParams,
        body: SaveAnswersBody,
        response: { 200: SaveAnswersAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const ctx = await requireOwnAttempt(db, caller, request.params.attemptGuid);
      const now = new Date();
      const { saved, attempt } = await saveAnswers(db, ctx, request.body.answers, now);
      return { saved, server_now: now.toISOString(), seconds_left: secondsLeftOf(attempt, now) };
    },
  );

  app.post(
    '/api/front/attempts/:attemptGuid/submit',
    {
      schema: {
        tags,
        summary: 'Submits the caller’s attempt for good, idempotent by submission_key; the server scores it',
        description: 'The same submission_key again answers the same 200; another key once submitted: 409 ALREADY_SUBMITTED. Past the deadline plus the grace the answers sent are ignored.',
        params: AttemptParams,
        body: SubmitBody,
        response: { 200: AttemptSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const ctx = await requireOwnAttempt(db, caller, request.params.attemptGuid);
      const now = new Date();
      await submitAttempt(db, ctx, request.body.submission_key, request.body.answers ?? [], now);
      return attemptDto(db, await requireOwnAttempt(db, caller, ctx.guid), now);
    },
  );

  app.get(
    '/api/front/my-assessments',
    {
      schema: {
        tags,
        summary: 'The caller’s published assessments in the courses they learn in ([] for others)',
        response: { 200: MyAssessmentsList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const rows = await db
        .select({
          itemGuid: lessonItems.guid,
          name: lessonItems.name,
          courseGuid: courses.guid,
          courseName: courses.name,
          lessonGuid: lessons.guid,
          deliverAt: lessonItems.deliverAt,
          timeZone: schools.timeZone,
          jobStatus: jobs.status,
          openAttempt: sql<boolean>`exists (select 1 from attempts a where a.item_guid = ${lessonItems.guid} and a.person_guid = ${caller.guid} and a.status = 'in-progress')`,
        })
        .from(courseMembers)
        .innerJoin(courses, eq(courses.guid, courseMembers.courseGuid))
        .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
        .innerJoin(lessons, eq(lessons.courseGuid, courses.guid))
        .innerJoin(lessonItems, eq(lessonItems.lessonGuid, lessons.guid))
        .leftJoin(jobs, and(eq(jobs.itemGuid, lessonItems.guid), eq(jobs.personGuid, caller.guid)))
        .where(
          and(
            eq(courseMembers.userGuid, caller.guid),
            eq(courseMembers.role, 'student'),
            eq(courses.tenantId, caller.tenantId),
            eq(lessonItems.contentType, ASSESSMENT),
            eq(lessonItems.published, true),
            eq(lessonItems.audience, 'all'),
            eq(lessons.published, true),
          ),
        )
        .orderBy(sql`${lessonItems.deliverAt} asc nulls last`, asc(courses.name), asc(lessons.position), asc(lessonItems.position));
      return {
        data: rows.map((r) => ({
          item_guid: r.itemGuid,
          name: r.name,
          course_guid: r.courseGuid,
          course_name: r.courseName,
          lesson_guid: r.lessonGuid,
          deliver_at: deliverLocal(r.deliverAt, r.timeZone),
          job_status: r.jobStatus === 'delivered' ? ('delivered' as const) : r.jobStatus === 'evaluated' ? ('evaluated' as const) : ('pending' as const),
          open_attempt: Boolean(r.openAttempt),
        })),
      };
    },
  );
};
