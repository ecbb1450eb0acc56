// Synchronisation with the school's system on the wire (docs/api-sync.md).
import { SYNC_JOB_STATUSES, SYNC_PROVIDERS, USER_SYNC_STATUSES } from '@domain/sync/syncStatus';
import { T, type Static, StringEnum, Count, Guid, Instant, Nullable } from './schema';

export const SyncJobParams = T.Object({ guid: Guid });

/** What a job did to one kind of row. */
const KindCounts = T.Object({ created: Count, updated: Count, unchanged: Count, dropped: T.Optional(Count) });

/** A row the job refused: file, line (the header is line 1), its sourcedId and the rule (docs/api-sync.md lists them). */
const SyncProblemSchema = T.Object({ file: T.String(), line: T.Integer({ minimum: 0 }), sourced_id: T.String(), rule: T.String() });

export const SyncJobSchema = T.Object({
  guid: Guid,
  provider: StringEnum(SYNC_PROVIDERS),
  status: StringEnum(SYNC_JOB_STATUSES),
  file_name: T.String(),
  created_by_name: Nullable(T.String()),
  created_at: Instant,
  started_at: Nullable(Instant),
  finished_at: Nullable(Instant),
  total: Count,
  done: Count,
  progress: T.Integer({ minimum: 0, maximum: 100 }),
  counts: T.Object({ schools: KindCounts, users: KindCounts, classes: KindCounts, enrollments: KindCounts }),
  /** How many rows were refused in all; `problems` holds the first ones. */
  refused: Count,
  problems: T.Array(SyncProblemSchema),
  /** Why the whole job failed (status error). */
  failure: Nullable(T.String()),
});
export type SyncJobDto = Static<typeof SyncJobSchema>;

/** /status: the caller's own sync state, the jobs they may see, and whether they may start an import. */
export const SyncOverviewSchema = T.Object({
  user_status: StringEnum(USER_SYNC_STATUSES),
  can_import: T.Boolean(),
  jobs: T.Array(SyncJobSchema),
});
export type SyncOverviewDto = Static<typeof SyncOverviewSchema>;
