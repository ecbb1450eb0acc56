import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AttemptMedia, AttemptQuestion } from '@application/assessments/taking/Attempt';

/** A test's questions as a student's attempt shows them, read while seeing its course as a student (ADR 0553). */
export interface TestPreview {
  itemGuid: string;
  questions: AttemptQuestion[];
  media: Record<string, AttemptMedia>;
}

/** Reads a test's preview: no attempt is made (the server's `/assessments/{guid}/preview`). */
export interface TestPreviewGateway {
  preview(itemGuid: string): Promise<Result<TestPreview, AppError>>;
}

export const TestPreviewGateway: ServiceIdentifier<TestPreviewGateway> = Symbol('TestPreviewGateway');
