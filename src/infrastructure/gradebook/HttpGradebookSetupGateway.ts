import {
  GradebookCategorySchema,
  GradebookItemSchema,
  ItemPublicationAnswer,
  PeriodPublicationAnswer,
  SettingsAnswer,
  type CategoryBodyDto,
  type CategoryPatchBodyDto,
  type ItemFieldsBodyDto,
  type PeriodPublicationAnswerDto,
  type PublicationBodyDto,
  type SettingsAnswerDto,
  type SettingsBodyDto,
} from '@contract/gradebook';
import type { GradeScale } from '@domain/gradebook/gradeScales';
import type { PeriodCode, PeriodScheme } from '@domain/grading/periods';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { GradebookCategory, GradebookItem, GradebookSettings, ItemFieldsChange, NewColumn, PeriodPublication } from '@application/gradebook/Gradebook';
import type { GradebookSetupGateway } from '@application/gradebook/ports/GradebookSetupGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { categoryToDomain, itemToDomain, publishWarningsToDomain, scaleToDomain } from '@infrastructure/gradebook/HttpGradebookGateway';
import { fromWire, noContent, WireError } from '@infrastructure/http/wire';

/** Setting the gradebook up over HTTP (docs/api-gradebook.md: settings, categories, item fields, columns, publishing). */
export class HttpGradebookSetupGateway implements GradebookSetupGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async updateSettings(courseGuid: string, change: { periodScheme?: PeriodScheme; scale?: GradeScale; dropLowest?: number }): Promise<Result<GradebookSettings, AppError>> {
    const body: SettingsBodyDto = {};
    if (change.periodScheme !== undefined) body.period_scheme = change.periodScheme;
    // The wire's scale is the domain's GradeScale as it is.
    if (change.scale !== undefined) body.scale = { ...change.scale };
    if (change.dropLowest !== undefined) body.drop_lowest = change.dropLowest;
    return fromWire(await this.http.request('PUT', `${gradebookPath(courseGuid)}/settings`, { body }), SettingsAnswer, settingsToDomain);
  }

  async createCategory(courseGuid: string, category: { name: string; weight: number }): Promise<Result<GradebookCategory, AppError>> {
    const body: CategoryBodyDto = { name: category.name, weight: category.weight };
    return fromWire(await this.http.request('POST', `${gradebookPath(courseGuid)}/categories`, { body }), GradebookCategorySchema, categoryToDomain);
  }

  async updateCategory(courseGuid: string, categoryGuid: string, change: { name?: string; weight?: number; position?: number }): Promise<Result<GradebookCategory, AppError>> {
    const body: CategoryPatchBodyDto = {};
    if (change.name !== undefined) body.name = change.name;
    if (change.weight !== undefined) body.weight = change.weight;
    if (change.position !== undefined) body.position = change.position;
    return fromWire(await this.http.request('PATCH', `${gradebookPath(courseGuid)}/categories/${encodeURIComponent(categoryGuid)}`, { body }), GradebookCategorySchema, categoryToDomain);
  }

  async deleteCategory(courseGuid: string, categoryGuid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `${gradebookPath(courseGuid)}/categories/${encodeURIComponent(categoryGuid)}`));
  }

  async updateItem(courseGuid: string, itemGuid: string, change: ItemFieldsChange): Promise<Result<GradebookItem, AppError>> {
    return fromWire(await this.http.request('PATCH', `${gradebookPath(courseGuid)}/items/${encodeURIComponent(itemGuid)}`, { body: itemFieldsBody(change) }), GradebookItemSchema, itemToDomain);
  }

  async createColumn(courseGuid: string, column: NewColumn): Promise<Result<GradebookItem, AppError>> {
    return fromWire(await this.http.request('POST', `${gradebookPath(courseGuid)}/columns`, { body: itemFieldsBody(column) }), GradebookItemSchema, columnToDomain);
  }

  async deleteColumn(courseGuid: string, columnGuid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `${gradebookPath(courseGuid)}/columns/${encodeURIComponent(columnGuid)}`));
  }

  async publishItem(courseGuid: string, itemGuid: string, published: boolean): Promise<Result<{ published: boolean }, AppError>> {
    const body: PublicationBodyDto = { published };
    const answer = await this.http.request('PUT', `${gradebookPath(courseGuid)}/items/${encodeURIComponent(itemGuid)}/publication`, { body });
    return fromWire(answer, ItemPublicationAnswer, (dto) => ({ published: dto.published }));
  }

  async publishPeriod(courseGuid: string, period: PeriodCode, published: boolean): Promise<Result<PeriodPublication, AppError>> {
    const body: PublicationBodyDto = { published };
    const answer = await this.http.request('PUT', `${gradebookPath(courseGuid)}/periods/${encodeURIComponent(period)}/publication`, { body });
    return fromWire(answer, PeriodPublicationAnswer, periodPublicationToDomain);
  }
}

function gradebookPath(courseGuid: string): string {
  return `/front/courses/${encodeURIComponent(courseGuid)}/gradebook`;
}

/** The PATCH/POST body: only the fields given; null is sent (it clears the period, category or due date). */
export function itemFieldsBody(change: ItemFieldsChange): ItemFieldsBodyDto {
  const body: ItemFieldsBodyDto = {};
  if (change.name !== undefined) body.name = change.name;
  if (change.maxScore !== undefined) body.max_score = change.maxScore;
  if (change.period !== undefined) body.period = change.period;
  if (change.categoryGuid !== undefined) body.category_guid = change.categoryGuid;
  if (change.weight !== undefined) body.weight = change.weight;
  if (change.countsForFinalGrade !== undefined) body.counts_for_final_grade = change.countsForFinalGrade;
  if (change.lateCountsAsZero !== undefined) body.late_counts_as_zero = change.lateCountsAsZero;
  if (change.dueAtLocal !== undefined) body.deliver_at = change.dueAtLocal;
  return body;
}

/** `PUT …/gradebook/settings` → the settings as saved; the scale checked by the domain. */
export function settingsToDomain(dto: SettingsAnswerDto): GradebookSettings {
  return {
    periodScheme: dto.period_scheme,
    periods: dto.periods,
    scale: scaleToDomain(dto.scale),
    dropLowest: dto.drop_lowest,
    publishedPeriods: dto.published_periods,
  };
}

function columnToDomain(dto: Parameters<typeof itemToDomain>[0]): GradebookItem {
  if (dto.kind !== 'column') throw new WireError('kind: column expected');
  return itemToDomain(dto);
}

export function periodPublicationToDomain(dto: PeriodPublicationAnswerDto): PeriodPublication {
  return {
    period: dto.period,
    published: dto.published,
    publishedPeriods: dto.published_periods,
    itemsPublished: dto.items_published,
    warnings: publishWarningsToDomain(dto.warnings),
  };
}
