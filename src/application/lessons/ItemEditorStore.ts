import { makeAutoObservable, runInAction } from 'mobx';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { ItemInput, LessonDetail, LessonItemDetail } from '@application/lessons/Lesson';
import type { LessonGateway } from '@application/lessons/ports/LessonGateway';

/** What the editor reads: the lesson (for its school's time zone and abilities) and, when editing, its item. */
interface ItemEditorRead {
  lesson: LessonDetail;
  item: LessonItemDetail | undefined;
}

/** Adding or editing one lesson item: the lesson (for its school's time zone), the item, and saving. */
export class ItemEditorStore {
  /** Moving from one item to another: only the latest answer counts. */
  readonly read = new Loadable((lessonGuid: string, itemGuid?: string) => this.fetch(lessonGuid, itemGuid));
  saveError: AppError | undefined = undefined;
  saving = false;

  constructor(private readonly gateway: LessonGateway) {
    makeAutoObservable<ItemEditorStore, 'gateway' | 'fetch'>(this, { gateway: false, fetch: false, read: false });
  }

  /** The lesson on screen; none once a read failed (the page says why). */
  get lesson(): LessonDetail | undefined {
    return this.read.status === 'failed' ? undefined : this.read.value?.lesson;
  }

  /** The item being edited (none while adding one). */
  get item(): LessonItemDetail | undefined {
    return this.read.status === 'failed' ? undefined : this.read.value?.item;
  }

  get isNotFound(): boolean {
    const error = this.read.error;
    return error?.kind === 'not-found' || error?.kind === 'validation';
  }

  get canManage(): boolean {
    return this.lesson?.abilities.update === true;
  }

  async load(lessonGuid: string, itemGuid?: string): Promise<void> {
    await this.read.load(lessonGuid, itemGuid);
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
      else this.read.set({ lesson, item: result.val });
    });
    return result;
  }

  private async fetch(lessonGuid: string, itemGuid: string | undefined): Promise<Result<ItemEditorRead, AppError>> {
    const [lesson, item] = await Promise.all([this.gateway.lesson(lessonGuid), itemGuid === undefined ? Promise.resolve(undefined) : this.gateway.item(itemGuid)]);
    if (lesson.err) return lesson;
    if (item?.err) return item;
    // An item of another lesson under this lesson's address is "not found" too.
    if (item && item.val.lessonGuid !== lessonGuid) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    return Ok({ lesson: lesson.val, item: item?.val });
  }
}
