import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../../errors/ApiError';
import { requireChange, requireCourse, requireLesson, requireLessonPage, requireUnit } from '../../../policies/coursePolicy';
import {
  CourseParams,
  LessonAnswer,
  LessonDetailSchema,
  LessonParams,
  LessonPatchBody,
  MoveLessonBody,
  NewLessonBody,
  NewUnitAnswer,
  OrderBody,
  UnitAnswer,
  UnitBody,
  UnitParams,
} from '@contract/lessons';
import { createLesson } from '../../../commands/lessons/createLesson';
import { createUnit } from '../../../commands/lessons/createUnit';
import { deleteLesson } from '../../../commands/lessons/deleteLesson';
import { deleteUnit } from '../../../commands/lessons/deleteUnit';
import { moveLesson } from '../../../commands/lessons/moveLesson';
import { orderUnits } from '../../../commands/lessons/orderUnits';
import { renameUnit } from '../../../commands/lessons/renameUnit';
import { updateLesson } from '../../../commands/lessons/updateLesson';
import { lessonDetail, lessonSummary } from '../../../queries/lessons/lessonDetail';
import { courseDetail } from '../../../queries/courses/courseDetail';
import { routesOf } from '../../routeShapes';

const tags = ['lessons'];

/** Units and lessons of a course: create, rename, reorder, move, delete; the lesson page. */
export const structureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  const errors = [401, 403, 404];

  routes.created('POST', '/api/front/courses/:guid/units', {
    summary: 'Add a unit at the end of the course (its teachers)',
    params: CourseParams, body: UnitBody, created: NewUnitAnswer, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireCourse(app.repos.access, caller, request.params.guid));
    const unit = await app.transaction((repos) => createUnit(repos, access, request.body));
    return { ...unit, lessons: [] };
  });

  routes.answer('PATCH', '/api/front/units/:unitGuid', {
    summary: 'Rename a unit (the course’s teachers)', params: UnitParams, body: UnitBody, answer: UnitAnswer, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireUnit(app.repos.access, caller, request.params.unitGuid));
    return app.transaction((repos) => renameUnit(repos, access, request.body));
  });

  routes.command('DELETE', '/api/front/units/:unitGuid', {
    summary: 'Delete a unit with its lessons and items; later lessons close the gap', params: UnitParams, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireUnit(app.repos.access, caller, request.params.unitGuid));
    return (repos) => deleteUnit(repos, access);
  });

  routes.command('PUT', '/api/front/courses/:guid/units/order', {
    summary: 'Reorder the course’s units (a permutation of all of them)', params: CourseParams, body: OrderBody, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireCourse(app.repos.access, caller, request.params.guid));
    return (repos) => orderUnits(repos, access, request.body.guids);
  });

  routes.created('POST', '/api/front/units/:unitGuid/lessons', {
    summary: 'Add a lesson at the end of a unit (the course’s teachers)',
    params: UnitParams, body: NewLessonBody, created: LessonAnswer, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireUnit(app.repos.access, caller, request.params.unitGuid));
    const guid = await app.transaction((repos) => createLesson(repos, access, request.body));
    return lessonSummary(app.repos, guid, caller.guid);
  });

  routes.answer('PATCH', '/api/front/lessons/:lessonGuid', {
    summary: 'Rename, publish or unpublish a lesson (the course’s teachers)',
    params: LessonParams, body: LessonPatchBody, answer: LessonAnswer, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
    await app.transaction((repos) => updateLesson(repos, access, request.body));
    return lessonSummary(app.repos, access.lessonGuid, caller.guid);
  });

  routes.command('DELETE', '/api/front/lessons/:lessonGuid', {
    summary: 'Delete a lesson with its items; later lessons close the gap', params: LessonParams, errors,
  }, async (request, caller) => {
    const access = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
    return (repos) => deleteLesson(repos, access);
  });

  routes.answer('POST', '/api/front/lessons/:lessonGuid/move', {
    summary: 'Move a lesson to a place (0-based index) in a unit of its course; later lessons shift (spec §4)',
    params: LessonParams, body: MoveLessonBody, answer: Type.Ref('CourseDetail'), errors,
  }, async (request, caller) => {
    const access = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
    await app.transaction((repos) => moveLesson(repos, access, request.body));
    const course = await courseDetail(app.repos, caller, access.courseGuid);
    if (!course) throw new ApiError(500, 'INTERNAL', 'course of a moved lesson not visible');
    return course;
  });

  routes.answer('GET', '/api/front/lessons/:lessonGuid', {
    summary: 'A lesson with the items the caller sees (students: published, for everyone; teachers: all, with job counts)',
    params: LessonParams, answer: LessonDetailSchema, errors,
  }, async (request, caller) => {
    const access = await requireLessonPage(app.repos.access, caller, request.params.lessonGuid);
    return lessonDetail(app.repos, access, caller.guid);
  });
};
