import fp from 'fastify-plugin';
import type { BoardChangeDto } from '@contract/board';
import type { LiveRoundChangeDto } from '@contract/liveRounds';
import type { NotificationDto } from '@contract/notifications';
import { boardChangeFor } from '@domain/board/messages';
import { courseRelation } from '@domain/courses/courseRelation';
import type { Role } from '@domain/identity/roles';
import { notifySoonDeadlines } from '../../commands/notifications/notify';
import { BOARD_CHANGES_CHANNEL, NOTIFICATIONS_CHANNEL } from '../../db/channels';
import type { ChannelListener } from '../../db/Database';
import { notificationDto } from '../../queries/notifications/notifications';
import type { BoardChangeNote, ReaderFacts } from '../../repositories/BoardRepository';
import type { NotificationRow } from '../../repositories/NotificationRepository';
import { repeatRound } from './repeatedRound';
import { NoteFanOut } from './noteFanOut';

/** At most this many notifications per read (a long-gone client, or a large burst, gets the rest on the next one). */
const READ_BATCH = 1_000;

const NO_STREAMS: ReadonlySet<NotificationStream> = new Set();

/** One open `text/event-stream` of one person. */
export interface NotificationStream {
  userGuid: string;
  /** The person's tenant and role: what the board's policy decides a reader on. */
  tenantId: string;
  role: Role;
  /** The id of the last notification sent on it (or that the client said it had). */
  lastId: number;
  /** Writes one event; false once the connection is gone. */
  send(notification: NotificationDto): boolean;
  /** Writes one board change (no event id: board changes are not replayed, ADR 0516). */
  sendBoard(change: BoardChangeDto): boolean;
  /** Writes one change of a live question of the person's course (no event id, not replayed: ADR 0528). */
  sendLive(change: LiveRoundChangeDto): boolean;
}

/** Reads the notifications of several people, each after its own id, oldest first: one statement for a whole burst. */
export type ReadAfter = (after: ReadonlyMap<string, number>, limit: number) => Promise<(NotificationRow & { userGuid: string })[]>;

/**
 * The notification streams connected to this process, by person (ADR 0513). A notification written by any process
 * reaches every process through the database's notification (`tiza_notifications`, the person's guid). The streams so
 * woken wait together and are served by one read for all of them (a post to a course of 1,000 is one statement, not
 * 1,000: docs/performance.md), one read at a time, each stream sent what is after its own last id in id order, so
 * nothing is sent twice or out of order. After the notifications could not be heard for a while, every stream catches up.
 */
export class NotificationHub implements ChannelListener {
  private readonly streams = new Map<string, Set<NotificationStream>>();
  private readonly waiting = new Set<NotificationStream>();
  private draining: Promise<void> | undefined;
  private wasLive = true;

  constructor(private readonly readAfter: ReadAfter) {}

  /** Adds a stream and sends it what it missed since its `lastId`. Returns the removal. */
  join(stream: NotificationStream): () => void {
    const set = this.streams.get(stream.userGuid) ?? new Set<NotificationStream>();
    this.streams.set(stream.userGuid, set);
    set.add(stream);
    this.wake(stream);
    return () => {
      set.delete(stream);
      this.waiting.delete(stream);
      if (set.size === 0) this.streams.delete(stream.userGuid);
    };
  }

  private wake(stream: NotificationStream): void {
    this.waiting.add(stream);
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  private async drain(): Promise<void> {
    // The rest of a burst (a commit's notifications arrive together) joins the first read.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.size > 0) {
      const batch = [...this.waiting];
      this.waiting.clear();
      const after = new Map<string, number>();
      for (const stream of batch) after.set(stream.userGuid, Math.min(after.get(stream.userGuid) ?? stream.lastId, stream.lastId));
      let rows: (NotificationRow & { userGuid: string })[];
      try {
        rows = await this.readAfter(after, READ_BATCH);
      } catch {
        continue; // the next notification (or the listener coming back) reads again
      }
      const byUser = new Map<string, NotificationRow[]>();
      for (const row of rows) byUser.set(row.userGuid, [...(byUser.get(row.userGuid) ?? []), row]);
      for (const stream of batch) {
        for (const row of byUser.get(stream.userGuid) ?? []) {
          if (row.id <= stream.lastId) continue;
          if (!stream.send(notificationDto(row))) break;
          stream.lastId = row.id;
        }
      }
      // A full read may have left some behind: those streams read again.
      if (rows.length === READ_BATCH) for (const stream of batch) if (this.streams.get(stream.userGuid)?.has(stream)) this.waiting.add(stream);
    }
  }

