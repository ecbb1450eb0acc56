import type { AnswerBackup, AttemptBackup } from '@application/assessments/taking/ports/AnswerBackup';

/** The device copy in memory (a deep copy per write, as localStorage would keep it). */
export class InMemoryAnswerBackup implements AnswerBackup {
  readonly entries = new Map<string, AttemptBackup>();
  writes = 0;

  read(attemptGuid: string): AttemptBackup | undefined {
    const entry = this.entries.get(attemptGuid);
    return entry === undefined ? undefined : (JSON.parse(JSON.stringify(entry)) as AttemptBackup);
  }

  write(attemptGuid: string, backup: AttemptBackup): void {
    this.writes += 1;
    this.entries.set(attemptGuid, JSON.parse(JSON.stringify(backup)) as AttemptBackup);
  }

  clear(attemptGuid: string): void {
    this.entries.delete(attemptGuid);
  }
}
