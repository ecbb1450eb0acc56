import { makeAutoObservable, runInAction } from 'mobx';
import { emptyAnswer, isAnswered, unansweredQuestions } from '@domain/assessments/answers';
import type { Answer } from '@domain/assessments/questionModel';
import type { AppError } from '@application/shared/AppError';
import type { Clock } from '@application/shared/ports/Clock';
import type { FileUploader } from '@application/shared/ports/FileUploader';
import type { AnswerToSave, Attempt, AttemptMedia, AttemptQuestion, MyAssessment, RevisedAnswer } from '@application/assessments/taking/Attempt';
import type { AnswerBackup, BackedUpAnswer } from '@application/assessments/taking/ports/AnswerBackup';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';
import type { Connectivity } from '@application/assessments/taking/ports/Connectivity';
import type { Timers } from '@application/shared/ports/Timers';

/** Quiet time after the last change before the changed answers are sent together. */
export const SAVE_DEBOUNCE_MS = 800;
/** First wait before sending again after a failure; doubles up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 30_000;
/** The API takes 1–50 answers per save. */
export const MAX_ANSWERS_PER_SAVE = 50;
export const TICK_MS = 1_000;

export type AttemptPhase = 'idle' | 'loading' | 'failed' | 'intro' | 'taking' | 'submitted';
/** 'offline': the answers are kept on this device and sent when the connection is back. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error';
/** The moments announced to screen readers (never every second). */
export type TimeAlert = 'five-minutes' | 'one-minute' | null;

interface Runtime {
  acked: Map<string, number>;
  dirty: Set<string>;
  changedAt: Map<string, string>;
  submissionKey: string | null;
  inFlight: Promise<void> | null;
  submitting: Promise<boolean> | null;
  retryMs: number;
  disposed: boolean;
  cancelDebounce: (() => void) | null;
  cancelRetry: (() => void) | null;
  cancelTick: (() => void) | null;
  unsubscribe: (() => void) | null;
  /** A submit failed for want of a connection: send it again when back online. */
  submitWanted: boolean;
}

/**
 * One student taking one assessment (contract TAKING): starts or resumes the attempt, keeps every
 * answer on the device at once (AnswerBackup) and sends changed answers to the server in debounced
 * batches, with retries when offline; counts down from the server's `seconds_left` (re-synced on
 * every save), submits by itself at zero, and submits once with a key made once per attempt.
 */
export class AttemptStore {
  phase: AttemptPhase = 'idle';
  loadError: AppError | undefined = undefined;
  assessment: MyAssessment | null = null;
  attempt: Attempt | null = null;
  answers: Record<string, RevisedAnswer> = {};
  media: Record<string, AttemptMedia> = {};
  saveStatus: SaveStatus = 'saved';
  saveError: AppError | undefined = undefined;
  starting = false;
  startError: AppError | undefined = undefined;
  isSubmitting = false;
  submitError: AppError | undefined = undefined;
  /** The clock ran out on this device and the store submitted by itself. */
  timeRanOut = false;
  currentIndex = 0;
  /** Number of answers not yet confirmed by the server. */
  pendingCount = 0;
  nowMs: number;
  /** This device's clock reading at which the server's time runs out (observable: the countdown follows it). */
  private deadlineMs: number | null = null;
  private itemGuid = '';
  private readonly rt: Runtime = {
    acked: new Map(),
    dirty: new Set(),
    changedAt: new Map(),
    submissionKey: null,
    inFlight: null,
    submitting: null,
    retryMs: RETRY_BASE_MS,
    disposed: false,
    cancelDebounce: null,
    cancelRetry: null,
    cancelTick: null,
    unsubscribe: null,
    submitWanted: false,
  };

