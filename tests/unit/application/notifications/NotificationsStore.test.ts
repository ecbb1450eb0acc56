// The bell's store (ADR 0514): the first read, the feed's ready and new notifications (never counted twice), board
// changes left to the boards, opening one (viewed, opened, its page), mark all read, and stopping the feed.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { NotificationData, NotificationType } from '@domain/notifications/notifications';
import { appError, type AppError } from '@application/shared/AppError';
import type { AppNotification, FeedEvent, NotificationPage } from '@application/notifications/Notification';
import { NotificationsStore, PANEL_SIZE } from '@application/notifications/NotificationsStore';
import type { NotificationGateway } from '@application/notifications/ports/NotificationGateway';

const BIO = { guid: 'c-bio', name: 'Biología' };

function aNotification(id: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    guid: `n-${id}`,
    type: 'board.message' as NotificationType,
    data: { course: BIO, message: { guid: `m-${id}`, excerpt: 'Traed la bata' } } as NotificationData,
    createdAt: new Date(`2026-11-2${id % 10}T09:00:00Z`),
    viewedAt: null,
    consumedAt: null,
    ...overrides,
  };
}

/** The person's notifications in memory, and what the store asked. */
class FakeNotificationGateway implements NotificationGateway {
  items: AppNotification[] = [];
  viewed: { guid: string; consumed: boolean }[] = [];
  allViewed = 0;
  fail: AppError | undefined;

  async list(page: number, perPage: number): Promise<Result<NotificationPage, AppError>> {
    if (this.fail) return Err(this.fail);
    const unread = this.items.filter((n) => n.viewedAt === null).length;
    return Ok({ items: this.items.slice((page - 1) * perPage, page * perPage), page, perPage, total: this.items.length, unread });
  }
  async markViewed(guid: string, consumed: boolean): Promise<Result<AppNotification, AppError>> {
    this.viewed.push({ guid, consumed });
    const found = this.items.find((n) => n.guid === guid);
    if (!found) return Err(appError('not-found', 'NOT_FOUND'));
    const marked = { ...found, viewedAt: found.viewedAt ?? new Date('2026-11-27T10:00:00Z'), consumedAt: consumed ? new Date('2026-11-27T10:00:00Z') : found.consumedAt };
    this.items = this.items.map((n) => (n.guid === guid ? marked : n));
    return Ok(marked);
  }
  async markAllViewed(): Promise<Result<number, AppError>> {
    this.allViewed += 1;
    this.items = this.items.map((n) => ({ ...n, viewedAt: n.viewedAt ?? new Date() }));
    return Ok(0);
  }
}

function setUp(items: AppNotification[] = []) {
  const gateway = new FakeNotificationGateway();
  gateway.items = items;
  const feed = new Subject<FeedEvent>();
  let subscriptions = 0;
  const store = new NotificationsStore(gateway, {
    events: () => {
      subscriptions += 1;
      return feed;
    },
  });
  return { gateway, feed, store, subscriptions: () => subscriptions };
}

/** Waits until the store's first read is in (the fake answers at once, through a few awaits). */
async function started(store: NotificationsStore): Promise<void> {
  store.start();
  await store.load();
}

describe('NotificationsStore', () => {
  it('reads the newest with the unread count, and follows the feed once however often it is started', async () => {
    const { store, feed, subscriptions } = setUp([aNotification(2), aNotification(1, { viewedAt: new Date() })]);
    await started(store);
    store.start();
    expect(subscriptions()).toBe(1);
    expect(store.items.map((n) => n.id)).toEqual([2, 1]);
    expect(store.unread).toBe(1);
    // The stream (re)connects: its count wins.
    feed.next({ kind: 'ready', unread: 4 });
    expect(store.unread).toBe(4);
  });

  it('puts a live notification first, counts it unread and announces it; the same one twice counts once', async () => {
    const { store, feed } = setUp([aNotification(1)]);
    await started(store);
    const arrived = aNotification(5);
    feed.next({ kind: 'notification', notification: arrived });
    expect(store.items.map((n) => n.id)).toEqual([5, 1]);
    expect(store.unread).toBe(2);
    expect(store.arrived).toEqual(arrived);
    expect(store.arrivals).toBe(1);
    feed.next({ kind: 'notification', notification: arrived });
    expect(store.items.map((n) => n.id)).toEqual([5, 1]);
    expect(store.unread).toBe(2);
    expect(store.arrivals).toBe(1);
  });

  it('keeps the panel to its size as notifications arrive', async () => {
    const { store, feed } = setUp(Array.from({ length: PANEL_SIZE }, (_, i) => aNotification(PANEL_SIZE - i, { viewedAt: new Date() })));
    await started(store);
    feed.next({ kind: 'notification', notification: aNotification(100) });
    expect(store.items).toHaveLength(PANEL_SIZE);
    expect(store.items[0]?.id).toBe(100);
    expect(store.recent.value?.total).toBe(PANEL_SIZE + 1);
  });

  it('leaves board changes to the boards: the bell neither counts nor lists them', async () => {
    const { store, feed } = setUp([aNotification(1)]);
    await started(store);
    feed.next({ kind: 'board', change: { courseGuid: 'c-bio', messageGuid: 'm-9', parentGuid: null, change: 'created' } });
    expect(store.items.map((n) => n.id)).toEqual([1]);
    expect(store.unread).toBe(1);
    expect(store.arrivals).toBe(0);
  });

  it('opens one: marks it viewed and opened, counts one less unread, and answers its page (a board message: the message)', async () => {
    const { store, gateway } = setUp([aNotification(3), aNotification(2)]);
    await started(store);
    const target = await store.open(aNotification(3));
    expect(target).toEqual({ kind: 'board', courseGuid: 'c-bio', messageGuid: 'm-3' });
    expect(gateway.viewed).toEqual([{ guid: 'n-3', consumed: true }]);
    expect(store.unread).toBe(1);
    expect(store.items[0]?.consumedAt).not.toBeNull();
    // Opened already: nothing more is sent.
    const again = store.items[0];
    if (again) await store.open(again);
    expect(gateway.viewed).toHaveLength(1);
  });

  it('marks all read at once, and the server’s count follows', async () => {
    const { store, gateway } = setUp([aNotification(3), aNotification(2)]);
    await started(store);
    await store.markAllRead();
    expect(store.unread).toBe(0);
    expect(store.items.every((n) => n.viewedAt !== null)).toBe(true);
    expect(gateway.allViewed).toBe(1);
  });

  it('stops following the feed when stopped', async () => {
    const { store, feed } = setUp();
    await started(store);
    store.stop();
    feed.next({ kind: 'notification', notification: aNotification(7) });
    expect(store.items).toEqual([]);
    expect(feed.observed).toBe(false);
  });

  it('keeps the count at zero when the first read fails, and a later read recovers', async () => {
    const { store, gateway } = setUp([aNotification(1)]);
    gateway.fail = appError('network', 'NETWORK');
    await started(store);
    expect(store.recent.status).toBe('failed');
    expect(store.unread).toBe(0);
    gateway.fail = undefined;
    await store.load();
    expect(store.unread).toBe(1);
  });
});
