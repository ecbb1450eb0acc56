import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseQuestionType } from '@domain/assessments/questionTypes';
import { badRequest, forbidden, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireItem, type ItemAccess } from '../../../policies/courseAccess';
import { QuestionRepository, type QuestionFields, type QuestionWriteRefusal } from '../../../repositories/QuestionRepository';
import { OrderBody } from '@contract/lessons';
import {
  AssessmentParams,
  NewQuestionBody,
  QuestionDetailSchema,
  QuestionListSchema,
  QuestionParams,
  QuestionPatchBody,
} from '@contract/questions';
import {
  authoringError,
  checkImages,
  cleanDescription,
  cleanPoints,
  cleanQuestionData,
  cleanQuestionName,
  questionMedia,
  questionType,
  requireAssessment,
  toQuestionDto,
} from './authoringService';

const tags = ['assessments'];

/** Reads of the answer key: the course's teachers and the school's admin; a student 403 (the SPA never asks). */
function requireAuthorView(access: ItemAccess): void {
  if (access.relation === 'student') throw forbidden();
}

function refusal(refused: QuestionWriteRefusal | undefined): void {
  if (refused === 'locked') throw authoringError(409, 'QUESTIONS_LOCKED');
  if (refused === 'missing') throw notFound();
  if (refused === 'not-a-permutation') throw badRequest('VALIDATION_FAILED', [{ path: '/guids', message: 'must list every question of the assessment exactly once' }]);
}

/** Questions of an assessment (CTTY_09): list, add, read, change, delete, reorder; locked once any attempt exists. */
export const authoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const questions = new QuestionRepository(app.db);

  /** The question and the caller's access to its assessment; 404 when either is not there for them. */
  async function questionAccess(caller: Parameters<typeof requireItem>[1], questionGuid: string) {
    const row = await questions.find(questionGuid);
    if (!row) throw notFound();
    const access = await requireItem(app.db, caller, row.itemGuid);
    return { row, access };
  }

  async function detail(access: ItemAccess, tenantId: string, questionGuid: string) {
    const row = await questions.find(questionGuid);
    if (!row) throw notFound();
    return { ...toQuestionDto(row), media: await questionMedia(app, questions, tenantId, access.courseGuid, [row]) };
  }

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
      const caller = requireCaller(request);
      const access = await requireItem(app.db, caller, request.params.itemGuid);
      requireAuthorView(access);
      requireAssessment(access);
      const rows = await questions.list(access.itemGuid);
      return {
        data: rows.map(toQuestionDto),
        media: await questionMedia(app, questions, caller.tenantId, access.courseGuid, rows),
        locked: await questions.hasAttempts(access.itemGuid),
      };
    },
  );

  app.post(
    '/api/front/assessments/:itemGuid/questions',
    {
      schema: {
        tags,
        summary: 'Add a question at the end of an assessment (the course’s teachers); `question_data` per type',
        params: AssessmentParams, body: NewQuestionBody,
        response: { 201: QuestionDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const access = await requireItem(app.db, caller, request.params.itemGuid);
      requireChange(access);
      requireAssessment(access);
      const body = request.body;
      const type = questionType(body.type);
      const name = cleanQuestionName(body.content_name);
      const points = cleanPoints(body.ranking_scale);
      const description = cleanDescription(body.content_description);
      const data = await cleanQuestionData(questions, access.courseGuid, type, body.question_data, description);
      const fields: QuestionFields = { type, name, description, points, data };
      const created = await questions.create(access.itemGuid, fields);
      if ('refused' in created) refusal(created.refused);
      if (!('guid' in created)) throw notFound();
      return reply.code(201).send(await detail(access, caller.tenantId, created.guid));
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
      const caller = requireCaller(request);
      const { access } = await questionAccess(caller, request.params.questionGuid);
      requireAuthorView(access);
      return detail(access, caller.tenantId, request.params.questionGuid);
    },
  );

  app.patch(
    '/api/front/questions/:questionGuid',
    {
      schema: {
        tags,
        summary: 'Change a question (the course’s teachers); its type never changes',
        params: QuestionParams, body: QuestionPatchBody,
        response: { 200: QuestionDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { row, access } = await questionAccess(caller, request.params.questionGuid);
      requireChange(access);
      const body = request.body;
      const patch: Partial<Omit<QuestionFields, 'type'>> = {};
      if (body.content_name !== undefined) patch.name = cleanQuestionName(body.content_name);
      if (body.ranking_scale !== undefined) patch.points = cleanPoints(body.ranking_scale);
      if (body.content_description !== undefined) patch.description = cleanDescription(body.content_description);
      const description = patch.description ?? row.description;
      if (body.question_data !== undefined) {
        patch.data = await cleanQuestionData(questions, access.courseGuid, questionType(row.type), body.question_data, description);
      } else if (patch.description !== undefined) {
        await checkImages(questions, access.courseGuid, parseQuestionType(row.type), row.data, description);
      }
      refusal(await questions.update(access.itemGuid, row.guid, patch));
      return detail(access, caller.tenantId, row.guid);
    },
  );

  app.delete(
    '/api/front/questions/:questionGuid',
    {
      schema: {
        tags, summary: 'Delete a question (the course’s teachers); the later ones close the gap',
        params: QuestionParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { row, access } = await questionAccess(requireCaller(request), request.params.questionGuid);
      requireChange(access);
      refusal(await questions.delete(access.itemGuid, row.guid));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/front/assessments/:itemGuid/questions/order',
    {
      schema: {
        tags, summary: 'Reorder an assessment’s questions (a permutation of all of them)',
        params: AssessmentParams, body: OrderBody,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const access = await requireItem(app.db, requireCaller(request), request.params.itemGuid);
      requireChange(access);
      requireAssessment(access);
      refusal(await questions.order(access.itemGuid, request.body.guids.map((g) => g.toLowerCase())));
      return reply.code(204).send(null);
    },
  );

};
