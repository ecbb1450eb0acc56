import { moveLesson } from '@domain/lessons/ordering';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type { FileUploader, UploadedFile, UploadProgress, UploadPurpose } from '@application/shared/ports/FileUploader';
import type { CourseOutline, ItemChanges, ItemInput, LessonDetail, LessonItem, LessonItemDetail, OutlineLesson, OutlineUnit } from '@application/lessons/Lesson';
import type { LessonGateway } from '@application/lessons/ports/LessonGateway';
import { aCourse } from '@tests/fakes/mothers';

type Method = keyof LessonGateway;

const notFound = () => appError('not-found', 'NOT_FOUND', { status: 404 });
const clone = <T>(value: T): T => structuredClone(value);

/** Units, lessons and items in memory, answering like the server (order, course-wide lesson positions). */
export class InMemoryLessonGateway implements LessonGateway {
  readonly courses = new Map<string, CourseOutline>();
  readonly lessons = new Map<string, LessonDetail>();
  readonly items = new Map<string, LessonItemDetail>();
  readonly calls: { method: Method; args: unknown[] }[] = [];
  /** The next call of that method fails with this error. */
  readonly failures = new Map<Method, AppError>();
  private nextId = 1;

  private fail(method: Method, args: unknown[]): AppError | undefined {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) this.failures.delete(method);
    return failure;
  }

  private courseOfUnit(unitGuid: string): { course: CourseOutline; unit: OutlineUnit } | undefined {
    for (const course of this.courses.values()) {
      const unit = course.units.find((candidate) => candidate.guid === unitGuid);
      if (unit) return { course, unit };
    }
    return undefined;
  }

  private courseOfLesson(lessonGuid: string): { course: CourseOutline; unit: OutlineUnit; index: number } | undefined {
    for (const course of this.courses.values()) {
      for (const unit of course.units) {
        const index = unit.lessons.findIndex((lesson) => lesson.guid === lessonGuid);
        if (index >= 0) return { course, unit, index };
      }
    }
    return undefined;
  }

  private renumber(course: CourseOutline): void {
    let position = 0;
    course.units.forEach((unit, index) => {
      unit.position = index + 1;
      for (const lesson of unit.lessons) lesson.position = ++position;
    });
  }

  async outline(courseGuid: string): Promise<Result<CourseOutline, AppError>> {
    const failure = this.fail('outline', [courseGuid]);
    if (failure) return Err(failure);
    const course = this.courses.get(courseGuid);
    return course ? Ok(clone(course)) : Err(notFound());
  }

  async createUnit(courseGuid: string, name: string): Promise<Result<OutlineUnit, AppError>> {
    const failure = this.fail('createUnit', [courseGuid, name]);
    if (failure) return Err(failure);
    const course = this.courses.get(courseGuid);
    if (!course) return Err(notFound());
    const unit: OutlineUnit = { guid: `unit-new-${this.nextId++}`, name, position: course.units.length + 1, lessons: [] };
    course.units.push(unit);
    return Ok(clone(unit));
  }

  async renameUnit(unitGuid: string, name: string): Promise<Result<void, AppError>> {
    const failure = this.fail('renameUnit', [unitGuid, name]);
    if (failure) return Err(failure);
    const found = this.courseOfUnit(unitGuid);
    if (!found) return Err(notFound());
    found.unit.name = name;
    return Ok(undefined);
  }

  async deleteUnit(unitGuid: string): Promise<Result<void, AppError>> {
    const failure = this.fail('deleteUnit', [unitGuid]);
    if (failure) return Err(failure);
    const found = this.courseOfUnit(unitGuid);
    if (!found) return Err(notFound());
    found.course.units = found.course.units.filter((unit) => unit.guid !== unitGuid);
    this.renumber(found.course);
    return Ok(undefined);
  }

  async reorderUnits(courseGuid: string, guids: readonly string[]): Promise<Result<void, AppError>> {
    const failure = this.fail('reorderUnits', [courseGuid, [...guids]]);
    if (failure) return Err(failure);
    const course = this.courses.get(courseGuid);
    if (!course) return Err(notFound());
    course.units = guids.flatMap((guid) => course.units.filter((unit) => unit.guid === guid));
    this.renumber(course);
    return Ok(undefined);
  }

  async createLesson(unitGuid: string, name: string): Promise<Result<OutlineLesson, AppError>> {
    const failure = this.fail('createLesson', [unitGuid, name]);
    if (failure) return Err(failure);
    const found = this.courseOfUnit(unitGuid);
    if (!found) return Err(notFound());
    const lesson: OutlineLesson = { guid: `lesson-new-${this.nextId++}`, name, thumbnail: null, position: 0, progress: null, published: true, itemsCount: 0 };
    found.unit.lessons.push(lesson);
    this.renumber(found.course);
    return Ok(clone(lesson));
  }

  async updateLesson(lessonGuid: string, changes: { name?: string; published?: boolean }): Promise<Result<OutlineLesson, AppError>> {
    const failure = this.fail('updateLesson', [lessonGuid, changes]);
    if (failure) return Err(failure);
    const found = this.courseOfLesson(lessonGuid);
    const lesson = found?.unit.lessons[found.index];
    if (!lesson) return Err(notFound());
    Object.assign(lesson, changes);
    return Ok(clone(lesson));
  }

  async deleteLesson(lessonGuid: string): Promise<Result<void, AppError>> {
    const failure = this.fail('deleteLesson', [lessonGuid]);
    if (failure) return Err(failure);
    const found = this.courseOfLesson(lessonGuid);
    if (!found) return Err(notFound());
    found.unit.lessons.splice(found.index, 1);
    this.renumber(found.course);
    return Ok(undefined);
  }

  async moveLesson(lessonGuid: string, unitGuid: string, index: number): Promise<Result<CourseOutline, AppError>> {
    const failure = this.fail('moveLesson', [lessonGuid, unitGuid, index]);
    if (failure) return Err(failure);
    const found = this.courseOfLesson(lessonGuid);
    if (!found) return Err(notFound());
    const { course } = found;
    const placed = course.units.flatMap((unit) => unit.lessons.map((lesson) => ({ guid: lesson.guid, group: unit.guid, position: lesson.position })));
    const moved = moveLesson(placed, course.units.map((unit) => unit.guid), lessonGuid, unitGuid, index);
    if (moved.err) return Err(appError('validation', 'VALIDATION_FAILED', { status: 400 }));
    const byGuid = new Map(course.units.flatMap((unit) => unit.lessons.map((lesson) => [lesson.guid, lesson] as const)));
    for (const unit of course.units) {
      unit.lessons = moved.val
        .filter((entry) => entry.group === unit.guid)
        .sort((a, b) => a.position - b.position)
        .flatMap((entry) => {
          const lesson = byGuid.get(entry.guid);
          return lesson ? [{ ...lesson, position: entry.position }] : [];
        });
    }
    return Ok(clone(course));
  }

  async lesson(lessonGuid: string): Promise<Result<LessonDetail, AppError>> {
    const failure = this.fail('lesson', [lessonGuid]);
    if (failure) return Err(failure);
    const lesson = this.lessons.get(lessonGuid);
    return lesson ? Ok(clone(lesson)) : Err(notFound());
  }

  async item(itemGuid: string): Promise<Result<LessonItemDetail, AppError>> {
    const failure = this.fail('item', [itemGuid]);
    if (failure) return Err(failure);
    const item = this.items.get(itemGuid);
    return item ? Ok(clone(item)) : Err(notFound());
  }

  async createItem(lessonGuid: string, input: ItemInput): Promise<Result<LessonItemDetail, AppError>> {
    const failure = this.fail('createItem', [lessonGuid, input]);
    if (failure) return Err(failure);
    const lesson = this.lessons.get(lessonGuid);
    if (!lesson) return Err(notFound());
    const item: LessonItemDetail = {
      ...anItem({ guid: `item-new-${this.nextId++}`, name: input.name, contentType: input.contentType, position: lesson.items.length + 1 }),
      deliverAt: input.deliverAt,
      canDeliverLate: input.canDeliverLate,
      evaluable: input.evaluable,
      published: input.published,
      teacherNotes: input.teacherNotes ?? null,
      audience: input.audience,
      courseGuid: lesson.courseGuid,
      lessonGuid,
      lessonName: lesson.name,
      unitGuid: lesson.unitGuid,
      data: input.data,
      media: {},
    };
    lesson.items.push(item);
    this.items.set(item.guid, item);
    return Ok(clone(item));
  }

  async updateItem(itemGuid: string, changes: ItemChanges): Promise<Result<LessonItemDetail, AppError>> {
    const failure = this.fail('updateItem', [itemGuid, changes]);
    if (failure) return Err(failure);
    const item = this.items.get(itemGuid);
    if (!item) return Err(notFound());
    Object.assign(item, changes);
    for (const lesson of this.lessons.values()) {
      const listed = lesson.items.find((candidate) => candidate.guid === itemGuid);
      if (listed) Object.assign(listed, changes);
    }
    return Ok(clone(item));
  }

  async deleteItem(itemGuid: string): Promise<Result<void, AppError>> {
    const failure = this.fail('deleteItem', [itemGuid]);
    if (failure) return Err(failure);
    this.items.delete(itemGuid);
    for (const lesson of this.lessons.values()) lesson.items = lesson.items.filter((item) => item.guid !== itemGuid);
    return Ok(undefined);
  }

  async reorderItems(lessonGuid: string, guids: readonly string[]): Promise<Result<void, AppError>> {
    const failure = this.fail('reorderItems', [lessonGuid, [...guids]]);
    if (failure) return Err(failure);
    const lesson = this.lessons.get(lessonGuid);
    if (!lesson) return Err(notFound());
    lesson.items = guids.flatMap((guid) => lesson.items.filter((item) => item.guid === guid));
    lesson.items.forEach((item, index) => {
      item.position = index + 1;
    });
    return Ok(undefined);
  }
}

