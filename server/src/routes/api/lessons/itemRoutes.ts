import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireItem, requireLesson, type CourseAccess } from '../../../policies/coursePolicy';
import { ItemParams, ItemPatchBody, LessonItemDetailSchema, NewItemBody } from '@contract/items';
import { LessonParams, OrderBody } from '@contract/lessons';
import { createItem } from '../../../commands/lessons/createItem';
import { deleteItem } from '../../../commands/lessons/deleteItem';
import { orderItems } from '../../../commands/lessons/orderItems';
import { updateItem } from '../../../commands/lessons/updateItem';
import { itemDetail } from '../../../queries/lessons/itemDetail';

const tags = ['lesson items'];

/** Lesson items: create, read, change, delete, reorder; `data` validated per content type and sanitised. */
export const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function detailOrFail(access: CourseAccess, caller: { guid: string; tenantId: string }, itemGuid: string) {
    const detail = await itemDetail(app, access, caller, itemGuid);
    if (!detail) throw notFound();
    return detail;
  }

  app.post(
    '/api/front/lessons/:lessonGuid/items',
    {
      schema: {
        tags,
        summary: 'Add an item at the end of a lesson (the course’s teachers); `data` per content type',
        params: LessonParams, body: NewItemBody,
        response: { 201: LessonItemDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const access = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
      const guid = await app.transaction((repos) => createItem(repos, access, request.body));
      return reply.code(201).send(await detailOrFail(access, caller, guid));
    },
  );

  app.get(
    '/api/front/lesson-items/:itemGuid',
    {
      schema: {
        tags,
        summary: 'An item with its data, signed media URLs, and the student’s own progress and job',
        params: ItemParams,
        response: { 200: LessonItemDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = await requireItem(app.repos.access, caller, request.params.itemGuid);
      return detailOrFail(access, caller, access.itemGuid);
    },
  );

  app.patch(
    '/api/front/lesson-items/:itemGuid',
    {
      schema: {
        tags,
        summary: 'Change an item (the course’s teachers); `lesson_item_deliver_at: null` clears the deadline; the type never changes',
        params: ItemParams, body: ItemPatchBody,
        response: { 200: LessonItemDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = requireChange(await requireItem(app.repos.access, caller, request.params.itemGuid));
      await app.transaction((repos) => updateItem(repos, access, request.body));
      return detailOrFail(access, caller, access.itemGuid);
    },
  );

  app.delete(
    '/api/front/lesson-items/:itemGuid',
    {
      schema: {
        tags, summary: 'Delete an item (the course’s teachers); later items close the gap',
        params: ItemParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const access = requireChange(await requireItem(app.repos.access, requireCaller(request), request.params.itemGuid));
      await app.transaction((repos) => deleteItem(repos, access));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/front/lessons/:lessonGuid/items/order',
    {
      schema: {
        tags, summary: 'Reorder a lesson’s items (a permutation of all of them)',
        params: LessonParams, body: OrderBody,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const access = requireChange(await requireLesson(app.repos.access, requireCaller(request), request.params.lessonGuid));
      await app.transaction((repos) => orderItems(repos, access, request.body.guids));
      return reply.code(204).send(null);
    },
  );
};
