import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';

/** Where a read stands: never asked, on its way, in hand, or refused (the error says why). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * One shared way of loading for every data store (Outline's stores, STYLE §8): status, the value, the error, and the
 * latest request wins over an earlier one that answers late. A reload keeps the value it had until the new one lands,
 * so a screen never blanks while it refreshes.
 */
export class Loadable<T, A extends unknown[] = []> {
  status: LoadStatus = 'idle';
  value: T | undefined = undefined;
  error: AppError | undefined = undefined;
  private requested = 0;
  private lastArgs: A | undefined = undefined;
  private answer: Result<T, AppError> | undefined = undefined;

  constructor(private readonly fetch: (...args: A) => Promise<Result<T, AppError>>) {
    makeAutoObservable<Loadable<T, A>, 'fetch' | 'requested' | 'lastArgs' | 'answer'>(
      this,
      { fetch: false, requested: false, lastArgs: false, answer: false, value: observable.ref },
      { autoBind: true },
    );
  }

  /** Reads through the port; resolves to what this request got, even when a later one has taken its place. */
  async load(...args: A): Promise<Result<T, AppError>> {
    const request = ++this.requested;
    this.lastArgs = args;
    this.status = 'loading';
    this.error = undefined;
    const result = await this.fetch(...args);
    runInAction(() => {
      if (request !== this.requested) return;
      this.answer = result;
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        return;
      }
      this.status = 'ready';
      this.value = result.val;
    });
    return result;
  }

  /** The last load again, with the same arguments (a "Try again" button). */
  retry(): Promise<Result<T, AppError>> {
    return this.load(...((this.lastArgs ?? []) as A));
  }

  /** Puts a value in hand without a read (an answer of a write that returns the new state). */
  set(value: T): void {
    this.value = value;
    this.status = 'ready';
    this.error = undefined;
  }

  /** Whether `result` is the answer in hand: no later request took its place (a store acts on its own read only then). */
  holds(result: Result<T, AppError>): boolean {
    return this.answer === result;
  }

  /** Forgets what is in hand and any read on its way (another course): back to idle. */
  reset(): void {
    this.requested += 1;
    this.status = 'idle';
    this.value = undefined;
    this.error = undefined;
    this.answer = undefined;
  }

  get loading(): boolean {
    return this.status === 'loading';
  }
}
