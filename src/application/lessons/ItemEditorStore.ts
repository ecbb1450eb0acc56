import { makeAutoObservable, runInAction } from 'mobx';
import { Err, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type { LoadStatus } from '@application/shared/Loadable';
import type { ItemInput, LessonDetail, LessonItemDetail } from '@application/lessons/Lesson';
import type { LessonGateway } from '@application/lessons/ports/LessonGateway';

/** Adding or editing one lesson item: the lesson (for its school's time zone), the item, and saving. */
export class ItemEditorStore {
  status: LoadStatus = 'idle';
  lesson: LessonDetail | undefined = undefined;
  item: LessonItemDetail | undefined = undefined;
  error: AppError | undefined = undefined;
  saveError: AppError | undefined = undefined;
  saving = false;

  constructor(private readonly gateway: LessonGateway) {
    makeAutoObservable<ItemEditorStore, 'gateway'>(this, { gateway: false });
  }

  get isNotFound(): boolean {
    return this.error?.kind === 'not-found' || this.error?.kind === 'validation';
  }

  get canManage(): boolean {
    return this.lesson?.abilities.update === true;
  }

  async load(lessonGuid: string, itemGuid?: string): Promise<void> {
    this.status = 'loading';
    this.error = undefined;
    const [lesson, item] = await Promise.all([this.gateway.lesson(lessonGuid), itemGuid === undefined ? Promise.resolve(undefined) : this.gateway.item(itemGuid)]);
    runInAction(() => {
      if (lesson.err) {
        this.fail(lesson.val);
        return;
      }
      if (item?.err) {
        this.fail(item.val);
        return;
      }
      // An item of another lesson under this lesson's address is "not found" too.
      if (item && item.val.lessonGuid !== lessonGuid) {
        this.fail(appError('not-found', 'NOT_FOUND', { status: 404 }));
        return;
      }
      this.lesson = lesson.val;
      this.item = item?.val;
      this.status = 'ready';
    });
  }

  /** Creates (no item loaded) or updates; a failure keeps what the user typed (the form owns it). */
  async save(input: ItemInput): Promise<Result<LessonItemDetail, AppError>> {
    const lesson = this.lesson;
    if (!lesson) return Err(appError('validation', 'NOT_READY'));
    this.saving = true;
    this.saveError = undefined;
    const { contentType: _type, ...changes } = input;
    const result = this.item ? await this.gateway.updateItem(this.item.guid, changes) : await this.gateway.createItem(lesson.guid, input);
    runInAction(() => {
      this.saving = false;
      if (result.err) this.saveError = result.val;
      else this.item = result.val;
    });
    return result;
  }

  private fail(error: AppError): void {
    this.status = 'failed';
    this.error = error;
  }
}
