import { makeAutoObservable, runInAction } from 'mobx';
import { evaluationStage, type EvaluationStage } from '@domain/assignments/evaluation';
import { scoreRulesFor } from '@domain/gradebook/scoreEntry';
import { checkScore, type ScoreError } from '@domain/grading/scoreValidation';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { Job } from '@application/viewer/LessonItem';
import type { GradingGateway, GradingSheet } from '@application/grading/ports/GradingGateway';

const stageOf = (job: Job): EvaluationStage => evaluationStage({ status: job.status, evaluator: job.evaluatorGuid });

export type GradingStatus = 'idle' | 'saving' | 'saved' | 'failed';
/** What the last write was, so the panel says what was saved. */
export type GradingWrite = 'grade' | 'hand-back' | 'evaluator';

/**
 * The grading panel of one assignment: its hand-ins (a Loadable), the one open, what the teacher types (score checked
 * by the domain against the item's scale as they type, feedback), and the writes (grade, hand back, evaluator), each
 * answered with the job as the server keeps it. Next/previous move through the students who have a job, in list order.
 */
export class GradingStore {
  readonly sheet = new Loadable((itemGuid: string) => this.gateway.sheet(itemGuid));
  /** The course's teachers, for the evaluator picker. */
  readonly teachers = new Loadable((courseGuid: string) => this.gateway.teachers(courseGuid));
  /** The teacher picked to grade the open hand-in ('' when none is picked yet). */
  evaluatorChoice = '';
  lastWrite: GradingWrite | undefined = undefined;
  openGuid: string | null = null;
  scoreText = '';
  feedback = '';
  /** The typed score is checked on every keystroke, but shown only once the teacher tried to save it. */
  attempted = false;
  status: GradingStatus = 'idle';
  error: AppError | undefined = undefined;
  confirmingHandBack = false;

  constructor(private readonly gateway: GradingGateway) {
    // Bound: the panel hands its actions to inputs and buttons as callbacks.
    makeAutoObservable<GradingStore, 'gateway'>(this, { gateway: false, sheet: false, teachers: false }, { autoBind: true });
  }

  async load(itemGuid: string, open?: { personGuid?: string; firstWaiting?: boolean }): Promise<void> {
    const result = await this.sheet.load(itemGuid);
    if (result.err) return;
    runInAction(() => {
      const jobs = this.gradable;
      const wanted = open?.personGuid ? jobs.find((j) => j.personGuid === open.personGuid) : undefined;
      const waiting = open?.firstWaiting ? jobs.find((j) => stageOf(j) === 'waiting') : undefined;
      const first = wanted ?? waiting;
      if (first) this.open(first.guid);
    });
  }

  async loadTeachers(courseGuid: string): Promise<void> {
    await this.teachers.load(courseGuid);
  }

  /** The students who have a job (something handed in, graded or handed back), in the list's order. */
  get gradable(): Job[] {
    return (this.sheet.value?.jobs ?? []).filter((j): j is Job & { guid: string } => j.guid !== null && (j.status !== 'pending' || j.evaluatorGuid !== null));
  }

  get maxScore(): number {
    return this.sheet.value?.maxScore ?? 10;
  }

  get current(): Job | undefined {
    return this.gradable.find((j) => j.guid === this.openGuid);
  }

  get position(): number {
    return this.gradable.findIndex((j) => j.guid === this.openGuid);
  }

  get stage(): EvaluationStage | undefined {
    return this.current ? stageOf(this.current) : undefined;
  }

  /** The domain's verdict on what is typed (a comma or a dot as the decimal mark). */
  get scoreCheck(): Result<number, ScoreError> {
    return checkScore(this.scoreText, scoreRulesFor(this.maxScore));
  }

  get scoreError(): ScoreError | undefined {
    const check = this.scoreCheck;
    return this.attempted && check.err ? check.val : undefined;
  }

  get hasPrevious(): boolean {
    return this.position > 0;
  }

  get hasNext(): boolean {
    return this.position >= 0 && this.position < this.gradable.length - 1;
  }

  open(jobGuid: string | null): void {
    this.openGuid = jobGuid;
    const job = this.current;
    this.scoreText = job?.status === 'evaluated' && job.score !== null ? String(job.score) : '';
    this.feedback = job?.feedback ?? '';
    this.attempted = false;
    this.status = 'idle';
    this.error = undefined;
    this.confirmingHandBack = false;
    this.evaluatorChoice = job?.evaluatorGuid ?? '';
  }

  close(): void {
    this.open(null);
  }

  previous(): void {
    const job = this.gradable[this.position - 1];
    if (job) this.open(job.guid);
  }

  next(): void {
    const job = this.gradable[this.position + 1];
    if (job) this.open(job.guid);
  }

  setScore(text: string): void {
    this.scoreText = text;
    if (this.status === 'saved') this.status = 'idle';
  }

  setFeedback(html: string): void {
    this.feedback = html;
    if (this.status === 'saved') this.status = 'idle';
  }

  /** Grades the open job; answers whether it was saved (the score stays as typed when it was refused). */
  async save(): Promise<boolean> {
    const job = this.current;
    if (!job?.guid || this.status === 'saving') return false;
    this.attempted = true;
    const check = this.scoreCheck;
    if (check.err) return false;
    return this.write(this.gateway.evaluate(job.guid, check.val, this.feedback), 'grade');
  }

  askHandBack(): void {
    this.confirmingHandBack = true;
  }

  cancelHandBack(): void {
    this.confirmingHandBack = false;
  }

  async handBack(): Promise<boolean> {
    const job = this.current;
    this.confirmingHandBack = false;
    if (!job?.guid || this.status === 'saving') return false;
    return this.write(this.gateway.handBack(job.guid, this.feedback), 'hand-back');
  }

  chooseEvaluator(guid: string): void {
    this.evaluatorChoice = guid;
    if (this.status === 'saved') this.status = 'idle';
  }

  /** The picked teacher differs from the one the hand-in has: there is something to save. */
  get evaluatorChanged(): boolean {
    return this.evaluatorChoice !== '' && this.evaluatorChoice !== (this.current?.evaluatorGuid ?? '');
  }

  /** Gives the open hand-in to the picked teacher to grade. */
  async saveEvaluator(): Promise<boolean> {
    const job = this.current;
    if (!job?.guid || this.status === 'saving' || !this.evaluatorChanged) return false;
    return this.write(this.gateway.setEvaluator(job.guid, this.evaluatorChoice), 'evaluator');
  }

  private async write(request: Promise<Result<Job, AppError>>, what: GradingWrite): Promise<boolean> {
    this.status = 'saving';
    this.lastWrite = what;
    this.error = undefined;
    const result = await request;
    runInAction(() => {
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        return;
      }
      const saved = result.val;
      const sheet = this.sheet.value;
      if (sheet) this.sheet.set({ ...sheet, jobs: sheet.jobs.map((j) => (j.personGuid === saved.personGuid ? saved : j)) } satisfies GradingSheet);
      this.status = 'saved';
      this.evaluatorChoice = saved.evaluatorGuid ?? '';
    });
    return result.ok;
  }
}
