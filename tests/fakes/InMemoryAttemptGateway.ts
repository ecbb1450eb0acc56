import { Err, Ok, type Result } from '@domain/shared/result';
import type { Answer } from '@domain/assessments/questionModel';
import { appError, type AppError } from '@application/shared/AppError';
import type { AnswerToSave, Attempt, AttemptQuestion, MyAssessment, MyAssessmentEntry, SaveReceipt } from '@application/assessments/taking/Attempt';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';
import type { Clock } from '@application/shared/ports/Clock';

export const networkDown = (): AppError => appError('network', 'NETWORK');

/** Two questions of the player: a single choice and a short text. */
export function someQuestions(): AttemptQuestion[] {
  return [
    { guid: 'q-1', contentGuid: 'q-1', type: 'QT_1', position: 1, name: 'Capital de Francia', description: '<p>Elige una.</p>', points: 1, data: { options: [{ id: 'a', text: 'París' }, { id: 'b', text: 'Roma' }] } },
    { guid: 'q-2', contentGuid: 'q-2', type: 'QT_7', position: 2, name: 'Escribe "hola"', description: '', points: 1, data: { max_length: 100 } },
  ];
}

export function aMyAssessment(overrides: Partial<MyAssessment> = {}): MyAssessment {
  return {
    guid: 'test-1',
    name: 'Examen de geografía',
    courseGuid: 'c-1',
    lessonGuid: 'l-1',
    settings: { durationMinutes: 30, attemptsAllowed: 2, rankingScale: 10, onePerPage: true, instructionsHtml: '<p>Sin libros.</p>' },
    questionsCount: 2,
    deliverAt: null,
    canDeliverLate: false,
    delivery: 'open',
    gradesPublished: false,
    attempts: [],
    openAttemptGuid: null,
    canStart: true,
    reason: null,
    job: { status: 'pending', score: null, feedback: null },
    ...overrides,
  };
}

interface StoredAttempt {
  attempt: Attempt;
  answers: Map<string, { answer: Answer; revision: number }>;
  submissionKey: string | null;
  deadlineMs: number | null;
}

/**
 * The TAKING side of the server in memory: revisions (a lower or equal one is ignored), submit
 * idempotent by key, seconds left by the given clock. Calls are recorded; `failNext`/`failAll`
 * make calls fail; `hold` keeps answers waiting until `release()`.
 */
export class InMemoryAttemptGateway implements AttemptGateway {
  readonly attempts = new Map<string, StoredAttempt>();
  readonly saves: { attemptGuid: string; answers: AnswerToSave[]; keepalive: boolean }[] = [];
  readonly submits: { attemptGuid: string; key: string; answers: AnswerToSave[] }[] = [];
  readonly starts: string[] = [];
  mineAnswer: MyAssessment;
  list: MyAssessmentEntry[] = [];
  questions: AttemptQuestion[] = someQuestions();
  durationMinutes: number | null = 30;
  /** Fails every call until cleared. */
  failAll: AppError | undefined = undefined;
  /** Fails the next call of the given method only. */
  private readonly failNext = new Map<string, AppError>();
  private holds: (() => void)[] = [];
  hold = false;
  private counter = 0;

  constructor(private readonly clock: Clock) {
    this.mineAnswer = aMyAssessment();
  }

  failNextCall(method: 'mine' | 'start' | 'get' | 'saveAnswers' | 'submit' | 'myAssessments', error: AppError): void {
    this.failNext.set(method, error);
  }

  release(): void {
    const waiting = this.holds;
    this.holds = [];
    for (const go of waiting) go();
  }

  get held(): number {
    return this.holds.length;
  }

  /** Stores an open attempt as the server would have it (for resume tests). */
  seed(guid: string, answers: Record<string, { answer: Answer; revision: number }> = {}, secondsLeft: number | null = 1800): void {
    const now = this.clock.now().getTime();
    const stored: StoredAttempt = {
      attempt: this.makeAttempt(guid, 1),
      answers: new Map(Object.entries(answers)),
      submissionKey: null,
      deadlineMs: secondsLeft === null ? null : now + secondsLeft * 1000,
    };
    this.attempts.set(guid, stored);
    this.mineAnswer = { ...this.mineAnswer, openAttemptGuid: guid, attempts: [this.summary(stored)] };
  }

  async mine(itemGuid: string): Promise<Result<MyAssessment, AppError>> {
    void itemGuid;
    const failure = this.failure('mine');
    return failure ? Err(failure) : Ok(this.mineAnswer);
  }

  async start(itemGuid: string): Promise<Result<Attempt, AppError>> {
    this.starts.push(itemGuid);
    const failure = this.failure('start');
    if (failure) return Err(failure);
    const open = [...this.attempts.values()].find((stored) => stored.attempt.status === 'in-progress');
    if (open) return Ok(this.snapshot(open));
    this.counter += 1;
    const guid = `attempt-${this.counter}`;
    const now = this.clock.now().getTime();
    const stored: StoredAttempt = {
      attempt: this.makeAttempt(guid, this.counter),
      answers: new Map(),
      submissionKey: null,
      deadlineMs: this.durationMinutes === null ? null : now + this.durationMinutes * 60_000,
    };
    this.attempts.set(guid, stored);
    this.mineAnswer = { ...this.mineAnswer, openAttemptGuid: guid, attempts: [...this.mineAnswer.attempts, this.summary(stored)] };
    return Ok(this.snapshot(stored));
  }

