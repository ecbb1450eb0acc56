import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isEvaluableType, parseContentTypeCode } from '@domain/content/contentTypes';
import { canDeliverLateFlag } from '@domain/lessons/deliverDate';
import { ApiError, badRequest, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireItem, requireLesson, type CourseAccess } from '../../../policies/coursePolicy';
import type { ItemFields } from '../../../repositories/ItemRepository';
import { ItemParams, ItemPatchBody, LessonItemDetailSchema, NewItemBody } from '@contract/items';
import { LessonParams, OrderBody } from '@contract/lessons';
import { cleanItemData, creatableType } from '../../../commands/lessons/itemData';
import { deliverInstant } from '../../../content/deliverDates';
import { itemDetail } from '../../../queries/lessons/itemDetail';

const tags = ['lesson items'];

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('VALIDATION_FAILED', [{ path: '/lesson_item_name', message: 'must not be blank' }]);
  return trimmed;
}

function cleanSection(section: string | null | undefined): string | null | undefined {
  if (section === undefined || section === null) return section;
  const trimmed = section.trim();
  return trimmed === '' ? null : trimmed;
}

/** Lesson items: create, read, change, delete, reorder; `data` validated per content type and sanitised. */
export const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { items } = app.repos;

  async function detailOrFail(access: CourseAccess, caller: { guid: string; tenantId: string }, itemGuid: string) {
    const detail = await itemDetail(app, items, access, caller, itemGuid);
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
      const access = await requireLesson(app.repos.access, caller, request.params.lessonGuid);
      requireChange(access);
      const body = request.body;
      const code = creatableType(body.content_type);
      const name = cleanName(body.lesson_item_name);
      const deliverAt = deliverInstant(body.lesson_item_deliver_at, access.timeZone, '/lesson_item_deliver_at') ?? null;
      const data = await cleanItemData(items, access.courseGuid, code, body.data);
      const fields: ItemFields = {
        name,
        contentType: code,
        data,
        deliverAt,
        canDeliverLate: body.can_deliver_late === undefined ? true : canDeliverLateFlag(body.can_deliver_late),
        isEvaluable: body.content_is_evaluable ?? isEvaluableType(code),
        published: body.published ?? true,
        audience: body.audience ?? 'all',
        sectionName: cleanSection(body.section_name) ?? null,
      };
      const guid = await items.create(access.lessonGuid, fields);
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
      const access = await requireItem(app.repos.access, caller, request.params.itemGuid);
      requireChange(access);
      const body = request.body;
      const code = parseContentTypeCode(access.contentType);
      if (body.content_type !== undefined && parseContentTypeCode(body.content_type) !== code) {
        throw badRequest('VALIDATION_FAILED', [{ path: '/content_type', message: 'the content type of an item cannot change' }]);
      }
      if (code === undefined) throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED');
      const patch: Partial<Omit<ItemFields, 'contentType'>> = {};
      if (body.lesson_item_name !== undefined) patch.name = cleanName(body.lesson_item_name);
      if (body.data !== undefined) patch.data = await cleanItemData(items, access.courseGuid, creatableType(code), body.data);
      const deliverAt = deliverInstant(body.lesson_item_deliver_at, access.timeZone, '/lesson_item_deliver_at');
      if (deliverAt !== undefined) patch.deliverAt = deliverAt;
      if (body.can_deliver_late !== undefined) patch.canDeliverLate = canDeliverLateFlag(body.can_deliver_late);
      if (body.content_is_evaluable !== undefined) patch.isEvaluable = body.content_is_evaluable;
      if (body.published !== undefined) patch.published = body.published;
      if (body.audience !== undefined) patch.audience = body.audience;
      const section = cleanSection(body.section_name);
      if (section !== undefined) patch.sectionName = section;
      await items.update(access.itemGuid, patch);
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
      const access = await requireItem(app.repos.access, requireCaller(request), request.params.itemGuid);
      requireChange(access);
      await items.delete(access.lessonGuid, access.itemGuid);
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
      const access = await requireLesson(app.repos.access, requireCaller(request), request.params.lessonGuid);
      requireChange(access);
      if (!(await items.order(access.lessonGuid, request.body.guids.map((g) => g.toLowerCase())))) {
        throw badRequest('VALIDATION_FAILED', [{ path: '/guids', message: 'must list every item of the lesson exactly once' }]);
      }
      return reply.code(204).send(null);
    },
  );
};
