import { makeAutoObservable, runInAction } from 'mobx';
import { Err, type Result } from '@domain/shared/result';
import { PACKAGE_LIMITS } from '@domain/content/scormPackage';
import { Loadable } from '@application/shared/Loadable';
import { appError, type AppError } from '@application/shared/AppError';
import type { UploadedPackage } from '@application/standards/Scorm';
import type { XapiGateway } from '@application/standards/ports/XapiGateway';

/** The viewer of an xAPI item: its launch (a new learner credential each time it opens). */
export class XapiPlayerStore {
  readonly launch = new Loadable((itemGuid: string) => this.gateway.launch(itemGuid));

  constructor(private readonly gateway: XapiGateway) {
    makeAutoObservable<XapiPlayerStore, 'gateway'>(this, { gateway: false, launch: false }, { autoBind: true });
  }

  async open(itemGuid: string): Promise<void> {
    await this.launch.load(itemGuid);
  }
}

/** A teacher adding an xAPI package to a lesson: the chosen zip, sending it, and why it was refused. */
export class XapiUploadStore {
  file: File | undefined = undefined;
  sending = false;
  error: AppError | undefined = undefined;

  constructor(private readonly gateway: XapiGateway) {
    makeAutoObservable<XapiUploadStore, 'gateway'>(this, { gateway: false, file: false }, { autoBind: true });
  }

  choose(file: File | undefined): void {
    this.file = file;
    this.error = undefined;
  }

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

/** The teacher's results of one xAPI item, and one learner's statements. */
export class XapiResultsStore {
  readonly results = new Loadable((itemGuid: string) => this.gateway.results(itemGuid));
  readonly trail = new Loadable((itemGuid: string, userGuid: string) => this.gateway.trail(itemGuid, userGuid));

  constructor(private readonly gateway: XapiGateway) {
    makeAutoObservable<XapiResultsStore, 'gateway'>(this, { gateway: false, results: false, trail: false }, { autoBind: true });
  }

  async load(itemGuid: string): Promise<void> {
    await this.results.load(itemGuid);
  }

  async loadTrail(itemGuid: string, userGuid: string): Promise<void> {
    await this.trail.load(itemGuid, userGuid);
  }
}