  constructor(
    private readonly gateway: AttemptGateway,
    private readonly backup: AnswerBackup,
    private readonly connectivity: Connectivity,
    private readonly clock: Clock,
    private readonly timers: Timers,
    private readonly uploader: FileUploader,
    private readonly newKey: () => string,
  ) {
    this.nowMs = clock.now().getTime();
    makeAutoObservable<AttemptStore, 'gateway' | 'backup' | 'connectivity' | 'clock' | 'timers' | 'uploader' | 'newKey' | 'rt' | 'itemGuid'>(
      this,
      { gateway: false, backup: false, connectivity: false, clock: false, timers: false, uploader: false, newKey: false, rt: false, itemGuid: false },
      { autoBind: true },
    );
  }

  // ---- reading ----

  get questions(): AttemptQuestion[] {
    return this.attempt?.questions ?? [];
  }

  get currentQuestion(): AttemptQuestion | undefined {
    return this.questions[this.currentIndex];
  }

  /** Seconds left by the server's clock (counted on since its last answer); null when unlimited or not taking. */
  get secondsLeft(): number | null {
    if (this.deadlineMs === null || this.attempt === null) return null;
    void this.nowMs;
    return Math.max(0, Math.ceil((this.deadlineMs - this.nowMs) / 1000));
  }

  get timeAlert(): TimeAlert {
    const left = this.secondsLeft;
    if (left === null) return null;
    if (left <= 60) return 'one-minute';
    if (left <= 300) return 'five-minutes';
    return null;
  }

  get canAnswer(): boolean {
    return this.phase === 'taking' && !this.isSubmitting && this.secondsLeft !== 0;
  }

  answerOf(question: AttemptQuestion): Answer {
    return this.answers[question.guid]?.answer ?? emptyAnswer(question.type);
  }

  isQuestionAnswered(question: AttemptQuestion): boolean {
    return isAnswered(question.type, this.answers[question.guid]?.answer);
  }

  /** The questions without an answer, in the test's order (the warning before submitting). */
  get unanswered(): AttemptQuestion[] {
    const record: Record<string, Answer | undefined> = {};
    for (const [guid, entry] of Object.entries(this.answers)) record[guid] = entry.answer;
    const guids = new Set(unansweredQuestions(this.questions.map((question) => ({ guid: question.guid, type: question.type })), record));
    return this.questions.filter((question) => guids.has(question.guid));
  }

  indexOfContent(contentGuid: string): number {
    return this.questions.findIndex((question) => question.contentGuid === contentGuid || question.guid === contentGuid);
  }

  // ---- loading and starting ----

  /** Reads the assessment; resumes an open attempt at once, else shows the introduction (nothing starts by itself). */
  async load(itemGuid: string): Promise<void> {
    this.itemGuid = itemGuid;
    this.rt.disposed = false;
    this.phase = 'loading';
    this.loadError = undefined;
    const mine = await this.gateway.mine(itemGuid);
    if (mine.err) {
      runInAction(() => {
        this.phase = 'failed';
        this.loadError = mine.val;
      });
      return;
    }
    runInAction(() => {
      this.assessment = mine.val;
    });
    const latest = [...mine.val.attempts].sort((a, b) => b.number - a.number)[0];
    // A submit that reached the server while this device never heard back: show it as submitted.
    const unconfirmed = latest !== undefined && latest.status === 'submitted' && this.backup.read(latest.guid)?.submissionKey ? latest.guid : null;
    const resumeGuid = mine.val.openAttemptGuid ?? unconfirmed;
    if (resumeGuid === null) {
      runInAction(() => {
        this.phase = 'intro';
      });
      return;
    }
    const attempt = await this.gateway.get(resumeGuid);
    if (attempt.err) {
      runInAction(() => {
        this.phase = 'failed';
        this.loadError = attempt.val;
      });
      return;
    }
    this.enter(attempt.val);
  }

  /** Starts a new attempt (or resumes the open one); refusals stay on the introduction. */
  async start(): Promise<void> {
    if (this.starting || this.phase === 'taking') return;
    this.starting = true;
    this.startError = undefined;
    const result = await this.gateway.start(this.itemGuid);
    runInAction(() => {
      this.starting = false;
      if (result.err) {
        this.startError = result.val;
        return;
      }
      this.enter(result.val);
    });
  }

