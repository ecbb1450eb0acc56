// Results of assessments: the teacher's list, one student's attempt, manual grading, evaluator and feedback, publishing.
import { and, eq } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkScore } from '@domain/grading/scoreValidation';
import { requireCaller } from '../../../plugins/app/auth';
import { courseMembers, gradeAudit, lessonItems, users } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { GradeAnswer, GradeBody, IndividualResultSchema, JobPatchBody, PublicationAnswer, PublicationBody, ResultJobSchema, ResultsListSchema } from '@contract/attempts';
import { AttemptRepository } from '../../../repositories/AttemptRepository';
import { JobRepository } from '../../../repositories/JobRepository';
import { courseAccess } from '../../../policies/courseAccess';
import { requireReader } from '../media/access';
import { attemptError } from './attemptErrors';
import { attemptMedia, attemptSummary, closeExpiredAttempts, fileGuidsIn, iso, requireAssessment } from './attemptService';
import { gradeAnswer, resultAttempt, resultJob, resultQuestion, resultsAssessment, resultsList } from './resultService';

const Guid = Type.String({ format: 'uuid' });
const ItemParams = Type.Object({ itemGuid: Guid });
const StudentParams = Type.Object({ itemGuid: Guid, userGuid: Guid });
const tags = ['assessments'];

