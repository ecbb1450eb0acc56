// Whose notifications are whose (ADR 0512): every signed-in person reads and marks only their own. Reads and writes are
// scoped by the caller's guid in the repository; a notification of anyone else answers 404, as one that does not exist.
import { digestOffered } from '@domain/notifications/digest';
import { forbidden, notFound } from '../errors/ApiError';
import type { NotificationRow } from '../repositories/NotificationRepository';

/** The caller's notification, or 404 (another person's looks like no notification at all). */
export function requireOwnNotification(row: NotificationRow | undefined): NotificationRow {
  if (!row) throw notFound();
  return row;
}

/**
 * The daily digest is the caller's own choice (the route names no one else), never offered to a student under the
 * tenant's kids mode (ADR 0519): asking for it answers 403 FEATURE_DISABLED; turning it off is always allowed. Answers
 * the caller's choice as it stands.
 */
export function requireDigestChoice(
  choice: { dailyDigest: boolean; isStudent: boolean; kidsMode: boolean } | undefined,
  on: boolean | undefined,
): { dailyDigest: boolean; offered: boolean } {
  if (!choice) throw notFound();
  const offered = digestOffered(choice);
  if (on === true && !offered) throw forbidden('FEATURE_DISABLED');
  return { dailyDigest: choice.dailyDigest, offered };
}
