// Sync statuses (spec §3): a sync job's and a user's. Every screen and the login ask these functions, never the columns.

/** A sync job: queued, claimed by a server process, applying rows, done (possibly with refused rows), or failed whole. */
export const SYNC_JOB_STATUSES = ['pending', 'processing', 'in-progress', 'completed', 'error'] as const;
export type SyncJobStatus = (typeof SYNC_JOB_STATUSES)[number];

/** Where a sync job comes from: an uploaded OneRoster CSV bundle (later: a OneRoster REST provider, a channel roster). */
export const SYNC_PROVIDERS = ['oneroster-csv'] as const;
export type SyncProvider = (typeof SYNC_PROVIDERS)[number];

/** A job that still holds the tenant's sync: a new one is refused with SYNC_IN_PROGRESS until it ends. */
export function isSyncRunning(status: SyncJobStatus): boolean {
  return status === 'pending' || status === 'processing' || status === 'in-progress';
}

/** How far a job is, 0–100, whole percent; a finished job is 100 whatever its counts. */
export function syncProgressPercent(status: SyncJobStatus, done: number, total: number): number {
  if (status === 'completed' || status === 'error') return 100;
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((Math.max(0, done) / total) * 100));
}

/** A user as the school's system left them. */
export const USER_SYNC_STATUSES = ['synchronised', 'not-synchronised', 'error'] as const;
export type UserSyncStatus = (typeof USER_SYNC_STATUSES)[number];

export interface UserSyncFacts {
  /** The school's system says the user may sign in (OneRoster `enabledUser`; true for users made in Tiza). */
  synchronised: boolean;
  /** The rule the last sync refused the user's row for, if it did. */
  syncError: string | null;
}

/**
 * A refused row wins over the flag (the school must fix it), then the flag decides. Only `synchronised` signs in:
 * the others are told USER_NOT_SYNCHRONISED with the school admin to contact.
 */
export function userSyncStatus(user: UserSyncFacts): UserSyncStatus {
  if (user.syncError !== null) return 'error';
  return user.synchronised ? 'synchronised' : 'not-synchronised';
}

export function maySignIn(user: UserSyncFacts): boolean {
  return userSyncStatus(user) === 'synchronised';
}
