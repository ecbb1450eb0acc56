import { describe, expect, it } from 'vitest';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { Backoff } from '@application/shared/Backoff';
import { WriteQueue, type QueuedWrite, type WriteQueueOptions } from '@application/shared/WriteQueue';
import { FixedClock } from '@tests/fakes/FixedClock';
import { ManualTimers, settle } from '@tests/unit/application/assessments/taking/support/ManualTimers';

const NETWORK = appError('network', 'NETWORK');

/** A server that answers when the test says so, in any order. */
function server<W>() {
  const calls: { writes: W[]; answer: (result: Result<string, AppError>) => void }[] = [];
  const send = (writes: readonly QueuedWrite<string, W>[]) =>
    new Promise<Result<string, AppError>>((resolve) => calls.push({ writes: writes.map((w) => w.write), answer: resolve }));
  return { calls, send };
}

function queue<W>(options: Partial<WriteQueueOptions<string, W, string>> = {}) {
  const s = server<W>();
  const answers: { writes: W[]; ok: boolean }[] = [];
  const q = new WriteQueue<string, W, string>({
    send: s.send,
    answered: (writes, result) => {
      answers.push({ writes: writes.map((w) => w.write), ok: result.ok });
    },
    ...options,
  });
  return { q, ...s, answers };
}

describe('WriteQueue: one write at a time per key', () => {
  it('sends a key’s writes in order, keys side by side, with a status per key', async () => {
    const { q, calls } = queue<number>();
    q.enqueue('a', 1);
    q.enqueue('a', 2);
    q.enqueue('b', 10);

    expect(calls.map((c) => c.writes)).toEqual([[1], [10]]);
    expect(q.statusOf('a')).toBe('saving');
    expect(q.pendingOf('a')).toEqual([1, 2]);
    expect(q.pendingKeys).toEqual(['a', 'b']);

    calls[0]?.answer(Ok('ok'));
    await settle();
    expect(calls.map((c) => c.writes)).toEqual([[1], [10], [2]]);
    expect(q.statusOf('a')).toBe('saving');
    calls[2]?.answer(Ok('ok'));
    calls[1]?.answer(Ok('ok'));
    await q.idle();
    expect(q.statusOf('a')).toBe('saved');
    expect(q.statusOf('b')).toBe('saved');
    expect(q.busy).toBe(false);
    q.clearStatus('a', 'failed');
    expect(q.statusOf('a')).toBe('saved');
    q.clearStatus('a', 'saved');
    expect(q.statusOf('a')).toBeUndefined();
  });

  it('knows the latest write of a key, so an earlier one answering late neither shows nor rolls back', async () => {
    const { q, calls } = queue<number>();
    const first = q.enqueue('a', 1);
    expect(q.isLatest(first)).toBe(true);
    const second = q.enqueue('a', 2);
    expect(q.isLatest(first)).toBe(false);
    expect(q.isLatest(second)).toBe(true);
    calls[0]?.answer(Err(NETWORK));
    await settle();
    expect(q.error).toEqual(NETWORK);
    // 'drop' (default): the refused write is gone; the next one goes.
    expect(q.pendingOf('a')).toEqual([2]);
    expect(calls).toHaveLength(2);
  });

  it('joins a write into the one waiting before it when merge allows (latest wins), never into the one in flight', async () => {
    const { q, calls } = queue<number>({ merge: (_waiting, next) => next });
    q.enqueue('a', 1);
    q.enqueue('a', 2);
    q.enqueue('a', 3);
    expect(q.pendingOf('a')).toEqual([1, 3]);
    calls[0]?.answer(Ok('ok'));
    await settle();
    expect(calls.map((c) => c.writes)).toEqual([[1], [3]]);
  });

  it("keeps refused writes for Retry ('keep'), lets the store revise or discard them, and sends them again in order", async () => {
    const { q, calls } = queue<string>({ onFailure: 'keep' });
    q.enqueue('a', 'x');
    q.enqueue('b', 'y');
    q.enqueue('c', 'z');
    calls.forEach((c) => c.answer(Err(NETWORK)));
    await q.idle();
    expect(q.failed.map((f) => f.write)).toEqual(['x', 'y', 'z']);
    expect(q.statusOf('b')).toBe('failed');

    q.reviseFailed((write) => (write === 'y' ? undefined : write.toUpperCase()));
    q.discardFailed('c');
    expect(q.failed.map((f) => f.write)).toEqual(['X']);

    q.retryFailed();
    expect(q.failed).toEqual([]);
    expect(q.error).toBeUndefined();
    expect(calls.at(-1)?.writes).toEqual(['X']);
  });

  it('waits for every request, and the work an answer starts, on idle()', async () => {
    const s = server<number>();
    let followed = false;
    const q = new WriteQueue<string, number, string>({
      send: s.send,
      answered: async () => {
        await settle();
        followed = true;
      },
    });
    q.enqueue('a', 1);
    const idle = q.idle();
    s.calls[0]?.answer(Ok('ok'));
    await idle;
    expect(followed).toBe(true);
  });
});

