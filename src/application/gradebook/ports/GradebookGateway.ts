import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuditEntry, Gradebook, GradebookBook, GradebookQuery, SavedScore, ScoreWrite } from '@application/gradebook/Gradebook';

/** The gradebook grid: read it, its books, its audit trail, and write manual scores (docs/api-gradebook.md). */
export interface GradebookGateway {
  load(courseGuid: string, query?: GradebookQuery): Promise<Result<Gradebook, AppError>>;
  books(courseGuid: string): Promise<Result<GradebookBook[], AppError>>;
  /** 409 SCORE_CHANGED when `expectedPrevious` is stale; 400 VALIDATION_FAILED with the domain's score code. */
  saveScore(courseGuid: string, write: ScoreWrite): Promise<Result<SavedScore, AppError>>;
  audit(courseGuid: string, filter: { itemGuid?: string; studentGuid?: string; limit?: number }): Promise<Result<AuditEntry[], AppError>>;
}

export const GradebookGateway: ServiceIdentifier<GradebookGateway> = Symbol('GradebookGateway');
