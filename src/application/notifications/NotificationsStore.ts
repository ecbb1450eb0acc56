import { makeAutoObservable, runInAction } from 'mobx';
import type { Subscription } from 'rxjs';
import { notificationTarget, type NotificationTarget } from '@domain/notifications/notifications';
import { Loadable } from '@application/shared/Loadable';
import type { AppNotification } from '@application/notifications/Notification';
import type { NotificationFeed } from '@application/notifications/ports/NotificationFeed';
import type { NotificationGateway } from '@application/notifications/ports/NotificationGateway';

/** How many the bell's panel shows; the rest are on /notifications. */
export const PANEL_SIZE = 20;
/** A page of the history. */
export const HISTORY_PAGE = 30;

/**
 * The bell (ADR 0514): the unread count and the newest notifications, kept live by the feed, and the history page.
 * One per session (a singleton of the tenant's container): the shell starts it and stops it.
 */
export class NotificationsStore {
  readonly recent = new Loadable(() => this.gateway.list(1, PANEL_SIZE));
  readonly history = new Loadable((page: number) => this.gateway.list(page, HISTORY_PAGE));
  unread = 0;
  /** The newest notification that arrived live (the polite announcement reads it). */
  arrived: AppNotification | undefined = undefined;
  /** How many arrived live since the start (an announcement key: the same notification twice is not read twice). */
  arrivals = 0;
  private subscription: Subscription | undefined = undefined;

  constructor(
    private readonly gateway: NotificationGateway,
    private readonly feed: NotificationFeed,
  ) {
    makeAutoObservable<NotificationsStore, 'gateway' | 'feed' | 'subscription'>(this, { gateway: false, feed: false, subscription: false, recent: false, history: false }, { autoBind: true });
  }

  /** The panel's list, newest first. */
  get items(): AppNotification[] {
    return this.recent.value?.items ?? [];
  }

  /** Reads the newest and follows the feed (idempotent). */
  start(): void {
    if (this.subscription) return;
    void this.load();
    this.subscription = this.feed.events().subscribe((event) => {
      runInAction(() => {
        if (event.kind === 'ready') {
          this.unread = event.unread;
          // A reconnect may have missed nothing (the feed replays), but a list read while away is re-read cheaply.
          return;
        }
        if (event.kind === 'notification') this.add(event.notification);
      });
    });
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }

  async load(): Promise<void> {
    const result = await this.recent.load();
    if (result.ok && this.recent.holds(result)) runInAction(() => (this.unread = result.val.unread));
  }

  private add(notification: AppNotification): void {
    const page = this.recent.value;
    if (page?.items.some((n) => n.id === notification.id)) return;
    if (page) this.recent.set({ ...page, items: [notification, ...page.items].slice(0, PANEL_SIZE), total: page.total + 1 });
    if (notification.viewedAt === null) this.unread += 1;
    this.arrived = notification;
    this.arrivals += 1;
  }

  /** Opens one: marks it viewed and opened, and answers where to go. */
  async open(notification: AppNotification): Promise<NotificationTarget> {
    if (notification.consumedAt === null) {
      this.replace({ ...notification, viewedAt: notification.viewedAt ?? new Date(), consumedAt: new Date() });
      if (notification.viewedAt === null) this.unread = Math.max(0, this.unread - 1);
      const result = await this.gateway.markViewed(notification.guid, true);
      if (result.ok) runInAction(() => this.replace(result.val));
    }
    return notificationTarget(notification.type, notification.data);
  }

  /** "Mark all read". */
  async markAllRead(): Promise<void> {
    const now = new Date();
    const mark = (n: AppNotification) => (n.viewedAt === null ? { ...n, viewedAt: now } : n);
    const page = this.recent.value;
    if (page) this.recent.set({ ...page, items: page.items.map(mark), unread: 0 });
    const history = this.history.value;
    if (history) this.history.set({ ...history, items: history.items.map(mark), unread: 0 });
    this.unread = 0;
    const result = await this.gateway.markAllViewed();
    if (result.ok) runInAction(() => (this.unread = result.val));
  }

  private replace(notification: AppNotification): void {
    for (const read of [this.recent, this.history]) {
      const page = read.value;
      if (page?.items.some((n) => n.guid === notification.guid)) read.set({ ...page, items: page.items.map((n) => (n.guid === notification.guid ? notification : n)) });
    }
  }
}
