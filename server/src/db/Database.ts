import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import pg from 'pg';
import * as schema from './schema';
import { PgliteThread } from './pgliteThread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** undefined = in memory */
      dataDir?: string;
      /** 'worker' (what `npm start` runs, ADR 0475): PGlite in a worker thread, off the HTTP event loop. Default 'main'. */
      thread?: 'main' | 'worker';
    }
  | { kind: 'postgres'; url: string };

/** What a subscriber of a notification channel hears. */
export interface ChannelListener {
  /** A payload sent with `pg_notify(channel, …)`, delivered after the commit of the transaction that sent it. */
  message(payload: string): void;
  /**
   * Whether every notification will be heard from now on. False while the listening connection is down (messages sent
   * meanwhile are lost: a cache must stop trusting itself); true again once it listens anew.
   */
  live(isLive: boolean): void;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /**
   * Hears `channel` (one of `listenChannels`), from every process on this database. A write of this process through
   * `db` has been heard by the time its statement (or its transaction's commit) resolves. Returns the unsubscribe.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => void>;
  /**
   * Calls `observer` with the text of every statement this process sends to the database from now on (the app's
   * statements and its transactions' `begin`/`commit` as the driver sends them); returns the unsubscribe. For tests that
   * hold a read to its number of statements (a count, not a timing).
   */
  observeStatements(observer: StatementObserver): () => void;
  close(): Promise<void>;
}

export type StatementObserver = (sql: string) => void;

/** The statement observers of one database; nothing is done per statement while there are none. */
class Observers {
  readonly set = new Set<StatementObserver>();

  add(observer: StatementObserver): () => void {
    this.set.add(observer);
    return () => this.set.delete(observer);
  }

  seen(sql: unknown): void {
    if (this.set.size === 0) return;
    const text = typeof sql === 'string' ? sql : typeof sql === 'object' && sql !== null && 'text' in sql ? String(sql.text) : String(sql);
    for (const observer of this.set) observer(text);
  }
}

export interface OpenOptions {
  /** An idle pooled connection failed (the pool replaces it). */
  onIdleError?: (error: Error) => void;
  /** Channels every connection listens on (PostgreSQL: each pooled connection and one dedicated to listening). */
  listenChannels?: readonly string[];
  /** The dedicated listener lost its connection or came back. */
  onListenerChange?: (isLive: boolean, error?: Error) => void;
  /** The embedded database's worker stopped unexpectedly: nothing this process does can be saved any more. */
  onLost?: (error: Error) => void;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A channel name as an SQL identifier (ours are constants; anything else is refused rather than quoted). */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
}

/** Subscribers per channel, and the liveness they were last told. */
class Channels {
  private readonly listeners = new Map<string, Set<ChannelListener>>();
  isLive = false;

  add(channel: string, listener: ChannelListener): () => void {
    const set = this.listeners.get(channel) ?? new Set<ChannelListener>();
    this.listeners.set(channel, set);
    set.add(listener);
    listener.live(this.isLive);
    return () => set.delete(listener);
  }

  deliver(channel: string, payload: string): void {
    for (const listener of this.listeners.get(channel) ?? []) listener.message(payload);
  }

  setLive(isLive: boolean): void {
    if (isLive === this.isLive) return;
    this.isLive = isLive;
    for (const set of this.listeners.values()) for (const listener of set) listener.live(isLive);
  }
}

const HEARTBEAT_MS = 5_000;
const RECONNECT_MAX_MS = 5_000;

/**
 * One connection that only listens, kept alive: a heartbeat every few seconds notices a connection that died
 * silently, and a lost one is replaced (with a growing pause). Liveness goes false the moment it is lost.
 */
function startListener(url: string, channels: readonly string[], hub: Channels, onChange: (isLive: boolean, error?: Error) => void): { ready: Promise<void>; stop(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = 100;
  let firstAttempt: () => void = () => {};
  const ready = new Promise<void>((resolve) => (firstAttempt = resolve));

  const lost = (current: pg.Client, error?: Error) => {
    if (current !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    if (hub.isLive) onChange(false, error);
    hub.setLive(false);
    current.removeAllListeners('notification');
    current.end().catch(() => {});
    if (!stopped) retry = setTimeout(() => void connect(), pause).unref();
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    const current = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: HEARTBEAT_MS });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => hub.deliver(message.channel, message.payload ?? ''));
    try {
      await current.connect();
      for (const channel of channels) await current.query(`LISTEN ${channelIdentifier(channel)}`);
      if (stopped || current !== client) return;
      pause = 100;
      heartbeat = setInterval(() => {
        current.query('select 1').catch((error: Error) => lost(current, error));
      }, HEARTBEAT_MS).unref();
      hub.setLive(true);
      onChange(true);
    } catch (error) {
      lost(current, error as Error);
    } finally {
      firstAttempt();
    }
  }

  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      hub.setLive(false);
      await current?.end().catch(() => {});
    },
  };
}

/** Statements kept prepared per pooled connection at most; past it, statements go unnamed (parsed each time). */
const PREPARED_PER_CONNECTION = 500;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const statementNames = new Map<string, string>();

