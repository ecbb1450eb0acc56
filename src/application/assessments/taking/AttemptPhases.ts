import { makeAutoObservable, runInAction } from 'mobx';
import { answerCompleteness, type AnswerCompleteness, type PlayerQuestionShape } from '@domain/assessments/answers';
import type { Answer } from '@domain/assessments/questionModel';
import type { AppError } from '@application/shared/AppError';
import type { Attempt, AttemptQuestion, MyAssessment } from '@application/assessments/taking/Attempt';
import type { Submission } from '@application/assessments/taking/AnswerSync';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';

export type AttemptPhase = 'idle' | 'loading' | 'failed' | 'intro' | 'taking' | 'submitted';

/** What the phases ask of the attempt around them. */
export interface PhaseHooks {
  /** An attempt opened (started, resumed, or found submitted): the coordinator shows it. */
  entered(attempt: Attempt): void;
  /** The attempt is submitted (here, elsewhere, or by the server's clock). */
  finished(attempt: Attempt): void;
  /** The server closed the attempt and it could not be read again. */
  unreadable(): void;
  /** The one submission key and the answers still to confirm, once no save is on its way (at once when none is). */
  submission(): Submission | Promise<Submission>;
  /** This device made a submit of that attempt (it may have reached the server unheard). */
  submittedHere(attemptGuid: string): boolean;
  answerOf(questionGuid: string): Answer | undefined;
  /** A failed automatic submit goes again after the shared backoff's pause. */
  retryLater(again: () => void): void;
}

/**
 * Where one student's attempt stands: idle → loading → intro (nothing starts by itself) or taking (an open attempt
 * resumes at once) → submitted. Submitting warns of the unanswered questions, sends once (a second call gets the same
 * promise), and an automatic submit that failed is sent again later.
 */
export class AttemptPhases {
  phase: AttemptPhase = 'idle';
  loadError: AppError | undefined = undefined;
  assessment: MyAssessment | null = null;
  attempt: Attempt | null = null;
  starting = false;
  startError: AppError | undefined = undefined;
  isSubmitting = false;
  submitError: AppError | undefined = undefined;
  /** The clock ran out on this device and the attempt submitted by itself. */
  timeRanOut = false;
  /** A submit failed for want of a connection: send it again when back online. */
  submitWanted = false;
  currentIndex = 0;
  private itemGuid = '';
  private submitting: Promise<boolean> | null = null;

  constructor(
    private readonly gateway: AttemptGateway,
    private readonly hooks: PhaseHooks,
  ) {
    makeAutoObservable<AttemptPhases, 'gateway' | 'hooks' | 'itemGuid' | 'submitting'>(this, { gateway: false, hooks: false, itemGuid: false, submitting: false }, { autoBind: true });
  }

  get questions(): AttemptQuestion[] {
    return this.attempt?.questions ?? [];
  }

  get currentQuestion(): AttemptQuestion | undefined {
    return this.questions[this.currentIndex];
  }

  /** How fully a question is answered, by the domain's rule (the same one scoring counts an answer by). */
  completenessOf(question: AttemptQuestion): AnswerCompleteness {
    // An attempt question is a player question: its data is the player data of its type.
    return answerCompleteness({ type: question.type, data: question.data } as PlayerQuestionShape, this.hooks.answerOf(question.guid));
  }

  /** The questions without an answer, in the test's order (the warning before submitting). */
  get unanswered(): AttemptQuestion[] {
    return this.questions.filter((question) => this.completenessOf(question) === 'unanswered');
  }

  /** The questions answered only in part (a gap left, a text under its word minimum…), in the test's order. */
  get incomplete(): AttemptQuestion[] {
    return this.questions.filter((question) => this.completenessOf(question) === 'incomplete');
  }

  goTo(index: number): void {
    if (index >= 0 && index < this.questions.length) this.currentIndex = index;
  }

  indexOfContent(contentGuid: string): number {
    return this.questions.findIndex((question) => question.contentGuid === contentGuid || question.guid === contentGuid);
  }

  /** Reads the assessment; resumes an open attempt at once, else shows the introduction (nothing starts by itself). */
  async load(itemGuid: string): Promise<void> {
    this.itemGuid = itemGuid;
    this.phase = 'loading';
    this.loadError = undefined;
    const mine = await this.gateway.mine(itemGuid);
    if (mine.err) {
      this.fail(mine.val);
      return;
    }
    runInAction(() => {
      this.assessment = mine.val;
    });
    const latest = [...mine.val.attempts].sort((a, b) => b.number - a.number)[0];
    // A submit that reached the server while this device never heard back: show it as submitted.
    const unconfirmed = latest !== undefined && latest.status === 'submitted' && this.hooks.submittedHere(latest.guid) ? latest.guid : null;
    const resumeGuid = mine.val.openAttemptGuid ?? unconfirmed;
    if (resumeGuid === null) {
      runInAction(() => {
        this.phase = 'intro';
      });
      return;
    }
    const attempt = await this.gateway.get(resumeGuid);
    if (attempt.err) this.fail(attempt.val);
    else runInAction(() => this.hooks.entered(attempt.val));
  }

  /** Starts a new attempt (or resumes the open one); refusals stay on the introduction. */
  async start(): Promise<void> {
    if (this.starting || this.phase === 'taking') return;
    this.starting = true;
    this.startError = undefined;
    const result = await this.gateway.start(this.itemGuid);
    runInAction(() => {
      this.starting = false;
      if (result.err) this.startError = result.val;
      else this.hooks.entered(result.val);
    });
  }

  /** The attempt is open for answers. */
  take(attempt: Attempt): void {
    this.attempt = attempt;
    this.phase = 'taking';
  }

  finish(attempt: Attempt): void {
    this.attempt = attempt;
    this.phase = 'submitted';
  }

  /** Final submit; a second call while one is on its way gets the same promise. */
  submit(options: { auto?: boolean } = {}): Promise<boolean> {
    if (this.submitting) return this.submitting;
    if (this.phase !== 'taking') return Promise.resolve(false);
    this.submitting = this.send(options.auto === true).finally(() => {
      this.submitting = null;
    });
    return this.submitting;
  }

  /** The server closed the attempt (time up by its clock, or submitted elsewhere): show it as it is now. */
  async reloadClosed(attemptGuid: string): Promise<void> {
    const fresh = await this.gateway.get(attemptGuid);
    runInAction(() => {
      if (fresh.ok && fresh.val.status === 'submitted') this.hooks.finished(fresh.val);
      else this.hooks.unreadable();
    });
  }

  private async send(auto: boolean): Promise<boolean> {
    const attempt = this.attempt;
    if (attempt === null) return false;
    runInAction(() => {
      this.isSubmitting = true;
      this.submitError = undefined;
      if (auto) this.timeRanOut = true;
    });
    // No wait when no save is on its way: the submit leaves at once, as a double click must find it gone.
    const prepared = this.hooks.submission();
    const { key, answers } = prepared instanceof Promise ? await prepared : prepared;
    const result = await this.gateway.submit(attempt.guid, key, answers);
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
          this.submitWanted = true;
          this.hooks.retryLater(() => void this.submit({ auto: true }));
        }
        return;
      }
      this.submitWanted = false;
      this.hooks.finished(result.val);
    });
    return result.ok;
  }

  private fail(error: AppError): void {
    runInAction(() => {
      this.phase = 'failed';
      this.loadError = error;
    });
  }
}
