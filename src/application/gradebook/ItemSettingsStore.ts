import { makeAutoObservable, runInAction } from 'mobx';
import { checkColumnMaxScore, checkWeight, DEFAULT_COLUMN_MAX_SCORE } from '@domain/gradebook/gradebookSettings';
import { checkColumnName } from '@domain/gradebook/gradebookSetup';
import { parseLocalDateTime } from '@domain/lessons/deliverDate';
import type { PeriodCode } from '@domain/grading/periods';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError, type AppErrorDetail } from '@application/shared/AppError';
import type { Gradebook, GradebookCategory, GradebookItem, ItemFieldsChange, NewColumn } from '@application/gradebook/Gradebook';
import type { GradebookSetupGateway } from '@application/gradebook/ports/GradebookSetupGateway';
import { formRefusal, type FormRefusal } from '@application/gradebook/setupErrors';

/** The form of one item's gradebook fields as typed: numbers as text, the due date as the school's wall clock. */
export interface ItemFieldsDraft {
  name: string;
  maxScore: string;
  period: PeriodCode | null;
  categoryGuid: string | null;
  weight: string;
  countsForFinalGrade: boolean;
  lateCountsAsZero: boolean;
  /** `YYYY-MM-DDTHH:mm:ss` in the school's zone, or null for no due date. */
  dueAtLocal: string | null;
}

export type ItemField = 'name' | 'maxScore' | 'period' | 'categoryGuid' | 'weight' | 'dueAtLocal' | 'countsForFinalGrade' | 'lateCountsAsZero';

const FIELD_OF_PATH: Record<string, ItemField> = {
  '/name': 'name',
  '/max_score': 'maxScore',
  '/period': 'period',
  '/category_guid': 'categoryGuid',
  '/weight': 'weight',
  '/deliver_at': 'dueAtLocal',
  '/counts_for_final_grade': 'countsForFinalGrade',
  '/late_counts_as_zero': 'lateCountsAsZero',
};

const CODE_PREFIX: Record<ItemField, string> = {
  name: 'column.name',
  maxScore: 'max-score',
  period: 'period',
  categoryGuid: 'category',
  weight: 'weight',
  dueAtLocal: 'due-date',
  countsForFinalGrade: 'counts',
  lateCountsAsZero: 'late-as-zero',
};

/** A refusal of `PATCH …/items/{guid}` or `POST …/columns` on the form's fields (SCORES_ABOVE_MAX goes to the maximum). */
export function itemRefusal(error: AppError): FormRefusal<ItemField> {
  return formRefusal(error, FIELD_OF_PATH, CODE_PREFIX, { SCORES_ABOVE_MAX: ['maxScore', 'max-score.below-scores'] });
}

/**
 * The settings dialog of one gradebook item or manual column, or of a new column: what it can be set to (the
 * scheme's periods and annual, the course's categories), and saving only what changed.
 */
export class ItemSettingsStore {
  gradebook: Gradebook | undefined = undefined;
  /** Null: a new manual column. */
  item: GradebookItem | null = null;
  /** The item as the server saved it last. */
  saved: GradebookItem | undefined = undefined;

