import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Backoff } from '@application/shared/Backoff';

/** Where a key's writes stand: on their way, taken by the server, or refused (until the next write or `clearStatus`). */
export type WriteStatus = 'saving' | 'saved' | 'failed';

/** One write of one key; `ticket` grows with every write queued, so the latest of a key is known. */
export interface QueuedWrite<K, W> {
  readonly key: K;
  readonly write: W;
  readonly ticket: number;
}

/** One request's writes: never none. */
export type WriteBatch<K, W> = readonly [QueuedWrite<K, W>, ...QueuedWrite<K, W>[]];

function isBatch<K, W>(writes: readonly QueuedWrite<K, W>[]): writes is WriteBatch<K, W> {
  return writes.length > 0;
}

export interface WriteQueueOptions<K, W, R> {
  /** Sends writes: one write when `batchSize` is 1, else the first waiting write of up to `batchSize` keys. */
  send(writes: WriteBatch<K, W>): Promise<Result<R, AppError>>;
  /**
   * 1 (default): every key writes on its own, one write at a time, keys side by side. Above 1: one request at a time
   * carries the next write of up to that many keys (a debounced batch).
   */
  batchSize?: number;
  /** Sends as soon as a write is queued (default), or only on `flush()`. */
  sendAtOnce?: boolean;
  /** Joins a write into the one waiting before it (not yet sent) for the same key; `undefined` keeps both. */
  merge?(waiting: W, next: W): W | undefined;
  /**
   * What a refused write becomes: 'drop' (the store rolls back what it put there), 'keep' (it waits in `failed` for
   * `retryFailed`), 'retry' (it waits again, and is sent again after the backoff's pause when `retryWhen` says so).
   */
  onFailure?: 'drop' | 'keep' | 'retry';
  backoff?: Backoff;
  retryWhen?(error: AppError): boolean;
  /** What a retry after the pause calls (default: `flush`); a store that says "saving" first passes its own flush. */
  retry?(): void;
  /** Whether a request may go now (offline, writes wait). */
  canSend?(): boolean;
  /** Whether the server's answer took this write (default: yes); one it did not take waits to be sent again. */
  took?(write: QueuedWrite<K, W>, answer: R): boolean;
  /**
   * Each answer, inside an action, once the queue has put its writes where they go; `isLatest` tells whether a write
   * still owns its key. Work it returns (a read it starts) counts as part of the request for `idle()`.
   */
  answered?(writes: WriteBatch<K, W>, result: Result<R, AppError>): Promise<void> | void;
}

/**
 * The optimistic write queue every store shares: the store shows a change at once and queues its write here. Per key
 * the writes go in order, one at a time (a later choice never loses to an earlier one answering late); a write queued
 * behind another of its key may join it (`merge`: the latest wins); a refused write is dropped, kept for Retry, or
 * retried after a growing pause; and each key has a status the views read.
 */
export class WriteQueue<K, W, R> {
  /** Per key, a save on its way, done, or refused. */
  readonly statuses = observable.map<K, WriteStatus>({}, { deep: false });
  /** Refused writes kept for `retryFailed` ('keep'), in the order they were made. */
  failed: QueuedWrite<K, W>[] = [];
  /** The latest refusal. */
  error: AppError | undefined = undefined;
  private readonly waiting = observable.map<K, QueuedWrite<K, W>[]>({}, { deep: false });
  private readonly flying = observable.map<K, QueuedWrite<K, W>>({}, { deep: false });
  private readonly latest = new Map<K, number>();
  private readonly requests = new Set<Promise<void>>();
  private tickets = 0;

  constructor(private readonly options: WriteQueueOptions<K, W, R>) {
    makeAutoObservable<WriteQueue<K, W, R>, 'options' | 'latest' | 'requests' | 'tickets'>(
      this,
      { options: false, latest: false, requests: false, tickets: false, failed: observable.ref, error: observable.ref },
      { autoBind: true },
    );
  }

