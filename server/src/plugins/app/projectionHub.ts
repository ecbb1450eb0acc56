import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { PROJECTION_SUBPROTOCOL, type ProjectionServerMessageDto } from '@contract/projection';
import { PROJECTION_CHANGES_CHANNEL } from '../../db/channels';
import type { ChannelListener } from '../../db/Database';
import { projectionState } from '../../queries/projection/projectionState';

/** A socket that does not answer a ping within this time is closed (its client reconnects). */
const PING_MS = 25_000;

/**
 * The projectors and remotes connected to this process, by projection (ADR 0522). A projection that changes in any
 * process reaches every process through the database's notification; each sends the new state to its own sockets. After
 * the notifications could not be heard for a while, every socket gets its projection's state again.
 */
export class ProjectionHub implements ChannelListener {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  /** Projections whose state is to be read ('queued'), being read, or to be read again once this read ends. */
  private readonly pending = new Map<string, 'queued' | 'reading' | 'again'>();
  private wasLive = true;

  constructor(private readonly readState: (guid: string) => Promise<ProjectionServerMessageDto | undefined>) {}

  join(guid: string, socket: WebSocket): () => void {
    const set = this.sockets.get(guid) ?? new Set<WebSocket>();
    this.sockets.set(guid, set);
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(guid);
    };
  }

  /** Sends a projection's state to one socket (on connecting) or to all of its sockets here. */
  async send(guid: string, only?: WebSocket): Promise<void> {
    const targets = only ? [only] : [...(this.sockets.get(guid) ?? [])];
    if (targets.length === 0) return;
    const message = await this.readState(guid);
    const text = JSON.stringify(message ?? { type: 'error', code: 'NOT_FOUND' });
    for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  /**
   * A change heard: one read for the changes heard together. PostgreSQL tells every listening connection of a process
   * (each pooled one listens: server/src/db/Database.ts), so one change arrives up to eleven times: a read not yet
   * started takes them all, and a change heard while a read runs is read once more after it (it may have begun before).
   */
  message(guid: string): void {
    const pending = this.pending.get(guid);
    if (pending === 'queued') return;
    if (pending === 'reading') {
      this.pending.set(guid, 'again');
      return;
    }
    if (pending === 'again') return;
    this.pending.set(guid, 'queued');
    setImmediate(() => void this.read(guid));
  }

  private async read(guid: string): Promise<void> {
    this.pending.set(guid, 'reading');
    try {
      await this.send(guid);
    } catch {
      // the next change (or the listener coming back) sends it
    }
    if (this.pending.get(guid) === 'again') {
      this.pending.set(guid, 'queued');
      setImmediate(() => void this.read(guid));
    } else this.pending.delete(guid);
  }

  live(isLive: boolean): void {
    if (isLive && !this.wasLive) for (const guid of this.sockets.keys()) this.message(guid);
    this.wasLive = isLive;
  }

  /** Every socket of this process (the keep-alive pings them). */
  all(): WebSocket[] {
    return [...this.sockets.values()].flatMap((set) => [...set]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    projectionHub: ProjectionHub;
  }
}

/** WebSockets (the projection's protocol only) and the hub that fans projection changes out to them. */
export const projectionHubPlugin = fp(
  async (app) => {
    await app.register(websocket, {
      options: {
        maxPayload: 4 * 1024,
        // The client offers the projection's protocol and `bearer.<token>`: the answer names only the former.
        handleProtocols: (protocols) => (protocols.has(PROJECTION_SUBPROTOCOL) ? PROJECTION_SUBPROTOCOL : false),
      },
    });
    const hub = new ProjectionHub(async (guid) => {
      const row = await app.repos.projection.byGuid(guid);
      return row ? { type: 'state', state: await projectionState(app.repos, row) } : undefined;
    });
    const unlisten = await app.database.listen(PROJECTION_CHANGES_CHANNEL, hub);
    const alive = new WeakSet<WebSocket>();
    const ping = setInterval(() => {
      for (const socket of hub.all()) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }, PING_MS).unref();
    app.decorate('projectionHub', hub);
    app.decorate('markAlive', (socket: WebSocket) => {
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
    });
    app.addHook('onClose', async () => {
      clearInterval(ping);
      unlisten();
    });
  },
  { name: 'projectionHub', dependencies: ['repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    markAlive(socket: WebSocket): void;
  }
}