  constructor(private readonly gateway: GradebookSetupGateway) {
    makeAutoObservable<ItemSettingsStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  open(gradebook: Gradebook, item: GradebookItem | null): void {
    this.gradebook = gradebook;
    this.item = item;
    this.saved = undefined;
  }

  get isNew(): boolean {
    return this.item === null;
  }

  /** Name and maximum score are the gradebook's only for manual columns (a lesson item's are edited in its lesson). */
  get isColumn(): boolean {
    return this.item === null || this.item.kind === 'column';
  }

  get timeZone(): string {
    return this.gradebook?.timeZone ?? '';
  }

  /** The scheme's periods and annual; a code of another scheme the item still has comes last (`ofScheme` false). */
  get periodChoices(): { code: PeriodCode; ofScheme: boolean }[] {
    const periods = this.gradebook?.periods ?? [];
    const choices = periods.map((code) => ({ code, ofScheme: true }));
    const current = this.item?.period ?? null;
    return current !== null && !periods.includes(current) ? [...choices, { code: current, ofScheme: false }] : choices;
  }

  get categoryChoices(): GradebookCategory[] {
    return [...(this.gradebook?.categories ?? [])].sort((a, b) => a.position - b.position);
  }

  /** With categories, an uncategorised item does not count for the final grade (ADR 0231). */
  get categoriesRequired(): boolean {
    return this.categoryChoices.length > 0;
  }

  get initialDraft(): ItemFieldsDraft {
    const item = this.item;
    if (item === null) {
      return { name: '', maxScore: String(DEFAULT_COLUMN_MAX_SCORE), period: null, categoryGuid: null, weight: '1', countsForFinalGrade: true, lateCountsAsZero: false, dueAtLocal: null };
    }
    return {
      name: item.name,
      maxScore: String(item.maxScore),
      period: item.period,
      categoryGuid: item.categoryGuid,
      weight: String(item.weight),
      countsForFinalGrade: item.countsForFinalGrade,
      lateCountsAsZero: item.lateCountsAsZero,
      dueAtLocal: item.dueAtLocal,
    };
  }

  /** How many students have a score in this column: what deleting it loses. */
  get scoredStudents(): number {
    const index = this.gradebook?.items.findIndex((i) => i.guid === this.item?.guid) ?? -1;
    if (index < 0) return 0;
    return (this.gradebook?.students ?? []).filter((s) => {
      const cell = s.cells[index];
      return cell !== undefined && (cell.manual !== null || cell.score !== null);
    }).length;
  }

  /** Checks the draft with the domain and sends the fields that changed (all of them for a new column). */
  async save(draft: ItemFieldsDraft): Promise<Result<GradebookItem, AppError>> {
    const gradebook = this.gradebook;
    if (gradebook === undefined) return Err(appError('not-found', 'NOT_FOUND'));
    const checked = this.checkDraft(draft);
    if (checked.err) return checked;
    const fields = checked.val;
    const item = this.item;
    let result: Result<GradebookItem, AppError>;
    if (item === null) {
      const column: NewColumn = { ...fields, name: fields.name ?? '' };
      if (column.period === null) delete column.period;
      if (column.categoryGuid === null) delete column.categoryGuid;
      if (column.dueAtLocal === null) delete column.dueAtLocal;
      result = await this.gateway.createColumn(gradebook.courseGuid, column);
    } else {
      const change = changedFields(item, fields);
      if (Object.keys(change).length === 0) return Ok(item);
      result = await this.gateway.updateItem(gradebook.courseGuid, item.guid, change);
    }
    runInAction(() => {
      if (result.ok) {
        this.saved = result.val;
        this.item = result.val;
      }
    });
    return result;
  }

  // The domain's checks, failing like the server would (400 with the codes on the fields' paths).
  private checkDraft(draft: ItemFieldsDraft): Result<ItemFieldsChange, AppError> {
    const details: AppErrorDetail[] = [];
    const fields: ItemFieldsChange = {
      period: draft.period,
      categoryGuid: draft.categoryGuid,
      countsForFinalGrade: draft.countsForFinalGrade,
      lateCountsAsZero: draft.lateCountsAsZero,
      dueAtLocal: draft.dueAtLocal,
    };
    const weight = checkWeight(draft.weight);
    if (weight.ok) fields.weight = weight.val;
    else details.push({ path: '/weight', message: weight.val.code });
    if (draft.dueAtLocal !== null && parseLocalDateTime(draft.dueAtLocal).err) details.push({ path: '/deliver_at', message: 'due-date.invalid' });
    if (this.isColumn) {
      const name = checkColumnName(draft.name);
      if (name.ok) fields.name = name.val;
      else details.push({ path: '/name', message: name.val.code });
      const max = checkColumnMaxScore(draft.maxScore);
      if (max.ok) fields.maxScore = max.val;
      else details.push({ path: '/max_score', message: max.val.code });
    }
    return details.length > 0 ? Err(appError('validation', 'VALIDATION_FAILED', { details })) : Ok(fields);
  }

  async deleteColumn(): Promise<Result<void, AppError>> {
    const gradebook = this.gradebook;
    const item = this.item;
    if (gradebook === undefined || item === null || item.kind !== 'column') return Err(appError('not-found', 'NOT_FOUND'));
    return this.gateway.deleteColumn(gradebook.courseGuid, item.guid);
  }
}

function changedFields(item: GradebookItem, fields: ItemFieldsChange): ItemFieldsChange {
  const change: ItemFieldsChange = {};
  if (fields.period !== undefined && fields.period !== item.period) change.period = fields.period;
  if (fields.categoryGuid !== undefined && fields.categoryGuid !== item.categoryGuid) change.categoryGuid = fields.categoryGuid;
  if (fields.weight !== undefined && fields.weight !== item.weight) change.weight = fields.weight;
  if (fields.countsForFinalGrade !== undefined && fields.countsForFinalGrade !== item.countsForFinalGrade) change.countsForFinalGrade = fields.countsForFinalGrade;
  if (fields.lateCountsAsZero !== undefined && fields.lateCountsAsZero !== item.lateCountsAsZero) change.lateCountsAsZero = fields.lateCountsAsZero;
  if (fields.dueAtLocal !== undefined && fields.dueAtLocal !== item.dueAtLocal) change.dueAtLocal = fields.dueAtLocal;
  if (fields.name !== undefined && fields.name !== item.name) change.name = fields.name;
  if (fields.maxScore !== undefined && fields.maxScore !== item.maxScore) change.maxScore = fields.maxScore;
  return change;
}