  private enter(attempt: Attempt): void {
    this.attempt = attempt;
    this.media = { ...attempt.media };
    this.answers = { ...attempt.answers };
    this.rt.acked = new Map(Object.entries(attempt.answers).map(([guid, entry]) => [guid, entry.revision]));
    this.rt.dirty.clear();
    this.pendingCount = 0;
    if (attempt.status === 'submitted') {
      this.finish(attempt);
      return;
    }
    const known = new Set(attempt.questions.map((question) => question.guid));
    const saved = this.backup.read(attempt.guid);
    if (saved) {
      this.rt.submissionKey = saved.submissionKey;
      for (const [guid, entry] of Object.entries(saved.answers)) {
        // The device's copy wins only when it is newer than what the server holds.
        if (!known.has(guid) || entry.revision <= (this.rt.acked.get(guid) ?? 0)) continue;
        this.answers[guid] = { answer: entry.answer, revision: entry.revision };
        this.rt.changedAt.set(guid, entry.changedAt);
        this.rt.dirty.add(guid);
      }
    }
    this.pendingCount = this.rt.dirty.size;
    this.syncTime(attempt.secondsLeft);
    this.phase = 'taking';
    this.saveStatus = this.rt.dirty.size > 0 ? (this.connectivity.isOnline() ? 'saving' : 'offline') : 'saved';
    this.rt.cancelTick?.();
    this.rt.cancelTick = this.timers.every(TICK_MS, this.tick);
    this.rt.unsubscribe?.();
    this.rt.unsubscribe = this.connectivity.subscribe(this.handleConnectivity);
    if (this.secondsLeft === 0) {
      void this.submit({ auto: true });
      return;
    }
    if (this.rt.dirty.size > 0) void this.flush();
  }

  // ---- answering and saving ----

  goTo(index: number): void {
    if (index >= 0 && index < this.questions.length) this.currentIndex = index;
  }

  /** A player's change: kept on the device at once, sent to the server after a quiet moment. */
  setAnswer(questionGuid: string, answer: Answer): void {
    if (!this.canAnswer || !this.questions.some((question) => question.guid === questionGuid)) return;
    const revision = Math.max(this.answers[questionGuid]?.revision ?? 0, this.rt.acked.get(questionGuid) ?? 0) + 1;
    this.answers[questionGuid] = { answer, revision };
    this.rt.changedAt.set(questionGuid, this.clock.now().toISOString());
    this.rt.dirty.add(questionGuid);
    this.pendingCount = this.rt.dirty.size;
    this.writeBackup();
    this.saveStatus = this.connectivity.isOnline() ? 'saving' : 'offline';
    this.rt.cancelDebounce?.();
    this.rt.cancelDebounce = this.timers.after(SAVE_DEBOUNCE_MS, () => void this.flush());
  }

  /** Sends the changed answers now (one request at a time; changes made meanwhile follow). */
  async flush(): Promise<void> {
    this.rt.cancelDebounce?.();
    this.rt.cancelDebounce = null;
    if (this.rt.inFlight) {
      await this.rt.inFlight;
      return this.flush();
    }
    const attempt = this.attempt;
    if (attempt === null || this.phase !== 'taking') return;
    const batch = this.batch();
    if (batch.length === 0) {
      this.saveStatus = 'saved';
      return;
    }
    if (!this.connectivity.isOnline()) {
      this.saveStatus = 'offline';
      return;
    }
    this.saveStatus = 'saving';
    let again = false;
    this.rt.inFlight = (async () => {
      const result = await this.gateway.saveAnswers(attempt.guid, batch);
      if (result.err && (result.val.code === 'ATTEMPT_CLOSED' || result.val.code === 'ALREADY_SUBMITTED')) {
        await this.reloadClosed(attempt.guid);
        return;
      }
      runInAction(() => {
        if (result.ok) {
          this.acknowledge(result.val.saved);
          this.syncTime(result.val.secondsLeft);
          this.rt.retryMs = RETRY_BASE_MS;
          this.saveError = undefined;
          this.saveStatus = this.rt.dirty.size > 0 ? 'saving' : 'saved';
          again = this.rt.dirty.size > 0 && this.rt.cancelDebounce === null;
          return;
        }
        this.saveError = result.val;
        if (result.val.kind === 'network') {
          this.saveStatus = 'offline';
          this.scheduleRetry();
        } else if (result.val.kind === 'validation' || result.val.kind === 'not-found') {
          // The server will not take this batch as it is: nothing to gain by sending it again by itself.
          this.saveStatus = 'error';
        } else {
          this.saveStatus = 'error';
          this.scheduleRetry();
        }
      });
    })();
    try {
      await this.rt.inFlight;
    } finally {
      this.rt.inFlight = null;
    }
    if (again) await this.flush();
  }

