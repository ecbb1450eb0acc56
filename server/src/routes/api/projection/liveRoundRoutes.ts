import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import {
  LessonRoundAnswer,
  LiveAnswerBody,
  LiveAnswerTaken,
  LiveQuestionBody,
  LiveRoundLaunched,
  RoundActionBody,
  RoundGradebookAnswer,
  RoundGradebookBody,
  RoundOnlyParams,
  RoundParams,
  RoundStateAnswer,
} from '@contract/liveRounds';
import { ProjectionParams } from '@contract/projection';
import { T } from '@contract/schema';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireLesson } from '../../../policies/coursePolicy';
import { requireGradebook } from '../../../policies/gradebookPolicy';
import { requireAnswerableRound } from '../../../policies/liveRoundPolicy';
import { requireOwnProjection } from '../../../policies/projectionPolicy';
import { actOnRound, answerRound, launchRound, saveRoundToGradebook } from '../../../commands/projection/liveRounds';
import { studentRound } from '../../../queries/projection/liveRoundViews';

const tags = ['projection'];
const LessonParams = T.Object({ guid: T.String({ format: 'uuid' }) });

/** Live questions in class (docs/api-projection.md, ADR 0527, 0528). */
export const liveRoundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/front/projection/sessions/:guid/rounds',
    {
      schema: {
        tags,
        summary: 'Launch a live question on a projection (its teacher): the round before it ends, the class is told',
        description: '404 for anyone but the projection’s teacher; 400 INVALID_QUESTION_DATA with the domain’s codes at /data/….',
        params: ProjectionParams,
        body: LiveQuestionBody,
        response: { 201: LiveRoundLaunched, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const projection = await requireOwnProjection(app.repos.projection, requireCaller(request), request.params.guid);
      const guid = await app.transaction((repos) => launchRound(repos, projection, request.body));
      return reply.code(201).send({ guid });
    },
  );

  app.post(
    '/api/front/projection/sessions/:guid/rounds/:round/actions',
    {
      schema: {
        tags,
        summary: 'Close, reveal or end a live question, or show/hide the names on the projector (its teacher)',
        description: '409 ROUND_NOT_OPEN closing a round that is not open; 409 ROUND_ENDED for any action on an ended one.',
        params: RoundParams,
        body: RoundActionBody,
        response: { 200: RoundStateAnswer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const projection = await requireOwnProjection(app.repos.projection, requireCaller(request), request.params.guid);
      const round = await app.transaction((repos) => actOnRound(repos, projection.guid, request.params.round, request.body.action));
      return { guid: round.guid, state: round.state, names_shown: round.namesShown };
    },
  );

  app.post(
    '/api/front/projection/sessions/:guid/rounds/:round/gradebook',
    {
      schema: {
        tags,
        summary: 'Save a stopped live question as a gradebook column of the course, scored like a test question',
        description: '201 with the new column; 200 with the same column when saved before; 409 ROUND_OPEN while answers may come; 403 for a teacher no longer teaching the course.',
        params: RoundParams,
        body: RoundGradebookBody,
        response: { 200: RoundGradebookAnswer, 201: RoundGradebookAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const projection = await requireOwnProjection(app.repos.projection, caller, request.params.guid);
      requireChange(await requireGradebook(app.repos.gradebook, caller, projection.courseGuid));
      const { created, ...saved } = await app.transaction((repos) => saveRoundToGradebook(repos, caller, projection.guid, request.params.round, request.body, new Date()));
      return reply.code(created ? 201 : 200).send(saved);
    },
  );

  app.get(
    '/api/front/projection/lessons/:guid/round',
    {
      schema: {
        tags,
        summary: 'The live question running in a lesson, as the signed-in student sees it (null when none, or for a non-student)',
        description: '404 when the caller does not see the lesson.',
        params: LessonParams,
        response: { 200: LessonRoundAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const lesson = await requireLesson(app.repos.access, caller, request.params.guid);
      if (lesson.relation !== 'student') return { round: null };
      const round = await app.repos.liveRounds.runningInLesson(lesson.lessonGuid);
      return { round: round ? await studentRound(app.repos, round, caller.guid) : null };
    },
  );

  app.put(
    '/api/front/projection/rounds/:round/answer',
    {
      schema: {
        tags,
        summary: 'A student answers a live question (once; the same answer again is a harmless retry)',
        description:
          '400 INVALID_ANSWER for an answer not of the round’s type or empty; 403 for the course’s teachers and school admins; 404 for anyone who does not see the lesson; 409 ROUND_NOT_OPEN once it stopped; 409 ALREADY_ANSWERED for a second, different answer.',
        params: RoundOnlyParams,
        body: LiveAnswerBody,
        response: { 200: LiveAnswerTaken, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const round = await requireAnswerableRound(app.repos.liveRounds, app.repos.access, caller, request.params.round);
      return app.transaction((repos) => answerRound(repos, round, caller.guid, request.body));
    },
  );
};
