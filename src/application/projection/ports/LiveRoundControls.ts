import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { LiveQuestionDraft, RoundAction } from '@application/projection/LiveRound';

/** The teacher's live questions from the remote (docs/api-projection.md): launch, act on, save to the gradebook. */
export interface LiveRoundControls {
  launch(projectionGuid: string, question: LiveQuestionDraft): Promise<Result<string, AppError>>;
  act(projectionGuid: string, roundGuid: string, action: RoundAction): Promise<Result<void, AppError>>;
  /** Answers the gradebook column's guid. */
  save(projectionGuid: string, roundGuid: string): Promise<Result<string, AppError>>;
}

export const LiveRoundControls: ServiceIdentifier<LiveRoundControls> = Symbol('LiveRoundControls');
