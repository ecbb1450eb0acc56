// Students take assessments: their overview, start or resume, save answers, submit (docs/api-attempts.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssessmentParams } from '@contract/questions';
import { AttemptParams, AttemptSchema, MyAssessmentSchema, MyAssessmentsList, SaveAnswersAnswer, SaveAnswersBody, SubmitBody, TestPreviewSchema } from '@contract/attempts';
import { errorResponses } from '@contract/errors';
import { closeExpiredAttempts, closeIfExpired } from '../../../commands/assessments/finishAttempt';
import { saveAnswers } from '../../../commands/assessments/saveAnswers';
import { startAttempt } from '../../../commands/assessments/startAttempt';
import { submitAttempt } from '../../../commands/assessments/submitAttempt';
import { requireCaller } from '../../../plugins/app/auth';
import { requireAssessment, requireOwnAttempt } from '../../../policies/assessmentPolicy';
import { requirePreview, requireStudent } from '../../../policies/coursePolicy';
import { attemptView, testPreview } from '../../../queries/assessments/attempts';
import { myAssessment, myAssessments } from '../../../queries/assessments/myAssessments';
import { fileUrlKey } from '../../../storage/signing';
import { routesOf } from '../../routeShapes';

const tags = ['assessments'];

export const attemptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  const urlKey = () => fileUrlKey(app.db);

  routes.answer('GET', '/api/front/assessments/:itemGuid/me', {
    summary: 'A student’s view of an assessment: settings, their attempts, whether they may start, their job',
    description: 'An open attempt whose time is up is closed first.',
    params: AssessmentParams, answer: MyAssessmentSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid, requireStudent);
    const now = new Date();
    await closeExpiredAttempts(app, { itemGuid: assessment.itemGuid, personGuid: caller.guid, now });
    return myAssessment(app.repos, caller, assessment, now);
  });

  routes.answer('GET', '/api/front/assessments/:itemGuid/preview', {
    summary: 'A test’s questions as a student sees them, for its course’s staff seeing the course as a student; no attempt is made',
    description: 'Only with `x-see-as-student` naming the test’s course (ADR 0553); anyone else who sees the test 403, outsiders 404.',
    params: AssessmentParams, answer: TestPreviewSchema, errors: [400, 401, 403, 404],
  }, async (request, caller) => {
    const test = await requireAssessment(app.repos, caller, request.params.itemGuid, requirePreview);
    return testPreview(app.repos, urlKey, { itemGuid: test.itemGuid, courseGuid: test.courseGuid, tenantId: caller.tenantId });
  });

  app.post(
    '/api/front/assessments/:itemGuid/attempts',
    {
      schema: {
        tags,
        summary: 'A student starts an attempt (201), or resumes the open one (200)',
        description:
          '409 NO_ATTEMPTS_LEFT, 409 DELIVERY_CLOSED, 409 ASSESSMENT_EMPTY, 409 GRADES_PUBLISHED (view-only once its grades are published; an open attempt is still resumed). Concurrent starts make one attempt.',
        params: AssessmentParams,
        response: { 200: AttemptSchema, 201: AttemptSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const assessment = await requireAssessment(app.repos, caller, request.params.itemGuid, requireStudent);
      const now = new Date();
      const { attemptGuid, created } = await app.transaction((repos) => startAttempt(repos, caller, assessment, now));
      return reply.code(created ? 201 : 200).send(await attemptView(app.repos, urlKey, await requireOwnAttempt(app.repos.attempts, caller, attemptGuid), now));
    },
  );

  routes.answer('GET', '/api/front/attempts/:attemptGuid', {
    summary: 'The caller’s own attempt (anyone else’s: 404); one past its time is closed first',
    params: AttemptParams, answer: AttemptSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const attempt = await requireOwnAttempt(app.repos.attempts, caller, request.params.attemptGuid);
    const now = new Date();
    const closed = await closeIfExpired(app, attempt, now);
    return attemptView(app.repos, urlKey, closed ? await requireOwnAttempt(app.repos.attempts, caller, attempt.guid) : attempt, now);
  });

  routes.answer('PUT', '/api/front/attempts/:attemptGuid/answers', {
    summary: 'Saves answers of the caller’s open attempt; a revision not above the stored one is ignored',
    description: '400 INVALID_ANSWER, 400 UNKNOWN_QUESTION, 400 FILE_NOT_USABLE, 409 ATTEMPT_CLOSED. `saved` reports the stored revision of each question.',
    params: AttemptParams, body: SaveAnswersBody, answer: SaveAnswersAnswer, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    // The command reads the attempt under its lock and checks it is the caller's (ADR 0542).
    return saveAnswers(app, { attemptGuid: request.params.attemptGuid, caller: caller }, request.body.answers, new Date());
  });

  routes.answer('POST', '/api/front/attempts/:attemptGuid/submit', {
    summary: 'Submits the caller’s attempt for good, idempotent by submission_key; the server scores it',
    description:
      'The same submission_key again answers the same 200; another key once submitted: 409 ALREADY_SUBMITTED. Past the deadline plus the grace the answers sent are ignored.',
    params: AttemptParams, body: SubmitBody, answer: AttemptSchema, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const now = new Date();
    const command = { attemptGuid: request.params.attemptGuid, caller: caller, submissionKey: request.body.submission_key, answers: request.body.answers ?? [], now };
    // The command reads the attempt locked and checks it is the caller's; its answer is the view's input (ADR 0542).
    const submitted = await app.transaction((repos) => submitAttempt(repos, command));
    return attemptView(app.repos, urlKey, submitted.attempt, now, submitted.read);
  });

  app.get(
    '/api/front/my-assessments',
    {
      schema: {
        tags,
        summary: 'The caller’s published assessments in the courses they learn in ([] for others)',
        response: { 200: MyAssessmentsList, ...errorResponses(401, 403) },
      },
    },
    async (request) => myAssessments(app.repos, requireCaller(request), new Date()),
  );
};
