// Progress, hand-ins, the teacher's list of jobs and a student's record of one item.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_HAND_IN_FILES, MAX_HAND_IN_TEXT } from '@domain/content/itemRules';
import { errorResponses } from '@contract/errors';
import { JobSchema, ProgressAnswer, RecordAnswer } from '@contract/items';
import { JobsAnswer } from '@contract/grading';
import { handedInJob, handIn } from '../../../commands/media/handIn';
import { recordProgress } from '../../../commands/media/recordProgress';
import { requireCaller } from '../../../plugins/app/auth';
import { requireItem, requireStaff, requireStudent } from '../../../policies/coursePolicy';
import { requireRecordReader } from '../../../policies/jobPolicy';
import { itemJobs, jobDto, studentRecord } from '../../../queries/media/jobs';

const Guid = Type.String({ format: 'uuid' });
const ItemParams = Type.Object({ itemGuid: Guid });

export const workRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/front/lesson-items/:itemGuid/progress',
    {
      schema: {
        tags: ['media'],
        summary: 'A student reports progress in an item (never goes down) and where to resume; answers the lesson’s progress too',
        params: ItemParams,
        body: Type.Object({
          progress: Type.Number({ minimum: 0, maximum: 100 }),
          // Seconds or page; a player's fractional seconds are floored.
          position: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
        }),
        response: { 200: ProgressAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const item = requireStudent(await requireItem(app.repos.access, caller, request.params.itemGuid));
      return app.transaction((repos) => recordProgress(repos, caller, item, request.body));
    },
  );

  app.post(
    '/api/front/lesson-items/:itemGuid/hand-in',
    {
      schema: {
        tags: ['media'],
        summary: 'A student hands in an assignment (idempotent by submission_key)',
        description:
          '400 NOT_AN_ASSIGNMENT, 409 GRADES_PUBLISHED (view-only once its grades are published), 409 DELIVERY_CLOSED, 409 ALREADY_DELIVERED (another key), 400 HAND_IN_EMPTY, 400 FILE_NOT_USABLE. The same submission_key again answers the same job.',
        params: ItemParams,
        body: Type.Object({
          text: Type.Optional(Type.Union([Type.String({ maxLength: MAX_HAND_IN_TEXT }), Type.Null()])),
          file_guids: Type.Optional(Type.Array(Guid, { maxItems: MAX_HAND_IN_FILES, uniqueItems: true })),
          submission_key: Guid,
        }),
        response: { 200: JobSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const item = requireStudent(await requireItem(app.repos.access, caller, request.params.itemGuid));
      const { text, file_guids: fileGuids, submission_key: submissionKey } = request.body;
      const outcome = await app.transaction((repos) => handIn(repos, caller, item, { text, fileGuids, submissionKey }, new Date()));
      const job = await handedInJob(app.repos, caller, item, outcome);
      // Handing in happens before publication only: the student's answer never carries a grade.
      return jobDto(app, item.tenantId, job, false);
    },
  );

  app.get(
    '/api/front/lesson-items/:itemGuid/jobs',
    {
      schema: {
        tags: ['media'],
        summary: 'One job per student of the course (pending ones without a guid) and the scale they are graded on; teachers and school admins',
        params: ItemParams,
        response: { 200: JobsAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const item = requireStaff(await requireItem(app.repos.access, requireCaller(request), request.params.itemGuid));
      return itemJobs(app, item);
    },
  );

  app.get(
    '/api/front/lesson-items/:itemGuid/records/:userGuid',
    {
      schema: {
        tags: ['media'],
        summary: 'A student’s record of one item: progress, resume position and job (the student, or the course’s teachers)',
        params: Type.Object({ itemGuid: Guid, userGuid: Guid }),
        response: { 200: RecordAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const item = requireRecordReader(await requireItem(app.repos.access, caller, request.params.itemGuid), caller, request.params.userGuid);
      return studentRecord(app, item, request.params.userGuid);
    },
  );
};
