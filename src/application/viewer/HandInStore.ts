import { makeAutoObservable, runInAction } from 'mobx';
import { isTurnedIn } from '@domain/assignments/assignmentStatus';
import { handInAcceptedKinds, MAX_HAND_IN_FILES, MAX_HAND_IN_TEXT } from '@domain/content/itemRules';
import { localToInstant } from '@domain/lessons/deliverDate';
import { canTurnIn, studentItemStatus, type StudentItemStatus, type TurnIn } from '@domain/tasks/studentItemStatus';
import type { AppError } from '@application/shared/AppError';
import type { Clock } from '@application/shared/ports/Clock';
import type { FileUploader } from '@application/shared/ports/FileUploader';
import { FileBatch, type BatchFile } from '@application/shared/FileBatch';
import type { Job, LessonItemDetail } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';

export type HandInFile = BatchFile;

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
  private readonly batch: FileBatch;
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

  constructor(
    private readonly gateway: ViewerGateway,
    uploader: FileUploader,
    private readonly clock: Clock,
    newKey: () => string,
  ) {
    this.submissionKey = newKey();
    this.now = clock.now();
    this.batch = new FileBatch(uploader, 'hand-in', handInAcceptedKinds, () => MAX_HAND_IN_FILES);
    makeAutoObservable<HandInStore, 'gateway' | 'clock' | 'batch'>(this, { gateway: false, clock: false, batch: false });
  }

  /** The files chosen so far, each with its upload's progress or refusal. */
  get files(): HandInFile[] {
    return this.batch.files;
  }

  /** The assignment this form hands in to; `timeZone` is the school's (deliver dates are local to it). */
  setup(item: LessonItemDetail, timeZone: string): void {
    if (item.content.kind !== 'assignment') return;
    // Set up again (the school's zone arrived with the lesson): keep a hand-in made meanwhile.
    if (this.itemGuid !== item.guid) this.job = item.myJob;
    this.itemGuid = item.guid;
    this.batch.forCourse(item.courseGuid);
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
    return this.batch.uploadedGuids;
  }

  get trimmedText(): string {
    return this.acceptsText ? this.text.trim() : '';
  }

  /** The first reason the form cannot be sent, or undefined when it can. */
  get block(): HandInBlock | undefined {
    if (this.delivered) return 'delivered';
    if (!canTurnIn(this.itemStatus)) return 'closed';
    if (this.batch.uploading) return 'uploading';
    if (this.text.length > MAX_HAND_IN_TEXT) return 'text-too-long';
    if (this.trimmedText === '' && this.uploadedGuids.length === 0) return 'empty';
    return undefined;
  }

  get canAddFiles(): boolean {
    return this.acceptsFiles && !this.delivered && canTurnIn(this.itemStatus) && this.batch.hasRoom;
  }

  setText(value: string): void {
    this.text = value;
  }

  /** Checks each file with the domain's rules, then uploads the accepted ones at once, with progress. */
  addFiles(chosen: readonly File[]): void {
    this.batch.addFiles(chosen);
  }

  removeFile(id: number): void {
    this.batch.removeFile(id);
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
      this.batch.clear();
    });
    return result.ok;
  }

  /** Stops uploads still running (the form is going away). */
  dispose(): void {
    this.batch.dispose();
  }
}
