import { makeAutoObservable, runInAction } from 'mobx';
import { checkScore, type ScoreError } from '@domain/grading/scoreValidation';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { announcement, type Announcement } from '@application/lessons/Announcement';
import { Loadable } from '@application/shared/Loadable';
import type { AttemptChoice, IndividualResult, ResultJob, ResultQuestion, Teacher } from '@application/assessments/results/Results';
import type { ResultsGateway } from '@application/assessments/results/ports/ResultsGateway';
import { isWaiting } from '@application/assessments/results/ResultsStore';

export const RESULTS_NOT_PUBLISHED = 'RESULTS_NOT_PUBLISHED';
export const FEEDBACK_MAX = 5000;

export interface GradeDraft {
  score: string;
  feedback: string;
}

/** How a typed number shows in a field: 7.5 → "7.5" (the teacher may type "7,5" too). */
const typed = (points: number | null): string => (points === null ? '' : String(points));

/**
 * One student's attempt(s) at an assessment. Teachers grade each question (score checked live with the
 * domain's checkScore, 0…question points, two decimals), write feedback, choose the evaluator and walk
 * the students waiting for grading; the student reads their own published result.
 */
export class IndividualResultStore {
  /** One attempt of one student (moving to another student or attempt: only the latest answer counts). */
  readonly read = new Loadable((itemGuid: string, userGuid: string, attempt: AttemptChoice) => this.gateway.individual(itemGuid, userGuid, attempt));
  /** The result on screen, a copy grading changes in place; cleared when another student's is asked for. */
  result: IndividualResult | undefined = undefined;
  drafts: Record<string, GradeDraft> = {};
  /** Questions whose score field was left or saved once: their errors show. */
  touched: Record<string, boolean> = {};
  savingGrade: Record<string, boolean> = {};
  gradeErrors: Record<string, AppError> = {};
  jobFeedback = '';
  evaluatorGuid = '';
  savingJob = false;
  jobError: AppError | undefined = undefined;
  /** The course's students in the server's order (teachers only), for next/previous waiting. */
  roster: ResultJob[] = [];
  teachers: Teacher[] = [];
  announcement: Announcement | undefined = undefined;
  private itemGuid = '';
  private userGuid = '';

  constructor(private readonly gateway: ResultsGateway) {
    makeAutoObservable<IndividualResultStore, 'gateway' | 'itemGuid' | 'userGuid'>(this, { gateway: false, itemGuid: false, userGuid: false, read: false });
  }

  get notPublished(): boolean {
    return this.read.error?.code === RESULTS_NOT_PUBLISHED;
  }

  get isNotFound(): boolean {
    return this.read.error?.kind === 'not-found';
  }

  /** Questions still waiting for a teacher's score in this attempt. */
  get waitingQuestions(): ResultQuestion[] {
    return this.result?.questions.filter((question) => question.outcome === 'needs-grading') ?? [];
  }

  get nextWaiting(): ResultJob | undefined {
    const index = this.roster.findIndex((job) => job.personGuid === this.userGuid);
    return this.roster.slice(index + 1).find(isWaiting);
  }

  get previousWaiting(): ResultJob | undefined {
    const index = this.roster.findIndex((job) => job.personGuid === this.userGuid);
    if (index < 0) return undefined;
    return [...this.roster.slice(0, index)].reverse().find(isWaiting);
  }

  scoreCheck(questionGuid: string): Result<number, ScoreError> {
    const question = this.question(questionGuid);
    const draft = this.drafts[questionGuid];
    return checkScore(draft?.score ?? '', { min: 0, max: question?.maxPoints ?? 0, decimals: 2 });
  }

  /** The error to show under a score field: once touched, live as the teacher types. */
  scoreError(questionGuid: string): ScoreError | undefined {
    if (!this.touched[questionGuid]) return undefined;
    const checked = this.scoreCheck(questionGuid);
    return checked.err ? checked.val : undefined;
  }

  async load(itemGuid: string, userGuid: string, options: { attempt?: AttemptChoice; teacher: boolean }): Promise<void> {
    this.itemGuid = itemGuid;
    this.userGuid = userGuid;
    this.result = undefined;
    const [individual, roster] = await Promise.all([
      this.read.load(itemGuid, userGuid, options.attempt ?? 'last'),
      options.teacher ? this.gateway.results(itemGuid) : Promise.resolve(undefined),
    ]);
    runInAction(() => {
      if (!this.read.holds(individual) || individual.err) return;
      this.show(individual.val);
      if (roster?.ok) {
        this.roster = roster.val.jobs;
        this.teachers = roster.val.teachers;
      }
    });
  }

