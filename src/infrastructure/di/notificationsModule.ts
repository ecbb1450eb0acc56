import { ContainerModule } from 'inversify';
import { Timers } from '@application/shared/ports/Timers';
import { NotificationsStore } from '@application/notifications/NotificationsStore';
import { NotificationFeed } from '@application/notifications/ports/NotificationFeed';
import { NotificationGateway } from '@application/notifications/ports/NotificationGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpNotificationGateway } from '@infrastructure/notifications/HttpNotificationGateway';
import { SseNotificationFeed } from '@infrastructure/notifications/SseNotificationFeed';

/** The bell (ADR 0514): in the start-up bundle, since the shell shows it on every signed-in page. */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(NotificationGateway).toResolvedValue((http: FetchHttpClient) => new HttpNotificationGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(NotificationFeed).toResolvedValue((http: FetchHttpClient, timers: Timers) => new SseNotificationFeed(http, timers), [FetchHttpClient, Timers]).inSingletonScope();
  bind(NotificationsStore).toResolvedValue((gateway: NotificationGateway, feed: NotificationFeed) => new NotificationsStore(gateway, feed), [NotificationGateway, NotificationFeed]).inSingletonScope();
});
