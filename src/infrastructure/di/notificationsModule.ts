import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { BoardFeed } from '@application/board/ports/BoardFeed';
import { LiveRoundFeed } from '@application/projection/ports/LiveRoundFeed';
import { RecentMessagesReader } from '@application/board/ports/RecentMessagesReader';
import { RecentMessagesStore } from '@application/board/RecentMessagesStore';
import { Timers } from '@application/shared/ports/Timers';
import { DigestPreferenceStore } from '@application/notifications/DigestPreferenceStore';
import { NotificationsStore } from '@application/notifications/NotificationsStore';
import { NotificationFeed } from '@application/notifications/ports/NotificationFeed';
import { NotificationGateway } from '@application/notifications/ports/NotificationGateway';
import { HttpRecentMessagesReader } from '@infrastructure/board/HttpRecentMessagesReader';
import { NotificationPreferencesGateway } from '@application/notifications/ports/NotificationPreferencesGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpNotificationGateway } from '@infrastructure/notifications/HttpNotificationGateway';
import { HttpNotificationPreferencesGateway } from '@infrastructure/notifications/HttpNotificationPreferencesGateway';
import { SseNotificationFeed } from '@infrastructure/notifications/SseNotificationFeed';

/** The one stream of the session: the bell's notifications and the boards' changes share it (ADR 0516). */
const Stream: ServiceIdentifier<SseNotificationFeed> = Symbol('SseNotificationFeed');

/**
 * The bell (ADR 0514) and the live boards' feed, in the start-up bundle since the shell shows the bell on every
 * signed-in page; with them the all-courses messages of /home (ADR 0516).
 */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(NotificationGateway).toResolvedValue((http: FetchHttpClient) => new HttpNotificationGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(Stream).toResolvedValue((http: FetchHttpClient, timers: Timers) => new SseNotificationFeed(http, timers), [FetchHttpClient, Timers]).inSingletonScope();
  bind(NotificationFeed).toResolvedValue((stream: SseNotificationFeed) => stream, [Stream]).inSingletonScope();
  bind(BoardFeed).toResolvedValue((stream: SseNotificationFeed) => stream, [Stream]).inSingletonScope();
  bind(LiveRoundFeed).toResolvedValue((stream: SseNotificationFeed) => stream, [Stream]).inSingletonScope();
  // The profile's digest choice (ADR 0519): a screen store, made for each profile page.
  bind(NotificationPreferencesGateway).toResolvedValue((http: FetchHttpClient) => new HttpNotificationPreferencesGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(DigestPreferenceStore).toResolvedValue((gateway: NotificationPreferencesGateway) => new DigestPreferenceStore(gateway), [NotificationPreferencesGateway]).inTransientScope();
  bind(NotificationsStore).toResolvedValue((gateway: NotificationGateway, feed: NotificationFeed) => new NotificationsStore(gateway, feed), [NotificationGateway, NotificationFeed]).inSingletonScope();
  bind(RecentMessagesReader).toResolvedValue((http: FetchHttpClient) => new HttpRecentMessagesReader(http), [FetchHttpClient]).inSingletonScope();
  bind(RecentMessagesStore).toResolvedValue((reader: RecentMessagesReader, feed: BoardFeed) => new RecentMessagesStore(reader, feed), [RecentMessagesReader, BoardFeed]).inTransientScope();
});
