import { makeAutoObservable, runInAction } from 'mobx';
import { isTurnedIn } from '@domain/assignments/assignmentStatus';
import { checkUpload, type UploadRefusal } from '@domain/content/uploadRules';
import { handInAcceptedKinds, MAX_HAND_IN_FILES, MAX_HAND_IN_TEXT } from '@domain/content/itemRules';
import { localToInstant } from '@domain/lessons/deliverDate';
import { canTurnIn, studentItemStatus, type StudentItemStatus, type TurnIn } from '@domain/tasks/studentItemStatus';
import type { AppError } from '@application/shared/AppError';
import type { Clock } from '@application/shared/ports/Clock';
import type { FileUploader, UploadedFile } from '@application/shared/ports/FileUploader';
import type { Job, LessonItemDetail } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';

/** Why a file was not added: a domain refusal, too many files, or the upload failed. */
export type HandInFileError = UploadRefusal | { code: 'TOO_MANY_FILES'; max: number } | { code: 'UPLOAD_FAILED'; error: AppError };

export interface HandInFile {
  id: number;
  name: string;
  size: number;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0–100 while uploading. */
  percent: number;
  uploaded: UploadedFile | undefined;
  error: HandInFileError | undefined;
}

export type HandInStatus = 'editing' | 'sending' | 'failed';

/** Why the form cannot be sent right now (translated by the view). */
export type HandInBlock = 'closed' | 'empty' | 'uploading' | 'text-too-long' | 'delivered';

/**
 * A student's hand-in of one assignment: text and/or files, uploaded as chosen, then sent once.
 * The submission key is made when the store is and kept across retries, so a double click or a
 * retry after a lost answer records one hand-in (the server answers the same job for the same key).
 */
export class HandInStore {
  text = '';
  files: HandInFile[] = [];
  status: HandInStatus = 'editing';
  error: AppError | undefined = undefined;
  job: Job | null = null;
  acceptsText = false;
  acceptsFiles = false;
  deliverAt: Date | null = null;
  canDeliverLate = false;
  gradesPublished = false;
  now: Date;
  /** The student tried to send: reasons not to send are now worth announcing. */
  attempted = false;
  readonly submissionKey: string;
  private itemGuid = '';
  private courseGuid = '';
  private nextId = 1;
  private readonly uploads = new Map<number, AbortController>();

  constructor(
    private readonly gateway: ViewerGateway,
    private readonly uploader: FileUploader,
    private readonly clock: Clock,
    newKey: () => string,
  ) {
    this.submissionKey = newKey();
    this.now = clock.now();
    makeAutoObservable<HandInStore, 'gateway' | 'uploader' | 'clock' | 'courseGuid' | 'nextId' | 'uploads'>(this, {
      gateway: false,
      uploader: false,
      clock: false,
      courseGuid: false,
      nextId: false,
      uploads: false,
    });
  }

  /** The assignment this form hands in to; `timeZone` is the school's (deliver dates are local to it). */
  setup(item: LessonItemDetail, timeZone: string): void {
    if (item.content.kind !== 'assignment') return;
    // Set up again (the school's zone arrived with the lesson): keep a hand-in made meanwhile.
    if (this.itemGuid !== item.guid) this.job = item.myJob;
    this.itemGuid = item.guid;
    this.courseGuid = item.courseGuid;
    this.acceptsText = item.content.acceptsText;
    this.acceptsFiles = item.content.acceptsFiles;
    this.deliverAt = item.deliverAt === null ? null : localToInstant(item.deliverAt, timeZone);
    this.canDeliverLate = item.canDeliverLate;
    this.gradesPublished = item.gradesPublished;
    this.now = this.clock.now();
  }

  get isSetUp(): boolean {
    return this.itemGuid !== '';
  }

  /** The assignment's one status for this student (ADR 0140): the word shown and whether a hand-in is offered. */
  get itemStatus(): StudentItemStatus {
    return studentItemStatus(
      {
        jobStatus: this.job?.status ?? null,
        hasSavedWork: false,
        gradesPublished: this.gradesPublished,
        dueAt: this.deliverAt,
        canDeliverLate: this.canDeliverLate,
        evaluator: null,
      },
      this.now,
    );
  }

  get turnIn(): TurnIn {
    return this.itemStatus.turnIn;
  }

  get delivered(): boolean {
    return this.job !== null && isTurnedIn(this.job.status) && this.job.deliveredAt !== null;
  }

  get uploadedGuids(): string[] {
    return this.files.flatMap((file) => (file.status === 'uploaded' && file.uploaded ? [file.uploaded.guid] : []));
  }

  get trimmedText(): string {
    return this.acceptsText ? this.text.trim() : '';
  }

  /** The first reason the form cannot be sent, or undefined when it can. */
  get block(): HandInBlock | undefined {
    if (this.delivered) return 'delivered';
    if (!canTurnIn(this.itemStatus)) return 'closed';
    if (this.files.some((file) => file.status === 'uploading')) return 'uploading';
    if (this.text.length > MAX_HAND_IN_TEXT) return 'text-too-long';
    if (this.trimmedText === '' && this.uploadedGuids.length === 0) return 'empty';
    return undefined;
  }

  get canAddFiles(): boolean {
    return this.acceptsFiles && !this.delivered && canTurnIn(this.itemStatus) && this.activeFiles < MAX_HAND_IN_FILES;
  }

  private get activeFiles(): number {
    return this.files.filter((file) => file.status !== 'failed').length;
  }

  setText(value: string): void {
    this.text = value;
  }

  /** Checks each file with the domain's rules, then uploads the accepted ones at once, with progress. */
  addFiles(chosen: readonly File[]): void {
    for (const file of chosen) {
      const entry: HandInFile = { id: this.nextId++, name: file.name, size: file.size, status: 'uploading', percent: 0, uploaded: undefined, error: undefined };
      const check = this.activeFiles >= MAX_HAND_IN_FILES ? null : checkUpload({ name: file.name, mime: file.type, size: file.size }, handInAcceptedKinds);
      if (check === null || check.err) {
        this.files.push({ ...entry, status: 'failed', error: check === null ? { code: 'TOO_MANY_FILES', max: MAX_HAND_IN_FILES } : check.val });
        continue;
      }
      this.files.push(entry);
      void this.upload(entry.id, file);
    }
  }

  removeFile(id: number): void {
    this.uploads.get(id)?.abort();
    this.uploads.delete(id);
    this.files = this.files.filter((file) => file.id !== id);
  }

  /** Sends the hand-in; safe to call twice (the second call while sending is ignored). */
  async submit(): Promise<boolean> {
    if (this.status === 'sending') return false;
    this.now = this.clock.now();
    this.attempted = true;
    if (this.block !== undefined) return false;
    this.status = 'sending';
    this.error = undefined;
    const result = await this.gateway.handIn(this.itemGuid, {
      submissionKey: this.submissionKey,
      ...(this.acceptsText && this.trimmedText !== '' ? { text: this.trimmedText } : {}),
      ...(this.acceptsFiles && this.uploadedGuids.length > 0 ? { fileGuids: this.uploadedGuids } : {}),
    });
    runInAction(() => {
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        // The server's clock or a publication decided first: show the item as the server now sees it.
        if (result.val.code === 'DELIVERY_CLOSED') this.canDeliverLate = false;
        if (result.val.code === 'GRADES_PUBLISHED') this.gradesPublished = true;
        return;
      }
      this.status = 'editing';
      this.attempted = false;
      this.job = result.val;
      this.text = '';
      this.files = [];
    });
    return result.ok;
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
      'hand-in',
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
