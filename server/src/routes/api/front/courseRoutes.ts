// Courses (docs/api.md "Courses"): the caller's list, one course with its units and lessons, creating, joining, editing
// and deleting one, and the editorial update (spec §7 `PUT lms/courses`).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import {
  CourseAnswer,
  CourseDeleteBody,
  CourseDetailAnswer,
  CourseDetailQuery,
  CourseUpdateBody,
  EditorialCourseBody,
  CourseGuidParams,
  CourseListQuery,
  CoursePageAnswer,
  CourseTeachersAnswer,
  JoinCourseBody,
  NewCourseBody,
  type CoursePageDto,
  type CourseTeachersDto,
} from '@contract/courses';
import { createCourse } from '../../../commands/courses/createCourse';
import { deleteCourses } from '../../../commands/courses/deleteCourses';
import { joinCourse } from '../../../commands/courses/joinCourse';
import { updateCourse } from '../../../commands/courses/updateCourse';
import { ApiError, notFound } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { FileStore } from '../../../storage/FileStore';
import { requestTenant } from '../../../plugins/app/tenancy';
import { EDITORIAL_ROLES, requireChange, requireCourse, requireCourseRemoval, requireEditorialUpdate, requireStaff } from '../../../policies/coursePolicy';
import { COURSE_CREATOR_ROLES, COURSE_JOINER_ROLES, requireCourseCreation, requireCourseJoin } from '../../../policies/userPolicy';
import { courseDetail, courseOf } from '../../../queries/courses/courseDetail';
import { courseList } from '../../../queries/courses/courseList';
import { courseTeachers } from '../../../queries/courses/courseTeachers';
import { routesOf } from '../../routeShapes';

const tags = ['courses'];

/** `filesDir`: where uploaded files live (a deleted course's are removed from it). */
export const courseRoutes: FastifyPluginAsyncTypebox<{ filesDir: string }> = async (app, options) => {
  const routes = routesOf(app, tags);
  const store = new FileStore(options.filesDir);

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
    async (request): Promise<CoursePageDto> => courseList(app.repos, requireCaller(request), request.query, requestTenant(request).flags),
  );

  routes.answer('GET', '/api/front/courses/:guid', {
    summary: 'A course with its units and lessons in order',
    description: 'Members, and school admins of its school; anyone else (and a `school_guid` that is not the course’s) 404. Students get the published lessons and their own progress.',
    params: CourseGuidParams, querystring: CourseDetailQuery, answer: CourseDetailAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const course = await courseDetail(app.repos, caller, request.params.guid, request.query.school_guid, requestTenant(request).flags);
    if (!course) throw notFound();
    return course;
  });

  app.get(
    '/api/front/courses/:guid/teachers',
    {
      schema: {
        tags,
        summary: 'The course’s teachers (its teachers and school admins): whom a hand-in may be given to grade',
        description: 'By lastname. Students 403; anyone who does not see the course (another tenant, archived, not a member) 404.',
        params: CourseGuidParams,
        response: { 200: CourseTeachersAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<CourseTeachersDto> => courseTeachers(app.repos, requireStaff(await requireCourse(app.repos.access, requireCaller(request), request.params.guid))),
  );

    // The role check runs before the body is validated (a student gets 403, not 400); the policy decides both.
  routes.created('POST', '/api/front/courses', {
    config: { roles: COURSE_CREATOR_ROLES },
    summary: 'Create a course (teachers and school admins, when the tenant allows it); the creator teaches it',
    description: '403 FEATURE_DISABLED where the tenant switched course creation off; a school not of the caller’s 404; a blank name 400 /name.',
    body: NewCourseBody, created: CourseAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    requireCourseCreation(caller, requestTenant(request).flags);
    return app.transaction((repos) => createCourse(repos, caller, request.body));
  });

  routes.answer('POST', '/api/front/join-course', {
    config: { roles: COURSE_JOINER_ROLES },
    summary: 'Join a course with its code (students as students; teachers and school admins as teachers)',
    description: '404 CODE_NOT_FOUND; 409 ALREADY_MEMBER.',
    body: JoinCourseBody, answer: CourseAnswer, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    requireCourseJoin(caller);
    return app.transaction((repos) => joinCourse(repos, caller, request.body, requestTenant(request).flags));
  });

  routes.answer('PUT', '/api/front/courses/:guid', {
    summary: 'Edit a course’s name, discipline, level and year (its teachers)',
    description: 'Replaces the four details; an absent `education_year` is no year. Not seen (another tenant, archived, not a member) 404; seen but not the caller’s to change (students, school admins) 403; a blank name 400 /name.',
    params: CourseGuidParams, body: CourseUpdateBody, answer: CourseAnswer, errors: [400, 401, 403, 404],
  }, async (request, caller) => {
    const access = requireChange(await requireCourse(app.repos.access, caller, request.params.guid));
    await app.transaction((repos) => updateCourse(repos, { courseGuid: access.courseGuid, body: request.body }));
    const course = await courseOf(app.repos, caller, access.courseGuid);
    if (!course) throw new ApiError(500, 'INTERNAL', 'updated course not visible');
    return course;
  });

  app.delete(
    '/api/front/courses',
    {
      schema: {
        tags,
        summary: 'Delete courses, all or none; one that keeps students’ work or marks is archived instead',
        description:
          'Its teachers only. 403 when the batch holds a course the caller sees but may not change; else 404 when a guid names no course the caller sees; nothing changes either way. A course with hand-ins, attempts, grades, attendance or behaviour points is archived (gone from every list and route, its records kept); any other is deleted with all it holds, its uploaded files removed from disk after the deletion commits (ADR 0239).',
        body: CourseDeleteBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const courses = await requireCourseRemoval(app.repos.access, caller, request.body.guids);
      const { files } = await app.transaction((repos) => deleteCourses(repos, caller, { courseGuids: courses.map((course) => course.courseGuid), at: new Date() }));
      // Only once the transaction committed (a rollback keeps rows and bytes); a file left behind is logged, never a 500.
      for (const failure of await store.removeEach(files)) request.log.warn({ err: failure.error, fileGuid: failure.guid }, 'a deleted course’s file could not be removed');
      return reply.code(204).send(null);
    },
  );

  routes.command('PUT', '/api/lms/courses', {
    config: { roles: EDITORIAL_ROLES },
    summary: 'The editorial update of a course’s details (editorial admins, where the tenant manages its courses)',
    description: 'Any live course of the tenant. 403 FEATURE_DISABLED where the tenant switched course creation off (its courses come from the school system); an unknown, archived or other tenant’s course 404; a blank name 400 /name.',
    body: EditorialCourseBody, errors: [400, 401, 403, 404],
  }, async (request, caller) => {
    requireEditorialUpdate(caller, requestTenant(request).flags);
    const { guid, ...details } = request.body;
    const [course] = await app.repos.access.courses(caller, [guid]);
    if (!course) throw notFound();
    return (repos) => updateCourse(repos, { courseGuid: course.courseGuid, body: details });
  });
};
