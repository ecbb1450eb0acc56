import { checkGradeScale, type GradeScale } from '@domain/gradebook/gradeScales';
import { categoryOfCourse, checkCategoryName, checkColumnName, isCategoryNameTaken, periodOfScheme } from '@domain/gradebook/gradebookSetup';
import { checkColumnMaxScore, checkWeight } from '@domain/gradebook/gradebookSettings';
import { ANNUAL, periodsOfScheme, type PeriodCode, type PeriodScheme } from '@domain/grading/periods';
import { periodPublishWarningsFor, type ActivityPublication } from '@domain/grading/publishWarnings';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type {
  AuditEntry,
  Gradebook,
  GradebookBook,
  GradebookCategory,
  GradebookItem,
  GradebookSettings,
  ItemFieldsChange,
  NewColumn,
  PeriodPublication,
  SavedScore,
} from '@application/gradebook/Gradebook';
import type { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import type { GradebookSetupGateway } from '@application/gradebook/ports/GradebookSetupGateway';
import { aCell, aGradebook, gradesOf } from '@tests/fakes/gradebookMothers';

export type SetupCall =
  | { method: 'updateSettings'; change: { periodScheme?: PeriodScheme; scale?: GradeScale; dropLowest?: number } }
  | { method: 'createCategory'; category: { name: string; weight: number } }
  | { method: 'updateCategory'; guid: string; change: { name?: string; weight?: number; position?: number } }
  | { method: 'deleteCategory'; guid: string }
  | { method: 'updateItem'; guid: string; change: ItemFieldsChange }
  | { method: 'createColumn'; column: NewColumn }
  | { method: 'deleteColumn'; guid: string }
  | { method: 'publishItem'; guid: string; published: boolean }
  | { method: 'publishPeriod'; period: PeriodCode; published: boolean };

const invalid = (path: string, message: string) => Err(appError('validation', 'VALIDATION_FAILED', { status: 400, details: [{ path, message }] }));
const notFound = () => Err(appError('not-found', 'NOT_FOUND', { status: 404 }));

/**
 * One course's gradebook in memory, set up the way the server does it (docs/api-gradebook.md): the domain checks the
 * scale, periods, categories and names; publishing a period publishes its items. `grid` reads the same state
 * (`load`, `books`) so a page reload sees every change. `failNext` answers the next call with an error.
 */
export class InMemoryGradebookSetupGateway implements GradebookSetupGateway {
  gradebook: Gradebook;
  readonly calls: SetupCall[] = [];
  /** The next setup call fails with this error (then it is cleared). */
  failNext: AppError | undefined = undefined;
  /** Calls wait for `release()` while set: to see the busy state. */
  hold = false;
  private waiting: (() => void)[] = [];
  private nextGuid = 1;

  constructor(gradebook: Gradebook = aGradebook()) {
    this.gradebook = gradebook;
  }

  release(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }

  private async answer<T>(call: SetupCall, run: () => Result<T, AppError>): Promise<Result<T, AppError>> {
    this.calls.push(call);
    if (this.hold) await new Promise<void>((resume) => this.waiting.push(resume));
    const failure = this.failNext;
    if (failure) {
      this.failNext = undefined;
      return Err(failure);
    }
    return run();
  }

  private recompute(): void {
    const { students, ...rest } = this.gradebook;
    this.gradebook = {
      ...rest,
      students: students.map((s) => ({ ...s, finalGrades: gradesOf(rest, s.cells) })),
    };
  }

  private setItems(items: GradebookItem[], cells?: (studentIndex: number, cells: Gradebook['students'][number]['cells']) => Gradebook['students'][number]['cells']): void {
    this.gradebook = {
      ...this.gradebook,
      items,
      students: this.gradebook.students.map((s, i) => ({ ...s, cells: cells ? cells(i, s.cells) : s.cells })),
    };
    this.recompute();
  }

  get settings(): GradebookSettings {
    const g = this.gradebook;
    return { periodScheme: g.periodScheme, periods: g.periods, scale: g.scale, dropLowest: g.dropLowest, publishedPeriods: g.publishedPeriods };
  }

  updateSettings(courseGuid: string, change: { periodScheme?: PeriodScheme; scale?: GradeScale; dropLowest?: number }): Promise<Result<GradebookSettings, AppError>> {
    return this.answer({ method: 'updateSettings', change }, () => {
      if (courseGuid !== this.gradebook.courseGuid) return notFound();
      if (change.scale !== undefined) {
        const checked = checkGradeScale(change.scale);
        if (checked.err) return invalid('/scale', checked.val.code);
      }
      const scheme = change.periodScheme ?? this.gradebook.periodScheme;
      const periods = periodsOfScheme(scheme);
      this.gradebook = {
        ...this.gradebook,
        periodScheme: scheme,
        periods,
        publishedPeriods: this.gradebook.publishedPeriods.filter((p) => periods.includes(p)),
        scale: change.scale ?? this.gradebook.scale,
        dropLowest: change.dropLowest ?? this.gradebook.dropLowest,
      };
      this.recompute();
      return Ok(this.settings);
    });
  }

  createCategory(courseGuid: string, category: { name: string; weight: number }): Promise<Result<GradebookCategory, AppError>> {
    return this.answer({ method: 'createCategory', category }, () => {
      if (courseGuid !== this.gradebook.courseGuid) return notFound();
      const name = checkCategoryName(category.name);
      if (name.err) return invalid('/name', name.val.code);
      if (isCategoryNameTaken(name.val, this.gradebook.categories)) return Err(appError('conflict', 'CATEGORY_EXISTS', { status: 409 }));
      const created: GradebookCategory = { guid: `cat-${this.nextGuid++}`, name: name.val, weight: category.weight, position: this.gradebook.categories.length };
      this.gradebook = { ...this.gradebook, categories: [...this.gradebook.categories, created] };
      this.recompute();
      return Ok(created);
    });
  }

  updateCategory(courseGuid: string, guid: string, change: { name?: string; weight?: number; position?: number }): Promise<Result<GradebookCategory, AppError>> {
    return this.answer({ method: 'updateCategory', guid, change }, () => {
      const categories = [...this.gradebook.categories].sort((a, b) => a.position - b.position);
      const current = categories.find((c) => c.guid === guid);
      if (courseGuid !== this.gradebook.courseGuid || current === undefined) return notFound();
      let name = current.name;
      if (change.name !== undefined) {
        const checked = checkCategoryName(change.name);
        if (checked.err) return invalid('/name', checked.val.code);
        if (isCategoryNameTaken(checked.val, categories.filter((c) => c.guid !== guid))) return Err(appError('conflict', 'CATEGORY_EXISTS', { status: 409 }));
        name = checked.val;
      }
      const updated = { ...current, name, weight: change.weight ?? current.weight };
      const rest = categories.filter((c) => c.guid !== guid);
      const at = Math.min(rest.length, change.position ?? current.position);
      rest.splice(at, 0, updated);
      const renumbered = rest.map((c, position) => ({ ...c, position }));
      this.gradebook = { ...this.gradebook, categories: renumbered };
      this.recompute();
      return Ok(renumbered[at] as GradebookCategory);
    });
  }

  deleteCategory(courseGuid: string, guid: string): Promise<Result<void, AppError>> {
    return this.answer({ method: 'deleteCategory', guid }, () => {
      if (courseGuid !== this.gradebook.courseGuid || !this.gradebook.categories.some((c) => c.guid === guid)) return notFound();
      this.gradebook = { ...this.gradebook, categories: this.gradebook.categories.filter((c) => c.guid !== guid).map((c, position) => ({ ...c, position })) };
      this.setItems(this.gradebook.items.map((item) => (item.categoryGuid === guid ? { ...item, categoryGuid: null } : item)));
      return Ok(undefined);
    });
  }

  // The server's checks of the item fields; the refusal or the fields to write.
  private checkFields(change: ItemFieldsChange, column: boolean): Result<ItemFieldsChange, AppError> {
    const fields = { ...change };
    if (typeof change.period === 'string') {
      const period = periodOfScheme(change.period, this.gradebook.periodScheme);
      if (period.err) return invalid('/period', period.val.code);
      fields.period = period.val;
    }
    if (typeof change.categoryGuid === 'string') {
      const category = categoryOfCourse(change.categoryGuid, this.gradebook.categories);
      if (category.err) return invalid('/category_guid', category.val.code);
    }
    if (change.weight !== undefined && checkWeight(change.weight).err) return invalid('/body/weight', 'must be <= 1000');
    if (!column && change.name !== undefined) return invalid('/name', 'gradebook.lesson-item-field');
    if (!column && change.maxScore !== undefined) return invalid('/max_score', 'gradebook.lesson-item-field');
    if (change.name !== undefined) {
      const name = checkColumnName(change.name);
      if (name.err) return invalid('/name', name.val.code);
      fields.name = name.val;
    }
    if (change.maxScore !== undefined && checkColumnMaxScore(change.maxScore).err) return invalid('/body/max_score', 'must be <= 1000');
    return Ok(fields);
  }

  private applyFields(item: GradebookItem, fields: ItemFieldsChange): GradebookItem {
    const dueAtLocal = fields.dueAtLocal === undefined ? item.dueAtLocal : fields.dueAtLocal;
    return {
      ...item,
      name: fields.name ?? item.name,
      maxScore: fields.maxScore ?? item.maxScore,
      period: fields.period === undefined ? item.period : fields.period,
      categoryGuid: fields.categoryGuid === undefined ? item.categoryGuid : fields.categoryGuid,
      weight: fields.weight ?? item.weight,
      countsForFinalGrade: fields.countsForFinalGrade ?? item.countsForFinalGrade,
      lateCountsAsZero: fields.lateCountsAsZero ?? item.lateCountsAsZero,
      dueAtLocal,
      // The fake's school is on UTC+1 (Europe/Madrid in winter), enough for the tests.
      dueAt: dueAtLocal === null ? null : new Date(new Date(`${dueAtLocal}Z`).getTime() - 3_600_000),
    };
  }

  updateItem(courseGuid: string, guid: string, change: ItemFieldsChange): Promise<Result<GradebookItem, AppError>> {
    return this.answer({ method: 'updateItem', guid, change }, () => {
      const index = this.gradebook.items.findIndex((i) => i.guid === guid);
      const item = this.gradebook.items[index];
      if (courseGuid !== this.gradebook.courseGuid || item === undefined) return notFound();
      const fields = this.checkFields(change, item.kind === 'column');
      if (fields.err) return fields;
      const maxScore = fields.val.maxScore;
      if (maxScore !== undefined && this.gradebook.students.some((s) => (s.cells[index]?.score ?? 0) > maxScore)) return Err(appError('conflict', 'SCORES_ABOVE_MAX', { status: 409 }));
      const updated = this.applyFields(item, fields.val);
      this.setItems(this.gradebook.items.map((i) => (i.guid === guid ? updated : i)));
      return Ok(updated);
    });
  }

  createColumn(courseGuid: string, column: NewColumn): Promise<Result<GradebookItem, AppError>> {
    return this.answer({ method: 'createColumn', column }, () => {
      if (courseGuid !== this.gradebook.courseGuid) return notFound();
      const fields = this.checkFields(column, true);
      if (fields.err) return fields;
      const base: GradebookItem = {
        guid: `col-${this.nextGuid++}`,
        kind: 'column',
        name: '',
        contentType: null,
        lessonGuid: null,
        lessonName: null,
        unitGuid: null,
        unitName: null,
        period: null,
        categoryGuid: null,
        weight: 1,
        maxScore: 10,
        dueAt: null,
        dueAtLocal: null,
        countsForFinalGrade: true,
        lateCountsAsZero: false,
        published: false,
      };
      const created = this.applyFields(base, fields.val);
      this.setItems([...this.gradebook.items, created], (_, cells) => [...cells, aCell(created.guid)]);
      return Ok(created);
    });
  }

  deleteColumn(courseGuid: string, guid: string): Promise<Result<void, AppError>> {
    return this.answer({ method: 'deleteColumn', guid }, () => {
      const index = this.gradebook.items.findIndex((i) => i.guid === guid && i.kind === 'column');
      if (courseGuid !== this.gradebook.courseGuid || index < 0) return notFound();
      this.setItems(
        this.gradebook.items.filter((_, i) => i !== index),
        (_, cells) => cells.filter((__, i) => i !== index),
      );
      return Ok(undefined);
    });
  }

  private publish(guids: Set<string>, published: boolean): void {
    this.setItems(
      this.gradebook.items.map((item) => (guids.has(item.guid) ? { ...item, published } : item)),
      (_, cells) => cells.map((cell) => (guids.has(cell.itemGuid) ? { ...cell, published } : cell)),
    );
  }

  publishItem(courseGuid: string, guid: string, published: boolean): Promise<Result<{ published: boolean }, AppError>> {
    return this.answer({ method: 'publishItem', guid, published }, () => {
      if (courseGuid !== this.gradebook.courseGuid || !this.gradebook.items.some((i) => i.guid === guid)) return notFound();
      this.publish(new Set([guid]), published);
      return Ok({ published });
    });
  }

  /** The period whose publication publishes an item: its own, or annual without one of the scheme (ADR 0234). */
  private publicationPeriod(item: GradebookItem): PeriodCode {
    return item.period !== null && this.gradebook.periods.includes(item.period) ? item.period : ANNUAL;
  }

  private activities(): ActivityPublication[] {
    return this.gradebook.items.map((item, index) => ({
      period: this.publicationPeriod(item),
      published: item.published,
      scored: this.gradebook.students.filter((s) => s.cells[index]?.score !== null && s.cells[index]?.score !== undefined).length,
    }));
  }

  warningsFor(period: PeriodCode) {
    return periodPublishWarningsFor(period, this.gradebook.periodScheme, this.gradebook.publishedPeriods, this.activities());
  }

  publishPeriod(courseGuid: string, period: PeriodCode, published: boolean): Promise<Result<PeriodPublication, AppError>> {
    return this.answer({ method: 'publishPeriod', period, published }, () => {
      if (courseGuid !== this.gradebook.courseGuid) return notFound();
      if (!this.gradebook.periods.includes(period)) return invalid('/period', 'period.not-in-scheme');
      const warnings = this.warningsFor(period);
      let itemsPublished = 0;
      const published_ = new Set(this.gradebook.publishedPeriods.filter((p) => p !== period));
      if (published) {
        const guids = new Set(this.gradebook.items.filter((item) => !item.published && this.publicationPeriod(item) === period).map((item) => item.guid));
        itemsPublished = guids.size;
        this.publish(guids, true);
        published_.add(period);
      }
      this.gradebook = { ...this.gradebook, publishedPeriods: this.gradebook.periods.filter((p) => published_.has(p)) };
      this.recompute();
      return Ok({ period, published, publishedPeriods: this.gradebook.publishedPeriods, itemsPublished, warnings: published ? warnings : [] });
    });
  }

  books(): GradebookBook[] {
    const g = this.gradebook;
    const bookItem = (item: GradebookItem) => ({ guid: item.guid, name: item.name, contentType: item.contentType, categoryGuid: item.categoryGuid, published: item.published });
    const books: GradebookBook[] = g.periods.map((period) => {
      const items = g.items.filter((item) => item.period === period);
      return { period, published: g.publishedPeriods.includes(period), items: items.map(bookItem), unpublishedItems: items.filter((i) => !i.published).length, publishWarnings: this.warningsFor(period) };
    });
    const loose = g.items.filter((item) => item.period === null || !g.periods.includes(item.period));
    books.push({ period: null, published: false, items: loose.map(bookItem), unpublishedItems: loose.filter((i) => !i.published).length, publishWarnings: [] });
    return books;
  }

  /** The grid's port over the same state: `load` and `books` read it; scores are not this fake's business. */
  readonly grid: GradebookGateway & { booksFailure: AppError | undefined; loads: number } = {
    booksFailure: undefined,
    loads: 0,
    load: async (courseGuid: string) => {
      this.grid.loads += 1;
      return courseGuid === this.gradebook.courseGuid ? Ok(structuredClone(this.gradebook)) : notFound();
    },
    books: async (courseGuid: string) => {
      const failure = this.grid.booksFailure;
      if (failure) return Err(failure);
      return courseGuid === this.gradebook.courseGuid ? Ok(this.books()) : notFound();
    },
    saveScore: async (): Promise<Result<SavedScore, AppError>> => Err(appError('unavailable', 'UNKNOWN')),
    audit: async (): Promise<Result<AuditEntry[], AppError>> => Ok([]),
  };
}
