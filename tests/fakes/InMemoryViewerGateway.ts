import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type { ActivityRecord, HandIn, ItemProgress, Job, LessonItemDetail, LessonOutline, SavedProgress } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import type { FileUploader, UploadedFile, UploadProgress, UploadPurpose } from '@application/shared/ports/FileUploader';

const notFound = () => Err(appError('not-found', 'NOT_FOUND', { status: 404 }));

/** Items, lessons, hand-ins and records in memory; records every write for assertions. */
export class InMemoryViewerGateway implements ViewerGateway {
  readonly items = new Map<string, LessonItemDetail>();
  readonly lessons = new Map<string, LessonOutline>();
  readonly jobsByItem = new Map<string, Job[]>();
  readonly records = new Map<string, ActivityRecord>();
  readonly progressCalls: { itemGuid: string; progress: ItemProgress }[] = [];
  readonly handIns: { itemGuid: string; handIn: HandIn }[] = [];
  /** Answers of hand-ins by submission key: the same key gives the same job (as the server does). */
  readonly jobsByKey = new Map<string, Job>();
  failure: AppError | undefined = undefined;
  handInFailure: AppError | undefined = undefined;
  /** Held answers: while set, handIn waits for `release()`. */
  private held: (() => void) | undefined;
  holdHandIns = false;

  constructor(items: LessonItemDetail[] = [], lessons: LessonOutline[] = []) {
    for (const item of items) this.items.set(item.guid, item);
    for (const lesson of lessons) this.lessons.set(lesson.guid, lesson);
  }

  release(): void {
    this.held?.();
    this.held = undefined;
  }

  async item(guid: string): Promise<Result<LessonItemDetail, AppError>> {
    if (this.failure) return Err(this.failure);
    const item = this.items.get(guid);
    return item ? Ok(item) : notFound();
  }

  async lesson(guid: string): Promise<Result<LessonOutline, AppError>> {
    if (this.failure) return Err(this.failure);
    const lesson = this.lessons.get(guid);
    return lesson ? Ok(lesson) : notFound();
  }

  async saveProgress(itemGuid: string, progress: ItemProgress): Promise<Result<SavedProgress, AppError>> {
    this.progressCalls.push({ itemGuid, progress });
    const item = this.items.get(itemGuid);
    if (!item) return notFound();
    if (item.progress === null) return Err(appError('forbidden', 'FORBIDDEN', { status: 403 }));
    const merged = Math.max(item.myProgress?.progress ?? item.progress, progress.progress);
    this.items.set(itemGuid, { ...item, progress: merged, myProgress: { progress: merged, position: progress.position } });
    return Ok({ progress: merged, position: progress.position, lessonProgress: merged });
  }

  async handIn(itemGuid: string, handIn: HandIn): Promise<Result<Job, AppError>> {
    this.handIns.push({ itemGuid, handIn });
    if (this.holdHandIns) await new Promise<void>((resolve) => (this.held = resolve));
    if (this.handInFailure) return Err(this.handInFailure);
    const known = this.jobsByKey.get(handIn.submissionKey);
    if (known) return Ok(known);
    const job: Job = {
      guid: `job-${this.jobsByKey.size + 1}`,
      personGuid: 'u-student',
      studentName: 'Luis',
      studentLastname: 'Pérez',
      studentEmail: 'student@tiza.demo',
      studentAvatar: null,
      status: 'delivered',
      score: null,
      late: false,
      text: handIn.text ?? null,
      files: [],
      deliveredAt: new Date('2026-11-22T10:00:00Z'),
      feedback: null,
      evaluatorGuid: null,
    };
    this.jobsByKey.set(handIn.submissionKey, job);
    return Ok(job);
  }

  async jobs(itemGuid: string): Promise<Result<Job[], AppError>> {
    if (this.failure) return Err(this.failure);
    const jobs = this.jobsByItem.get(itemGuid);
    return jobs ? Ok(jobs) : notFound();
  }

  async record(itemGuid: string, userGuid: string): Promise<Result<ActivityRecord, AppError>> {
    if (this.failure) return Err(this.failure);
    const record = this.records.get(`${itemGuid}/${userGuid}`);
    return record ? Ok(record) : notFound();
  }
}

/** A FileUploader for hand-in tests: answers each upload at once (or with `failure`), recording calls. */
export class InstantFileUploader implements FileUploader {
  readonly calls: { courseGuid: string; purpose: UploadPurpose; name: string }[] = [];
  failure: AppError | undefined = undefined;

  async upload(courseGuid: string, purpose: UploadPurpose, file: File, onProgress: (progress: UploadProgress) => void): Promise<Result<UploadedFile, AppError>> {
    this.calls.push({ courseGuid, purpose, name: file.name });
    onProgress({ loaded: file.size / 2, total: file.size });
    if (this.failure) return Err(this.failure);
    return Ok({ guid: `file-${this.calls.length}`, name: file.name, mime: file.type, size: file.size, mediaType: 'pdf', url: `/api/files/file-${this.calls.length}?sig=x` });
  }
}
