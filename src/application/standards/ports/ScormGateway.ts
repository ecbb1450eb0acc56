import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { ScormCommitResult, ScormLaunch, ScormResults, UploadedPackage } from '@application/standards/Scorm';

/** SCORM items: upload a package, open it, commit its CMI data, read the results. */
export interface ScormGateway {
  /** Refusals come back as PACKAGE_* codes (why the package is not usable). */
  upload(lessonGuid: string, file: File, name: string): Promise<Result<UploadedPackage, AppError>>;
  launch(itemGuid: string): Promise<Result<ScormLaunch, AppError>>;
  /** keepalive: the last commit as the page hides still reaches the server. */
  commit(itemGuid: string, sessionId: string, cmi: Record<string, unknown>): Promise<Result<ScormCommitResult, AppError>>;
  results(itemGuid: string): Promise<Result<ScormResults, AppError>>;
}

export const ScormGateway: ServiceIdentifier<ScormGateway> = Symbol('ScormGateway');