  message(userGuid: string): void {
    for (const stream of this.streams.get(userGuid) ?? []) this.wake(stream);
  }

  live(isLive: boolean): void {
    if (isLive && !this.wasLive) for (const set of this.streams.values()) for (const stream of set) this.wake(stream);
    this.wasLive = isLive;
  }

  /** Every stream this process holds, by tenant, with their people's guids (the board fan-out asks per tenant). */
  byTenant(): Map<string, NotificationStream[]> {
    const tenants = new Map<string, NotificationStream[]>();
    for (const set of this.streams.values())
      for (const stream of set) {
        const list = tenants.get(stream.tenantId) ?? [];
        list.push(stream);
        tenants.set(stream.tenantId, list);
      }
    return tenants;
  }

  /** The streams this process holds for one person. */
  of(userGuid: string): ReadonlySet<NotificationStream> {
    return this.streams.get(userGuid) ?? NO_STREAMS;
  }

  /** How many streams this process holds. */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }
}

/**
 * Board changes for the streams of this process (ADR 0516): a write of any process arrives on `tiza_board_changes`
 * with the message's audience before and after; each stream whose person reads the course is told the change as
 * they see it (`boardChangeFor`: a message whose audience leaves them out is deleted for them), nobody else anything.
 * One change at a time, in the order they were heard. Changes are not stored: a client re-reads the board when its
 * stream (re)connects, and changes made while this process could not hear them are not sent.
 */
export class BoardChangeFanOut extends NoteFanOut<BoardChangeNote> {
  constructor(
    private readonly hub: NotificationHub,
    private readonly readers: (courseGuid: string, tenantId: string, userGuids: readonly string[]) => Promise<ReaderFacts[]>,
    onError: (error: unknown) => void,
  ) {
    super(onError);
  }

  protected async deliver(note: BoardChangeNote): Promise<void> {
    for (const [tenantId, streams] of this.hub.byTenant()) {
      const facts = new Map((await this.readers(note.course_guid, tenantId, [...new Set(streams.map((s) => s.userGuid))])).map((f) => [f.userGuid, f]));
      for (const stream of streams) {
        const reader = facts.get(stream.userGuid);
        const relation = reader && courseRelation(reader, stream.role);
        const change = relation && boardChangeFor(relation, note.before ?? undefined, note.after ?? undefined);
        if (change) stream.sendBoard({ course_guid: note.course_guid, message_guid: note.message_guid, parent_guid: note.parent_guid, change });
      }
    }
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
    const hub = new NotificationHub((after, limit) => app.repos.notifications.afterMany(after, limit));
    const unlisten = await app.database.listen(NOTIFICATIONS_CHANNEL, hub);
    const boardChanges = new BoardChangeFanOut(
      hub,
      (courseGuid, tenantId, userGuids) => app.repos.board.readers(courseGuid, tenantId, userGuids),
      (error) => app.log.warn({ err: error }, 'board change fan-out failed'),
    );
    const unlistenBoard = await app.database.listen(BOARD_CHANGES_CHANNEL, boardChanges);
    const enders = new Set<() => void>();
    app.decorate('notificationHub', hub);
    app.decorate('notificationStreams', {
      heartbeatMs: options.heartbeatMs ?? 25_000,
      onClose(end: () => void) {
        enders.add(end);
        return () => enders.delete(end);
      },
    });

    repeatRound(app, options.soonSweepMs ?? 5 * 60_000, 'deadline notifications', async () => ({
      written: await app.transaction((repos) => notifySoonDeadlines(repos, new Date())),
    }));

    // Open streams never end on their own: end them first, or closing the server would wait for them.
    app.addHook('preClose', async () => {
      for (const end of [...enders]) end();
    });
    app.addHook('onClose', async () => {
      unlisten();
      unlistenBoard();
    });
  },
  { name: 'notificationHub', dependencies: ['repositories'] },
);
