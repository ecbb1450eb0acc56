import { makeAutoObservable, runInAction } from 'mobx';
import { emptyAnswer, type AnswerCompleteness } from '@domain/assessments/answers';
import type { Answer } from '@domain/assessments/questionModel';
import type { AppError } from '@application/shared/AppError';
import { Backoff } from '@application/shared/Backoff';
import type { Clock } from '@application/shared/ports/Clock';
import type { FileUploader } from '@application/shared/ports/FileUploader';
import type { Timers } from '@application/shared/ports/Timers';
import type { Attempt, AttemptMedia, AttemptQuestion, MyAssessment, RevisedAnswer } from '@application/assessments/taking/Attempt';
import { AnswerSync, type SaveStatus } from '@application/assessments/taking/AnswerSync';
import { AttemptPhases, type AttemptPhase } from '@application/assessments/taking/AttemptPhases';
import { Countdown, type TimeAlert } from '@application/assessments/taking/Countdown';
import type { AnswerBackup } from '@application/assessments/taking/ports/AnswerBackup';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';
import type { Connectivity } from '@application/assessments/taking/ports/Connectivity';

/** First wait before sending again after a failure; doubles up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

/**
 * One student taking one assessment (contract TAKING), a coordinator of three parts: the phases (`AttemptPhases`:
 * intro, taking, submit once with one key), the answers (`AnswerSync`: device copy at once, debounced saves through the
 * shared write queue) and the time (`Countdown`: the server's `seconds_left`, submitting by itself at zero). Saves and
 * an automatic submit share one backoff; the connection coming back sends what waits.
 */
export class AttemptStore {
  media: Record<string, AttemptMedia> = {};
  readonly phases: AttemptPhases;
  readonly sync: AnswerSync;
  readonly countdown: Countdown;
  private readonly backoff: Backoff;
  private unsubscribe: (() => void) | null = null;

  constructor(
    gateway: AttemptGateway,
    backup: AnswerBackup,
    private readonly connectivity: Connectivity,
    clock: Clock,
    timers: Timers,
    private readonly uploader: FileUploader,
    newKey: () => string,
  ) {
    this.backoff = new Backoff(timers, RETRY_BASE_MS, RETRY_MAX_MS);
    this.countdown = new Countdown(clock, timers);
    this.sync = new AnswerSync(gateway, backup, connectivity, clock, timers, this.backoff, {
      synced: (secondsLeft) => this.countdown.sync(secondsLeft),
      closed: (attemptGuid) => this.phases.reloadClosed(attemptGuid),
    });
    this.phases = new AttemptPhases(gateway, {
      entered: (attempt) => this.enter(attempt),
      finished: (attempt) => this.finish(attempt),
      unreadable: () => this.sync.markError(),
      submission: () => this.sync.submission(newKey),
      submittedHere: (attemptGuid) => this.sync.submittedHere(attemptGuid),
      answerOf: (questionGuid) => this.sync.answers[questionGuid]?.answer,
      retryLater: (again) => this.backoff.schedule(again),
    });
    makeAutoObservable<AttemptStore, 'connectivity' | 'uploader' | 'backoff' | 'unsubscribe'>(
      this,
      { connectivity: false, uploader: false, phases: false, sync: false, countdown: false, backoff: false, unsubscribe: false },
      { autoBind: true },
    );
  }

  // ---- what the page reads (the parts' state, under the names the page has always used) ----

