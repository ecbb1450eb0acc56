// A test's question projected (`/projection/question/{g}`, ADR 0526): where it is, and asking it on a projection of its
// lesson — live when its type runs live, with the text, key and points the test stores (a client never sends them).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AskStoredQuestionBody, ProjectionParams, QuestionPlaceAnswer, QuestionPlaceParams, StoredQuestionAsked } from '@contract/projection';
import { askStoredQuestion } from '../../../commands/projection/liveRounds';
import { notFound } from '../../../errors/ApiError';
import { requireOwnProjection, requireProjectableQuestion } from '../../../policies/projectionPolicy';
import { routesOf } from '../../routeShapes';

export const projectedQuestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, ['projection']);

  routes.answer('GET', '/api/front/projection/questions/:guid', {
    summary: 'Where a test’s question is projected: its test, lesson and course (the course’s teachers)',
    description: '403 for the course’s students and school admins; 404 for an unknown question and anyone who does not see the course.',
    params: QuestionPlaceParams, answer: QuestionPlaceAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { question, access } = await requireProjectableQuestion(app.repos, caller, request.params.guid);
    return { question_guid: question.guid, item_guid: access.itemGuid, lesson_guid: access.lessonGuid, course_guid: access.courseGuid };
  });

  routes.created('POST', '/api/front/projection/sessions/:guid/question', {
    summary: 'Ask a test’s question on a projection of its lesson (its teacher): live at once when its type runs live',
    description:
      'The server reads the question’s type, text, key and points. `live: false` (no round) for a type answered on each student’s device; the projection remembers the question either way. 404 for anyone but the projection’s teacher and for a question not of a test of its lesson; 403 for a teacher no longer teaching the course.',
    params: ProjectionParams, body: AskStoredQuestionBody, created: StoredQuestionAsked, errors: [401, 403, 404],
  }, async (request, caller) => {
    const projection = await requireOwnProjection(app.repos.projection, caller, request.params.guid);
    const { question, access } = await requireProjectableQuestion(app.repos, caller, request.body.question_guid);
    if (access.lessonGuid !== projection.lessonGuid) throw notFound();
    return app.transaction(async (repos) => {
      // Read again in the write's transaction: a question deleted meanwhile is not found, never a broken reference.
      const current = await repos.questions.find(question.guid);
      if (!current || current.itemGuid !== question.itemGuid) throw notFound();
      return askStoredQuestion(repos, projection, current);
    });
  });
};
