// Whose notifications are whose (ADR 0512): every signed-in person reads and marks only their own. Reads and writes are
// scoped by the caller's guid in the repository; a notification of anyone else answers 404, as one that does not exist.
import { notFound } from '../errors/ApiError';
import type { NotificationRow } from '../repositories/NotificationRepository';

/** The caller's notification, or 404 (another person's looks like no notification at all). */
export function requireOwnNotification(row: NotificationRow | undefined): NotificationRow {
  if (!row) throw notFound();
  return row;
}