  /** The attempt switcher: first, last or one by guid; the drafts follow the attempt shown (the one on screen stays until then). */
  async showAttempt(choice: AttemptChoice): Promise<void> {
    const result = await this.read.load(this.itemGuid, this.userGuid, choice);
    runInAction(() => {
      if (!this.read.holds(result) || result.err) return;
      this.show(result.val);
      this.announcement = announcement('announce.attemptShown', { number: result.val.attempt?.number ?? 0 });
    });
  }

  setScore(questionGuid: string, score: string): void {
    this.drafts[questionGuid] = { ...(this.drafts[questionGuid] ?? { score: '', feedback: '' }), score };
  }

  setFeedback(questionGuid: string, feedback: string): void {
    this.drafts[questionGuid] = { ...(this.drafts[questionGuid] ?? { score: '', feedback: '' }), feedback };
  }

  touch(questionGuid: string): void {
    this.touched[questionGuid] = true;
  }

  /** PUT …/grade: refused here first by the domain's checkScore; the totals and the job follow the server. */
  async saveGrade(questionGuid: string): Promise<Result<void, AppError>> {
    const attempt = this.result?.attempt;
    if (!attempt) return Err(appError('validation', 'NOT_READY'));
    this.touched[questionGuid] = true;
    const checked = this.scoreCheck(questionGuid);
    if (checked.err) {
      this.announcement = announcement('announce.scoreInvalid');
      return Err(appError('validation', 'INVALID_SCORE', { details: [{ path: '/score', message: checked.val.code }] }));
    }
    const feedback = (this.drafts[questionGuid]?.feedback ?? '').trim();
    this.savingGrade[questionGuid] = true;
    delete this.gradeErrors[questionGuid];
    const saved = await this.gateway.grade(attempt.guid, questionGuid, { score: checked.val, feedback: feedback === '' ? null : feedback });
    return runInAction(() => {
      delete this.savingGrade[questionGuid];
      const result = this.result;
      if (saved.err) {
        this.gradeErrors[questionGuid] = saved.val;
        this.announcement = announcement('announce.gradeFailed');
        return Err(saved.val);
      }
      if (!result) return Ok(undefined);
      result.questions = result.questions.map((question) => (question.guid === saved.val.question.guid ? saved.val.question : question));
      result.attempt = saved.val.attempt;
      result.job = saved.val.job;
      this.drafts[questionGuid] = { score: typed(saved.val.question.points), feedback: saved.val.question.feedback ?? '' };
      this.updateRoster();
      this.announcement = announcement('announce.gradeSaved', { name: saved.val.question.name, points: saved.val.question.points ?? 0, max: saved.val.question.maxPoints });
      return Ok(undefined);
    });
  }

  setJobFeedback(value: string): void {
    this.jobFeedback = value;
  }

  setEvaluator(guid: string): void {
    this.evaluatorGuid = guid;
  }

  /** PATCH …/jobs/{user}: the overall feedback and who evaluates. */
  async saveJob(): Promise<Result<void, AppError>> {
    const result = this.result;
    if (!result) return Err(appError('validation', 'NOT_READY'));
    if (this.jobFeedback.length > FEEDBACK_MAX) return Err(appError('validation', 'FEEDBACK_TOO_LONG'));
    this.savingJob = true;
    this.jobError = undefined;
    const feedback = this.jobFeedback.trim();
    const saved = await this.gateway.updateJob(this.itemGuid, this.userGuid, { feedback: feedback === '' ? null : feedback, evaluatorGuid: this.evaluatorGuid === '' ? null : this.evaluatorGuid });
    return runInAction(() => {
      this.savingJob = false;
      if (saved.err) {
        this.jobError = saved.val;
        return Err(saved.val);
      }
      result.job = saved.val;
      this.announcement = announcement('announce.jobSaved');
      return Ok(undefined);
    });
  }

  private question(guid: string): ResultQuestion | undefined {
    return this.result?.questions.find((question) => question.guid === guid);
  }

  private show(result: IndividualResult): void {
    this.result = result;
    this.drafts = Object.fromEntries(result.questions.map((question) => [question.guid, { score: typed(question.points), feedback: question.feedback ?? '' }]));
    this.touched = {};
    this.gradeErrors = {};
    this.jobFeedback = result.job.feedback ?? '';
    this.evaluatorGuid = result.job.evaluatorGuid ?? '';
  }

  /** The student's row in the roster follows what was just graded (next/previous waiting stays right). */
  private updateRoster(): void {
    const result = this.result;
    if (!result) return;
    this.roster = this.roster.map((job) =>
      job.personGuid === this.userGuid ? { ...job, status: result.job.status, score: result.job.score, needsGrading: this.waitingQuestions.length } : job,
    );
  }
}