  get phase(): AttemptPhase {
    return this.phases.phase;
  }
  get loadError(): AppError | undefined {
    return this.phases.loadError;
  }
  get assessment(): MyAssessment | null {
    return this.phases.assessment;
  }
  get attempt(): Attempt | null {
    return this.phases.attempt;
  }
  get starting(): boolean {
    return this.phases.starting;
  }
  get startError(): AppError | undefined {
    return this.phases.startError;
  }
  get isSubmitting(): boolean {
    return this.phases.isSubmitting;
  }
  get submitError(): AppError | undefined {
    return this.phases.submitError;
  }
  get timeRanOut(): boolean {
    return this.phases.timeRanOut;
  }
  get questions(): AttemptQuestion[] {
    return this.phases.questions;
  }
  get currentIndex(): number {
    return this.phases.currentIndex;
  }
  get currentQuestion(): AttemptQuestion | undefined {
    return this.phases.currentQuestion;
  }
  get unanswered(): AttemptQuestion[] {
    return this.phases.unanswered;
  }
  get answers(): Record<string, RevisedAnswer> {
    return this.sync.answers;
  }
  get saveStatus(): SaveStatus {
    return this.sync.saveStatus;
  }
  get saveError(): AppError | undefined {
    return this.sync.saveError;
  }
  /** Number of answers not yet confirmed by the server. */
  get pendingCount(): number {
    return this.sync.pendingCount;
  }
  /** Seconds left by the server's clock; null when unlimited or not taking. */
  get secondsLeft(): number | null {
    return this.attempt === null ? null : this.countdown.secondsLeft;
  }
  get timeAlert(): TimeAlert {
    return this.attempt === null ? null : this.countdown.timeAlert;
  }

  get canAnswer(): boolean {
    return this.phase === 'taking' && !this.isSubmitting && this.secondsLeft !== 0;
  }

  answerOf(question: AttemptQuestion): Answer {
    return this.sync.answers[question.guid]?.answer ?? emptyAnswer(question.type);
  }

  isQuestionAnswered(question: AttemptQuestion): boolean {
    return this.phases.completenessOf(question) !== 'unanswered';
  }

  completenessOf(question: AttemptQuestion): AnswerCompleteness {
    return this.phases.completenessOf(question);
  }

  get incomplete(): AttemptQuestion[] {
    return this.phases.incomplete;
  }

  // ---- what the page does ----

  load(itemGuid: string): Promise<void> {
    this.backoff.resume();
    this.sync.close();
    return this.phases.load(itemGuid);
  }

  start(): Promise<void> {
    return this.phases.start();
  }

  goTo(index: number): void {
    this.phases.goTo(index);
  }

  indexOfContent(contentGuid: string): number {
    return this.phases.indexOfContent(contentGuid);
  }

  /** A player's change: kept on the device at once, sent to the server after a quiet moment. */
  setAnswer(questionGuid: string, answer: Answer): void {
    if (this.canAnswer && this.questions.some((question) => question.guid === questionGuid)) this.sync.change(questionGuid, answer);
  }

  flush(): Promise<void> {
    return this.sync.flush();
  }

  flushOnHide(): void {
    this.sync.flushOnHide();
  }

  submit(options: { auto?: boolean } = {}): Promise<boolean> {
    return this.phases.submit(options);
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

  /** The page is going away: send what is left once and stop ticking. */
  dispose(): void {
    this.sync.dispose();
    this.stop();
    this.backoff.stop();
  }

  // ---- wiring ----

  private enter(attempt: Attempt): void {
    this.media = { ...attempt.media };
    this.sync.show(attempt);
    if (attempt.status === 'submitted') {
      this.finish(attempt);
      return;
    }
    this.sync.resume(attempt);
    this.countdown.sync(attempt.secondsLeft);
    this.phases.take(attempt);
    // Once: a failed automatic submit is retried by backoff or when the connection returns, not every second.
    this.countdown.start(() => {
      if (this.phase === 'taking' && !this.timeRanOut) void this.submit({ auto: true });
    });
    this.unsubscribe?.();
    this.unsubscribe = this.connectivity.subscribe(this.handleConnectivity);
    if (this.secondsLeft === 0) void this.submit({ auto: true });
    else if (this.sync.hasPending) void this.sync.flush();
  }

  private finish(attempt: Attempt): void {
    this.phases.finish(attempt);
    this.sync.finish(attempt.guid);
    this.stop();
  }

  private handleConnectivity(online: boolean): void {
    if (this.phase !== 'taking') return;
    if (!online) {
      this.sync.wentOffline();
      return;
    }
    this.backoff.reset();
    this.backoff.cancel();
    if (this.phases.submitWanted) void this.submit({ auto: true });
    else if (this.sync.hasPending) void this.sync.flush();
  }

  private stop(): void {
    this.sync.stop();
    this.countdown.stop();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}

/** An upload the server refused (the player shows its own message). */
export class UploadError extends Error {
  constructor(readonly error: AppError) {
    super(error.code);
  }
}
