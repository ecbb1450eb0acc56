import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarEventBody, CalendarEventParams, CalendarEventSchema } from '@contract/calendar';
import { errorResponses } from '@contract/errors';
import { addEvent, changeEvent } from '../../../commands/calendar/eventCommands';
import { requireCaller } from '../../../plugins/app/auth';
import { requireEventKeeper, requireOwnEvent } from '../../../policies/calendarEventPolicy';
import { ownEventEntry } from '../../../queries/calendar/calendarEvents';
import { routesOf } from '../../routeShapes';

const tags = ['calendar'];
const issues = '400 VALIDATION_FAILED with every issue at its path, nothing saved: event.title-required | title-too-long (/title), day-invalid (/starts_on, /ends_on), time-invalid | time-missing (/starts, /ends), ends-before-start (/ends_on or /ends), too-long (/ends_on, over 31 days).';

/** A teacher's own events (docs/api-calendar.md, ADR 0504): teachers and school admins, each their own (policies/calendarEventPolicy.ts). */
export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);

  routes.created('POST', '/api/front/calendar/events', {
    summary: 'A teacher or school admin adds an event of their own to their calendar', description: issues,
    body: CalendarEventBody, created: CalendarEventSchema, errors: [401, 403],
  }, async (request, caller) => {
    const keeper = requireEventKeeper(caller);
    const guid = await app.transaction((repos) => addEvent(repos, keeper, request.body));
    return ownEventEntry(await requireOwnEvent(app.repos, keeper, guid));
  });

  routes.answer('PUT', '/api/front/calendar/events/:guid', {
    summary: 'Changes one of the caller’s events', description: issues,
    params: CalendarEventParams, body: CalendarEventBody,
    answer: CalendarEventSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const event = await requireOwnEvent(app.repos, caller, request.params.guid);
    await app.transaction((repos) => changeEvent(repos, event.guid, request.body));
    return ownEventEntry(await requireOwnEvent(app.repos, caller, event.guid));
  });

  app.delete(
    '/api/front/calendar/events/:guid',
    {
      schema: {
        tags, summary: 'Removes one of the caller’s events',
        params: CalendarEventParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const event = await requireOwnEvent(app.repos, requireCaller(request), request.params.guid);
      await app.repos.calendar.removeEvent(event.guid);
      return reply.code(204).send(null);
    },
  );
};
