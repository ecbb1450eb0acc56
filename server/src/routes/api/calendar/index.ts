import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarAnswer, CalendarQuery } from '@contract/calendar';
import { errorResponses } from '@contract/errors';
import { requireCaller } from '../../../plugins/app/auth';
import { calendarEvents } from '../../../queries/calendar/calendarEvents';

/**
 * The calendar (docs/api-calendar.md, ADR 0500). Every signed-in caller reads their own calendar (the courses they are
 * in and their schools); `course` asks for one course under the course policy (404 for a course they do not see).
 */
export const calendarApi: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/calendar',
    {
      schema: {
        tags: ['calendar'],
        summary: 'What falls on the days of a range: deliver dates and non-school days (sessions and events come later)',
        description: 'At most 100 days, both ends included (400 VALIDATION_FAILED `range.too_long`). Students see the items their task list shows, with its status; teachers and school admins every dated item.',
        querystring: CalendarQuery,
        response: { 200: CalendarAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => calendarEvents(app.repos, requireCaller(request), request.query, new Date()),
  );
};
