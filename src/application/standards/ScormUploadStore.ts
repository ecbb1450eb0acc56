import { makeAutoObservable, runInAction } from 'mobx';
import { Err, type Result } from '@domain/shared/result';
import { PACKAGE_LIMITS } from '@domain/content/scormPackage';
import { appError, type AppError } from '@application/shared/AppError';
import type { UploadedPackage } from '@application/standards/Scorm';
import type { ScormGateway } from '@application/standards/ports/ScormGateway';

/** A teacher adding a SCORM package to a lesson: the chosen zip, sending it, and why it was refused. */
export class ScormUploadStore {
  file: File | undefined = undefined;
  sending = false;
  error: AppError | undefined = undefined;

  constructor(private readonly gateway: ScormGateway) {
    makeAutoObservable<ScormUploadStore, 'gateway'>(this, { gateway: false, file: false }, { autoBind: true });
  }

  choose(file: File | undefined): void {
    this.file = file;
    this.error = undefined;
  }

  /** Checks what the browser can (a file, its size) before sending; the server checks the package itself. */
  async send(lessonGuid: string, name: string): Promise<Result<UploadedPackage, AppError>> {
    const file = this.file;
    if (!file) return this.fail(appError('validation', 'FILE_EMPTY'));
    if (file.size > PACKAGE_LIMITS.maxZipBytes) return this.fail(appError('validation', 'PACKAGE_TOO_LARGE'));
    this.sending = true;
    this.error = undefined;
    const result = await this.gateway.upload(lessonGuid, file, name.trim());
    runInAction(() => {
      this.sending = false;
      if (result.err) this.error = result.val;
    });
    return result;
  }

  private fail(error: AppError): Result<UploadedPackage, AppError> {
    this.error = error;
    return Err(error);
  }
}