  /** Queues a write for `key` (joined to the one waiting before it when `merge` allows) and, by default, sends it. */
  enqueue(key: K, write: W): QueuedWrite<K, W> {
    const entry: QueuedWrite<K, W> = { key, write, ticket: ++this.tickets };
    this.latest.set(key, entry.ticket);
    const list = this.waiting.get(key) ?? [];
    const last = list.at(-1);
    const merged = last === undefined || this.options.merge === undefined ? undefined : this.options.merge(last.write, write);
    const queued = merged === undefined ? entry : { ...entry, write: merged };
    this.waiting.set(key, merged === undefined ? [...list, queued] : [...list.slice(0, -1), queued]);
    this.statuses.set(key, 'saving');
    if (this.options.sendAtOnce !== false) this.pump();
    return queued;
  }

  /** No later write to its key was queued since: what it answers may be shown, what it put there may be rolled back. */
  isLatest(write: QueuedWrite<K, W>): boolean {
    return this.latest.get(write.key) === write.ticket;
  }

  /** What is on its way for a key, in order: the write in flight, then those waiting. */
  pendingOf(key: K): W[] {
    const flying = this.flying.get(key);
    const waiting = (this.waiting.get(key) ?? []).map((entry) => entry.write);
    return flying === undefined ? waiting : [flying.write, ...waiting];
  }

  /** The keys with writes on their way, in the order they were first queued. */
  get pendingKeys(): K[] {
    const keys = new Set<K>([...this.flying.keys(), ...this.waiting.keys()]);
    return [...keys];
  }

  get pendingCount(): number {
    return this.pendingKeys.length;
  }

  get busy(): boolean {
    return this.flying.size > 0 || this.waiting.size > 0;
  }

  /** The latest write of every key still to confirm (what a final submit carries), at most `limit`. */
  latestWrites(limit = Number.POSITIVE_INFINITY): W[] {
    const writes: W[] = [];
    for (const key of this.pendingKeys) {
      const last = this.pendingOf(key).at(-1);
      if (last !== undefined) writes.push(last);
      if (writes.length === limit) break;
    }
    return writes;
  }

  statusOf(key: K): WriteStatus | undefined {
    return this.statuses.get(key);
  }

  /** Forgets a key's "saved" or "failed" mark (only `status`, when given: a later save may have replaced it). */
  clearStatus(key: K, status?: WriteStatus): void {
    if (status === undefined || this.statuses.get(key) === status) this.statuses.delete(key);
  }

  /** Sends what waits now, after the request on its way (batches go one at a time); resolves once they answered. */
  flush(): Promise<void> {
    if (this.requests.size > 0) return this.idle().then(() => this.flush());
    this.pump(true);
    return this.idle();
  }

  /** A request is on its way (or the work its answer started). */
  isSending(): boolean {
    return this.requests.size > 0;
  }

  /** Resolves when no request is on its way. */
  async idle(): Promise<void> {
    while (this.requests.size > 0) await Promise.all([...this.requests]);
  }

  /** Drops the writes of a key that have not gone yet when `drop` says so (the server took them by another way). */
  forget(key: K, drop: (write: W) => boolean = () => true): void {
    const left = (this.waiting.get(key) ?? []).filter((entry) => !drop(entry.write));
    if (left.length > 0) this.waiting.set(key, left);
    else this.removeWaiting(key);
  }

  /** Drops every write not yet sent and every kept refusal (the attempt is submitted). */
  clear(): void {
    for (const key of [...this.waiting.keys()]) this.removeWaiting(key);
    this.failed = [];
    this.error = undefined;
  }

  /** Sends the kept refusals again, in the order they were made. */
  retryFailed(): void {
    const again = this.failed;
    this.failed = [];
    this.error = undefined;
    for (const entry of again) this.enqueue(entry.key, entry.write);
  }

