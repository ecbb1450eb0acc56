import fp from 'fastify-plugin';
import type { NotificationDto } from '@contract/notifications';
import { notifySoonDeadlines } from '../../commands/notifications/notify';
import { NOTIFICATIONS_CHANNEL } from '../../db/channels';
import type { ChannelListener } from '../../db/Database';
import { notificationDto } from '../../queries/notifications/notifications';
import type { NotificationRow } from '../../repositories/NotificationRepository';

/** At most this many notifications per catch-up read (a long-gone client gets the rest on the next one). */
const CATCH_UP_BATCH = 100;

/** One open `text/event-stream` of one person. */
export interface NotificationStream {
  userGuid: string;
  /** The id of the last notification sent on it (or that the client said it had). */
  lastId: number;
  /** Writes one event; false once the connection is gone. */
  send(notification: NotificationDto): boolean;
}

/**
 * The notification streams connected to this process, by person (ADR 0513). A notification written by any process
 * reaches every process through the database's notification (`tiza_notifications`, the person's guid); each reads what
 * its streams of that person have not had yet, in id order, one read at a time per stream, so nothing is sent twice or
 * out of order. After the notifications could not be heard for a while, every stream catches up.
 */
export class NotificationHub implements ChannelListener {
  private readonly streams = new Map<string, Set<NotificationStream>>();
  private readonly queues = new WeakMap<NotificationStream, Promise<void>>();
  private wasLive = true;

  constructor(private readonly readAfter: (userGuid: string, id: number, limit: number) => Promise<NotificationRow[]>) {}

  /** Adds a stream and sends it what it missed since its `lastId`. Returns the removal. */
  join(stream: NotificationStream): () => void {
    const set = this.streams.get(stream.userGuid) ?? new Set<NotificationStream>();
    this.streams.set(stream.userGuid, set);
    set.add(stream);
    this.catchUp(stream);
    return () => {
      set.delete(stream);
      if (set.size === 0) this.streams.delete(stream.userGuid);
    };
  }

  /** Resolves once every read queued for the stream has been sent (tests, and the join's replay). */
  settled(stream: NotificationStream): Promise<void> {
    return this.queues.get(stream) ?? Promise.resolve();
  }

  private catchUp(stream: NotificationStream): void {
    const previous = this.queues.get(stream) ?? Promise.resolve();
    const next = previous.then(async () => {
      for (;;) {
        const rows = await this.readAfter(stream.userGuid, stream.lastId, CATCH_UP_BATCH);
        for (const row of rows) {
          if (!stream.send(notificationDto(row))) return;
          stream.lastId = row.id;
        }
        if (rows.length < CATCH_UP_BATCH) return;
      }
    });
    this.queues.set(
      stream,
      next.catch(() => {}),
    );
  }

  message(userGuid: string): void {
    for (const stream of this.streams.get(userGuid) ?? []) this.catchUp(stream);
  }

  live(isLive: boolean): void {
    if (isLive && !this.wasLive) for (const set of this.streams.values()) for (const stream of set) this.catchUp(stream);
    this.wasLive = isLive;
  }

  /** How many streams this process holds. */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }
}

export interface NotificationHubOptions {
  /** How often "soon" deadlines are looked for (ms); 0 turns the sweeper off. */
  soonSweepMs?: number;
  /** How often an open stream sends a comment line so proxies keep it (ms). */
  heartbeatMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
    /** The streams' heartbeat period, and the hook that ends them all when the server closes. */
    notificationStreams: { heartbeatMs: number; onClose(end: () => void): () => void };
  }
}

/** The hub that fans notifications out to the streams of this process, and the "soon" sweeper. */
export const notificationHubPlugin = fp<NotificationHubOptions>(
  async (app, options) => {
    const hub = new NotificationHub((userGuid, id, limit) => app.repos.notifications.after(userGuid, id, limit));
    const unlisten = await app.database.listen(NOTIFICATIONS_CHANNEL, hub);
    const enders = new Set<() => void>();
    app.decorate('notificationHub', hub);
    app.decorate('notificationStreams', {
      heartbeatMs: options.heartbeatMs ?? 25_000,
      onClose(end: () => void) {
        enders.add(end);
        return () => enders.delete(end);
      },
    });

    const sweepMs = options.soonSweepMs ?? 5 * 60_000;
    let running: Promise<void> | undefined;
    const timer =
      sweepMs > 0
        ? setInterval(() => {
            if (running) return;
            running = app
              .transaction((repos) => notifySoonDeadlines(repos, new Date()))
              .then((written) => {
                if (written > 0) app.log.info({ written }, 'deadline notifications');
              })
              .catch((error: unknown) => app.log.warn({ err: error }, 'deadline sweep failed'))
              .finally(() => {
                running = undefined;
              });
          }, sweepMs).unref()
        : undefined;

    // Open streams never end on their own: end them first, or closing the server would wait for them.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      for (const end of [...enders]) end();
      await running;
    });
    app.addHook('onClose', async () => unlisten());
  },
  { name: 'notificationHub', dependencies: ['repositories'] },
);
