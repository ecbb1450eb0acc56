import { makeAutoObservable, runInAction } from 'mobx';
import type { Answer } from '@domain/assessments/questionModel';
import type { AppError } from '@application/shared/AppError';
import type { Backoff } from '@application/shared/Backoff';
import type { Clock } from '@application/shared/ports/Clock';
import type { Timers } from '@application/shared/ports/Timers';
import { WriteQueue } from '@application/shared/WriteQueue';
import type { AnswerToSave, Attempt, RevisedAnswer, SaveReceipt } from '@application/assessments/taking/Attempt';
import type { AnswerBackup, BackedUpAnswer } from '@application/assessments/taking/ports/AnswerBackup';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';
import type { Connectivity } from '@application/assessments/taking/ports/Connectivity';

/** Quiet time after the last change before the changed answers are sent together. */
export const SAVE_DEBOUNCE_MS = 800;
/** The API takes 1–50 answers per save. */
export const MAX_ANSWERS_PER_SAVE = 50;

/** 'offline': the answers are kept on this device and sent when the connection is back. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error';

/** A final submit's content: the attempt's one key and the answers the server has not confirmed yet. */
export interface Submission {
  key: string;
  answers: AnswerToSave[];
}

/** What the sync tells the attempt: the server's time left after a save, and that the server has closed it. */
export interface SyncHooks {
  synced(secondsLeft: number | null): void;
  closed(attemptGuid: string): Promise<void>;
}

const CLOSED = new Set(['ATTEMPT_CLOSED', 'ALREADY_SUBMITTED']);

/**
 * Never lose an answer (ADR 0423): every change goes to the device's storage at once (AnswerBackup, with the
 * submission key) and to the server through the shared write queue in debounced batches, a revision per answer, the
 * latest revision winning; offline answers wait, failed batches are sent again after a growing pause.
 */
export class AnswerSync {
  answers: Record<string, RevisedAnswer> = {};
  saveStatus: SaveStatus = 'saved';
  saveError: AppError | undefined = undefined;
  /** Made once per attempt before its first submit, kept in the backup (a retry or a reload sends the same key). */
  submissionKey: string | null = null;
  private attemptGuid: string | null = null;
  /** The attempt is being taken: changes are sent (never before it opens, nor after its submit). */
  private open = false;
  private readonly acked = new Map<string, number>();
  private readonly changedAt = new Map<string, string>();
  private cancelDebounce: (() => void) | null = null;
  /** A save answered while changes were waiting and no debounce is pending: send them at once. */
  private again = false;
  private readonly queue: WriteQueue<string, AnswerToSave, SaveReceipt>;

  constructor(
    private readonly gateway: AttemptGateway,
    private readonly backup: AnswerBackup,
    private readonly connectivity: Connectivity,
    private readonly clock: Clock,
    private readonly timers: Timers,
    private readonly backoff: Backoff,
    private readonly hooks: SyncHooks,
  ) {
    this.queue = new WriteQueue<string, AnswerToSave, SaveReceipt>({
      send: (writes) => this.gateway.saveAnswers(this.attemptGuid ?? '', writes.map((write) => write.write)),
      batchSize: MAX_ANSWERS_PER_SAVE,
      sendAtOnce: false,
      merge: (_waiting, next) => next,
      onFailure: 'retry',
      backoff,
      // The server will not take such a batch as it is, or has closed the attempt: nothing to gain by sending it again by itself.
      retryWhen: (error) => error.kind !== 'validation' && error.kind !== 'not-found' && !CLOSED.has(error.code),
      retry: () => void this.flush(),
      canSend: () => this.connectivity.isOnline(),
      took: (write, receipt) => receipt.saved.some((saved) => saved.questionGuid === write.key && saved.revision >= write.write.revision),
      answered: (_writes, result) => (result.ok ? this.saved(result.val) : this.refused(result.val)),
    });
    makeAutoObservable<AnswerSync, 'gateway' | 'backup' | 'connectivity' | 'clock' | 'timers' | 'backoff' | 'hooks' | 'attemptGuid' | 'open' | 'acked' | 'changedAt' | 'cancelDebounce' | 'again' | 'queue'>(
      this,
      { gateway: false, backup: false, connectivity: false, clock: false, timers: false, backoff: false, hooks: false, attemptGuid: false, open: false, acked: false, changedAt: false, cancelDebounce: false, again: false, queue: false },
      { autoBind: true },
    );
  }

  /** Answers not yet confirmed by the server. */
  get pendingCount(): number {
    return this.queue.pendingCount;
  }

  get hasPending(): boolean {
    return this.queue.busy;
  }

  /** The attempt's answers as the server holds them (a submitted attempt, or the start of a resume). */
  show(attempt: Attempt): void {
    this.attemptGuid = attempt.guid;
    this.answers = { ...attempt.answers };
    this.acked.clear();
    for (const [guid, entry] of Object.entries(attempt.answers)) this.acked.set(guid, entry.revision);
    this.queue.clear();
  }

  /** Resumes taking: the device's copy wins where it is newer than what the server holds, and is sent again. */
  resume(attempt: Attempt): void {
    const known = new Set(attempt.questions.map((question) => question.guid));
    const saved = this.backup.read(attempt.guid);
    if (saved) {
      this.submissionKey = saved.submissionKey;
      for (const [guid, entry] of Object.entries(saved.answers)) {
        if (!known.has(guid) || entry.revision <= (this.acked.get(guid) ?? 0)) continue;
        this.answers[guid] = { answer: entry.answer, revision: entry.revision };
        this.changedAt.set(guid, entry.changedAt);
        this.queue.enqueue(guid, { questionGuid: guid, answer: entry.answer, revision: entry.revision });
      }
    }
    this.saveStatus = this.queue.busy ? (this.connectivity.isOnline() ? 'saving' : 'offline') : 'saved';
    this.open = true;
  }

