import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normaliseJoinCode, normalisePageSize } from '@domain/courses/course';
import { isTeacherLike } from '@domain/identity/roles';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { DisciplineSchema, EducationLevelSchema } from '@contract/courses';
import { requestTenant } from '../../../plugins/app/tenancy';
import { requireCaller } from '../../../plugins/app/auth';
import { COURSE_CREATOR_ROLES, COURSE_JOINER_ROLES, courseCreation, mayJoinCourse } from '../../../policies/userAbilities';

const CourseRef = Type.Ref('Course');

export const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'The caller’s courses, a page at a time',
        querystring: Type.Object({
          // Capped so the offset stays a sane bigint (a page of 10^23 made the query fail with a 500).
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
          // Kept loose on purpose: the domain's normalisePageSize decides default and cap.
          pageSize: Type.Optional(Type.String({ maxLength: 6 })),
          type: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        }),
        response: { 200: Type.Ref('CoursePage'), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const page = request.query.page ?? 1;
      // Ajv coerces `page=1e400` to Infinity past `maximum`; the offset would then fail the query with a 500.
      if (!Number.isSafeInteger(page)) throw badRequest('VALIDATION_FAILED', [{ path: '/querystring/page', message: 'must be <= 1000000' }]);
      const pageSize = normalisePageSize(request.query.pageSize);
      const { data, total } = await app.repos.courses.list(caller, { page, pageSize, type: request.query.type });
      return { data, meta: { page, pageSize, total } };
    },
  );

  app.get(
    '/api/front/courses/:guid',
    {
      schema: {
        tags: ['courses'],
        summary: 'A course with its units and lessons in order',
        params: Type.Object({ guid: Type.String({ format: 'uuid' }) }),
        querystring: Type.Object({ school_guid: Type.Optional(Type.String({ format: 'uuid' })) }),
        response: { 200: Type.Ref('CourseDetail'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const course = await app.repos.courses.detail(requireCaller(request), request.params.guid, request.query.school_guid);
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
        tags: ['courses'],
        summary: 'Create a course (teachers and school admins, when the tenant allows it); the creator teaches it',
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 120 }),
          discipline: DisciplineSchema,
          education_level: EducationLevelSchema,
          education_year: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
          type: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          school_guid: Type.Optional(Type.String({ format: 'uuid' })),
          // Spec §7 "optional token": reserved for licence tokens; the reference server accepts and ignores it.
          token: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 201: CourseRef, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const caller = requireCaller(request);
      const creation = courseCreation(caller.role, tenant.flags);
      if (creation === 'forbidden') throw forbidden();
      if (creation === 'feature-disabled') throw forbidden('FEATURE_DISABLED');
      const name = request.body.name.trim();
      if (name === '') throw badRequest('VALIDATION_FAILED', [{ path: '/name', message: 'must not be blank' }]);
      const schools = await app.repos.users.schoolGuids(caller.guid);
      const schoolGuid = request.body.school_guid ?? schools[0];
      if (schoolGuid === undefined || !schools.includes(schoolGuid)) throw notFound();
      const guid = await app.repos.courses.create(caller, {
        name,
        discipline: request.body.discipline,
        educationLevel: request.body.education_level,
        educationYear: request.body.education_year ?? null,
        type: request.body.type,
        schoolGuid,
      });
      const course = await app.repos.courses.findVisible(caller, guid);
      if (!course) throw new ApiError(500, 'INTERNAL', 'created course not visible');
      return reply.code(201).send(course);
    },
  );

  app.post(
    '/api/front/join-course',
    {
      config: { roles: COURSE_JOINER_ROLES },
      schema: {
        tags: ['courses'],
        summary: 'Join a course with its code (students as students; teachers and school admins as teachers)',
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: { 200: CourseRef, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      if (!mayJoinCourse(caller.role)) throw forbidden();
      const code = normaliseJoinCode(request.body.code);
      const courseGuid = code === null ? undefined : await app.repos.courses.findByJoinCode(caller.tenantId, code);
      if (courseGuid === undefined) throw notFound('CODE_NOT_FOUND');
      const added = await app.repos.courses.addMember(courseGuid, caller.guid, isTeacherLike(caller.role) ? 'teacher' : 'student');
      if (!added) throw conflict('ALREADY_MEMBER');
      const course = await app.repos.courses.findVisible(caller, courseGuid);
      if (!course) throw new ApiError(500, 'INTERNAL', 'joined course not visible');
      return course;
    },
  );
};
