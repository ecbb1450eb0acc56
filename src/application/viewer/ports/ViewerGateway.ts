import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { ActivityRecord, HandIn, ItemProgress, Job, LessonItemDetail, LessonOutline, SavedProgress } from '@application/viewer/LessonItem';

/** What the viewers read and write: one item, its lesson, progress, hand-ins and records. */
export interface ViewerGateway {
  item(guid: string): Promise<Result<LessonItemDetail, AppError>>;
  lesson(guid: string): Promise<Result<LessonOutline, AppError>>;
  /** Students only; the server merges (never lowers) and recomputes the lesson's progress. */
  saveProgress(itemGuid: string, progress: ItemProgress): Promise<Result<SavedProgress, AppError>>;
  handIn(itemGuid: string, handIn: HandIn): Promise<Result<Job, AppError>>;
  jobs(itemGuid: string): Promise<Result<Job[], AppError>>;
  record(itemGuid: string, userGuid: string): Promise<Result<ActivityRecord, AppError>>;
}

export const ViewerGateway: ServiceIdentifier<ViewerGateway> = Symbol('ViewerGateway');
