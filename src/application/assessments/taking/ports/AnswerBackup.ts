import type { ServiceIdentifier } from 'inversify';
import type { Answer } from '@domain/assessments/questionModel';

export interface BackedUpAnswer {
  answer: Answer;
  revision: number;
  /** ISO instant of the change, on this device's clock. */
  changedAt: string;
}

/** What this device keeps of one attempt until the server has it (spec §9: expires after 86400 s). */
export interface AttemptBackup {
  answers: Record<string, BackedUpAnswer>;
  /** Made once per attempt, before the first submit, so a retry or a reload sends the same key. */
  submissionKey: string | null;
}

/** The device's copy of an attempt's answers, one entry per attempt guid. */
export interface AnswerBackup {
  read(attemptGuid: string): AttemptBackup | undefined;
  write(attemptGuid: string, backup: AttemptBackup): void;
  clear(attemptGuid: string): void;
}

export const AnswerBackup: ServiceIdentifier<AnswerBackup> = Symbol('AnswerBackup');
