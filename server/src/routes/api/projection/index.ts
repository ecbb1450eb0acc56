import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { errorResponses } from '@contract/errors';
import { NewProjectionBody, PairParams, ProjectionCommandMessage, ProjectionCreatedAnswer, ProjectionNotesAnswer, ProjectionParams, ProjectionSocketQuery, ProjectionStateSchema, type ProjectionCommandMessageDto } from '@contract/projection';
import { normalisePairingCode, type ProjectionCommand } from '@domain/projection/projection';
import { ApiError, notFound } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requireChange, requireLesson } from '../../../policies/coursePolicy';
import { requireOwnProjection, requirePairing } from '../../../policies/projectionPolicy';
import { openProjection } from '../../../commands/projection/openProjection';
import { measureProjection, moveProjection } from '../../../commands/projection/moveProjection';
import { projectionState } from '../../../queries/projection/projectionState';
import { routesOf } from '../../routeShapes';
import { measuredReport, viewCommand } from './viewCommand';

const tags = ['projection'];

/** Pairing guesses per signed-in caller (ADR 0521): 20 per 10 minutes against ~887 million codes. */
export const PAIRING_GUESSES = { max: 20, timeWindowMs: 10 * 60 * 1000 };

function toCommand(message: ProjectionCommandMessageDto): ProjectionCommand | undefined {
  switch (message.type) {
    case 'next':
    case 'previous':
      return { kind: message.type };
    case 'goto':
      return message.index === undefined ? undefined : { kind: 'goto', index: message.index };
    case 'blank':
      return { kind: 'blank', on: message.on ?? true };
    default:
      return viewCommand(message);
  }
}

/** Projection in class and the phone remote (docs/api-projection.md, ADR 0520–0522). */
export const projectionApi: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/front/projection/sessions',
    {
      schema: {
        tags,
        summary: 'Open a projection of a lesson (its teachers): a guid, a short pairing code and the remote’s URL',
        description: '403 for students and school admins of the course; 404 when the lesson is not the course’s or not seen.',
        body: NewProjectionBody,
        response: { 201: ProjectionCreatedAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const lesson = requireChange(await requireLesson(app.repos.access, caller, request.body.lesson_guid));
      if (lesson.courseGuid !== request.body.course_guid.toLowerCase()) throw notFound();
      const opened = await app.transaction((repos) => openProjection(repos, caller.guid, lesson, new Date()));
      return reply.code(201).send({
        guid: opened.guid,
        short_token: opened.shortToken,
        remote_url: `${app.publicUrl}/remote/${opened.shortToken}`,
        expires_at: opened.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/api/front/projection/sessions/:guid',
    {
      schema: {
        tags,
        summary: 'A projection’s state (its teacher only; anyone else 404)',
        params: ProjectionParams,
        response: { 200: ProjectionStateSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => projectionState(app.repos, await requireOwnProjection(app.repos.projection, requireCaller(request), request.params.guid)),
  );

  // The remote's own read (ADR 0526): the projector never asks, and the state and socket never carry the notes.
  routesOf(app, tags).answer('GET', '/api/front/projection/sessions/:guid/notes', {
    summary: 'The teacher’s notes of the projected items, for the remote (its teacher only; anyone else 404)',
    params: ProjectionParams, answer: ProjectionNotesAnswer, errors: [401, 404],
  }, async (request, caller) => {
    const row = await requireOwnProjection(app.repos.projection, caller, request.params.guid);
    const notes = await app.repos.projection.teacherNotes(row.lessonGuid);
    return { notes: notes.map((entry) => ({ item_guid: entry.itemGuid, teacher_notes: entry.notes })) };
  });

  app.post(
    '/api/front/projection/pair/:shortToken',
    {
      config: {
        rateLimit: {
          max: PAIRING_GUESSES.max,
          timeWindow: PAIRING_GUESSES.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `pair|${request.caller?.guid ?? request.ip}`,
          errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => new ApiError(429, 'RATE_LIMITED', `Too many attempts, retry in ${context.after}`),
        },
      },
      schema: {
        tags,
        summary: 'Pair a phone remote with a projection by its short code (the teacher who opened it, while the code lives)',
        description: '404 CODE_NOT_FOUND for an unknown code or one of another user; 410 PAIRING_CODE_EXPIRED; 429 RATE_LIMITED past 20 guesses in 10 minutes.',
        params: PairParams,
        response: { 200: ProjectionStateSchema, ...errorResponses(401, 404, 410, 429) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const row = await requirePairing(app.repos.projection, caller, normalisePairingCode(request.params.shortToken), new Date());
      await app.repos.projection.markPaired(row.guid);
      const paired = await requireOwnProjection(app.repos.projection, caller, row.guid);
      return projectionState(app.repos, paired);
    },
  );

  app.get(
    '/api/front/projection/sessions/:guid/socket',
    {
      websocket: true,
      schema: {
        tags,
        summary: 'The projection’s WebSocket (subprotocol `tiza.projection` + `bearer.<token>`): its teacher only',
        description: '`?role=projector` marks the classroom screen’s socket, the only one that may send `measured` (ADR 0526).',
        params: ProjectionParams,
        querystring: ProjectionSocketQuery,
      },
      preHandler: async (request) => {
        await requireOwnProjection(app.repos.projection, requireCaller(request), (request.params as { guid: string }).guid);
      },
    },
    (socket, request) => {
      const guid = request.params.guid.toLowerCase();
      const projector = request.query.role === 'projector';
      app.markAlive(socket);
      const leave = app.projectionHub.join(guid, socket);
      socket.on('close', leave);
      const settle = (work: Promise<boolean>): void => {
        work.then(
          (found) => {
            if (!found) socket.send(JSON.stringify({ type: 'error', code: 'NOT_FOUND' }));
          },
          () => socket.send(JSON.stringify({ type: 'error', code: 'INTERNAL' })),
        );
      };
      /** What the projector learnt of an item (ADR 0526): a remote's socket is refused, whatever it sends. */
      const measured = (message: ProjectionCommandMessageDto) => {
        if (!projector) {
          socket.send(JSON.stringify({ type: 'error', code: 'PROJECTOR_ONLY' }));
          return;
        }
        const report = measuredReport(message);
        if (!report) {
          socket.send(JSON.stringify({ type: 'error', code: 'VALIDATION_FAILED' }));
          return;
        }
        settle(app.transaction((repos) => measureProjection(repos, guid, report.itemGuid, report.measure)));
      };
      socket.on('message', (data) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          parsed = undefined;
        }
        const message = Value.Check(ProjectionCommandMessage, parsed) ? parsed : undefined;
        if (message?.type === 'measured') {
          measured(message);
          return;
        }
        const command = message ? toCommand(message) : undefined;
        if (!command) {
          socket.send(JSON.stringify({ type: 'error', code: 'VALIDATION_FAILED' }));
          return;
        }
        settle(app.transaction((repos) => moveProjection(repos, guid, command)));
      });
      void app.projectionHub.send(guid, socket);
    },
  );
};
