import { Err, Ok, type Result } from '@domain/shared/result';
import type { QuestionData } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import { appError, type AppError } from '@application/shared/AppError';
import type { AuthoringQuestion, MediaFiles, QuestionChanges, QuestionInput, QuestionList, QuestionWithMedia } from '@application/assessments/authoring/Question';
import type { AssessmentAuthoringGateway } from '@application/assessments/authoring/ports/AssessmentAuthoringGateway';

type Method = keyof AssessmentAuthoringGateway;

const clone = <T>(value: T): T => structuredClone(value);
const notFound = () => appError('not-found', 'NOT_FOUND', { status: 404 });
export const lockedError = () => appError('conflict', 'QUESTIONS_LOCKED', { status: 409 });

export function aQuestion(overrides: Partial<AuthoringQuestion> = {}): AuthoringQuestion {
  return {
    guid: 'q-1',
    type: 'QT_3' as QuestionTypeCode,
    position: 1,
    name: 'El agua hierve a 100 °C',
    description: '<p>¿Verdadero o falso?</p>',
    points: 1,
    data: { correct: true } as QuestionData,
    ...overrides,
  };
}

/** An assessment's questions in memory, answering like the server (order, lock once attempts exist). */
export class InMemoryAssessmentAuthoringGateway implements AssessmentAuthoringGateway {
  /** item guid → its questions in order. */
  readonly assessments = new Map<string, AuthoringQuestion[]>();
  readonly locked = new Set<string>();
  media: MediaFiles = {};
  readonly calls: { method: Method; args: unknown[] }[] = [];
  /** The next call of that method fails with this error. */
  readonly failures = new Map<Method, AppError>();
  private nextId = 1;

  private fail(method: Method, args: unknown[]): AppError | undefined {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) this.failures.delete(method);
    return failure;
  }

  private owner(questionGuid: string): string | undefined {
    for (const [item, questions] of this.assessments) if (questions.some((question) => question.guid === questionGuid)) return item;
    return undefined;
  }

  async list(itemGuid: string): Promise<Result<QuestionList, AppError>> {
    const failure = this.fail('list', [itemGuid]);
    if (failure) return Err(failure);
    const questions = this.assessments.get(itemGuid);
    if (!questions) return Err(notFound());
    return Ok({ questions: clone(questions), media: clone(this.media), locked: this.locked.has(itemGuid) });
  }

  async get(questionGuid: string): Promise<Result<QuestionWithMedia, AppError>> {
    const failure = this.fail('get', [questionGuid]);
    if (failure) return Err(failure);
    const item = this.owner(questionGuid);
    const question = item === undefined ? undefined : this.assessments.get(item)?.find((candidate) => candidate.guid === questionGuid);
    return question ? Ok({ question: clone(question), media: clone(this.media) }) : Err(notFound());
  }

  async create(itemGuid: string, input: QuestionInput): Promise<Result<AuthoringQuestion, AppError>> {
    const failure = this.fail('create', [itemGuid, clone(input)]);
    if (failure) return Err(failure);
    const questions = this.assessments.get(itemGuid);
    if (!questions) return Err(notFound());
    if (this.locked.has(itemGuid)) return Err(lockedError());
    const question: AuthoringQuestion = { guid: `new-q-${this.nextId++}`, position: questions.length + 1, ...clone(input) };
    questions.push(question);
    return Ok(clone(question));
  }

  async update(questionGuid: string, changes: QuestionChanges): Promise<Result<AuthoringQuestion, AppError>> {
    const failure = this.fail('update', [questionGuid, clone(changes)]);
    if (failure) return Err(failure);
    const item = this.owner(questionGuid);
    const questions = item === undefined ? undefined : this.assessments.get(item);
    const index = questions?.findIndex((candidate) => candidate.guid === questionGuid) ?? -1;
    if (!questions || item === undefined || index < 0) return Err(notFound());
    if (this.locked.has(item)) return Err(lockedError());
    const updated = { ...(questions[index] as AuthoringQuestion), ...clone(changes) } as AuthoringQuestion;
    questions[index] = updated;
    return Ok(clone(updated));
  }

  async remove(questionGuid: string): Promise<Result<void, AppError>> {
    const failure = this.fail('remove', [questionGuid]);
    if (failure) return Err(failure);
    const item = this.owner(questionGuid);
    if (item === undefined) return Err(notFound());
    if (this.locked.has(item)) return Err(lockedError());
    const rest = (this.assessments.get(item) ?? []).filter((question) => question.guid !== questionGuid);
    this.assessments.set(item, rest.map((question, index) => ({ ...question, position: index + 1 })));
    return Ok(undefined);
  }

  async reorder(itemGuid: string, guids: string[]): Promise<Result<void, AppError>> {
    const failure = this.fail('reorder', [itemGuid, [...guids]]);
    if (failure) return Err(failure);
    const questions = this.assessments.get(itemGuid);
    if (!questions) return Err(notFound());
    if (this.locked.has(itemGuid)) return Err(lockedError());
    const permutation = guids.length === questions.length && questions.every((question) => guids.includes(question.guid));
    if (!permutation) return Err(appError('validation', 'VALIDATION_FAILED', { status: 400 }));
    this.assessments.set(itemGuid, guids.map((guid, index) => ({ ...(questions.find((question) => question.guid === guid) as AuthoringQuestion), position: index + 1 })));
    return Ok(undefined);
  }
}