  /** The page is hiding or closing: the last changes go out with keepalive (the device copy stays regardless). */
  flushOnHide(): void {
    const attempt = this.attempt;
    if (attempt === null || this.phase !== 'taking') return;
    const batch = this.batch();
    if (batch.length === 0) return;
    void this.gateway.saveAnswers(attempt.guid, batch, { keepalive: true }).then((result) => {
      if (result.ok) runInAction(() => this.acknowledge(result.val.saved));
    });
  }

  /** Uploads a file or recording a student gives as an answer (hand-in files of the course). */
  async uploadFile(file: File | Blob, name: string, onProgress?: (fraction: number) => void): Promise<AttemptMedia> {
    const courseGuid = this.assessment?.courseGuid ?? '';
    const asFile = file instanceof File ? file : new File([file], name, { type: file.type });
    const result = await this.uploader.upload(courseGuid, 'hand-in', asFile, (progress) => onProgress?.(progress.total > 0 ? progress.loaded / progress.total : 0));
    if (result.err) throw new UploadError(result.val);
    const media: AttemptMedia = { guid: result.val.guid, url: result.val.url, mime: result.val.mime, name: result.val.name };
    runInAction(() => {
      this.media = { ...this.media, [media.guid]: media };
    });
    return media;
  }

  // ---- submitting ----

  /** Final submit; a second call while one is on its way gets the same promise. */
  submit(options: { auto?: boolean } = {}): Promise<boolean> {
    if (this.rt.submitting) return this.rt.submitting;
    if (this.phase !== 'taking') return Promise.resolve(false);
    this.rt.submitting = this.sendSubmit(options.auto === true).finally(() => {
      this.rt.submitting = null;
    });
    return this.rt.submitting;
  }

  private async sendSubmit(auto: boolean): Promise<boolean> {
    const attempt = this.attempt;
    if (attempt === null) return false;
    runInAction(() => {
      this.isSubmitting = true;
      this.submitError = undefined;
      if (auto) this.timeRanOut = true;
      if (this.rt.submissionKey === null) {
        this.rt.submissionKey = this.newKey();
        this.writeBackup();
      }
    });
    this.rt.cancelDebounce?.();
    this.rt.cancelDebounce = null;
    this.rt.cancelRetry?.();
    this.rt.cancelRetry = null;
    if (this.rt.inFlight) await this.rt.inFlight;
    const key = this.rt.submissionKey ?? this.newKey();
    const result = await this.gateway.submit(attempt.guid, key, this.batch());
    if (result.err && (result.val.code === 'ALREADY_SUBMITTED' || result.val.code === 'ATTEMPT_CLOSED')) {
      await this.reloadClosed(attempt.guid);
      runInAction(() => {
        this.isSubmitting = false;
      });
      return this.phase === 'submitted';
    }
    runInAction(() => {
      this.isSubmitting = false;
      if (result.err) {
        this.submitError = result.val;
        if (auto) {
          this.rt.submitWanted = true;
          this.scheduleRetry(() => void this.submit({ auto: true }));
        }
        return;
      }
      this.rt.submitWanted = false;
      this.finish(result.val);
    });
    return result.ok;
  }

  /** The server closed the attempt (time up by its clock, or submitted elsewhere): show it as it is now. */
  private async reloadClosed(attemptGuid: string): Promise<void> {
    const fresh = await this.gateway.get(attemptGuid);
    runInAction(() => {
      if (fresh.ok && fresh.val.status === 'submitted') {
        this.finish(fresh.val);
      } else {
        this.saveStatus = 'error';
      }
    });
  }

