// Grading hand-ins (docs/api-media.md "Grading"): a teacher of the course grades a job, hands it back, or names
// another teacher of the course as its evaluator. Every answer is the job as the teachers' list shows it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { EvaluationBody, EvaluatorBody, JobParams, ReturnBody } from '@contract/grading';
import { JobSchema } from '@contract/items';
import { gradeJob, type JobAction } from '../../../commands/grading/gradeJob';
import { ApiError } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requireJobToGrade } from '../../../policies/jobPolicy';
import type { FastifyRequest } from 'fastify';
import { jobDto } from '../../../queries/media/jobs';

const tags = ['media'];
const responses = { 200: JobSchema, ...errorResponses(401, 403, 404, 409) };

export const gradingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function act(request: FastifyRequest, jobGuid: string, action: JobAction) {
    const caller = requireCaller(request);
    const access = await requireJobToGrade(app.repos.access, caller, jobGuid);
    await app.transaction((repos) => gradeJob(repos, caller, access, action, new Date()));
    const job = await app.repos.jobs.find(access.itemGuid, access.personGuid);
    if (!job) throw new ApiError(500, 'INTERNAL', 'job missing after grading');
    return jobDto(app, access.tenantId, job);
  }

  app.put(
    '/api/front/jobs/:jobGuid/evaluation',
    {
      schema: {
        tags,
        summary: 'A teacher of the course grades a student’s hand-in (score on the item’s scale, optional feedback): the job becomes evaluated',
        description:
          'The job’s evaluation is the assignment’s gradebook cell: the grid, the task list and My grades read it (students once published). 400 VALIDATION_FAILED at /score (score.out-of-range, score.too-many-decimals…), 400 NOT_AN_ASSIGNMENT, 403 for students and school admins, 404 outside the course.',
        params: JobParams,
        body: EvaluationBody,
        response: responses,
      },
    },
    async (request) => act(request, request.params.jobGuid, { kind: 'evaluate', body: request.body }),
  );

  app.post(
    '/api/front/jobs/:jobGuid/return',
    {
      schema: {
        tags,
        summary: 'A teacher hands a job back for the student to hand in again (pending, with an evaluator: assessment-reassigned)',
        description: 'The score goes, the feedback may say why. 409 NOTHING_TO_RETURN (nothing handed in), 409 GRADES_PUBLISHED.',
        params: JobParams,
        body: ReturnBody,
        response: responses,
      },
    },
    async (request) => act(request, request.params.jobGuid, { kind: 'return', body: request.body }),
  );

  app.put(
    '/api/front/jobs/:jobGuid/evaluator',
    {
      schema: {
        tags,
        summary: 'Another teacher of the course grades this job',
        description: '400 VALIDATION_FAILED at /evaluator_guid (not a teacher of the course), 409 NOTHING_TO_GRADE (nothing handed in).',
        params: JobParams,
        body: EvaluatorBody,
        response: responses,
      },
    },
    async (request) => act(request, request.params.jobGuid, { kind: 'evaluator', body: request.body }),
  );
};
