import { describe, expect, it } from 'vitest';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Loadable', () => {
  it('goes idle → loading → ready with the value', async () => {
    const list = new Loadable(async (course: string) => Ok([course]));
    expect(list.status).toBe('idle');
    const pending = list.load('c-1');
    expect(list.status).toBe('loading');
    await pending;
    expect(list.status).toBe('ready');
    expect(list.value).toEqual(['c-1']);
  });

  it('keeps the error of a refused read and retries with the same arguments', async () => {
    const asked: string[] = [];
    let fail = true;
    const list = new Loadable(async (course: string): Promise<Result<string, AppError>> => {
      asked.push(course);
      return fail ? Err(appError('network', 'NETWORK')) : Ok(course);
    });
    await list.load('c-1');
    expect(list.status).toBe('failed');
    expect(list.error?.code).toBe('NETWORK');
    fail = false;
    await list.retry();
    expect(asked).toEqual(['c-1', 'c-1']);
    expect(list.status).toBe('ready');
    expect(list.error).toBeUndefined();
  });

  it('lets the latest request win over an earlier one that answers late', async () => {
    const answers = new Map([['slow', deferred<Result<string, AppError>>()], ['fast', deferred<Result<string, AppError>>()]]);
    const list = new Loadable((key: string) => answers.get(key)?.promise ?? Promise.resolve(Ok(key)));
    const slow = list.load('slow');
    const fast = list.load('fast');
    answers.get('fast')?.resolve(Ok('fast'));
    await fast;
    answers.get('slow')?.resolve(Ok('slow'));
    await slow;
    expect(list.value).toBe('fast');
    expect(list.status).toBe('ready');
  });

  it('keeps the value it had while it reloads', async () => {
    const next = deferred<Result<number, AppError>>();
    let calls = 0;
    const counter = new Loadable(() => (++calls === 1 ? Promise.resolve(Ok(1)) : next.promise));
    await counter.load();
    const reload = counter.load();
    expect(counter.status).toBe('loading');
    expect(counter.value).toBe(1);
    next.resolve(Ok(2));
    await reload;
    expect(counter.value).toBe(2);
  });

  it('says whether an answer is the one in hand, so a store acts on its own read only', async () => {
    const answers = new Map([['slow', deferred<Result<string, AppError>>()]]);
    const list = new Loadable((key: string) => answers.get(key)?.promise ?? Promise.resolve(Ok(key)));
    const slow = list.load('slow');
    const fast = await list.load('fast');
    answers.get('slow')?.resolve(Ok('slow'));
    expect(list.holds(await slow)).toBe(false);
    expect(list.holds(fast)).toBe(true);
  });

  it('forgets what it holds on reset, and ignores a read that answers after it', async () => {
    const next = deferred<Result<string, AppError>>();
    const list = new Loadable(() => next.promise);
    const pending = list.load();
    list.reset();
    next.resolve(Ok('late'));
    await pending;
    expect(list.status).toBe('idle');
    expect(list.value).toBeUndefined();
  });
});
