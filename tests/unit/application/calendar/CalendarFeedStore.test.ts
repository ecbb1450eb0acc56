import { describe, expect, it } from 'vitest';
import { Err, Ok, type Result } from '@domain/shared/result';
import { CalendarFeedStore } from '@application/calendar/CalendarFeedStore';
import { appError, type AppError } from '@application/shared/AppError';
import type { CalendarFeed, CalendarFeedGateway } from '@application/calendar/ports/CalendarFeedGateway';

/** A feed service that keeps one address until revoked, as the server does. */
class FakeFeedGateway implements CalendarFeedGateway {
  generation = 1;
  asked = 0;
  failure: AppError | undefined;
  revokeFailure: AppError | undefined;

  async address(): Promise<Result<CalendarFeed, AppError>> {
    this.asked += 1;
    if (this.failure) return Err(this.failure);
    const url = `http://localhost/api/calendar-feed/u.sig${this.generation}.ics`;
    return Ok({ url, webcalUrl: url.replace('http:', 'webcal:') });
  }

  async revoke(): Promise<Result<void, AppError>> {
    if (this.revokeFailure) return Err(this.revokeFailure);
    this.generation += 1;
    return Ok(undefined);
  }
}

async function opened(clipboard: (text: string) => Promise<void> = async () => undefined) {
  const gateway = new FakeFeedGateway();
  const store = new CalendarFeedStore(gateway, clipboard);
  store.open();
  await store.feed.load();
  return { gateway, store };
}

describe('CalendarFeedStore', () => {
  it('asks for the address when the dialog first opens, not again on every opening', async () => {
    const { gateway, store } = await opened();
    expect(store.feed.value?.url).toBe('http://localhost/api/calendar-feed/u.sig1.ics');
    store.open();
    // The first open asked, the test's own load asked again; a second open asks nothing.
    expect(gateway.asked).toBe(2);
    expect(store.feed.status).toBe('ready');
  });

  it('copies the address and says so; a refused clipboard says to copy by hand', async () => {
    const copied: string[] = [];
    const { store } = await opened(async (text) => {
      copied.push(text);
    });
    await store.copy();
    expect(copied).toEqual(['http://localhost/api/calendar-feed/u.sig1.ics']);
    expect(store.notice).toBe('copied');

    const refused = await opened(() => Promise.reject(new Error('denied')));
    await refused.store.copy();
    expect(refused.store.notice).toBe('copy-failed');
  });

  it('revokes only after the user confirms, and puts the new address in place', async () => {
    const { store } = await opened();
    store.askRevoke();
    expect(store.confirmingRevoke).toBe(true);
    store.cancelRevoke();
    expect(store.feed.value?.url).toContain('sig1');

    store.askRevoke();
    await store.revoke();
    expect(store.confirmingRevoke).toBe(false);
    expect(store.feed.value?.url).toContain('sig2');
    expect(store.notice).toBe('revoked');
  });

  it('keeps the old address on screen when the revocation is refused, and says why', async () => {
    const { gateway, store } = await opened();
    gateway.revokeFailure = appError('network', 'NETWORK');
    store.askRevoke();
    await store.revoke();
    expect(store.feed.value?.url).toContain('sig1');
    expect(store.notice).toBe('revoke-failed');
    expect(store.revokeError?.kind).toBe('network');
  });

  it('asks again on the next opening after a failed read', async () => {
    const gateway = new FakeFeedGateway();
    gateway.failure = appError('network', 'NETWORK');
    const store = new CalendarFeedStore(gateway, async () => undefined);
    await store.feed.load();
    expect(store.feed.status).toBe('failed');
    gateway.failure = undefined;
    store.open();
    expect(gateway.asked).toBe(2);
    await store.feed.retry();
    expect(store.feed.status).toBe('ready');
  });
});
