// An assessment's questions (docs/api-assessments.md): list, add, read, change, delete, reorder; locked once any
// attempt exists (ADR 0217).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { AssessmentParams, NewQuestionBody, QuestionDetailSchema, QuestionListSchema, QuestionOrderBody, QuestionParams, QuestionPatchBody } from '@contract/questions';
import { createQuestion } from '../../../commands/assessments/createQuestion';
import { deleteQuestion } from '../../../commands/assessments/deleteQuestion';
import { reorderQuestions } from '../../../commands/assessments/reorderQuestions';
import { updateQuestion } from '../../../commands/assessments/updateQuestion';
import { requireCaller } from '../../../plugins/app/auth';
import { requireAssessment, requireQuestion } from '../../../policies/assessmentPolicy';
import { requireChange, requireStaff } from '../../../policies/coursePolicy';
import { questionDetail, questionList } from '../../../queries/assessments/questions';
import { fileUrlKey } from '../../../storage/signing';

const tags = ['assessments'];

export const authoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const urlKey = () => fileUrlKey(app.db);

  app.get(
    '/api/front/assessments/:itemGuid/questions',
    {
      schema: {
        tags,
        summary: 'An assessment’s questions with their answer keys (the course’s teachers and the school’s admin); `locked` once any attempt exists',
        params: AssessmentParams,
        response: { 200: QuestionListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const assessment = await requireAssessment(app.repos, requireCaller(request), request.params.itemGuid, requireStaff);
      return questionList(app.repos, urlKey, assessment);
    },
  );

  app.post(
    '/api/front/assessments/:itemGuid/questions',
    {
      schema: {
        tags,
        summary: 'Add a question at the end of an assessment (the course’s teachers); `question_data` per type',
        params: AssessmentParams,
        body: NewQuestionBody,
        response: { 201: QuestionDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const assessment = await requireAssessment(app.repos, requireCaller(request), request.params.itemGuid, requireChange);
      const command = { itemGuid: assessment.itemGuid, courseGuid: assessment.courseGuid, question: request.body };
      const guid = await app.transaction((repos) => createQuestion(repos, command));
      return reply.code(201).send(await questionDetail(app.repos, urlKey, assessment, guid));
    },
  );

  app.get(
    '/api/front/questions/:questionGuid',
    {
      schema: {
        tags,
        summary: 'A question with its answer key and signed media (the course’s teachers and the school’s admin)',
        params: QuestionParams,
        response: { 200: QuestionDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { question, access } = await requireQuestion(app.repos, requireCaller(request), request.params.questionGuid);
      requireStaff(access);
      return questionDetail(app.repos, urlKey, access, question.guid);
    },
  );

  app.patch(
    '/api/front/questions/:questionGuid',
    {
      schema: {
        tags,
        summary: 'Change a question (the course’s teachers); its type never changes',
        params: QuestionParams,
        body: QuestionPatchBody,
        response: { 200: QuestionDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { question, access } = await requireQuestion(app.repos, requireCaller(request), request.params.questionGuid);
      requireChange(access);
      await app.transaction((repos) => updateQuestion(repos, { courseGuid: access.courseGuid, question, changes: request.body }));
      return questionDetail(app.repos, urlKey, access, question.guid);
    },
  );

  app.delete(
    '/api/front/questions/:questionGuid',
    {
      schema: {
        tags,
        summary: 'Delete a question (the course’s teachers); the later ones close the gap',
        params: QuestionParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { question, access } = await requireQuestion(app.repos, requireCaller(request), request.params.questionGuid);
      requireChange(access);
      await app.transaction((repos) => deleteQuestion(repos, question));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/front/assessments/:itemGuid/questions/order',
    {
      schema: {
        tags,
        summary: 'Reorder an assessment’s questions (a permutation of all of them)',
        params: AssessmentParams,
        body: QuestionOrderBody,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const assessment = await requireAssessment(app.repos, requireCaller(request), request.params.itemGuid, requireChange);
      await app.transaction((repos) => reorderQuestions(repos, { itemGuid: assessment.itemGuid, guids: request.body.guids }));
      return reply.code(204).send(null);
    },
  );
};