export const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  /** Teachers of the course may change grades; R03 and students read at most (403), outsiders do not see it (404). */
  const requireTeacher = (access: { relation: string }) => {
    if (access.relation !== 'teacher') throw forbidden();
  };

  app.get(
    '/api/front/assessments/:itemGuid/results',
    {
      schema: {
        tags,
        summary: 'Every student of the course with their job and attempts (teachers and school admins)',
        params: ItemParams,
        response: { 200: ResultsListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = await requireAssessment(db, caller, request.params.itemGuid, requireReader);
      await closeExpiredAttempts(db, { itemGuid: access.itemGuid });
      const [questions, jobs, teachers] = await Promise.all([
        new AttemptRepository(db).questionsOf(access.itemGuid),
        resultsList(db, access.itemGuid, access.courseGuid),
        db
          .select({ guid: users.guid, name: users.name, lastname: users.lastname })
          .from(courseMembers)
          .innerJoin(users, eq(users.guid, courseMembers.userGuid))
          .where(and(eq(courseMembers.courseGuid, access.courseGuid), eq(courseMembers.role, 'teacher')))
          .orderBy(users.lastname, users.name),
      ]);
      return { assessment: resultsAssessment(access, questions), jobs, teachers };
    },
  );

  app.get(
    '/api/front/assessments/:itemGuid/results/:userGuid',
    {
      schema: {
        tags,
        summary: 'One student’s result: an attempt (?attempt=<guid>|first|last) per question with the key',
        description: 'Teachers and school admins always; the student themselves once the grades are published (else 409 RESULTS_NOT_PUBLISHED); anyone else 404.',
        params: StudentParams,
        querystring: Type.Object({ attempt: Type.Optional(Type.String({ maxLength: 40 })) }),
        response: { 200: IndividualResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = await requireAssessment(db, caller, request.params.itemGuid);
      const userGuid = request.params.userGuid.toLowerCase();
      const isStudent = access.relation === 'student';
      if (isStudent && userGuid !== caller.guid) throw notFound();
      if (isStudent && access.gradesPublishedAt === null) throw attemptError(409, 'RESULTS_NOT_PUBLISHED');
      const [student] = await db
        .select({ guid: users.guid, name: users.name, lastname: users.lastname, avatar: users.avatar })
        .from(courseMembers)
        .innerJoin(users, eq(users.guid, courseMembers.userGuid))
        .where(and(eq(courseMembers.courseGuid, access.courseGuid), eq(courseMembers.userGuid, userGuid), eq(courseMembers.role, 'student')))
        .limit(1);
      if (!student) throw notFound();
      await closeExpiredAttempts(db, { itemGuid: access.itemGuid });
      const repo = new AttemptRepository(db);
      const all = await repo.listFor(access.itemGuid, student.guid);
      // A student reads submitted attempts only; the key shows once they can make no further attempt (ADR 0225).
      const attempts = isStudent ? all.filter((a) => a.status === 'submitted') : all;
      const wanted = request.query.attempt ?? 'last';
      const attempt = wanted === 'first' ? attempts[0] : wanted === 'last' ? attempts[attempts.length - 1] : attempts.find((a) => a.guid === wanted.toLowerCase());
      if (wanted !== 'first' && wanted !== 'last' && !attempt) throw notFound();
      const submittedCount = all.filter((a) => a.status === 'submitted').length;
      const finished = !all.some((a) => a.status === 'in-progress') && submittedCount >= access.settings.attempts_allowed;
      const closed = access.deliverAt !== null && !access.canDeliverLate && Date.now() > access.deliverAt.getTime();
      const withKey = !isStudent || finished || closed;
      const [questions, rows, job] = await Promise.all([
        repo.questionsOf(access.itemGuid),
        attempt ? repo.answersOf(attempt.guid) : Promise.resolve([]),
        new JobRepository(db).findAssessmentJob(access.itemGuid, student.guid),
      ]);
      const byQuestion = new Map(rows.map((r) => [r.questionGuid, r]));
      const seed = attempt?.guid ?? access.itemGuid;
      const questionDtos = questions.map((q) => resultQuestion(q, byQuestion.get(q.guid), seed, attempt?.status === 'submitted', withKey));
      const guids = fileGuidsIn(questionDtos.map((q) => [q.player_data, q.answer, q.correct]));
      return {
        student,
        assessment: resultsAssessment(access, questions),
        attempts: attempts.map((a) => attemptSummary(a, true)),
        attempt: attempt ? resultAttempt(attempt) : null,
        questions: questionDtos,
        media: await attemptMedia(db, access.tenantId, access.courseGuid, student.guid, guids),
        job: resultJob(job),
      };
    },
  );

  app.put(
    '/api/front/attempts/:attemptGuid/questions/:questionGuid/grade',
    {
      schema: {
        tags,
        summary: 'A teacher grades one answer of a submitted attempt; totals and job are recomputed',
        description: '400 INVALID_SCORE (details: the domain’s score code), 409 ATTEMPT_NOT_SUBMITTED. The course’s teachers only.',
        params: Type.Object({ attemptGuid: Guid, questionGuid: Guid }),
        body: GradeBody,
        response: { 200: GradeAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const repo = new AttemptRepository(db);
      const ctx = await repo.findContext(request.params.attemptGuid.toLowerCase());
      if (!ctx || ctx.tenantId !== caller.tenantId) throw notFound();
      const access = await courseAccess(db, caller, ctx.courseGuid);
      if (!access) throw notFound();
      requireTeacher(access);
      const questions = await repo.questionsOf(ctx.itemGuid);
      const question = questions.find((q) => q.guid === request.params.questionGuid.toLowerCase());
      if (!question) throw notFound();
      const checked = checkScore(request.body.score, { min: 0, max: Number(question.points), decimals: 2 });
      if (checked.err) throw attemptError(400, 'INVALID_SCORE', [{ path: '/score', message: checked.val.code }]);
      const feedback = request.body.feedback === undefined ? undefined : request.body.feedback === null || request.body.feedback.trim() === '' ? null : request.body.feedback.trim();
      const now = new Date();
      const result = await db.transaction(async (tx) => {
        const locked = await new AttemptRepository(tx).findContext(ctx.guid, 'update');
        if (!locked) throw notFound();
        if (locked.status !== 'submitted') throw attemptError(409, 'ATTEMPT_NOT_SUBMITTED');
        const graded = await gradeAnswer(tx, locked, question, { points: checked.val, feedback, by: caller.guid, now });
        await tx.insert(gradeAudit).values({
          tenantId: locked.tenantId,
          itemGuid: locked.itemGuid,
          personGuid: locked.personGuid,
          questionGuid: question.guid,
          changedBy: caller.guid,
          oldPoints: graded.oldPoints,
          newPoints: checked.val,
          feedback: feedback ?? null,
          at: now,
        });
        return graded;
      });
      return {
        question: resultQuestion(question, result.row, ctx.guid, true, true),
        attempt: resultAttempt(result.attempt),
        job: resultJob(result.job),
      };
    },
  );

  app.patch(
    '/api/front/assessments/:itemGuid/jobs/:userGuid',
    {
      schema: {
        tags,
        summary: 'A teacher sets a student’s evaluator (a teacher of the course) and/or the feedback of the job',
        params: StudentParams,
        body: JobPatchBody,
        response: { 200: ResultJobSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = await requireAssessment(db, caller, request.params.itemGuid, requireTeacher);
      const userGuid = request.params.userGuid.toLowerCase();
      const members = await db
        .select({ guid: courseMembers.userGuid, role: courseMembers.role })
        .from(courseMembers)
        .where(eq(courseMembers.courseGuid, access.courseGuid));
      if (!members.some((m) => m.guid === userGuid && m.role === 'student')) throw notFound();
      const evaluator = request.body.evaluator_guid;
      if (evaluator && !members.some((m) => m.guid === evaluator.toLowerCase() && m.role === 'teacher')) {
        throw attemptError(400, 'VALIDATION_FAILED', [{ path: '/evaluator_guid', message: 'not a teacher of this course' }]);
      }
      const feedback = request.body.feedback === undefined ? undefined : request.body.feedback === null || request.body.feedback.trim() === '' ? null : request.body.feedback.trim();
      const job = await db.transaction(async (tx) => {
        const patched = await new JobRepository(tx).patchAssessmentJob(access.itemGuid, userGuid, {
          evaluatorGuid: evaluator === undefined ? undefined : (evaluator?.toLowerCase() ?? null),
          feedback,
        });
        if (feedback !== undefined) {
          await tx.insert(gradeAudit).values({ tenantId: access.tenantId, itemGuid: access.itemGuid, personGuid: userGuid, questionGuid: null, changedBy: caller.guid, feedback });
        }
        return patched;
      });
      return resultJob(job);
    },
  );

  app.put(
    '/api/front/assessments/:itemGuid/publication',
    {
      schema: {
        tags,
        summary: 'A teacher publishes (or withdraws) the assessment’s grades to its students',
        params: ItemParams,
        body: PublicationBody,
        response: { 200: PublicationAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = await requireAssessment(db, caller, request.params.itemGuid, requireTeacher);
      // Publishing again keeps the first publication time.
      const publishedAt = request.body.published ? (access.gradesPublishedAt ?? new Date()) : null;
      await db.update(lessonItems).set({ gradesPublishedAt: publishedAt }).where(eq(lessonItems.guid, access.itemGuid));
      return { grades_published_at: iso(publishedAt) };
    },
  );

};
