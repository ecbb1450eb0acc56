import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { TaskListSchema, TaskQuery } from '@contract/tasks';
import { requireCaller } from '../../../plugins/app/auth';
import { taskList } from '../../../queries/tasks/taskList';

/**
 * The task list (docs/api-tasks.md, ADR 0230): a student's tasks, or what waits for a teacher's grading. Every
 * signed-in caller gets an answer scoped to their own courses, so no policy beyond the signed-in caller is needed.
 */
export const tasksApi: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Students: their tasks with their job; teachers and school admins: items of the courses they teach waiting for grading',
        description: 'One SQL statement per call. `course_guid` narrows to one course; a course the caller is not in gives an empty list.',
        querystring: TaskQuery,
        response: { 200: TaskListSchema, ...errorResponses(401) },
      },
    },
    async (request) => taskList(app.repos, requireCaller(request), request.query.course_guid?.toLowerCase(), new Date()),
  );
};