/** A stable name for a statement's text (the same on every connection and process). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `t${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (statementNames.size >= 5_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Every parameterised statement becomes a named prepared statement of its connection: PostgreSQL parses it once per
 * connection and, once it has seen it a few times, reuses a generic plan — planning was most of a read's database time
 * (issue 14). Statements without parameters (and anything not a plain DML statement) keep the simple protocol.
 */
function prepareStatements(client: pg.ClientBase, observers: Observers): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = new Set<string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    observers.seen(config);
    if (typeof config === 'object' && config !== null && 'text' in config && typeof config.text === 'string' && !('name' in config && config.name)) {
      const values = Array.isArray(rest[0]) ? rest[0] : 'values' in config ? config.values : undefined;
      if (Array.isArray(values) && values.length > 0 && PREPARABLE.test(config.text)) {
        const name = statementName(config.text);
        if (prepared.has(name) || prepared.size < PREPARED_PER_CONNECTION) {
          prepared.add(name);
          return query({ ...config, name }, ...rest);
        }
      }
    }
    return query(config, ...rest);
  };
}

/** The in-process PGlite as drizzle sees it, telling `observers` of each statement (in a transaction too). */
function observedPglite(client: PGlite, observers: Observers): PGlite {
  type Queryable = Pick<PGlite, 'query'>;
  const observed = (target: Queryable): Queryable =>
    new Proxy(target, {
      get(object, property, receiver) {
        if (property === 'query') return (sql: string, ...rest: unknown[]) => (observers.seen(sql), (object.query as (...args: unknown[]) => unknown)(sql, ...rest));
        if (property === 'transaction' && object === (client as Queryable)) return <R>(callback: (tx: Queryable) => Promise<R>) => client.transaction((tx) => callback(observed(tx)));
        const value: unknown = Reflect.get(object, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
      },
    });
  return observed(client) as PGlite;
}

/** Opens the embedded PGlite (a folder, or memory) or a PostgreSQL pool; `migrate` applies the committed migrations. */
export function openDatabase(options: DatabaseOptions, open: OpenOptions = {}): Database {
  const channels = open.listenChannels ?? [];
  const hub = new Channels();
  const observers = new Observers();
  if (options.kind === 'postgres') {
    // Every pooled connection listens too, so a write of this process is heard on its own connection before its
    // statement (or commit) resolves: the next request of this process already knows. It listens before first use.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      onConnect: (client) => {
        prepareStatements(client, observers);
        client.on('notification', (message) => hub.deliver(message.channel, message.payload ?? ''));
        // pg-pool waits for the promise before lending the connection (its typings say void).
        return channels.reduce<Promise<unknown>>((previous, channel) => previous.then(() => client.query(`LISTEN ${channelIdentifier(channel)}`)), Promise.resolve()) as unknown as void;
      },
    });
    // An idle connection the server drops (restart, failover, admin shutdown) is replaced on next use;
    // without a listener Node would treat the pool's 'error' event as fatal and stop the process.
    pool.on('error', (error) => open.onIdleError?.(error));
    const listener = channels.length > 0 ? startListener(options.url, channels, hub, open.onListenerChange ?? (() => {})) : undefined;
    const db = drizzlePostgres(pool, { schema });
    return {
      kind: 'postgres',
      db,
      migrate: () => migratePostgres(db, { migrationsFolder }),
      async listen(channel, channelListener) {
        await listener?.ready;
        return hub.add(channel, channelListener);
      },
      observeStatements: (observer) => observers.add(observer),
      async close() {
        await listener?.stop();
        await pool.end();
      },
    };
  }
  if (options.thread === 'worker') {
    const thread = new PgliteThread(options.dataDir, open.onLost, (sql) => observers.seen(sql));
    // drizzle's PGlite driver only calls `query` and `transaction`, which the thread's client answers the same way.
    const db = drizzlePglite(thread as unknown as PGlite, { schema });
    // The worker posts a notification before the answer of the statement (or commit) that sent it: the order of
    // messages between the threads keeps "heard before the write returns", as in the same thread.
    const listening = Promise.all(channels.map((channel) => thread.listen(channelIdentifier(channel), (payload) => hub.deliver(channel, payload))));
    hub.setLive(true);
    return {
      kind: 'pglite',
      db,
      migrate: async () => {
        await thread.ready;
        await migratePglite(db, { migrationsFolder });
      },
      async listen(channel, channelListener) {
        await listening;
        return hub.add(channel, channelListener);
      },
      observeStatements: (observer) => observers.add(observer),
      close: () => thread.close(),
    };
  }
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(observedPglite(client, observers), { schema });
  // One in-process database: its notifications arrive with the result of the statement (or commit) that sent them.
  const unlisten = Promise.all(channels.map((channel) => client.listen(channelIdentifier(channel), (payload) => hub.deliver(channel, payload))));
  hub.setLive(true);
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, channelListener) {
      await unlisten;
      return hub.add(channel, channelListener);
    },
    observeStatements: (observer) => observers.add(observer),
    async close() {
      for (const stop of await unlisten) await stop().catch(() => {});
      await client.close();
    },
  };
}
