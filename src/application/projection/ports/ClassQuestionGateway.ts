import type { ServiceIdentifier } from 'inversify';
import type { Answer } from '@domain/assessments/questionModel';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { StudentRound } from '@application/projection/LiveRound';

/** A student's side of live questions (docs/api-projection.md): the lesson's running question and an answer to it. */
export interface ClassQuestionGateway {
  current(lessonGuid: string): Promise<Result<StudentRound | null, AppError>>;
  answer(roundGuid: string, answer: Answer): Promise<Result<void, AppError>>;
}

export const ClassQuestionGateway: ServiceIdentifier<ClassQuestionGateway> = Symbol('ClassQuestionGateway');
