import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { NonSchoolDayBody, NonSchoolDayList, NonSchoolDayParams, NonSchoolDaySchema } from '@contract/nonSchoolDays';
import { addNonSchoolDay, changeNonSchoolDay } from '../../../commands/calendar/nonSchoolDayCommands';
import { requireCaller } from '../../../plugins/app/auth';
import { requireCourseDays, requireDaysChange, requireNonSchoolDayChange, requireSchoolDays } from '../../../policies/nonSchoolDayPolicy';
import { nonSchoolDayDto, nonSchoolDayList } from '../../../queries/calendar/nonSchoolDays';
import { routesOf } from '../../routeShapes';

const tags = ['calendar'];
const issues = '400 VALIDATION_FAILED with every issue at its path, nothing saved: nonSchoolDay.name-required | name-too-long (/name), day-required | day-invalid (/starts_on, /ends_on), ends-before-start | too-long (/ends_on).';

/**
 * Non-school days (docs/api-calendar.md, ADR 0503): a school's, recorded by its admins, and a course's, recorded by its
 * teachers (policies/nonSchoolDayPolicy.ts). The calendar and the timetable's sessions skip them at once.
 */
export const nonSchoolDayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  // The two owners of non-school days, one pair of routes each: their own list, and recording one.
  const owners = [
    {
      path: '/api/front/schools/:guid/non-school-days',
      require: requireSchoolDays,
      list: 'A school’s own non-school days, by first day; `can_edit` for its admins',
      add: 'A school admin records a non-school day of the whole school',
    },
    {
      path: '/api/front/courses/:guid/non-school-days',
      require: requireCourseDays,
      list: 'A course’s own non-school days (its school’s are listed under the school), by first day; `can_edit` for its teachers',
      add: 'A teacher of the course records a day without its classes (a trip, an exam week)',
    },
  ] as const;

  for (const owner of owners) {
    app.get(
      owner.path,
      { schema: { tags, summary: owner.list, params: NonSchoolDayParams, response: { 200: NonSchoolDayList, ...errorResponses(401, 404) } } },
      async (request) => nonSchoolDayList(app.repos, await owner.require(app.repos, requireCaller(request), request.params.guid)),
    );

    app.post(
      owner.path,
      {
        schema: {
          tags, summary: owner.add, description: issues,
          params: NonSchoolDayParams, body: NonSchoolDayBody,
          response: { 201: NonSchoolDaySchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const scope = requireDaysChange(await owner.require(app.repos, caller, request.params.guid));
        const guid = await app.transaction((repos) => addNonSchoolDay(repos, caller, scope, request.body));
        return reply.code(201).send(await answer(guid, caller.tenantId));
      },
    );
  }

  routes.answer('PUT', '/api/front/non-school-days/:guid', {
    summary: 'Renames or moves a non-school day (those who may record it)', description: issues,
    params: NonSchoolDayParams, body: NonSchoolDayBody,
    answer: NonSchoolDaySchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const row = await requireNonSchoolDayChange(app.repos, caller, request.params.guid);
    await app.transaction((repos) => changeNonSchoolDay(repos, row.guid, request.body));
    return answer(row.guid, caller.tenantId);
  });

  app.delete(
    '/api/front/non-school-days/:guid',
    {
      schema: {
        tags, summary: 'Removes a non-school day: its days are school days again (those who may record it)',
        params: NonSchoolDayParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await requireNonSchoolDayChange(app.repos, requireCaller(request), request.params.guid);
      await app.repos.calendar.removeNonSchoolDay(row.guid);
      return reply.code(204).send(null);
    },
  );

  async function answer(guid: string, tenantId: string) {
    const row = await app.repos.calendar.nonSchoolDay(tenantId, guid);
    if (!row) throw new Error('non-school day vanished');
    return nonSchoolDayDto(row);
  }
};
