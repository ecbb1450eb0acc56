import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TYPES, CONTENT_TYPE_CODES } from '@domain/content/contentTypes';
import { acceptsCaptions, isCreatableType, uploadKindsFor } from '@domain/content/itemRules';
import { acceptAttribute, maxBytesFor } from '@domain/content/uploadRules';
import { badRequest, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireCourse, requireItem, requireItemsRemoval } from '../../../policies/coursePolicy';
import {
  ContentTypesAnswer,
  FlatResourcePageSchema,
  ResourceDeleteBody,
  ResourcePatchBody,
  ResourceSchema,
  ResourceTreeSchema,
} from '@contract/resources';
import { deleteItems } from '../../../commands/lessons/deleteItems';
import { setItemDeadline } from '../../../commands/lessons/setItemDeadline';
import { resourceList, resourceOf, resourceTree } from '../../../queries/lessons/resources';

const tags = ['resources'];
const Guid = Type.String({ format: 'uuid' });

/** Spec §7 resource calls and the content type catalogue. */
export const resourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const { guid } = request.params;
      const referenced = request.query.referencedCourse;
      // Another course listed instead: the caller must see this one too (404 first for it, as before).
      if (referenced !== undefined && referenced.toLowerCase() !== guid.toLowerCase()) await requireCourse(app.repos.access, caller, guid);
      return resourceTree(app.repos, caller, referenced ?? guid);
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
      return resourceList(app.repos, await requireCourse(app.repos.access, caller, id));
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
      return resourceOf(app.repos, access, access.itemGuid);
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
