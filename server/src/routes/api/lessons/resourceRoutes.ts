import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TYPES, CONTENT_TYPE_CODES } from '@domain/content/contentTypes';
import { acceptsCaptions, isCreatableType, uploadKindsFor } from '@domain/content/itemRules';
import { acceptAttribute, maxBytesFor } from '@domain/content/uploadRules';
import { toYesNo } from '@domain/lessons/deliverDate';
import { badRequest, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireCourse, requireItem, requireItemsRemoval, seesEverything, type CourseAccess } from '../../../policies/coursePolicy';
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
import { deliverLocal } from '../../../content/deliverDates';
import { deleteItems } from '../../../commands/lessons/deleteItems';
import { setItemDeadline } from '../../../commands/lessons/setItemDeadline';

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
      await app.transaction((repos) => setItemDeadline(repos, access, request.body));
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
      const located = await requireItemsRemoval(app.repos.access, requireCaller(request), request.body.guids);
      await app.transaction((repos) => deleteItems(repos, located));
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
