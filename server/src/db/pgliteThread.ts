import { Worker } from 'node:worker_threads';

type Row = Record<string, unknown> | unknown[];
interface QueryResult {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'array' | 'object';
}
/** What drizzle's PGlite driver calls on its client: `query`, and `transaction` whose callback gets a `query`. */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  transaction<T>(callback: (tx: Pick<PgliteLike, 'query'>) => Promise<T>): Promise<T>;
}

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** An error of the worker with its PostgreSQL fields (`code`, `detail`, `constraint`…) back on it. */
function toError(plain: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(plain.message), plain);
}

/**
 * PGlite in a worker thread (server/src/db/pgliteWorker.mjs), seen from the HTTP thread as the client drizzle's
 * PGlite driver expects. Each statement is one message each way; a transaction holds PGlite's lock in the worker
 * from its first statement to its commit or rollback, so the semantics are those of PGlite in the same thread.
 */
export class PgliteThread implements PgliteLike {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private exited: Error | undefined;
  private closing = false;
  private readonly channels = new Map<string, Array<(payload: string) => void>>();
  readonly ready: Promise<void>;

  /** `onLost`: the worker stopped without being closed (a crash): the database is gone for this process. */
  /** `onStatement`: told the text of every statement sent (ADR 0544's statement counts). */
  constructor(dataDir: string | undefined, onLost: (error: Error) => void = () => {}, private readonly onStatement: (sql: string) => void = () => {}) {
    this.worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', (message: { ready?: boolean }) => (message.ready ? resolve() : reject(new Error('PGlite worker did not start'))));
      this.worker.once('error', reject);
    });
    this.worker.on('message', (message: Answer | { ready: true } | { notify: string; payload: string }) => {
      if ('notify' in message) {
        for (const hear of this.channels.get(message.notify) ?? []) hear(message.payload);
        return;
      }
      if (!('id' in message)) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(toError(message.error));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      const error = new Error(`PGlite worker stopped (exit code ${code})`);
      this.fail(error);
      if (!this.closing) onLost(error);
    });
  }

  private fail(error: Error): void {
    this.exited ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResult> {
    this.onStatement(sql);
    return this.call<QueryResult>({ op: 'query', sql, params, rowMode: options.rowMode, tx });
  }

  async transaction<T>(callback: (tx: Pick<PgliteLike, 'query'>) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await callback({ query: (sql, params, options) => this.query(sql, params, options, tx) });
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Hears `pg_notify(channel, …)`: the worker posts each notification before the answer of the statement that sent it. */
  async listen(channel: string, hear: (payload: string) => void): Promise<void> {
    const known = this.channels.get(channel);
    if (known) {
      known.push(hear);
      return;
    }
    this.channels.set(channel, [hear]);
    await this.call({ op: 'listen', channel });
  }

  /** Lets statements already sent finish, rolls back an open transaction, closes PGlite (its data folder shut down cleanly). */
  async close(): Promise<void> {
    this.closing = true;
    if (!this.exited) await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
