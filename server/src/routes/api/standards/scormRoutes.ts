// SCORM items: upload a package as a lesson item, open it (launch), commit its CMI data, and the teacher's results.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { PACKAGE_LIMITS } from '@domain/content/scormPackage';
import { errorResponses } from '@contract/errors';
import { ItemParams, LessonItemDetailSchema } from '@contract/items';
import { LessonParams } from '@contract/lessons';
import { ScormCommitAnswer, ScormCommitBody, ScormLaunchAnswer, ScormResultsAnswer } from '@contract/scorm';
import { ApiError, badRequest, notFound } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireItem, requireLesson, requireStaff, requireStudent } from '../../../policies/coursePolicy';
import { addScormPackage } from '../../../commands/standards/addScormPackage';
import { commitScorm } from '../../../commands/standards/commitScorm';
import type { PackageStore } from '../../../content/scormZip';
import { itemDetail } from '../../../queries/lessons/itemDetail';
import { scormLaunch } from '../../../queries/standards/scormLaunch';
import { scormResults } from '../../../queries/standards/scormResults';

const tags = ['standards'];
const tooLarge = () => new ApiError(413, 'PACKAGE_TOO_LARGE', undefined, [{ path: '/file', message: `at most ${PACKAGE_LIMITS.maxZipBytes} bytes` }]);

export function scormRoutes(packages: PackageStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/api/front/lessons/:lessonGuid/scorm-packages',
      {
        onSend: async (request, reply, payload) => {
          if (reply.statusCode >= 400 && !request.raw.readableEnded) void reply.header('connection', 'close');
          return payload;
        },
        schema: {
          tags,
          summary: 'Add a SCORM 1.2 or 2004 package as a lesson item (multipart: optional field `name`, then `file`, a zip)',
          description:
            'The course’s teachers. Checked by content: 400 PACKAGE_NOT_A_ZIP, PACKAGE_MANIFEST_MISSING, PACKAGE_MANIFEST_INVALID, PACKAGE_UNSAFE_PATH (zip slip, absolute names, links), PACKAGE_LAUNCH_MISSING, PACKAGE_TOO_MANY_FILES, PACKAGE_TOO_LARGE (413 for the zip itself). A refused package leaves nothing behind.',
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
          const itemGuid = await addScormPackage(app.transaction, packages, lesson, { name, zip: new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength) });
          const access = await requireItem(app.repos.access, caller, itemGuid);
          const detail = await itemDetail(app, access, caller, itemGuid);
          if (!detail) throw notFound();
          return reply.code(201).send(detail);
        }
        throw badRequest('VALIDATION_FAILED', [{ path: '/file', message: 'is required' }]);
      },
    );

    app.get(
      '/api/front/lesson-items/:itemGuid/scorm/launch',
      {
        schema: {
          tags,
          summary: 'Open a SCORM item: the content origin’s player URL, a session id and the CMI data to resume from',
          description: 'Anyone who sees the item; only the course’s students’ commits are stored (`records`). 400 CONTENT_TYPE_NOT_SUPPORTED for another type.',
          params: ItemParams,
          response: { 200: ScormLaunchAnswer, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const item = await requireItem(app.repos.access, caller, request.params.itemGuid);
        return scormLaunch(app, caller, item);
      },
    );

    app.put(
      '/api/front/lesson-items/:itemGuid/scorm/cmi',
      {
        schema: {
          tags,
          summary: 'A student commits the SCORM runtime’s CMI data; the server derives status, score and time from it',
          params: ItemParams,
          body: ScormCommitBody,
          response: { 200: ScormCommitAnswer, ...errorResponses(401, 403, 404) },
        },
        bodyLimit: 1024 * 1024,
      },
      async (request) => {
        const caller = requireCaller(request);
        const item = requireStudent(await requireItem(app.repos.access, caller, request.params.itemGuid));
        return app.transaction((repos) => commitScorm(repos, caller, item, request.body));
      },
    );

    app.get(
      '/api/front/lesson-items/:itemGuid/scorm/results',
      {
        schema: {
          tags,
          summary: 'Every student of the course with their SCORM record of the item: status, score, time, sessions',
          params: ItemParams,
          response: { 200: ScormResultsAnswer, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const item = requireStaff(await requireItem(app.repos.access, caller, request.params.itemGuid));
        return scormResults(app, item);
      },
    );
  };
}
