/** Spec §4 statuses of a synchronisation with the school's external system. */
export const SYNC_STATUSES = ['pending', 'processing', 'in-progress', 'completed', 'error'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** Accepts the server's spellings: 'IN_PROGRESS', 'in progress', 'in-progress'. */
export function parseSyncStatus(value: string): SyncStatus | undefined {
  const status = value.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return (SYNC_STATUSES as readonly string[]).includes(status) ? (status as SyncStatus) : undefined;
}

/** A sync that has not finished: a new one for the same user is refused ("already in progress"). */
export function isSyncRunning(status: SyncStatus): boolean {
  return status === 'pending' || status === 'processing' || status === 'in-progress';
}

/** Only a failed sync offers a retry. */
export function canRetrySync(status: SyncStatus): boolean {
  return status === 'error';
}
