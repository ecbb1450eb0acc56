import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarAnswer, CalendarFeedAnswer, CalendarFeedParams, CalendarQuery } from '@contract/calendar';
import { errorResponses } from '@contract/errors';
import { TimetableBody, TimetableParams, TimetableSchema } from '@contract/timetable';
import { saveTimetable } from '../../../commands/calendar/timetableCommands';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireCourse } from '../../../policies/coursePolicy';
import { calendarEvents } from '../../../queries/calendar/calendarEvents';
import { calendarFeed } from '../../../queries/calendar/calendarFeed';
import { feedAddress, feedOwner } from '../../../policies/calendarFeedPolicy';
import { courseTimetable } from '../../../queries/calendar/timetable';
import { eventRoutes } from './eventRoutes';
import { nonSchoolDayRoutes } from './nonSchoolDayRoutes';
import { programmeRoutes } from './programmeRoutes';
import { routesOf } from '../../routeShapes';

const tags = ['calendar'];

/**
 * The calendar (docs/api-calendar.md, ADRs 0500–0501). Every signed-in caller reads their own calendar (the courses
 * they are in and their schools); `course` asks for one course under the course policy (404 for a course they do not
 * see). A course's timetable: its members and the school's admins read it, its teachers replace it.
 */
export const calendarApi: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  await app.register(nonSchoolDayRoutes);
  await app.register(eventRoutes);
  await app.register(programmeRoutes);

  app.get(
    '/api/front/calendar',
    {
      schema: {
        tags,
        summary: 'What falls on the days of a range: class sessions, deliver dates and non-school days',
        description: 'At most 100 days, both ends included (400 VALIDATION_FAILED `range.too_long`). Students see the items their task list shows, with its status; teachers and school admins every dated item. Sessions come from the courses’ timetables, on school days only.',
        querystring: CalendarQuery,
        response: { 200: CalendarAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => calendarEvents(app.repos, requireCaller(request), request.query, new Date()),
  );

  app.get(
    '/api/front/courses/:guid/timetable',
    {
      schema: {
        tags,
        summary: 'A course’s weekly timetable: its slots (weekday, start, end, room) and the days they run',
        description: 'Members of the course and the school admins of its school. A course without one answers null days and no slots.',
        params: TimetableParams,
        response: { 200: TimetableSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => courseTimetable(app.repos, await requireCourse(app.repos.access, requireCaller(request), request.params.guid)),
  );

  routes.answer('PUT', '/api/front/courses/:guid/timetable', {
    summary: 'A teacher of the course replaces its weekly timetable',
    description:
      '400 VALIDATION_FAILED with every issue at its path: timetable.range-invalid | range-reversed | range-too-long (/starts_on, /ends_on), timetable.time-invalid | ends-before-start | slots-overlap | room-too-long (/slots/N/…). Nothing is saved then.',
    params: TimetableParams, body: TimetableBody, answer: TimetableSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const course = requireChange(await requireCourse(app.repos.access, caller, request.params.guid));
    await app.transaction((repos) => saveTimetable(repos, caller, course, request.body, new Date()));
    return courseTimetable(app.repos, course);
  });

  app.get(
    '/api/front/users/me/calendar-feed',
    {
      schema: {
        tags,
        summary: 'The caller’s private calendar feed address (iCal): the same one until they revoke it',
        description: 'The address is the feed’s only credential: whoever has it reads the caller’s sessions, deliver dates and non-school days (ADR 0502).',
        response: { 200: CalendarFeedAnswer, ...errorResponses(401) },
      },
    },
    async (request) => feedAddress(app, requireCaller(request).guid),
  );

  app.delete(
    '/api/front/users/me/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Revokes the caller’s calendar feed: every address given so far answers 404, and the next GET gives a new one',
        response: { 204: Type.Null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await app.repos.calendarFeeds.revoke(requireCaller(request).guid);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar-feed/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A private calendar feed (RFC 5545 text/calendar), read by calendar apps without other credentials',
        description: 'A month back to half a year ahead: class sessions, deliver dates and non-school days, with stable UIDs and the school’s VTIMEZONE. A revoked or unknown address, or an inactive account: 404.',
        params: CalendarFeedParams,
        response: { 200: Type.String({ description: 'text/calendar' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const owner = await feedOwner(app, request.params.token);
      const body = await calendarFeed(app.repos, owner, new Date(), app.publicUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="tiza.ics"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
