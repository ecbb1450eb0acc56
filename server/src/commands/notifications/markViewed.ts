import type { Repositories } from '../../plugins/app/repositories';
import { requireOwnNotification } from '../../policies/notificationPolicy';
import type { NotificationRow } from '../../repositories/NotificationRepository';
import type { Caller } from '../../plugins/app/Caller';

/** The caller saw (or, `consumed`, opened) one of their notifications; first instants are kept. 404 for anyone else's. */
export async function markViewed(repos: Repositories, caller: Caller, guid: string, consumed: boolean, at: Date): Promise<NotificationRow> {
  return requireOwnNotification(await repos.notifications.markViewed(caller.guid, guid.toLowerCase(), at, consumed));
}

/** "Mark all read": every unread notification of the caller is viewed now. */
export async function markAllViewed(repos: Repositories, caller: Caller, at: Date): Promise<void> {
  await repos.notifications.markAllViewed(caller.guid, at);
}
