import { makeAutoObservable, runInAction } from 'mobx';
import { moveLesson as placeLesson, reorder } from '@domain/lessons/ordering';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import { appError } from '@application/shared/AppError';
import type { ToastStore } from '@application/feedback/ToastStore';
import { Loadable } from '@application/shared/Loadable';
import type { CourseOutline, OutlineLesson, OutlineUnit } from '@application/lessons/Lesson';
import type { LessonGateway } from '@application/lessons/ports/LessonGateway';
import { announcement, type Announcement } from '@application/lessons/Announcement';

/** The course page: units and lessons in order; teachers (abilities.update) also change them. */
export class CourseOutlineStore {
  /** Navigating from one course to another: only the latest answer counts. */
  readonly read = new Loadable((courseGuid: string) => this.gateway.outline(courseGuid));
  /** The outline on screen, a deep copy so every change to units and lessons shows at once; none once a read failed. */
  outline: CourseOutline | undefined = undefined;
  /** The last change, for the live region. */
  announcement: Announcement | undefined = undefined;
  /** Guids with a change on its way to the server. */
  pending = new Set<string>();

  constructor(
    private readonly gateway: LessonGateway,
    private readonly toasts: ToastStore,
  ) {
    makeAutoObservable<CourseOutlineStore, 'gateway' | 'toasts'>(this, { gateway: false, toasts: false, read: false });
  }

  /** Unknown, of another tenant, not a member, or not a well-formed guid: to the user it is "not found". */
  get isNotFound(): boolean {
    const error = this.read.error;
    return error?.kind === 'not-found' || error?.kind === 'validation';
  }

  get canManage(): boolean {
    return this.outline?.abilities.update === true;
  }

  get units(): OutlineUnit[] {
    return this.outline?.units ?? [];
  }

  unit(guid: string): OutlineUnit | undefined {
    return this.units.find((unit) => unit.guid === guid);
  }

  /** The unit holding a lesson, and the lesson's index in it. */
  locate(lessonGuid: string): { unit: OutlineUnit; index: number; lesson: OutlineLesson } | undefined {
    for (const unit of this.units) {
      const index = unit.lessons.findIndex((lesson) => lesson.guid === lessonGuid);
      const lesson = unit.lessons[index];
      if (lesson) return { unit, index, lesson };
    }
    return undefined;
  }

  async load(courseGuid: string): Promise<void> {
    const result = await this.read.load(courseGuid);
    runInAction(() => {
      if (!this.read.holds(result)) return;
      this.outline = result.ok ? result.val : undefined;
    });
  }

  /** The course's details as saved elsewhere (the edit dialog): the page shows them without a reload. */
  showDetails(course: Pick<CourseOutline, 'guid' | 'name' | 'discipline' | 'educationLevel' | 'educationYear'>): void {
    const outline = this.outline;
    if (!outline || outline.guid !== course.guid) return;
    outline.name = course.name;
    outline.discipline = course.discipline;
    outline.educationLevel = course.educationLevel;
    outline.educationYear = course.educationYear;
  }

  async createUnit(name: string): Promise<Result<OutlineUnit, AppError>> {
    const outline = this.outline;
    if (!outline) return Err(notReady());
    const result = await this.gateway.createUnit(outline.guid, name);
    runInAction(() => {
      if (result.ok && this.outline === outline) {
        outline.units.push(result.val);
        this.announce('outline.announce.unitCreated', { name: result.val.name });
      }
    });
    return result;
  }

  async renameUnit(unitGuid: string, name: string): Promise<Result<void, AppError>> {
    const result = await this.gateway.renameUnit(unitGuid, name);
    runInAction(() => {
      const unit = this.unit(unitGuid);
      if (result.ok && unit) unit.name = name;
    });
    return result;
  }

  /** Not optimistic: a deletion takes the unit's lessons and items, so it waits for the server. */
  async deleteUnit(unitGuid: string): Promise<Result<void, AppError>> {
    const name = this.unit(unitGuid)?.name ?? '';
    const result = await this.gateway.deleteUnit(unitGuid);
    if (result.ok) {
      runInAction(() => {
        if (!this.outline) return;
        this.outline.units = this.outline.units.filter((unit) => unit.guid !== unitGuid);
        this.renumber();
        this.announce('outline.announce.unitDeleted', { name });
      });
    }
    return result;
  }

  async createLesson(unitGuid: string, name: string): Promise<Result<OutlineLesson, AppError>> {
    const result = await this.gateway.createLesson(unitGuid, name);
    runInAction(() => {
      const unit = this.unit(unitGuid);
      if (result.ok && unit) {
        unit.lessons.push(result.val);
        this.renumber();
        this.announce('outline.announce.lessonCreated', { name: result.val.name, unit: unit.name });
      }
    });
    return result;
  }

  async renameLesson(lessonGuid: string, name: string): Promise<Result<void, AppError>> {
    const result = await this.gateway.updateLesson(lessonGuid, { name });
    runInAction(() => {
      const found = this.locate(lessonGuid);
      if (result.ok && found) found.lesson.name = result.val.name;
    });
    return result.ok ? Ok(undefined) : result;
  }

