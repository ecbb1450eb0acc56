import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type { AssessmentResults, AttemptChoice, GradeSaved, IndividualResult, JobResult, ResultJob, ResultQuestion } from '@application/assessments/results/Results';
import type { ResultsGateway } from '@application/assessments/results/ports/ResultsGateway';

type Method = keyof ResultsGateway;
const clone = <T>(value: T): T => structuredClone(value);
const round2 = (n: number) => Math.round(n * 100) / 100;

export function aResultJob(overrides: Partial<ResultJob> = {}): ResultJob {
  return {
    personGuid: 's-1',
    name: 'Lucía',
    lastname: 'Álvarez',
    email: 'lucia@example.org',
    avatar: null,
    status: 'pending',
    score: null,
    late: false,
    attempts: 0,
    lastAttemptGuid: null,
    submittedAt: null,
    evaluatorGuid: null,
    needsGrading: 0,
    ...overrides,
  };
}

export function someResults(): AssessmentResults {
  return {
    assessment: { guid: 'a-1', name: 'Test de fracciones', courseGuid: 'c-1', lessonGuid: 'l-1', rankingScale: 10, questionsCount: 2, maxPoints: 3, gradesPublishedAt: null },
    jobs: [
      aResultJob({ personGuid: 's-1', name: 'Lucía', lastname: 'Álvarez', status: 'evaluated', score: 8, attempts: 1, lastAttemptGuid: 'at-1' }),
      aResultJob({ personGuid: 's-2', name: 'Mario', lastname: 'Blanco', status: 'delivered', attempts: 1, lastAttemptGuid: 'at-2', needsGrading: 1 }),
      aResultJob({ personGuid: 's-3', name: 'Nora', lastname: 'Castro' }),
      aResultJob({ personGuid: 's-4', name: 'Pablo', lastname: 'Díaz', status: 'delivered', attempts: 2, lastAttemptGuid: 'at-4', needsGrading: 1, late: true }),
    ],
    teachers: [
      { guid: 't-1', name: 'Ana', lastname: 'Profe' },
      { guid: 't-2', name: 'Luis', lastname: 'Tutor' },
    ],
  };
}

/** Mario's attempt: one objective question scored, one long text waiting for grading. */
export function anIndividualResult(): IndividualResult {
  const questions: ResultQuestion[] = [
    { guid: 'q-1', type: 'QT_3', position: 1, name: 'Verdadero o falso', description: '', maxPoints: 1, playerData: {}, correct: { value: true }, answer: { value: true }, points: 1, outcome: 'correct', feedback: null, gradedBy: null },
    { guid: 'q-2', type: 'QT_8', position: 2, name: 'Explica', description: '', maxPoints: 2, playerData: { min_words: null, max_words: null }, correct: null, answer: { text: 'Porque sí' }, points: null, outcome: 'needs-grading', feedback: null, gradedBy: null },
  ];
  return {
    student: { guid: 's-2', name: 'Mario', lastname: 'Blanco', avatar: null },
    assessment: someResults().assessment,
    attempts: [{ guid: 'at-2', number: 1, status: 'submitted', startedAt: '2026-11-20T09:00:00Z', submittedAt: '2026-11-20T09:20:00Z', autoSubmitted: false, score: null }],
    attempt: { guid: 'at-2', number: 1, status: 'submitted', startedAt: '2026-11-20T09:00:00Z', submittedAt: '2026-11-20T09:20:00Z', autoSubmitted: false, points: null, maxPoints: 3, score: null },
    questions,
    media: {},
    job: { status: 'delivered', score: null, feedback: null, evaluatorGuid: null },
  };
}

/** Results in memory; grading recomputes totals like the server (score = points / max × scale). */
export class InMemoryResultsGateway implements ResultsGateway {
  results_: AssessmentResults = someResults();
  /** user guid → their individual result (the last attempt). */
  readonly individuals = new Map<string, IndividualResult>([['s-2', anIndividualResult()]]);
  readonly calls: { method: Method; args: unknown[] }[] = [];
  readonly failures = new Map<Method, AppError>();

  private fail(method: Method, args: unknown[]): AppError | undefined {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) this.failures.delete(method);
    return failure;
  }

  async results(itemGuid: string): Promise<Result<AssessmentResults, AppError>> {
    const failure = this.fail('results', [itemGuid]);
    return failure ? Err(failure) : Ok(clone(this.results_));
  }

  async individual(itemGuid: string, userGuid: string, attempt: AttemptChoice): Promise<Result<IndividualResult, AppError>> {
    const failure = this.fail('individual', [itemGuid, userGuid, attempt]);
    if (failure) return Err(failure);
    const found = this.individuals.get(userGuid);
    return found ? Ok(clone(found)) : Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
  }

  async grade(attemptGuid: string, questionGuid: string, grade: { score: number; feedback: string | null }): Promise<Result<GradeSaved, AppError>> {
    const failure = this.fail('grade', [attemptGuid, questionGuid, clone(grade)]);
    if (failure) return Err(failure);
    const individual = [...this.individuals.values()].find((candidate) => candidate.attempt?.guid === attemptGuid);
    const attempt = individual?.attempt;
    const question = individual?.questions.find((candidate) => candidate.guid === questionGuid);
    if (!individual || !attempt || !question) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    if (grade.score > question.maxPoints) return Err(appError('validation', 'INVALID_SCORE', { status: 400, details: [{ path: '/score', message: 'score.out-of-range' }] }));
    question.points = grade.score;
    question.feedback = grade.feedback;
    question.outcome = grade.score === question.maxPoints ? 'correct' : grade.score === 0 ? 'incorrect' : 'partial';
    question.gradedBy = 't-1';
    const complete = individual.questions.every((candidate) => candidate.points !== null);
    const points = round2(individual.questions.reduce((sum, candidate) => sum + (candidate.points ?? 0), 0));
    attempt.points = complete ? points : null;
    attempt.score = complete ? round2((points / attempt.maxPoints) * individual.assessment.rankingScale) : null;
    individual.job = { ...individual.job, status: complete ? 'evaluated' : 'delivered', score: attempt.score, evaluatorGuid: 't-1' };
    return Ok(clone({ question, attempt, job: individual.job }));
  }

  async updateJob(itemGuid: string, userGuid: string, changes: { evaluatorGuid?: string | null; feedback?: string | null }): Promise<Result<JobResult, AppError>> {
    const failure = this.fail('updateJob', [itemGuid, userGuid, clone(changes)]);
    if (failure) return Err(failure);
    const individual = this.individuals.get(userGuid);
    if (!individual) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    individual.job = {
      ...individual.job,
      ...(changes.feedback === undefined ? {} : { feedback: changes.feedback }),
      ...(changes.evaluatorGuid === undefined ? {} : { evaluatorGuid: changes.evaluatorGuid }),
    };
    return Ok(clone(individual.job));
  }

  async publish(itemGuid: string, published: boolean): Promise<Result<{ gradesPublishedAt: string | null }, AppError>> {
    const failure = this.fail('publish', [itemGuid, published]);
    if (failure) return Err(failure);
    this.results_.assessment.gradesPublishedAt = published ? '2026-11-23T10:00:00Z' : null;
    return Ok({ gradesPublishedAt: this.results_.assessment.gradesPublishedAt });
  }
}
