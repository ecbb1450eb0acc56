// Courses (docs/api.md "Courses"): the caller's list, one course with its units and lessons, creating and joining one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import {
  CourseAnswer,
  CourseDetailAnswer,
  CourseDetailQuery,
  CourseGuidParams,
  CourseListQuery,
  CoursePageAnswer,
  JoinCourseBody,
  NewCourseBody,
  type CourseDetailDto,
  type CourseDto,
  type CoursePageDto,
} from '@contract/courses';
import { createCourse } from '../../../commands/courses/createCourse';
import { joinCourse } from '../../../commands/courses/joinCourse';
import { notFound } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requestTenant } from '../../../plugins/app/tenancy';
import { COURSE_CREATOR_ROLES, COURSE_JOINER_ROLES, requireCourseCreation, requireCourseJoin } from '../../../policies/userPolicy';
import { courseDetail } from '../../../queries/courses/courseDetail';
import { courseList } from '../../../queries/courses/courseList';

const tags = ['courses'];

export const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/courses',
    {
      schema: {
        tags,
        summary: 'The caller’s courses, a page at a time',
        description: 'The courses the caller is a member of, by name. `pageSize`: default 24, at most 100 (anything unreadable is the default).',
        querystring: CourseListQuery,
        response: { 200: CoursePageAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request): Promise<CoursePageDto> => courseList(app.repos, requireCaller(request), request.query),
  );

  app.get(
    '/api/front/courses/:guid',
    {
      schema: {
        tags,
        summary: 'A course with its units and lessons in order',
        description: 'Members, and school admins of its school; anyone else (and a `school_guid` that is not the course’s) 404. Students get the published lessons and their own progress.',
        params: CourseGuidParams,
        querystring: CourseDetailQuery,
        response: { 200: CourseDetailAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<CourseDetailDto> => {
      const course = await courseDetail(app.repos, requireCaller(request), request.params.guid, request.query.school_guid);
      if (!course) throw notFound();
      return course;
    },
  );

  app.post(
    '/api/front/courses',
    {
      // The role check runs before the body is validated (a student gets 403, not 400); the policy decides both.
      config: { roles: COURSE_CREATOR_ROLES },
      schema: {
        tags,
        summary: 'Create a course (teachers and school admins, when the tenant allows it); the creator teaches it',
        description: '403 FEATURE_DISABLED where the tenant switched course creation off; a school not of the caller’s 404; a blank name 400 /name.',
        body: NewCourseBody,
        response: { 201: CourseAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      requireCourseCreation(caller, requestTenant(request).flags);
      const course: CourseDto = await app.transaction((repos) => createCourse(repos, caller, request.body));
      return reply.code(201).send(course);
    },
  );

  app.post(
    '/api/front/join-course',
    {
      config: { roles: COURSE_JOINER_ROLES },
      schema: {
        tags,
        summary: 'Join a course with its code (students as students; teachers and school admins as teachers)',
        description: '404 CODE_NOT_FOUND; 409 ALREADY_MEMBER.',
        body: JoinCourseBody,
        response: { 200: CourseAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request): Promise<CourseDto> => {
      const caller = requireCaller(request);
      requireCourseJoin(caller);
      return app.transaction((repos) => joinCourse(repos, caller, request.body));
    },
  );
};