/** Uploads that report progress at once, or wait (`hold = true`) until `finish()` or the signal aborts. */
export class InMemoryFileUploader implements FileUploader {
  readonly uploads: { courseGuid: string; purpose: UploadPurpose; name: string }[] = [];
  failure: AppError | undefined = undefined;
  hold = false;
  private release: (() => void) | undefined = undefined;

  finish(): void {
    this.release?.();
  }

  async upload(courseGuid: string, purpose: UploadPurpose, file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<Result<UploadedFile, AppError>> {
    this.uploads.push({ courseGuid, purpose, name: file.name });
    onProgress({ loaded: Math.floor(file.size / 2), total: file.size });
    if (this.hold) {
      const aborted = await new Promise<boolean>((resolve) => {
        this.release = () => resolve(false);
        signal?.addEventListener('abort', () => resolve(true), { once: true });
      });
      if (aborted) return Err(appError('network', 'ABORTED'));
    }
    if (this.failure) return Err(this.failure);
    onProgress({ loaded: file.size, total: file.size });
    return Ok({ guid: `file-${this.uploads.length}`, name: file.name, mime: file.type, size: file.size, mediaType: purpose === 'captions' ? 'captions' : 'video', url: `/api/files/file-${this.uploads.length}` });
  }
}

// Test-data builders for this context.

export function anOutline(overrides: Partial<CourseOutline> = {}): CourseOutline {
  return {
    ...aCourse({ guid: 'c-outline', name: 'Matemáticas 2º ESO' }),
    removal: 'delete',
    units: [
      {
        guid: 'unit-1',
        name: 'Números',
        position: 1,
        lessons: [
          { guid: 'l-1', name: 'Fracciones', thumbnail: null, position: 1, progress: null, published: true, itemsCount: 3 },
          { guid: 'l-2', name: 'Decimales', thumbnail: null, position: 2, progress: null, published: false, itemsCount: 0 },
        ],
      },
      {
        guid: 'unit-2',
        name: 'Geometría',
        position: 2,
        lessons: [{ guid: 'l-3', name: 'Triángulos', thumbnail: null, position: 3, progress: null, published: true, itemsCount: 1 }],
      },
    ],
    ...overrides,
  };
}

export function anItem(overrides: Partial<LessonItem> = {}): LessonItem {
  return {
    guid: 'item-1',
    name: 'Apuntes',
    contentType: 'CTTY_01',
    position: 1,
    deliverAt: null,
    canDeliverLate: false,
    evaluable: false,
    published: true,
    audience: 'all',
    sectionName: null,
    progress: null,
    jobStatus: null,
    studentStatus: null,
    jobsAmount: null,
    jobsDelivered: null,
    jobsEvaluated: null,
    ...overrides,
  };
}

export function aLessonDetail(overrides: Partial<LessonDetail> = {}): LessonDetail {
  return {
    guid: 'l-1',
    name: 'Fracciones',
    thumbnail: null,
    published: true,
    position: 1,
    progress: null,
    courseGuid: 'c-outline',
    courseName: 'Matemáticas 2º ESO',
    courseEducationLevel: 'el3',
    unitGuid: 'unit-1',
    unitName: 'Números',
    timeZone: 'Europe/Madrid',
    abilities: { update: true },
    items: [
      anItem(),
      anItem({ guid: 'item-2', name: 'Vídeo de repaso', contentType: 'CTTY_03', position: 2, published: false }),
      anItem({
        guid: 'item-3',
        name: 'Ejercicios',
        contentType: 'CTTY_14',
        position: 3,
        evaluable: true,
        deliverAt: '2026-11-30T23:59:00',
        canDeliverLate: true,
        jobsAmount: 20,
        jobsDelivered: 5,
        jobsEvaluated: 2,
        audience: 'all',
      }),
    ],
    ...overrides,
  };
}

export function anItemDetail(item: LessonItem, lesson: LessonDetail, data: LessonItemDetail['data'] = { kind: 'opaque' }): LessonItemDetail {
  return { ...item, courseGuid: lesson.courseGuid, lessonGuid: lesson.guid, lessonName: lesson.name, unitGuid: lesson.unitGuid, data, media: {}, teacherNotes: null };
}