  async get(attemptGuid: string): Promise<Result<Attempt, AppError>> {
    const failure = this.failure('get');
    if (failure) return Err(failure);
    const stored = this.attempts.get(attemptGuid);
    return stored ? Ok(this.snapshot(stored)) : Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
  }

  async saveAnswers(attemptGuid: string, answers: readonly AnswerToSave[], options: { keepalive?: boolean } = {}): Promise<Result<SaveReceipt, AppError>> {
    this.saves.push({ attemptGuid, answers: answers.map((answer) => ({ ...answer })), keepalive: options.keepalive === true });
    await this.waitIfHeld();
    const failure = this.failure('saveAnswers');
    if (failure) return Err(failure);
    const stored = this.attempts.get(attemptGuid);
    if (!stored) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    if (stored.attempt.status === 'submitted') return Err(appError('conflict', 'ATTEMPT_CLOSED', { status: 409 }));
    const saved = answers.map((item) => {
      const current = stored.answers.get(item.questionGuid);
      if (current === undefined || item.revision > current.revision) stored.answers.set(item.questionGuid, { answer: item.answer, revision: item.revision });
      return { questionGuid: item.questionGuid, revision: stored.answers.get(item.questionGuid)?.revision ?? item.revision };
    });
    return Ok({ saved, serverNow: this.clock.now(), secondsLeft: this.secondsLeft(stored) });
  }

  async submit(attemptGuid: string, submissionKey: string, answers: readonly AnswerToSave[]): Promise<Result<Attempt, AppError>> {
    this.submits.push({ attemptGuid, key: submissionKey, answers: answers.map((answer) => ({ ...answer })) });
    await this.waitIfHeld();
    const failure = this.failure('submit');
    if (failure) return Err(failure);
    const stored = this.attempts.get(attemptGuid);
    if (!stored) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    if (stored.attempt.status === 'submitted') {
      return stored.submissionKey === submissionKey ? Ok(this.snapshot(stored)) : Err(appError('conflict', 'ALREADY_SUBMITTED', { status: 409 }));
    }
    for (const item of answers) {
      const current = stored.answers.get(item.questionGuid);
      if (current === undefined || item.revision > current.revision) stored.answers.set(item.questionGuid, { answer: item.answer, revision: item.revision });
    }
    stored.submissionKey = submissionKey;
    stored.attempt = { ...stored.attempt, status: 'submitted', submittedAt: this.clock.now() };
    this.mineAnswer = {
      ...this.mineAnswer,
      openAttemptGuid: null,
      attempts: this.mineAnswer.attempts.map((summary) => (summary.guid === attemptGuid ? this.summary(stored) : summary)),
    };
    return Ok(this.snapshot(stored));
  }

  async myAssessments(): Promise<Result<MyAssessmentEntry[], AppError>> {
    const failure = this.failure('myAssessments');
    return failure ? Err(failure) : Ok(this.list);
  }

  /** The server closes an attempt past its deadline by itself (auto_submitted). */
  closeByServer(attemptGuid: string): void {
    const stored = this.attempts.get(attemptGuid);
    if (!stored) return;
    stored.attempt = { ...stored.attempt, status: 'submitted', submittedAt: this.clock.now(), autoSubmitted: true };
  }

  private failure(method: string): AppError | undefined {
    if (this.failAll) return this.failAll;
    const once = this.failNext.get(method);
    this.failNext.delete(method);
    return once;
  }

  private async waitIfHeld(): Promise<void> {
    if (!this.hold) return;
    await new Promise<void>((resolve) => this.holds.push(resolve));
  }

  private secondsLeft(stored: StoredAttempt): number | null {
    if (stored.deadlineMs === null) return null;
    return Math.max(0, Math.ceil((stored.deadlineMs - this.clock.now().getTime()) / 1000));
  }

  private makeAttempt(guid: string, number: number): Attempt {
    const now = this.clock.now();
    return {
      guid,
      itemGuid: 'test-1',
      number,
      status: 'in-progress',
      startedAt: now,
      deadlineAt: null,
      serverNow: now,
      secondsLeft: null,
      submittedAt: null,
      autoSubmitted: false,
      questions: this.questions,
      answers: {},
      media: {},
    };
  }

  private snapshot(stored: StoredAttempt): Attempt {
    return {
      ...stored.attempt,
      serverNow: this.clock.now(),
      secondsLeft: stored.attempt.status === 'submitted' ? null : this.secondsLeft(stored),
      deadlineAt: stored.deadlineMs === null ? null : new Date(stored.deadlineMs),
      answers: Object.fromEntries([...stored.answers.entries()].map(([guid, entry]) => [guid, { ...entry }])),
    };
  }

  private summary(stored: StoredAttempt) {
    return {
      guid: stored.attempt.guid,
      number: stored.attempt.number,
      status: stored.attempt.status,
      startedAt: stored.attempt.startedAt,
      submittedAt: stored.attempt.submittedAt,
      autoSubmitted: stored.attempt.autoSubmitted,
      score: null,
    };
  }
}
