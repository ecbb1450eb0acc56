// xAPI items (CTTY_20): upload a package as a lesson item, open it with an LRS launch, and the teacher's results.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { PACKAGE_LIMITS } from '@domain/content/scormPackage';
import { errorResponses } from '@contract/errors';
import { ItemParams, LessonItemDetailSchema } from '@contract/items';
import { LessonParams } from '@contract/lessons';
import { XapiLaunchAnswer, XapiResultsAnswer, XapiTrailAnswer, XapiTrailParams } from '@contract/xapiItems';
import { ApiError, badRequest, notFound } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireItem, requireLesson, requireStaff } from '../../../policies/coursePolicy';
import { addXapiPackage } from '../../../commands/xapi/addXapiPackage';
import type { PackageStore } from '../../../content/scormZip';
import { itemDetail } from '../../../queries/lessons/itemDetail';
import { xapiLaunch, xapiResults, xapiTrail } from '../../../queries/xapi/xapiItems';

const tags = ['standards'];
const tooLarge = () => new ApiError(413, 'PACKAGE_TOO_LARGE', undefined, [{ path: '/file', message: `at most ${PACKAGE_LIMITS.maxZipBytes} bytes` }]);

export function xapiItemRoutes(packages: PackageStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/api/front/lessons/:lessonGuid/xapi-packages',
      {
        onSend: async (request, reply, payload) => {
          if (reply.statusCode >= 400 && !request.raw.readableEnded) void reply.header('connection', 'close');
          return payload;
        },
        schema: {
          tags,
          summary: 'Add an xAPI package as a lesson item (multipart: optional field `name`, then `file`, a zip)',
          description:
            'The course’s teachers. Checked like a SCORM package: 400 PACKAGE_NOT_A_ZIP, PACKAGE_UNSAFE_PATH, PACKAGE_MANIFEST_INVALID (tincan.xml unreadable), PACKAGE_LAUNCH_MISSING (the launch tincan.xml names, else index.html), PACKAGE_TOO_MANY_FILES, 413 PACKAGE_TOO_LARGE.',
          consumes: ['multipart/form-data'],
          params: LessonParams,
          response: { 201: LessonItemDetailSchema, ...errorResponses(401, 403, 404, 413) },
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const lesson = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
        if (!request.isMultipart()) throw badRequest('VALIDATION_FAILED', [{ path: '/', message: 'must be multipart/form-data' }]);
        const declared = Number(request.headers['content-length'] ?? NaN);
        if (Number.isFinite(declared) && declared > PACKAGE_LIMITS.maxZipBytes + 64 * 1024) throw tooLarge();
        let name: string | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            const field = part as MultipartValue;
            if (field.fieldname === 'name') name = String(field.value).slice(0, 200);
            continue;
          }
          const file = part as MultipartFile;
          if (file.fieldname !== 'file') throw badRequest('VALIDATION_FAILED', [{ path: '/file', message: 'the file field must be named file' }]);
          const zip = await file.toBuffer();
          if (file.file.truncated || zip.length > PACKAGE_LIMITS.maxZipBytes) throw tooLarge();
          if (zip.length === 0) throw badRequest('FILE_EMPTY', [{ path: '/file', message: 'is empty' }]);
          const itemGuid = await addXapiPackage(app.transaction, packages, lesson, { name, zip: new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength), publicUrl: app.publicUrl });
          const access = await requireItem(app.repos.access, caller, itemGuid);
          const detail = await itemDetail(app, access, caller, itemGuid);
          if (!detail) throw notFound();
          return reply.code(201).send(detail);
        }
        throw badRequest('VALIDATION_FAILED', [{ path: '/file', message: 'is required' }]);
      },
    );

    app.get(
      '/api/front/lesson-items/:itemGuid/xapi/launch',
      {
        schema: {
          tags,
          summary: 'Open an xAPI item: its launch file on the content origin with the xAPI launch parameters',
          description: 'Anyone who sees the item. The parameters carry a new LRS credential for this learner and item (4 hours; statements must have them as actor), never the session token. 400 CONTENT_TYPE_NOT_SUPPORTED for another type.',
          params: ItemParams,
          response: { 200: XapiLaunchAnswer, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const item = await requireItem(app.repos.access, caller, request.params.itemGuid);
        return xapiLaunch(app, caller, item);
      },
    );

    app.get(
      '/api/front/lesson-items/:itemGuid/xapi/results',
      {
        schema: { tags, summary: 'Every student of the course with their xAPI progress in the item: completion, success, score, last statement', params: ItemParams, response: { 200: XapiResultsAnswer, ...errorResponses(401, 403, 404) } },
      },
      async (request) => {
        const caller = requireCaller(request);
        const item = requireStaff(await requireItem(app.repos.access, caller, request.params.itemGuid));
        return xapiResults(app, item);
      },
    );

    app.get(
      '/api/front/lesson-items/:itemGuid/xapi/results/:userGuid',
      {
        schema: { tags, summary: 'One student’s statements about the item, newest first, and their progress', params: XapiTrailParams, response: { 200: XapiTrailAnswer, ...errorResponses(401, 403, 404) } },
      },
      async (request) => {
        const caller = requireCaller(request);
        const item = requireStaff(await requireItem(app.repos.access, caller, request.params.itemGuid));
        return xapiTrail(app, item, request.params.userGuid);
      },
    );
  };
}