describe('WriteQueue: batches with retry', () => {
  function batched(online = { value: true }) {
    const clock = new FixedClock();
    const timers = new ManualTimers(clock);
    const backoff = new Backoff(timers, 1000, 4000);
    const made = queue<{ v: number }>({
      batchSize: 2,
      sendAtOnce: false,
      onFailure: 'retry',
      merge: (_waiting, next) => next,
      backoff,
      retryWhen: (error) => error.kind === 'network',
      canSend: () => online.value,
      took: (write, answer) => answer !== `not ${write.key}`,
    });
    return { ...made, timers, backoff, online };
  }

  it('sends only on flush, the next write of up to batchSize keys in one request, one request at a time', async () => {
    const { q, calls } = batched();
    q.enqueue('a', { v: 1 });
    q.enqueue('b', { v: 1 });
    q.enqueue('c', { v: 1 });
    expect(calls).toEqual([]);
    const flushing = q.flush();
    expect(calls.map((c) => c.writes)).toEqual([[{ v: 1 }, { v: 1 }]]);
    q.enqueue('a', { v: 2 });
    void q.flush();
    calls[0]?.answer(Ok('ok'));
    await flushing;
    await settle();
    expect(calls).toHaveLength(2);
    expect(q.pendingKeys.sort()).toEqual(['a', 'c']);
    expect(q.latestWrites()).toHaveLength(2);
  });

  it('puts a refused batch back (a newer write of a key replaces it) and sends it again after a growing pause', async () => {
    const { q, calls, timers } = batched();
    q.enqueue('a', { v: 1 });
    void q.flush();
    q.enqueue('a', { v: 2 });
    calls[0]?.answer(Err(NETWORK));
    await settle();
    expect(q.pendingOf('a')).toEqual([{ v: 2 }]);
    timers.advance(999);
    expect(calls).toHaveLength(1);
    timers.advance(1);
    expect(calls.at(-1)?.writes).toEqual([{ v: 2 }]);
    calls.at(-1)?.answer(Err(NETWORK));
    await settle();
    timers.advance(1000);
    expect(calls).toHaveLength(2);
    timers.advance(1000);
    expect(calls).toHaveLength(3);
  });

  it('does not retry by itself what the server will never take, but keeps it waiting', async () => {
    const { q, calls, timers } = batched();
    q.enqueue('a', { v: 1 });
    void q.flush();
    calls[0]?.answer(Err(appError('validation', 'INVALID_ANSWER')));
    await settle();
    timers.advance(60_000);
    expect(calls).toHaveLength(1);
    expect(q.pendingOf('a')).toEqual([{ v: 1 }]);
  });

  it('holds writes while it may not send, and puts back a write the answer did not take', async () => {
    const { q, calls, online } = batched({ value: false });
    q.enqueue('a', { v: 1 });
    q.enqueue('b', { v: 1 });
    await q.flush();
    expect(calls).toEqual([]);
    online.value = true;
    void q.flush();
    calls[0]?.answer(Ok('not b'));
    await settle();
    expect(q.pendingKeys).toEqual(['b']);
    expect(q.statusOf('a')).toBe('saved');
  });

  it('forgets writes the server took by another way, and clears everything on demand', () => {
    const { q } = batched();
    q.enqueue('a', { v: 1 });
    q.enqueue('b', { v: 3 });
    q.forget('a', (write) => write.v <= 1);
    q.forget('b', (write) => write.v <= 1);
    expect(q.pendingKeys).toEqual(['b']);
    expect(q.statusOf('a')).toBeUndefined();
    q.clear();
    expect(q.busy).toBe(false);
  });
});
