import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { ProgrammeAnswer, ProgrammeLessonParams, ProgrammeMoveBody, ProgrammeParams } from '@contract/programme';
import { moveLesson } from '../../../commands/calendar/moveLesson';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireCourse, requireLesson } from '../../../policies/coursePolicy';
import { programme } from '../../../queries/calendar/programme';
import { routesOf } from '../../routeShapes';

const tags = ['calendar'];

/** The course programme (docs/api-calendar.md, ADR 0505): whoever sees the course reads it; its teachers move lessons. */
export const programmeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  app.get(
    '/api/front/courses/:guid/program',
    {
      schema: {
        tags, summary: 'The course’s lessons laid, in order, on its class sessions; `upcoming` sessions for its teachers',
        params: ProgrammeParams,
        response: { 200: ProgrammeAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => programme(app.repos, await requireCourse(app.repos.access, requireCaller(request), request.params.guid), new Date()),
  );

  routes.answer('PUT', '/api/front/lessons/:lessonGuid/session', {
    summary: 'A teacher moves a lesson to a class session; the lessons after it shift',
    description: '400 VALIDATION_FAILED at /date, nothing saved: programme.past (the session has begun) | programme.before-previous (the order is kept) | programme.not-a-session (no class then: a weekend, a non-school day, outside the timetable).',
    params: ProgrammeLessonParams, body: ProgrammeMoveBody, answer: ProgrammeAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const lesson = requireChange(await requireLesson(app.repos.access, caller, request.params.lessonGuid));
    const now = new Date();
    await app.transaction((repos) => moveLesson(repos, caller, lesson, request.body, now));
    return programme(app.repos, lesson, now);
  });
};