  async deleteLesson(lessonGuid: string): Promise<Result<void, AppError>> {
    const name = this.locate(lessonGuid)?.lesson.name ?? '';
    const result = await this.gateway.deleteLesson(lessonGuid);
    if (result.ok) {
      runInAction(() => {
        const found = this.locate(lessonGuid);
        if (found) found.unit.lessons.splice(found.index, 1);
        this.renumber();
        this.announce('outline.announce.lessonDeleted', { name });
      });
    }
    return result;
  }

  /** Optimistic: the switch flips at once and flips back (with a toast) if the server refuses. */
  async setLessonPublished(lessonGuid: string, published: boolean): Promise<void> {
    const found = this.locate(lessonGuid);
    if (!found) return;
    const before = found.lesson.published;
    found.lesson.published = published;
    this.pending.add(lessonGuid);
    const result = await this.gateway.updateLesson(lessonGuid, { published });
    runInAction(() => {
      this.pending.delete(lessonGuid);
      const now = this.locate(lessonGuid);
      if (result.err) {
        if (now) now.lesson.published = before;
        this.toasts.show('lesson:outline.errors.publishFailed', 'error');
        return;
      }
      this.announce(published ? 'outline.announce.lessonPublished' : 'outline.announce.lessonUnpublished', { name: found.lesson.name });
    });
  }

  /** Optimistic reorder of units (PUT …/units/order), rolled back on failure. */
  async moveUnit(unitGuid: string, toIndex: number): Promise<void> {
    const outline = this.outline;
    if (!outline) return;
    const before = outline.units;
    const from = before.findIndex((unit) => unit.guid === unitGuid);
    if (from < 0 || from === toIndex || toIndex < 0 || toIndex >= before.length) return;
    outline.units = reorder(before, unitGuid, toIndex);
    this.renumber();
    const name = before[from]?.name ?? '';
    const result = await this.gateway.reorderUnits(outline.guid, outline.units.map((unit) => unit.guid));
    runInAction(() => {
      if (result.err) {
        outline.units = before;
        this.renumber();
        this.toasts.show('lesson:outline.errors.moveFailed', 'error');
        this.announce('outline.announce.moveFailed', { name });
        return;
      }
      this.announce('outline.announce.unitMoved', { name, position: toIndex + 1, total: outline.units.length });
    });
  }

  /**
   * Moves a lesson to `toIndex` (0-based) of `toUnitGuid`. Shown at once with the domain's rule
   * (later lessons shift); the server's answer then replaces the whole order; a failure restores it.
   */
  async moveLesson(lessonGuid: string, toUnitGuid: string, toIndex: number): Promise<void> {
    const outline = this.outline;
    const found = this.locate(lessonGuid);
    const target = this.unit(toUnitGuid);
    if (!outline || !found || !target) return;
    if (found.unit.guid === toUnitGuid && found.index === toIndex) return;
    const before = outline.units;
    const placed = before.flatMap((unit) => unit.lessons.map((lesson) => ({ guid: lesson.guid, group: unit.guid, position: lesson.position })));
    const moved = placeLesson(placed, before.map((unit) => unit.guid), lessonGuid, toUnitGuid, toIndex);
    if (moved.err) return;
    const byGuid = new Map(before.flatMap((unit) => unit.lessons.map((lesson) => [lesson.guid, lesson] as const)));
    outline.units = before.map((unit) => ({
      ...unit,
      lessons: moved.val
        .filter((entry) => entry.group === unit.guid)
        .sort((a, b) => a.position - b.position)
        .flatMap((entry) => {
          const lesson = byGuid.get(entry.guid);
          return lesson ? [{ ...lesson, position: entry.position }] : [];
        }),
    }));
    this.pending.add(lessonGuid);
    const name = found.lesson.name;
    const result = await this.gateway.moveLesson(lessonGuid, toUnitGuid, toIndex);
    runInAction(() => {
      this.pending.delete(lessonGuid);
      if (this.outline !== outline) return;
      if (result.err) {
        outline.units = before;
        this.toasts.show('lesson:outline.errors.moveFailed', 'error');
        this.announce('outline.announce.moveFailed', { name });
        return;
      }
      // The server's order is the truth (positions of later lessons shifted there too).
      outline.units = result.val.units;
      const now = this.locate(lessonGuid);
      this.announce('outline.announce.lessonMoved', {
        name,
        unit: now?.unit.name ?? target.name,
        position: (now?.index ?? toIndex) + 1,
        total: now?.unit.lessons.length ?? target.lessons.length,
      });
    });
  }

  announce(key: string, values: Record<string, string | number> = {}): void {
    this.announcement = announcement(key, values);
  }

  /** Units 1..n and lessons 1..n course-wide, as the server numbers them. */
  private renumber(): void {
    if (!this.outline) return;
    let position = 0;
    this.outline.units.forEach((unit, index) => {
      unit.position = index + 1;
      for (const lesson of unit.lessons) lesson.position = ++position;
    });
  }
}

function notReady(): AppError {
  return appError('validation', 'NOT_READY');
}