  /** Forgets kept refusals (all, or one key's). */
  discardFailed(key?: K): void {
    this.reviseFailed((write, of) => (key === undefined || of === key ? undefined : write));
  }

  /** Rewrites kept refusals (a newer choice replaces part of one); `undefined` drops it. */
  reviseFailed(revise: (write: W, key: K) => W | undefined): void {
    const kept: QueuedWrite<K, W>[] = [];
    for (const entry of this.failed) {
      const write = revise(entry.write, entry.key);
      if (write !== undefined) kept.push(write === entry.write ? entry : { ...entry, write });
    }
    this.failed = kept;
    if (kept.length === 0) this.error = undefined;
  }

  private pump(flushing = false): void {
    const batchSize = this.options.batchSize ?? 1;
    if (batchSize > 1) {
      if (!flushing || this.flying.size > 0 || this.options.canSend?.() === false) return;
      const batch = this.take(batchSize);
      if (batch.length > 0) this.send(batch);
      return;
    }
    for (const key of [...this.waiting.keys()]) {
      if (!this.flying.has(key)) this.send(this.take(1, key));
    }
  }

  private take(limit: number, only?: K): QueuedWrite<K, W>[] {
    const batch: QueuedWrite<K, W>[] = [];
    for (const [key, list] of [...this.waiting.entries()]) {
      if ((only !== undefined && key !== only) || this.flying.has(key)) continue;
      const [first, ...rest] = list;
      if (first === undefined) continue;
      if (rest.length > 0) this.waiting.set(key, rest);
      else this.waiting.delete(key);
      this.flying.set(key, first);
      this.statuses.set(key, 'saving');
      batch.push(first);
      if (batch.length === limit) break;
    }
    return batch;
  }

  private send(batch: QueuedWrite<K, W>[]): void {
    if (!isBatch(batch)) return;
    const request = (async () => {
      const result = await this.options.send(batch);
      await runInAction(() => this.answer(batch, result));
    })();
    this.requests.add(request);
    void request.finally(() => this.requests.delete(request));
  }

  private answer(batch: WriteBatch<K, W>, result: Result<R, AppError>): Promise<void> | void {
    for (const entry of batch) this.flying.delete(entry.key);
    if (result.ok) {
      this.options.backoff?.reset();
      for (const entry of batch) {
        if (this.options.took?.(entry, result.val) === false) this.wait(entry);
        else if (!this.waiting.has(entry.key)) this.statuses.set(entry.key, 'saved');
      }
    } else {
      this.error = result.val;
      const policy = this.options.onFailure ?? 'drop';
      for (const entry of batch) {
        if (policy === 'retry') this.wait(entry);
        if (policy === 'keep') this.failed = [...this.failed, entry];
        this.statuses.set(entry.key, 'failed');
      }
      if (policy === 'retry' && this.options.retryWhen?.(result.val) !== false) this.options.backoff?.schedule(() => (this.options.retry ? this.options.retry() : void this.flush()));
    }
    // One key's next write follows at once; a batch waits for the next flush.
    if ((this.options.batchSize ?? 1) === 1) this.pump();
    return this.options.answered?.(batch, result);
  }

  /** A write that has to go again waits first in its key's line, unless a newer one there already replaces it. */
  private wait(entry: QueuedWrite<K, W>): void {
    const list = this.waiting.get(entry.key) ?? [];
    const next = list[0];
    const merged = next === undefined || this.options.merge === undefined ? undefined : this.options.merge(entry.write, next.write);
    if (next !== undefined && merged !== undefined) this.waiting.set(entry.key, [{ ...next, write: merged }, ...list.slice(1)]);
    else this.waiting.set(entry.key, [entry, ...list]);
  }

  private removeWaiting(key: K): void {
    this.waiting.delete(key);
    if (!this.flying.has(key) && this.statuses.get(key) === 'saving') this.statuses.delete(key);
  }
}
