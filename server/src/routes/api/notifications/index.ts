// Notifications (docs/api-notifications.md, ADRs 0512–0514): the caller's own list, marking them viewed, and the live
// stream. Every signed-in person has notifications; nobody reads another's (policies/notificationPolicy.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BoardChangeDto } from '@contract/board';
import type { LiveRoundChangeDto } from '@contract/liveRounds';
import { errorResponses } from '@contract/errors';
import {
  NotificationPageQuery,
  NotificationPageSchema,
  NotificationParams,
  NotificationPreferencesBody,
  NotificationPreferencesSchema,
  NotificationSchema,
  StreamHeaders,
  UnreadSchema,
  ViewNotificationBody,
  type NotificationDto,
} from '@contract/notifications';
import { markAllViewed, markViewed } from '../../../commands/notifications/markViewed';
import { setDailyDigest } from '../../../commands/notifications/sendDigests';
import { requireDigestChoice } from '../../../policies/notificationPolicy';
import { requireCaller } from '../../../plugins/app/auth';
import type { NotificationStream } from '../../../plugins/app/notificationHub';
import { notificationDto, notificationPage } from '../../../queries/notifications/notifications';

const tags = ['notifications'];

/** How long a browser waits before reconnecting a stream that dropped (the SSE `retry` field). */
const RETRY_MS = 3_000;

export const notificationsApi: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/notifications',
    {
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first, with the unread count',
        querystring: NotificationPageQuery,
        response: { 200: NotificationPageSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { page = 1, per_page: perPage = 20, unread = false } = request.query;
      return notificationPage(app.repos, caller.guid, { page, perPage, unreadOnly: unread });
    },
  );

  app.post(
    '/api/front/notifications/:guid/viewed',
    {
      schema: {
        tags,
        summary: 'Marks one of the caller’s notifications viewed (and, with consumed: true, opened)',
        description: '404 for a notification that is not the caller’s. Marking again keeps the first instants.',
        params: NotificationParams,
        body: ViewNotificationBody,
        response: { 200: NotificationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const row = await app.transaction((repos) => markViewed(repos, caller, request.params.guid, request.body.consumed ?? false, new Date()));
      return notificationDto(row);
    },
  );

  app.post(
    '/api/front/notifications/viewed',
    {
      schema: { tags, summary: 'Mark all read: every unread notification of the caller is viewed', response: { 200: UnreadSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const caller = requireCaller(request);
      await app.transaction((repos) => markAllViewed(repos, caller, new Date()));
      return { unread: await app.repos.notifications.unread(caller.guid) };
    },
  );

  app.get(
    '/api/front/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'The caller’s notification preferences: the daily e-mail digest (off by default)',
        response: { 200: NotificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const choice = requireDigestChoice(await app.repos.notifications.digestChoice(caller.guid), undefined);
      return { daily_digest: choice.dailyDigest, digest_offered: choice.offered };
    },
  );

  app.put(
    '/api/front/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Sets the caller’s own notification preferences',
        description: 'Only the caller’s own. A student under the tenant’s kids mode is not offered the digest: asking for it answers 403 FEATURE_DISABLED.',
        body: NotificationPreferencesBody,
        response: { 200: NotificationPreferencesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const on = request.body.daily_digest;
      const choice = requireDigestChoice(await app.repos.notifications.digestChoice(caller.guid), on);
      await app.transaction((repos) => setDailyDigest(repos, caller.guid, on));
      return { daily_digest: on, digest_offered: choice.offered };
    },
  );

  app.get(
    '/api/front/notifications/stream',
    {
      schema: {
        tags,
        summary: 'The caller’s new notifications as they happen (text/event-stream)',
        description:
          'Signed in with the usual Authorization and login_context headers (never a token in the URL). Opens with `event: ready` (`{ unread }`), then one `event: notification` per new notification, its `id` the notification’s, and one `event: board` (`{ course_guid, message_guid, parent_guid, change }`, no id, not replayed) per change of a board message the caller reads, one `event: live` (`{ course_guid, lesson_guid, round_guid, change }`, no id) per change of a live question of a course the caller learns in; a client that reconnects with `Last-Event-ID` first receives what it missed. A comment line every 25 s keeps proxies from closing it.',
        headers: StreamHeaders,
        produces: ['text/event-stream'],
        response: { ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const claimed = request.headers['last-event-id'];
      const lastId = claimed === undefined ? await app.repos.notifications.lastId(caller.guid) : Number(claimed);
      const unread = await app.repos.notifications.unread(caller.guid);

      reply.hijack();
      const raw = reply.raw;
      // What the hooks set so far (security headers, the process header) goes out too.
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and friends: pass each event on at once.
        'x-accel-buffering': 'no',
      });
      const write = (text: string): boolean => {
        if (raw.destroyed || raw.writableEnded) return false;
        raw.write(text);
        return true;
      };
      write(`retry: ${RETRY_MS}\nevent: ready\ndata: ${JSON.stringify({ unread })}\n\n`);

      const stream: NotificationStream = {
        userGuid: caller.guid,
        tenantId: caller.tenantId,
        role: caller.role,
        lastId,
        send: (notification: NotificationDto) => write(`id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`),
        sendBoard: (change: BoardChangeDto) => write(`event: board\ndata: ${JSON.stringify(change)}\n\n`),
        sendLive: (change: LiveRoundChangeDto) => write(`event: live\ndata: ${JSON.stringify(change)}\n\n`),
      };
      const leave = app.notificationHub.join(stream);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), app.notificationStreams.heartbeatMs);
      heartbeat.unref();
      const end = () => {
        clearInterval(heartbeat);
        leave();
        stopOnClose();
        if (!raw.writableEnded) raw.end();
      };
      const stopOnClose = app.notificationStreams.onClose(end);
      request.raw.once('close', end);
      raw.once('close', end);
    },
  );
};
