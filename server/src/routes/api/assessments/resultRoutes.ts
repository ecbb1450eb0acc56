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
import { closeExpiredAttempts } from '../../../commands/assessments/finishAttempt';
import { gradeQuestion } from '../../../commands/assessments/gradeQuestion';
import { publishResults } from '../../../commands/assessments/publishResults';
import { saveFeedback } from '../../../commands/assessments/saveFeedback';
import { requireAssessment, requireGradableAttempt, requireResultReader } from '../../../policies/assessmentPolicy';
import { requireChange, requireStaff } from '../../../policies/coursePolicy';
import { individualResult, resultsList } from '../../../queries/assessments/results';
import { fileUrlKey } from '../../../storage/signing';
import { routesOf } from '../../routeShapes';

const tags = ['assessments'];

export const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  const urlKey = () => fileUrlKey(app.db);

  routes.answer('GET', '/api/front/assessments/:itemGuid/results', {
    summary: 'Every student of the course with their job and attempts (teachers and school admins)',
    description: 'Attempts whose time is up are closed first. One statement for the students, whatever the class size.',
    params: AssessmentParams, answer: ResultsListSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid, requireStaff);
    await closeExpiredAttempts(app, { itemGuid: assessment.itemGuid });
    return resultsList(app.repos, assessment);
  });

  routes.answer('GET', '/api/front/assessments/:itemGuid/results/:userGuid', {
    summary: 'One student’s result: an attempt (?attempt=<guid>|first|last) per question with the key',
    description: 'Teachers and school admins always; the student themselves once the grades are published (else 409 RESULTS_NOT_PUBLISHED); anyone else 404.',
    params: StudentParams, querystring: ResultQuery, answer: IndividualResultSchema, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid);
    const studentGuid = request.params.userGuid.toLowerCase();
    requireResultReader(assessment, caller, studentGuid);
    const now = new Date();
    await closeExpiredAttempts(app, { itemGuid: assessment.itemGuid, now });
    return individualResult(app.repos, urlKey, assessment, { studentGuid, attempt: request.query.attempt ?? 'last', now });
  });

  routes.answer('PUT', '/api/front/attempts/:attemptGuid/questions/:questionGuid/grade', {
    summary: 'A teacher grades one answer of a submitted attempt; totals and job are recomputed',
    description: '400 INVALID_SCORE (details: the domain’s score code), 409 ATTEMPT_NOT_SUBMITTED. The course’s teachers only.',
    params: GradeParams, body: GradeBody, answer: GradeAnswer, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const attempt = await requireGradableAttempt(app.repos, caller, request.params.attemptGuid);
    const command = { attemptGuid: attempt.guid, questionGuid: request.params.questionGuid, grade: request.body, now: new Date() };
    return app.transaction((repos) => gradeQuestion(repos, caller, command));
  });

  routes.answer('PATCH', '/api/front/assessments/:itemGuid/jobs/:userGuid', {
    summary: 'A teacher sets a student’s evaluator (a teacher of the course) and/or the feedback of the job',
    params: StudentParams, body: JobPatchBody, answer: ResultJobSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid, requireChange);
    const command = { tenantId: assessment.tenantId, itemGuid: assessment.itemGuid, courseGuid: assessment.courseGuid, studentGuid: request.params.userGuid.toLowerCase(), changes: request.body };
    return app.transaction((repos) => saveFeedback(repos, caller, command));
  });

  routes.answer('PUT', '/api/front/assessments/:itemGuid/publication', {
    summary: 'A teacher publishes (or withdraws) the assessment’s grades to its students',
    params: AssessmentParams, body: PublicationBody, answer: PublicationAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid, requireChange);
    return app.transaction((repos) => publishResults(repos, assessment, request.body.published, new Date()));
  });
};
