// The course boards (docs/api-board.md, ADR 0510): paths as the spec names them (§7). Members of the course and the
// school admins of its school read; teachers moderate; students post while the course lets them (policies/boardPolicy.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BoardCourseParams,
  BoardSettingsBody,
  BoardSettingsSchema,
  DeleteMessageBody,
  MessageChangeBody,
  MessageFileParams,
  MessagePageQuery,
  MessagePageSchema,
  MessageParams,
  MessageSchema,
  NewMessageBody,
  RecentMessagePageSchema,
} from '@contract/board';
import { errorResponses } from '@contract/errors';
import { T } from '@contract/schema';
import { changeMessage, deleteMessage, postMessage, saveBoardSettings } from '../../../commands/board/messageCommands';
import { removeMessageFile } from '../../../commands/board/messageFiles';
import { requireCaller } from '../../../plugins/app/auth';
import { requireMessage, requireMessageChange, requirePost } from '../../../policies/boardPolicy';
import { requireChange, requireCourse } from '../../../policies/coursePolicy';
import { messagePage, recentMessages } from '../../../queries/board/messages';
import { FileStore } from '../../../storage/FileStore';
import { fileLinks } from '../../../storage/media';
import { driveFileRoute } from './driveFileRoute';
import { answer } from './messageAnswer';
import { routesOf } from '../../routeShapes';
import { requestTenant } from '../../../plugins/app/tenancy';

const tags = ['board'];

export const boardApi: FastifyPluginAsyncTypebox<{ filesDir: string }> = async (app, options) => {
  const routes = routesOf(app, tags);
  const access = app.repos.access;
  const store = new FileStore(options.filesDir);

  routes.answer('GET', '/api/front/courses/all-courses/messages', {
    summary: 'The newest messages of all the caller’s courses, newest first (the all-courses view on /home)',
    description:
      'Top-level messages of every live course the caller is a member of (school admins: every course of their schools), each filtered by its audience as the course board would: students never receive teacher-only messages. Each carries its course’s name.',
    querystring: MessagePageQuery, answer: RecentMessagePageSchema, errors: [401],
  }, async (request, caller) => {
    const { page = 1, per_page: perPage = 20 } = request.query;
    return recentMessages(app.repos, caller, page, perPage, requestTenant(request).flags);
  });

  routes.answer('GET', '/api/front/courses/:guid/messages', {
    summary: 'A page of the course board as the caller sees it: pinned first, then the newest, each with its replies',
    description: 'Students never receive teacher-only messages. `board` carries the course switch and what the caller may do.',
    params: BoardCourseParams, querystring: MessagePageQuery, answer: MessagePageSchema, errors: [401, 404],
  }, async (request, caller) => {
    const course = await requireCourse(access, caller, request.params.guid);
    const { page = 1, per_page: perPage = 20 } = request.query;
    return messagePage(app.repos, { courseGuid: course.courseGuid, courseName: course.courseName, reader: { guid: caller.guid, relation: course.relation, flags: requestTenant(request).flags, preview: course.preview === true, link: await fileLinks(app) }, page, perPage });
  });

  routes.answer('PUT', '/api/front/courses/:guid/board', {
    summary: 'A teacher of the course lets its students post and reply on the board, or stops them',
    params: BoardCourseParams, body: BoardSettingsBody, answer: BoardSettingsSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const course = requireChange(await requireCourse(access, caller, request.params.guid));
    await app.transaction((repos) => saveBoardSettings(repos, course, request.body.students_may_post));
    return { students_may_post: request.body.students_may_post };
  });

  app.get(
    '/api/messages/:guid',
    {
      schema: { tags, summary: 'One message the caller may read, with its replies', params: MessageParams, response: { 200: MessageSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const caller = requireCaller(request);
      const message = await requireMessage(app.repos.board, caller, request.params.guid);
      return answer(app, message.message.messageGuid, caller, message.relation, message.preview);
    },
  );

  routes.created('POST', '/api/messages', {
    summary: 'Posts a message (or, with parent_guid, a reply) on a course board',
    description:
      'Rich text, sanitised on write. Only teachers pin or choose an audience other than `all` (403). A reply shares its parent’s audience and is never pinned. 400 /message board.message-required | board.message-too-long. `file_guids`: board files the caller uploaded to the course first (POST /api/front/courses/{guid}/files, purpose board); 400 FILE_NOT_USABLE for one that is not, 400 /file_guids board.too-many-files past five.',
    body: NewMessageBody, created: MessageSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const course = await requireCourse(access, caller, request.body.course_guid);
    requirePost(course, await app.repos.board.postingFacts(course.courseGuid));
    const guid = await app.transaction((repos) => postMessage(repos, caller, { course, body: request.body, at: new Date() }));
    return answer(app, guid, caller, course.relation);
  });

  routes.answer('PUT', '/api/messages/:guid', {
    summary: 'Edits a message: its author or a teacher of the course; pinning and the audience are the teachers’',
    description: '`file_guids` attaches more board files (the same checks as posting).',
    params: MessageParams, body: MessageChangeBody, answer: MessageSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const message = requireMessageChange(await requireMessage(app.repos.board, caller, request.params.guid));
    await app.transaction((repos) => changeMessage(repos, { access: message, actorGuid: caller.guid, body: request.body, at: new Date() }));
    return answer(app, message.message.messageGuid, caller, message.relation);
  });

  app.delete(
    '/api/messages',
    {
      schema: {
        tags,
        summary: 'Deletes a message and its replies, with their files: its author or a teacher of the course',
        body: DeleteMessageBody,
        response: { 204: T.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const message = requireMessageChange(await requireMessage(app.repos.board, caller, request.body.guid));
      const stored = await app.transaction((repos) => deleteMessage(repos, message));
      await removeBytes(stored);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/messages/:guid/files/:fileGuid',
    {
      schema: {
        tags,
        summary: 'Removes one file from a message: its author or a teacher of the course',
        description: '404 when the message is not the caller’s to read or the file is not on it; 403 for a reader who may not change it.',
        params: MessageFileParams,
        response: { 204: T.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const message = requireMessageChange(await requireMessage(app.repos.board, caller, request.params.guid));
      const stored = await app.transaction((repos) => removeMessageFile(repos, message, request.params.fileGuid, new Date()));
      await removeBytes([stored]);
      return reply.code(204).send(null);
    },
  );

  await app.register(driveFileRoute(store));

  /** The rows are gone: a file that cannot be removed is logged, never an error for the caller. */
  async function removeBytes(stored: readonly { tenantId: string; guid: string }[]): Promise<void> {
    for (const failure of await store.removeEach(stored)) app.log.warn({ file: failure.guid, err: failure.error }, 'a board file could not be removed');
  }
};
