import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { requireCaller } from '../../../plugins/app/auth';
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

const tags = ['lessons'];

/** Units and lessons of a course: create, rename, reorder, move, delete; the lesson page. */
export const structureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/front/courses/:guid/units',
    {
      schema: {
        tags, summary: 'Add a unit at the end of the course (its teachers)',
        params: CourseParams, body: UnitBody,
        response: { 201: NewUnitAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const access = requireChange(await requireCourse(app.repos.access, requireCaller(request), request.params.guid));
      const unit = await app.transaction((repos) => createUnit(repos, access, request.body));
      return reply.code(201).send({ ...unit, lessons: [] });
    },
  );

  app.patch(
    '/api/front/units/:unitGuid',
    {
      schema: {
        tags, summary: 'Rename a unit (the course’s teachers)',
        params: UnitParams, body: UnitBody,
        response: { 200: UnitAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = requireChange(await requireUnit(app.repos.access, requireCaller(request), request.params.unitGuid));
      return app.transaction((repos) => renameUnit(repos, access, request.body));
    },
  );

  app.delete(
    '/api/front/units/:unitGuid',
    {
      schema: {
        tags, summary: 'Delete a unit with its lessons and items; later lessons close the gap',
        params: UnitParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const access = requireChange(await requireUnit(app.repos.access, requireCaller(request), request.params.unitGuid));
      await app.transaction((repos) => deleteUnit(repos, access));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/front/courses/:guid/units/order',
    {
      schema: {
        tags, summary: 'Reorder the course’s units (a permutation of all of them)',
        params: CourseParams, body: OrderBody,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const access = requireChange(await requireCourse(app.repos.access, requireCaller(request), request.params.guid));
      await app.transaction((repos) => orderUnits(repos, access, request.body.guids));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/front/units/:unitGuid/lessons',
    {
      schema: {
        tags, summary: 'Add a lesson at the end of a unit (the course’s teachers)',
        params: UnitParams, body: NewLessonBody,
        response: { 201: LessonAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const access = requireChange(await requireUnit(app.repos.access, caller, request.params.unitGuid));
      const guid = await app.transaction((repos) => createLesson(repos, access, request.body));
      return reply.code(201).send(await lessonSummary(app.repos, guid, caller.guid));
    },
  );

  app.patch(
    '/api/front/lessons/:lessonGuid',
    {
      schema: {
        tags, summary: 'Rename, publish or unpublish a lesson (the course’s teachers)',
        params: LessonParams, body: LessonPatchBody,
        response: { 200: LessonAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
      await app.transaction((repos) => updateLesson(repos, access, request.body));
      return lessonSummary(app.repos, access.lessonGuid, caller.guid);
    },
  );

  app.delete(
    '/api/front/lessons/:lessonGuid',
    {
      schema: {
        tags, summary: 'Delete a lesson with its items; later lessons close the gap',
        params: LessonParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const access = requireChange(await requireLesson(app.repos.access, requireCaller(request), request.params.lessonGuid));
      await app.transaction((repos) => deleteLesson(repos, access));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/front/lessons/:lessonGuid/move',
    {
      schema: {
        tags,
        summary: 'Move a lesson to a place (0-based index) in a unit of its course; later lessons shift (spec §4)',
        params: LessonParams, body: MoveLessonBody,
        response: { 200: Type.Ref('CourseDetail'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
      await app.transaction((repos) => moveLesson(repos, access, request.body));
      const course = await courseDetail(app.repos, caller, access.courseGuid);
      if (!course) throw new ApiError(500, 'INTERNAL', 'course of a moved lesson not visible');
      return course;
    },
  );

  app.get(
    '/api/front/lessons/:lessonGuid',
    {
      schema: {
        tags,
        summary: 'A lesson with the items the caller sees (students: published, for everyone; teachers: all, with job counts)',
        params: LessonParams,
        response: { 200: LessonDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const access = await requireLessonPage(app.repos.access, caller, request.params.lessonGuid);
      return lessonDetail(app.repos, access, caller.guid);
    },
  );
};
