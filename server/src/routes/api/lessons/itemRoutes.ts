import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors/ApiError';
import { requireChange, requireItem, requireLesson, type CourseAccess } from '../../../policies/coursePolicy';
import { ItemParams, ItemPatchBody, ItemReadQuery, LessonItemDetailSchema, NewItemBody } from '@contract/items';
import { LessonParams, OrderBody } from '@contract/lessons';
import { createItem } from '../../../commands/lessons/createItem';
import { deleteItem } from '../../../commands/lessons/deleteItem';
import { orderItems } from '../../../commands/lessons/orderItems';
import { updateItem } from '../../../commands/lessons/updateItem';
import { itemDetail } from '../../../queries/lessons/itemDetail';
import { routesOf } from '../../routeShapes';

const tags = ['lesson items'];

/** Lesson items: create, read, change, delete, reorder; `data` validated per content type and sanitised. */
export const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  const errors = [401, 403, 404];

  async function detailOrFail(access: CourseAccess, caller: { guid: string; tenantId: string }, itemGuid: string, withNotes = false) {
    const detail = await itemDetail(app, access, caller, itemGuid, withNotes);
    if (!detail) throw notFound();
    return detail;
  }

  routes.created('POST', '/api/front/lessons/:lessonGuid/items', {
    summary: 'Add an item at the end of a lesson (the course’s teachers); `data` per content type',
    params: LessonParams, body: NewItemBody, created: LessonItemDetailSchema, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
    const guid = await app.transaction((repos) => createItem(repos, access, request.body));
    return detailOrFail(access, caller, guid, true);
  });

  routes.answer('GET', '/api/front/lesson-items/:itemGuid', {
    summary: 'An item with its data, signed media URLs, and the student’s own progress and job; `include=teacher_notes` adds the teacher’s notes for the course’s teachers',
    params: ItemParams, querystring: ItemReadQuery, answer: LessonItemDetailSchema, errors,
  }, async (request, caller) => {
    const access = await requireItem(app.repos.access, caller, request.params.itemGuid);
    return detailOrFail(access, caller, access.itemGuid, request.query.include === 'teacher_notes');
  });

  routes.answer('PATCH', '/api/front/lesson-items/:itemGuid', {
    summary: 'Change an item (the course’s teachers); `lesson_item_deliver_at: null` clears the deadline; the type never changes',
    params: ItemParams, body: ItemPatchBody, answer: LessonItemDetailSchema, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireItem(app.repos.access, caller, request.params.itemGuid));
    await app.transaction((repos) => updateItem(repos, access, request.body));
    return detailOrFail(access, caller, access.itemGuid, true);
  });

  routes.command('DELETE', '/api/front/lesson-items/:itemGuid', {
    summary: 'Delete an item (the course’s teachers); later items close the gap', params: ItemParams, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireItem(app.repos.access, caller, request.params.itemGuid));
    return (repos) => deleteItem(repos, access);
  });

  routes.command('PUT', '/api/front/lessons/:lessonGuid/items/order', {
    summary: 'Reorder a lesson’s items (a permutation of all of them)', params: LessonParams, body: OrderBody, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
    return (repos) => orderItems(repos, access, request.body.guids);
  });
};
