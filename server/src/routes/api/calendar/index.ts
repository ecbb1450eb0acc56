import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarAnswer, CalendarQuery } from '@contract/calendar';
import { errorResponses } from '@contract/errors';
import { TimetableBody, TimetableParams, TimetableSchema } from '@contract/timetable';
import { saveTimetable } from '../../../commands/calendar/timetableCommands';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireCourse } from '../../../policies/coursePolicy';
import { calendarEvents } from '../../../queries/calendar/calendarEvents';
import { courseTimetable } from '../../../queries/calendar/timetable';

const tags = ['calendar'];

/**
 * The calendar (docs/api-calendar.md, ADRs 0500–0501). Every signed-in caller reads their own calendar (the courses
 * they are in and their schools); `course` asks for one course under the course policy (404 for a course they do not
 * see). A course's timetable: its members and the school's admins read it, its teachers replace it.
 */
export const calendarApi: FastifyPluginAsyncTypebox = async (app) => {
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

  app.put(
    '/api/front/courses/:guid/timetable',
    {
      schema: {
        tags,
        summary: 'A teacher of the course replaces its weekly timetable',
        description:
          '400 VALIDATION_FAILED with every issue at its path: timetable.range-invalid | range-reversed | range-too-long (/starts_on, /ends_on), timetable.time-invalid | ends-before-start | slots-overlap | room-too-long (/slots/N/…). Nothing is saved then.',
        params: TimetableParams,
        body: TimetableBody,
        response: { 200: TimetableSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const course = requireChange(await requireCourse(app.repos.access, caller, request.params.guid));
      await app.transaction((repos) => saveTimetable(repos, caller, course, request.body, new Date()));
      return courseTimetable(app.repos, course);
    },
  );
};