  /** Whether this device made a submit of the attempt (it may have reached the server unheard). */
  submittedHere(attemptGuid: string): boolean {
    return Boolean(this.backup.read(attemptGuid)?.submissionKey);
  }

  /** A player's change: kept on the device at once, sent to the server after a quiet moment. */
  change(questionGuid: string, answer: Answer): void {
    const revision = Math.max(this.answers[questionGuid]?.revision ?? 0, this.acked.get(questionGuid) ?? 0) + 1;
    this.answers[questionGuid] = { answer, revision };
    this.changedAt.set(questionGuid, this.clock.now().toISOString());
    this.queue.enqueue(questionGuid, { questionGuid, answer, revision });
    this.writeBackup();
    this.saveStatus = this.connectivity.isOnline() ? 'saving' : 'offline';
    this.cancelDebounce?.();
    this.cancelDebounce = this.timers.after(SAVE_DEBOUNCE_MS, () => void this.flush());
  }

  /** Sends the changed answers now (one request at a time; changes made meanwhile follow). */
  flush(): Promise<void> {
    this.stopDebounce();
    if (this.queue.isSending()) return this.queue.idle().then(() => this.flush());
    if (!this.open) return Promise.resolve();
    if (!this.queue.busy) {
      this.saveStatus = 'saved';
      return Promise.resolve();
    }
    if (!this.connectivity.isOnline()) {
      this.saveStatus = 'offline';
      return Promise.resolve();
    }
    this.saveStatus = 'saving';
    this.again = false;
    return this.queue.flush().then(() => (this.again ? this.flush() : undefined));
  }

  /** The page is hiding or closing: the last changes go out with keepalive (the device copy stays regardless). */
  flushOnHide(): void {
    const attemptGuid = this.attemptGuid;
    const batch = this.queue.latestWrites(MAX_ANSWERS_PER_SAVE);
    if (!this.open || attemptGuid === null || batch.length === 0) return;
    void this.gateway.saveAnswers(attemptGuid, batch, { keepalive: true }).then((result) => {
      if (result.ok) runInAction(() => this.acknowledge(result.val.saved));
    });
  }

  /** The connection went away: what waits stays on the device. */
  wentOffline(): void {
    if (this.queue.busy) this.saveStatus = 'offline';
  }

  /**
   * What a submit carries: the attempt's one key (made once, kept in the backup first) and the answers still to
   * confirm, once the save on its way has answered (at once when none is); no save starts meanwhile.
   */
  submission(newKey: () => string): Submission | Promise<Submission> {
    if (this.submissionKey === null) {
      this.submissionKey = newKey();
      this.writeBackup();
    }
    this.stopDebounce();
    this.backoff.cancel();
    const key = this.submissionKey;
    const carried = (): Submission => ({ key, answers: this.queue.latestWrites(MAX_ANSWERS_PER_SAVE) });
    return this.queue.isSending() ? this.queue.idle().then(carried) : carried();
  }

  /** The attempt is submitted: nothing left to send, and the device's copy goes. */
  finish(attemptGuid: string): void {
    this.open = false;
    this.queue.clear();
    this.saveStatus = 'saved';
    this.backup.clear(attemptGuid);
    this.stop();
  }

  /** The server closed the attempt and it could not be read again. */
  markError(): void {
    this.saveStatus = 'error';
  }

  stop(): void {
    this.stopDebounce();
    this.backoff.cancel();
  }

  /** The page is going away: send what is left once. */
  dispose(): void {
    if (this.open && this.queue.busy) void this.flush();
  }

  /** Another load: nothing is sent until an attempt opens again. */
  close(): void {
    this.open = false;
  }

  private saved(receipt: SaveReceipt): void {
    this.acknowledge(receipt.saved);
    this.hooks.synced(receipt.secondsLeft);
    this.saveError = undefined;
    this.saveStatus = this.queue.busy ? 'saving' : 'saved';
    this.again = this.queue.busy && this.cancelDebounce === null;
  }

  private refused(error: AppError): Promise<void> | void {
    if (CLOSED.has(error.code)) return this.attemptGuid === null ? undefined : this.hooks.closed(this.attemptGuid);
    this.saveError = error;
    this.saveStatus = error.kind === 'network' ? 'offline' : 'error';
  }

  private acknowledge(saved: readonly { questionGuid: string; revision: number }[]): void {
    for (const { questionGuid, revision } of saved) {
      this.acked.set(questionGuid, Math.max(this.acked.get(questionGuid) ?? 0, revision));
      this.queue.forget(questionGuid, (write) => write.revision <= revision);
    }
  }

  private writeBackup(): void {
    if (this.attemptGuid === null) return;
    const answers: Record<string, BackedUpAnswer> = {};
    const now = this.clock.now().toISOString();
    for (const [guid, entry] of Object.entries(this.answers)) {
      answers[guid] = { answer: entry.answer, revision: entry.revision, changedAt: this.changedAt.get(guid) ?? now };
    }
    this.backup.write(this.attemptGuid, { answers, submissionKey: this.submissionKey });
  }

  private stopDebounce(): void {
    this.cancelDebounce?.();
    this.cancelDebounce = null;
  }
}
