import type { SyncJobStatus, SyncProvider, UserSyncStatus } from '@domain/sync/syncStatus';

export interface SyncKindCounts {
  created: number;
  updated: number;
  unchanged: number;
  dropped: number;
}

export const SYNC_KINDS = ['schools', 'users', 'classes', 'enrollments'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** A refused row: file, line (header = 1), sourcedId and the rule (translated by `sync:rules.<rule>`). */
export interface SyncProblem {
  file: string;
  line: number;
  sourcedId: string;
  rule: string;
}

export interface SyncJob {
  guid: string;
  provider: SyncProvider;
  status: SyncJobStatus;
  fileName: string;
  createdByName: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  total: number;
  done: number;
  progress: number;
  counts: Record<SyncKind, SyncKindCounts>;
  refused: number;
  problems: SyncProblem[];
  failure: string | null;
}

export interface SyncOverview {
  userStatus: UserSyncStatus;
  canImport: boolean;
  jobs: SyncJob[];
}
