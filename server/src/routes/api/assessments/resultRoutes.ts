// Results of assessments: the teachers' list, one student's attempt, manual grading, evaluator and feedback,
// publishing (docs/api-attempts.md "Results").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssessmentParams } from '@contract/questions';
import {
  GradeAnswer,
  GradeBody,
  GradeParams,
  IndividualResultSchema,
  JobPatchBody,
  PublicationAnswer,
  PublicationBody,
  ResultJobSchema,
  ResultQuery,
  ResultsListSchema,
  StudentParams,
} from '@contract/attempts';
import { errorResponses } from '@contract/errors';
import { closeExpiredAttempts } from '../../../commands/assessments/finishAttempt';
import { gradeQuestion } from '../../../commands/assessments/gradeQuestion';
import { publishResults } from '../../../commands/assessments/publishResults';
import { saveFeedback } from '../../../commands/assessments/saveFeedback';
import { requireCaller } from '../../../plugins/app/auth';
import { requireAssessment, requireGradableAttempt, requireResultReader } from '../../../policies/assessmentPolicy';
import { requireChange, requireStaff } from '../../../policies/coursePolicy';
import { individualResult, resultsList } from '../../../queries/assessments/results';
import { fileUrlKey } from '../../../storage/signing';

const tags = ['assessments'];

export const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const urlKey = () => fileUrlKey(app.db);

  app.get(
    '/api/front/assessments/:itemGuid/results',
    {
      schema: {
        tags,
        summary: 'Every student of the course with their job and attempts (teachers and school admins)',
        description: 'Attempts whose time is up are closed first. One statement for the students, whatever the class size.',
        params: AssessmentParams,
        response: { 200: ResultsListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const assessment = await requireAssessment(app.repos, requireCaller(request), request.params.itemGuid, requireStaff);
      await closeExpiredAttempts(app, { itemGuid: assessment.itemGuid });
      return resultsList(app.repos, assessment);
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
        querystring: ResultQuery,
        response: { 200: IndividualResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid);
      const studentGuid = request.params.userGuid.toLowerCase();
      requireResultReader(assessment, caller, studentGuid);
      const now = new Date();
      await closeExpiredAttempts(app, { itemGuid: assessment.itemGuid, now });
      return individualResult(app.repos, urlKey, assessment, { studentGuid, attempt: request.query.attempt ?? 'last', now });
    },
  );

  app.put(
    '/api/front/attempts/:attemptGuid/questions/:questionGuid/grade',
    {
      schema: {
        tags,
        summary: 'A teacher grades one answer of a submitted attempt; totals and job are recomputed',
        description: '400 INVALID_SCORE (details: the domain’s score code), 409 ATTEMPT_NOT_SUBMITTED. The course’s teachers only.',
        params: GradeParams,
        body: GradeBody,
        response: { 200: GradeAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const attempt = await requireGradableAttempt(app.repos, caller, request.params.attemptGuid);
      const command = { attemptGuid: attempt.guid, questionGuid: request.params.questionGuid, grade: request.body, now: new Date() };
      return app.transaction((repos) => gradeQuestion(repos, caller, command));
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
      const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid, requireChange);
      const command = { tenantId: assessment.tenantId, itemGuid: assessment.itemGuid, courseGuid: assessment.courseGuid, studentGuid: request.params.userGuid.toLowerCase(), changes: request.body };
      return app.transaction((repos) => saveFeedback(repos, caller, command));
    },
  );

  app.put(
    '/api/front/assessments/:itemGuid/publication',
    {
      schema: {
        tags,
        summary: 'A teacher publishes (or withdraws) the assessment’s grades to its students',
        params: AssessmentParams,
        body: PublicationBody,
        response: { 200: PublicationAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const assessment = await requireAssessment(app.repos, requireCaller(request), request.params.itemGuid, requireChange);
      return app.transaction((repos) => publishResults(repos, assessment, request.body.published, new Date()));
    },
  );
};
