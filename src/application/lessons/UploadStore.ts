import { makeAutoObservable, runInAction } from 'mobx';
import { checkUpload, type UploadKind, type UploadRefusal } from '@domain/content/uploadRules';
import type { AppError } from '@application/shared/AppError';
import type { FileUploader, UploadedFile, UploadPurpose } from '@application/shared/ports/FileUploader';

export type UploadState = 'idle' | 'uploading' | 'done' | 'refused' | 'failed';

/** The file a field holds: one just uploaded, or the one the item already had. */
export interface HeldFile {
  guid: string;
  name: string;
  size: number | null;
}

/**
 * One upload field: the domain checks the file before anything is sent (type and size, spec §5),
 * then the uploader sends it with progress; Cancel aborts it. One store per field.
 */
export class UploadStore {
  state: UploadState = 'idle';
  /** 0–100 while uploading. */
  percent = 0;
  fileName = '';
  refusal: UploadRefusal | undefined = undefined;
  error: AppError | undefined = undefined;
  held: HeldFile | undefined = undefined;
  private controller: AbortController | undefined = undefined;

  constructor(private readonly uploader: FileUploader) {
    makeAutoObservable<UploadStore, 'uploader' | 'controller'>(this, { uploader: false, controller: false });
  }

  /** Shows the file an item already has (edit). */
  hold(file: HeldFile | undefined): void {
    this.held = file;
    this.state = file ? 'done' : 'idle';
  }

  async upload(courseGuid: string, purpose: UploadPurpose, file: File, accepted: readonly UploadKind[]): Promise<UploadedFile | undefined> {
    this.cancel();
    this.fileName = file.name;
    this.refusal = undefined;
    this.error = undefined;
    const checked = checkUpload({ name: file.name, mime: file.type, size: file.size }, accepted);
    if (checked.err) {
      this.refusal = checked.val;
      this.state = 'refused';
      return undefined;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'uploading';
    this.percent = 0;
    const result = await this.uploader.upload(
      courseGuid,
      purpose,
      file,
      (progress) => runInAction(() => {
        if (this.controller === controller && progress.total > 0) this.percent = Math.min(100, Math.round((progress.loaded / progress.total) * 100));
      }),
      controller.signal,
    );
    return runInAction(() => {
      // A newer upload (or a cancel) replaced this one.
      if (this.controller !== controller) return undefined;
      this.controller = undefined;
      if (result.err) {
        if (result.val.code === 'ABORTED') {
          this.state = this.held ? 'done' : 'idle';
          return undefined;
        }
        this.error = result.val;
        this.state = 'failed';
        return undefined;
      }
      this.held = { guid: result.val.guid, name: result.val.name, size: result.val.size };
      this.state = 'done';
      this.percent = 100;
      return result.val;
    });
  }

  cancel(): void {
    const controller = this.controller;
    if (!controller) return;
    this.controller = undefined;
    controller.abort();
    this.state = this.held ? 'done' : 'idle';
  }

  clear(): void {
    this.cancel();
    this.held = undefined;
    this.refusal = undefined;
    this.error = undefined;
    this.state = 'idle';
  }
}
