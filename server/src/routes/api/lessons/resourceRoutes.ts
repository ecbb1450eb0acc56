import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TYPES, CONTENT_TYPE_CODES } from '@domain/content/contentTypes';
import { acceptsCaptions, isCreatableType, uploadKindsFor } from '@domain/content/itemRules';
import { acceptAttribute, maxBytesFor } from '@domain/content/uploadRules';
import { canDeliverLateFlag, toYesNo } from '@domain/lessons/deliverDate';
import { badRequest, forbidden, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { requireCaller } from '../../../plugins/app/auth';
import type { Caller } from '../../../plugins/app/Caller';
import { findCourse, mayChange, requireChange, requireCourse, requireItem, seesEverything, studentSeesItem, type CourseAccess } from '../../../policies/coursePolicy';
import type { ResourceRow } from '../../../repositories/ResourceRepository';
import {
  ContentTypesAnswer,
  FlatResourcePageSchema,
  ResourceDeleteBody,
  ResourcePatchBody,
  ResourceSchema,
  ResourceTreeSchema,
  type FlatResourceDto,
  type ResourceDto,
  type ResourceTreeDto,
} from '@contract/resources';
import { deliverInstant, deliverLocal } from '../../../content/deliverDates';

const tags = ['resources'];
const Guid = Type.String({ format: 'uuid' });

type ItemOf<R extends ResourceRow> = R & { guid: string; name: string; contentType: string };
const hasItem = (row: ResourceRow): row is ItemOf<ResourceRow> => row.guid !== null;

function toResource(row: ItemOf<ResourceRow>, access: CourseAccess): ResourceDto {
  return {
    guid: row.guid,
    name: row.name,
    type: row.contentType,
    lesson_guid: row.lessonGuid,
    unit_guid: row.unitGuid,
    deliver_at: deliverLocal(row.deliverAt, access.timeZone),
    can_deliver_late: toYesNo(row.canDeliverLate ?? true),
    published: row.published ?? true,
    audience: row.audience === 'teachers' ? 'teachers' : 'all',
  };
}

/** Spec §7 resource calls and the content type catalogue. */
export const resourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { resources } = app.repos;

  async function tree(access: CourseAccess): Promise<ResourceTreeDto> {
    const rows = await resources.rows(access.courseGuid, !seesEverything(access));
    const sections = new Map<string, ResourceTreeDto['sections'][number]>();
    // Units without lessons still show (teachers file classroom resources into them later).
    if (seesEverything(access)) for (const unit of await resources.units(access.courseGuid)) sections.set(unit.guid, { id: unit.guid, name: unit.name, groups: [] });
    for (const row of rows) {
      let section = sections.get(row.unitGuid);
      if (!section) {
        section = { id: row.unitGuid, name: row.unitName, groups: [] };
        sections.set(row.unitGuid, section);
      }
      let group = section.groups.find((g) => g.id === row.lessonGuid);
      if (!group) {
        group = { id: row.lessonGuid, name: row.lessonName, resources: [] };
        section.groups.push(group);
      }
      if (hasItem(row)) group.resources.push(toResource(row, access));
    }
    return { course_guid: access.courseGuid, sections: [...sections.values()] };
  }

  app.get(
    '/api/lms/courses/:guid/resources',
    {
      schema: {
        tags,
        summary: 'A course’s materials by section (unit) and group (lesson); `referencedCourse` lists that course instead, when visible',
        params: Type.Object({ guid: Guid }),
        querystring: Type.Object({ referencedCourse: Type.Optional(Guid) }),
        response: { 200: ResourceTreeSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      await requireCourse(app.repos.access, caller, request.params.guid);
      const listed = request.query.referencedCourse ?? request.params.guid;
      return tree(await requireCourse(app.repos.access, caller, listed));
    },
  );

  app.get(
    '/api/v3/front/courses/:id/resources',
    {
      schema: {
        tags,
        summary: 'A course’s materials as one flat list in course order',
        params: Type.Object({ id: Guid }),
        querystring: Type.Object({ course_guid: Type.Optional(Guid) }),
        response: { 200: FlatResourcePageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { id } = request.params;
      const named = request.query.course_guid;
      if (named !== undefined && named.toLowerCase() !== id.toLowerCase()) {
        throw badRequest('VALIDATION_FAILED', [{ path: '/querystring/course_guid', message: 'must equal the course in the path' }]);
      }
      const access = await requireCourse(app.repos.access, caller, id);
      const rows = await resources.rows(access.courseGuid, !seesEverything(access));
      const data: FlatResourceDto[] = rows.filter(hasItem).map((row) => ({ ...toResource(row, access), section_name: row.unitName, group_name: row.lessonName }));
      return { data, meta: { total: data.length } };
    },
  );

  app.patch(
    '/api/lms/resource-material-course/:resourceGuid',
    {
      schema: {
        tags,
        summary: 'Set a material’s deliver date (local, school time zone) and late delivery (the course’s teachers)',
        params: Type.Object({ resourceGuid: Guid }),
        body: ResourcePatchBody,
        response: { 200: ResourceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = await requireItem(app.repos.access, caller, request.params.resourceGuid);
      // The item must be of the course the caller names: otherwise it is not there for this call.
      if (access.courseGuid !== request.body.course_guid.toLowerCase()) throw notFound();
      requireChange(access);
      const deliverAt = deliverInstant(request.body.deliver_at, access.timeZone, '/deliver_at') ?? null;
      await resources.setDeadline(access.itemGuid, deliverAt, canDeliverLateFlag(request.body.can_deliver_late));
      const [row] = await resources.rows(access.courseGuid, false, access.itemGuid);
      if (!row || !hasItem(row)) throw notFound();
      return toResource(row, access);
    },
  );

  app.delete(
    '/api/lms/resource-materials',
    {
      schema: {
        tags,
        summary: 'Delete materials: all of them or none (any unknown → 404, any not the caller’s to change → 403)',
        body: ResourceDeleteBody,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller: Caller = requireCaller(request);
      const guids = [...new Set(request.body.guids.map((g) => g.toLowerCase()))];
      const located = await resources.locate(guids);
      const accessByCourse = new Map<string, CourseAccess | undefined>();
      for (const courseGuid of new Set(located.map((i) => i.courseGuid))) accessByCourse.set(courseGuid, await findCourse(app.repos.access, caller, courseGuid));
      // First what the caller may see (404 reveals nothing), then what they may change (403).
      for (const item of located) {
        const access = accessByCourse.get(item.courseGuid);
        if (!access || (!seesEverything(access) && !studentSeesItem(item))) throw notFound();
      }
      for (const item of located) {
        const access = accessByCourse.get(item.courseGuid);
        if (!access || !mayChange(access)) throw forbidden();
      }
      // Unknown guids last: a caller refused for the guids they do see hears that first. Nothing is deleted either way.
      if (located.length !== guids.length) throw notFound();
      await resources.deleteAll(located);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/cms/types',
    {
      schema: {
        tags,
        summary: 'The content types (spec §3 CTTY codes): viewer, whether creatable, what uploads they take',
        response: { 200: ContentTypesAnswer, ...errorResponses(401) },
      },
    },
    async () => ({
      data: CONTENT_TYPE_CODES.map((code) => {
        const kinds = uploadKindsFor(code);
        const { key, viewer, evaluable } = CONTENT_TYPES[code];
        return {
          code,
          key,
          viewer,
          evaluable,
          creatable: isCreatableType(code),
          upload_kinds: [...kinds],
          accept: acceptAttribute(kinds),
          max_bytes: maxBytesFor(kinds),
          captions: acceptsCaptions(code),
        };
      }),
    }),
  );
};
