import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Roles } from '@domain/identity/roles';
import { requireCaller } from '../../../plugins/app/auth';
import { errorResponses } from '@contract/errors';
import { TaskListSchema, TaskQuery, type TaskListDto } from '@contract/tasks';
import { teacherTaskDtos, toStudentTaskDto } from './taskService';

/**
 * The task list (issue 5, docs/api-tasks.md, ADR 0230): a student's tasks, or what waits for a teacher's grading.
 * R04/R05 teach no course: they get the teacher view, empty — never a 403, which would end their session in the SPA
 * (the shell shows Tasks to everyone; ADR 0230).
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
    async (request): Promise<TaskListDto> => {
      const caller = requireCaller(request);
      const courseGuid = request.query.course_guid?.toLowerCase();
      if (caller.role === Roles.student) {
        const rows = await app.repos.tasks.forStudent(caller, courseGuid);
        return { view: 'student', tasks: rows.map(toStudentTaskDto) };
      }
      return { view: 'teacher', waiting: teacherTaskDtos(await app.repos.tasks.waitingForTeacher(caller, courseGuid)) };
    },
  );
};