  private finish(attempt: Attempt): void {
    this.attempt = attempt;
    this.phase = 'submitted';
    this.rt.dirty.clear();
    this.pendingCount = 0;
    this.saveStatus = 'saved';
    this.backup.clear(attempt.guid);
    this.stopTimers();
  }

  // ---- time and connectivity ----

  private tick(): void {
    this.nowMs = this.clock.now().getTime();
    // Once: a failed automatic submit is retried by backoff or when the connection returns, not every second.
    if (this.phase === 'taking' && this.secondsLeft === 0 && !this.timeRanOut) void this.submit({ auto: true });
  }

  private syncTime(secondsLeft: number | null): void {
    this.nowMs = this.clock.now().getTime();
    this.deadlineMs = secondsLeft === null ? null : this.nowMs + secondsLeft * 1000;
  }

  private handleConnectivity(online: boolean): void {
    if (this.phase !== 'taking') return;
    if (!online) {
      if (this.rt.dirty.size > 0) this.saveStatus = 'offline';
      return;
    }
    this.rt.retryMs = RETRY_BASE_MS;
    this.rt.cancelRetry?.();
    this.rt.cancelRetry = null;
    if (this.rt.submitWanted) {
      void this.submit({ auto: true });
      return;
    }
    if (this.rt.dirty.size > 0) void this.flush();
  }

  private scheduleRetry(again: () => void = () => void this.flush()): void {
    this.rt.cancelRetry?.();
    if (this.rt.disposed) return;
    const wait = this.rt.retryMs;
    this.rt.retryMs = Math.min(this.rt.retryMs * 2, RETRY_MAX_MS);
    this.rt.cancelRetry = this.timers.after(wait, () => {
      this.rt.cancelRetry = null;
      again();
    });
  }

  private batch(): AnswerToSave[] {
    const batch: AnswerToSave[] = [];
    for (const guid of this.rt.dirty) {
      const entry = this.answers[guid];
      if (entry) batch.push({ questionGuid: guid, answer: entry.answer, revision: entry.revision });
      if (batch.length === MAX_ANSWERS_PER_SAVE) break;
    }
    return batch;
  }

  private acknowledge(saved: readonly { questionGuid: string; revision: number }[]): void {
    for (const { questionGuid, revision } of saved) {
      this.rt.acked.set(questionGuid, Math.max(this.rt.acked.get(questionGuid) ?? 0, revision));
      const local = this.answers[questionGuid];
      if (local === undefined || local.revision <= revision) this.rt.dirty.delete(questionGuid);
    }
    this.pendingCount = this.rt.dirty.size;
  }

  private writeBackup(): void {
    if (this.attempt === null) return;
    const answers: Record<string, BackedUpAnswer> = {};
    const now = this.clock.now().toISOString();
    for (const [guid, entry] of Object.entries(this.answers)) {
      answers[guid] = { answer: entry.answer, revision: entry.revision, changedAt: this.rt.changedAt.get(guid) ?? now };
    }
    this.backup.write(this.attempt.guid, { answers, submissionKey: this.rt.submissionKey });
  }

  private stopTimers(): void {
    this.rt.cancelDebounce?.();
    this.rt.cancelRetry?.();
    this.rt.cancelTick?.();
    this.rt.unsubscribe?.();
    this.rt.cancelDebounce = null;
    this.rt.cancelRetry = null;
    this.rt.cancelTick = null;
    this.rt.unsubscribe = null;
  }

  /** The page is going away: send what is left once and stop ticking. */
  dispose(): void {
    const pending = this.phase === 'taking' && this.rt.dirty.size > 0;
    if (pending) void this.flush();
    this.stopTimers();
    this.rt.disposed = true;
  }
}

/** An upload the server refused (the player shows its own message). */
export class UploadError extends Error {
  constructor(readonly error: AppError) {
    super(error.code);
  }
}
