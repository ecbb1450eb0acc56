import { DEFAULT_STORAGE_TTL_SECONDS } from '@domain/shared/expiry';
import type { Answer } from '@domain/assessments/questionModel';
import type { AnswerBackup, AttemptBackup, BackedUpAnswer } from '@application/assessments/taking/ports/AnswerBackup';
import type { LocalStorageCache } from '@infrastructure/storage/LocalStorageCache';

const key = (attemptGuid: string) => `attempt:${attemptGuid}`;

/** One localStorage entry per attempt (`tiza:attempt:<guid>`), expiring after 86400 s (spec §9); unreadable entries count as absent. */
export class LocalStorageAnswerBackup implements AnswerBackup {
  constructor(private readonly cache: LocalStorageCache) {}

  read(attemptGuid: string): AttemptBackup | undefined {
    const value = this.cache.get(key(attemptGuid));
    if (value === null || typeof value !== 'object') return undefined;
    const record = value as Record<string, unknown>;
    const answers: Record<string, BackedUpAnswer> = {};
    if (record.answers !== null && typeof record.answers === 'object') {
      for (const [guid, raw] of Object.entries(record.answers as Record<string, unknown>)) {
        if (raw === null || typeof raw !== 'object') continue;
        const entry = raw as Record<string, unknown>;
        if (typeof entry.revision !== 'number' || !Number.isInteger(entry.revision) || entry.revision < 1 || entry.answer === undefined) continue;
        answers[guid] = { answer: entry.answer as Answer, revision: entry.revision, changedAt: typeof entry.changedAt === 'string' ? entry.changedAt : '' };
      }
    }
    return { answers, submissionKey: typeof record.submissionKey === 'string' ? record.submissionKey : null };
  }

  write(attemptGuid: string, backup: AttemptBackup): void {
    this.cache.set(key(attemptGuid), backup, DEFAULT_STORAGE_TTL_SECONDS);
  }

  clear(attemptGuid: string): void {
    this.cache.remove(key(attemptGuid));
  }
}
