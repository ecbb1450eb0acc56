// A teacher's use of a library title (ADRs 0556–0558, docs/api-accounts.md "Teaching from a title"): its outline,
// making a course of it, adding its lessons to a course, and its tools for a course (`/tools/{courseProjectGuid}`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddTitleLessonsAnswer,
  AddTitleLessonsBody,
  CourseFromTitleAnswer,
  CourseFromTitleBody,
  CourseProjectParams,
  CourseTitleParams,
  TitleOutlineAnswer,
  TitleParams,
  TitleToolsAnswer,
} from '@contract/titleTools';
import { Roles } from '@domain/identity/roles';
import { addTitleLessons } from '../../../commands/library/addTitleLessons';
import { courseFromTitle } from '../../../commands/library/courseFromTitle';
import { dayOf } from '../../../commands/accounts/licenceErrors';
import { notFound } from '../../../errors/ApiError';
import { requestTenant } from '../../../plugins/app/tenancy';
import { requireLibrary } from '../../../policies/accountPolicy';
import { requireChange, requireCourse } from '../../../policies/coursePolicy';
import { requireCourseFromTitle, requireTitle, requireTitleUse } from '../../../policies/titlePolicy';
import { titleOutline, titleTools } from '../../../queries/library/titleTools';
import { routesOf } from '../../routeShapes';

/** Teachers hold teacher's licences and teach; the other roles use no title (ADR 0530). */
const TITLE_TEACHERS = [Roles.teacher];

export const titleToolsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, ['accounts']);

  routes.answer('GET', '/api/front/library/titles/:titleGuid', {
    config: { roles: TITLE_TEACHERS },
    summary: 'A title of the caller’s library: its units, lessons and teacher’s resources, and what the caller may do with it',
    description: '404 where the tenant hides the library, or for a title the caller holds no licence of.',
    params: TitleParams, answer: TitleOutlineAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const flags = requestTenant(request).flags;
    const access = await requireTitle(app.repos.titleTools, caller, request.params.titleGuid, flags);
    return titleOutline(app.repos, access, dayOf(new Date()), flags);
  });

  routes.created('POST', '/api/front/library/titles/:titleGuid/courses', {
    config: { roles: TITLE_TEACHERS },
    summary: 'Make a course of a title: a new course of the caller’s with a copy of every lesson of the title',
    description:
      'A teacher’s licence for the title that runs today (expired: 409 TITLE_LICENCE_EXPIRED), where the tenant lets teachers create courses (else 403 FEATURE_DISABLED). `course_project_guid` is chosen by the client: a retry with it answers the course already made; one used otherwise 409 COURSE_PROJECT_TAKEN. A school not of the caller’s 404; a blank name 400 /name.',
    params: TitleParams, body: CourseFromTitleBody, created: CourseFromTitleAnswer, errors: [400, 401, 403, 404, 409],
  }, async (request, caller) => {
    const flags = requestTenant(request).flags;
    const access = requireCourseFromTitle(await requireTitle(app.repos.titleTools, caller, request.params.titleGuid, flags), dayOf(new Date()), flags);
    return app.transaction((repos) => courseFromTitle(repos, caller, { access, body: request.body }));
  });

  routes.answer('POST', '/api/front/courses/:guid/titles/:titleGuid/lessons', {
    config: { roles: TITLE_TEACHERS },
    summary: 'Add some of a title’s lessons to a course the caller teaches, as drafts in new units at its end',
    description:
      'All or nothing. Lessons the course already holds a copy of are skipped, so a retry adds nothing (`already_added`). A course the caller does not see 404, one they may not change 403; a title without their licence 404, expired 409 TITLE_LICENCE_EXPIRED; a lesson not of the title 400 TITLE_LESSON_UNKNOWN.',
    params: CourseTitleParams, body: AddTitleLessonsBody, answer: AddTitleLessonsAnswer, errors: [400, 401, 403, 404, 409],
  }, async (request, caller) => {
    const course = requireChange(await requireCourse(app.repos.access, caller, request.params.guid));
    const access = requireTitleUse(await requireTitle(app.repos.titleTools, caller, request.params.titleGuid, requestTenant(request).flags), dayOf(new Date()));
    return app.transaction((repos) => addTitleLessons(repos, caller, { course, access, lessonGuids: request.body.lesson_guids }));
  });

  routes.answer('GET', '/api/front/tools/:courseProjectGuid', {
    config: { roles: TITLE_TEACHERS },
    summary: 'A title’s tools for a course (`/tools/{courseProjectGuid}`): its lessons with what the course holds, its teacher’s resources',
    description: 'The course’s teachers. 404 where the tenant hides the library, for an unknown project or a course the caller does not see; 403 for one they see but do not teach.',
    params: CourseProjectParams, answer: TitleToolsAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const flags = requestTenant(request).flags;
    requireLibrary(flags);
    const project = await app.repos.titleTools.project(caller.tenantId, request.params.courseProjectGuid.toLowerCase());
    if (!project) throw notFound();
    requireChange(await requireCourse(app.repos.access, caller, project.courseGuid));
    const access = await app.repos.titleTools.titleWithLicences(caller.tenantId, project.titleGuid, caller.guid);
    if (!access) throw notFound();
    return titleTools(app.repos, { projectGuid: project.guid, course: { guid: project.courseGuid, name: project.courseName }, access, today: dayOf(new Date()), flags });
  });
};
