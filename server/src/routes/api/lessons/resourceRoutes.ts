import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TYPES, CONTENT_TYPE_CODES } from '@domain/content/contentTypes';
import { acceptsCaptions, isCreatableType, uploadKindsFor } from '@domain/content/itemRules';
import { acceptAttribute, maxBytesFor } from '@domain/content/uploadRules';
import { badRequest, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
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
import { routesOf } from '../../routeShapes';

const tags = ['resources'];
const Guid = Type.String({ format: 'uuid' });

/** Spec §7 resource calls and the content type catalogue. */
export const resourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);

  routes.answer('GET', '/api/lms/courses/:guid/resources', {
    summary: 'A course’s materials by section (unit) and group (lesson); `referencedCourse` lists that course instead, when visible',
    params: Type.Object({ guid: Guid }),
    querystring: Type.Object({ referencedCourse: Type.Optional(Guid) }),
    answer: ResourceTreeSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { guid } = request.params;
    const referenced = request.query.referencedCourse;
    // Another course listed instead: the caller must see this one too (404 first for it, as before).
    if (referenced !== undefined && referenced.toLowerCase() !== guid.toLowerCase()) await requireCourse(app.repos.access, caller, guid);
    return resourceTree(app.repos, caller, referenced ?? guid);
  });

  routes.answer('GET', '/api/v3/front/courses/:id/resources', {
    summary: 'A course’s materials as one flat list in course order',
    params: Type.Object({ id: Guid }),
    querystring: Type.Object({ course_guid: Type.Optional(Guid) }),
    answer: FlatResourcePageSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { id } = request.params;
    const named = request.query.course_guid;
    if (named !== undefined && named.toLowerCase() !== id.toLowerCase()) {
      throw badRequest('VALIDATION_FAILED', [{ path: '/querystring/course_guid', message: 'must equal the course in the path' }]);
    }
    return resourceList(app.repos, await requireCourse(app.repos.access, caller, id));
  });

  routes.answer('PATCH', '/api/lms/resource-material-course/:resourceGuid', {
    summary: 'Set a material’s deliver date (local, school time zone) and late delivery (the course’s teachers)',
    params: Type.Object({ resourceGuid: Guid }),
    body: ResourcePatchBody, answer: ResourceSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const access = await requireItem(app.repos.access, caller, request.params.resourceGuid);
    // The item must be of the course the caller names: otherwise it is not there for this call.
    if (access.courseGuid !== request.body.course_guid.toLowerCase()) throw notFound();
    requireChange(access);
    await app.transaction((repos) => setItemDeadline(repos, access, request.body));
    return resourceOf(app.repos, access, access.itemGuid);
  });

  routes.command('DELETE', '/api/lms/resource-materials', {
    summary: 'Delete materials: all of them or none (any unknown → 404, any not the caller’s to change → 403)',
    body: ResourceDeleteBody, errors: [401, 403, 404],
  }, async (request, caller) => {
    const located = await requireItemsRemoval(app.repos.access, caller, request.body.guids);
    return (repos) => deleteItems(repos, located);
  });

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
