import { makeAutoObservable, runInAction } from 'mobx';
import { checkUpload, type UploadKind, type UploadRefusal } from '@domain/content/uploadRules';
import type { AppError } from '@application/shared/AppError';
import type { FileUploader, UploadedFile, UploadPurpose } from '@application/shared/ports/FileUploader';

/** Why a file was not added: a domain refusal, too many files, or the upload failed. */
export type BatchFileError = UploadRefusal | { code: 'TOO_MANY_FILES'; max: number } | { code: 'UPLOAD_FAILED'; error: AppError };

export interface BatchFile {
  id: number;
  name: string;
  size: number;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0–100 while uploading. */
  percent: number;
  uploaded: UploadedFile | undefined;
  error: BatchFileError | undefined;
}

/**
 * Several files chosen for one form (a hand-in, a board message): each checked by the domain's upload rules before a
 * byte is sent, then uploaded at once with its own progress; removing one cancels its upload. The form sends the
 * guids of those uploaded.
 */
export class FileBatch {
  files: BatchFile[] = [];
  private courseGuid = '';
  private nextId = 1;
  private readonly uploads = new Map<number, AbortController>();

  constructor(
    private readonly uploader: FileUploader,
    private readonly purpose: UploadPurpose,
    private readonly kinds: readonly UploadKind[],
    /** How many files the form takes now (a message that has some already takes fewer). */
    private readonly room: () => number,
  ) {
    makeAutoObservable<FileBatch, 'uploader' | 'purpose' | 'kinds' | 'room' | 'courseGuid' | 'nextId' | 'uploads'>(this, {
      uploader: false,
      purpose: false,
      kinds: false,
      room: false,
      courseGuid: false,
      nextId: false,
      uploads: false,
    });
  }

  /** The course the files go to. */
  forCourse(courseGuid: string): void {
    this.courseGuid = courseGuid;
  }

  get uploadedGuids(): string[] {
    return this.files.flatMap((file) => (file.status === 'uploaded' && file.uploaded ? [file.uploaded.guid] : []));
  }

  get uploading(): boolean {
    return this.files.some((file) => file.status === 'uploading');
  }

  /** Files on their way or uploaded: what counts against the room. */
  get activeFiles(): number {
    return this.files.filter((file) => file.status !== 'failed').length;
  }

  get hasRoom(): boolean {
    return this.activeFiles < this.room();
  }

  /** Checks each file with the domain's rules, then uploads the accepted ones at once, with progress. */
  addFiles(chosen: readonly File[]): void {
    for (const file of chosen) {
      const entry: BatchFile = { id: this.nextId++, name: file.name, size: file.size, status: 'uploading', percent: 0, uploaded: undefined, error: undefined };
      const max = this.room();
      const check = this.activeFiles >= max ? null : checkUpload({ name: file.name, mime: file.type, size: file.size }, this.kinds);
      if (check === null || check.err) {
        this.files.push({ ...entry, status: 'failed', error: check === null ? { code: 'TOO_MANY_FILES', max } : check.val });
        continue;
      }
      this.files.push(entry);
      void this.upload(entry.id, file);
    }
  }

  /** Takes a file off the form, cancelling its upload if it is still on its way. */
  removeFile(id: number): void {
    this.uploads.get(id)?.abort();
    this.uploads.delete(id);
    this.files = this.files.filter((file) => file.id !== id);
  }

  /** The form was sent: it starts empty. */
  clear(): void {
    this.dispose();
    this.files = [];
  }

  /** Stops uploads still running (the form is going away). */
  dispose(): void {
    for (const controller of this.uploads.values()) controller.abort();
    this.uploads.clear();
  }

  private async upload(id: number, file: File): Promise<void> {
    const controller = new AbortController();
    this.uploads.set(id, controller);
    const result = await this.uploader.upload(
      this.courseGuid,
      this.purpose,
      file,
      (progress) => this.setPercent(id, progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0),
      controller.signal,
    );
    this.uploads.delete(id);
    runInAction(() => {
      const entry = this.files.find((candidate) => candidate.id === id);
      if (!entry) return;
      if (result.err) {
        entry.status = 'failed';
        entry.error = { code: 'UPLOAD_FAILED', error: result.val };
        return;
      }
      entry.status = 'uploaded';
      entry.percent = 100;
      entry.uploaded = result.val;
    });
  }

  private setPercent(id: number, percent: number): void {
    const entry = this.files.find((candidate) => candidate.id === id);
    if (entry && entry.status === 'uploading') entry.percent = Math.min(99, Math.max(entry.percent, percent));
  }
}
