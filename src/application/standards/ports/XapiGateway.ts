import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { UploadedPackage } from '@application/standards/Scorm';
import type { XapiLaunch, XapiResults, XapiTrail } from '@application/standards/Xapi';

/** xAPI items: upload a package, open it, read the results and a learner's statements. */
export interface XapiGateway {
  /** Refusals come back as PACKAGE_* codes. */
  upload(lessonGuid: string, file: File, name: string): Promise<Result<UploadedPackage, AppError>>;
  launch(itemGuid: string): Promise<Result<XapiLaunch, AppError>>;
  results(itemGuid: string): Promise<Result<XapiResults, AppError>>;
  trail(itemGuid: string, userGuid: string): Promise<Result<XapiTrail, AppError>>;
}

export const XapiGateway: ServiceIdentifier<XapiGateway> = Symbol('XapiGateway');
