import type { GradeScale } from '@domain/gradebook/gradeScales';
import { PERIOD_SCHEME_NAMES, type PeriodCode, type PeriodScheme } from '@domain/grading/periods';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { GradebookCategory, GradebookItem, GradebookSettings, ItemFieldsChange, NewColumn, PeriodPublication } from '@application/gradebook/Gradebook';
import type { GradebookSetupGateway } from '@application/gradebook/ports/GradebookSetupGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { categoryToDomain, itemToDomain, periodCode, publishWarningToDomain, scaleToDomain } from '@infrastructure/gradebook/HttpGradebookGateway';
import { array, boolean, count, DtoError, mapDto, object, string, type Dto } from '@infrastructure/http/dto';

/** Setting the gradebook up over HTTP (docs/api-gradebook.md: settings, categories, item fields, columns, publishing). */
export class HttpGradebookSetupGateway implements GradebookSetupGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async updateSettings(courseGuid: string, change: { periodScheme?: PeriodScheme; scale?: GradeScale; dropLowest?: number }): Promise<Result<GradebookSettings, AppError>> {
    const body: Dto = {};
    if (change.periodScheme !== undefined) body.period_scheme = change.periodScheme;
    // The wire's scale is the domain's GradeScale as it is.
    if (change.scale !== undefined) body.scale = change.scale;
    if (change.dropLowest !== undefined) body.drop_lowest = change.dropLowest;
    return mapDto(await this.http.request('PUT', `${gradebookPath(courseGuid)}/settings`, { body }), settingsToDomain);
  }

  async createCategory(courseGuid: string, category: { name: string; weight: number }): Promise<Result<GradebookCategory, AppError>> {
    return mapDto(await this.http.request('POST', `${gradebookPath(courseGuid)}/categories`, { body: { name: category.name, weight: category.weight } }), (dto) => categoryToDomain(dto));
  }

  async updateCategory(courseGuid: string, categoryGuid: string, change: { name?: string; weight?: number; position?: number }): Promise<Result<GradebookCategory, AppError>> {
    const body: Dto = {};
    if (change.name !== undefined) body.name = change.name;
    if (change.weight !== undefined) body.weight = change.weight;
    if (change.position !== undefined) body.position = change.position;
    return mapDto(await this.http.request('PATCH', `${gradebookPath(courseGuid)}/categories/${encodeURIComponent(categoryGuid)}`, { body }), (dto) => categoryToDomain(dto));
  }

  async deleteCategory(courseGuid: string, categoryGuid: string): Promise<Result<void, AppError>> {
    return mapDto(await this.http.request('DELETE', `${gradebookPath(courseGuid)}/categories/${encodeURIComponent(categoryGuid)}`), () => undefined);
  }

  async updateItem(courseGuid: string, itemGuid: string, change: ItemFieldsChange): Promise<Result<GradebookItem, AppError>> {
    return mapDto(await this.http.request('PATCH', `${gradebookPath(courseGuid)}/items/${encodeURIComponent(itemGuid)}`, { body: itemFieldsBody(change) }), itemToDomain);
  }

  async createColumn(courseGuid: string, column: NewColumn): Promise<Result<GradebookItem, AppError>> {
    return mapDto(await this.http.request('POST', `${gradebookPath(courseGuid)}/columns`, { body: itemFieldsBody(column) }), columnToDomain);
  }

  async deleteColumn(courseGuid: string, columnGuid: string): Promise<Result<void, AppError>> {
    return mapDto(await this.http.request('DELETE', `${gradebookPath(courseGuid)}/columns/${encodeURIComponent(columnGuid)}`), () => undefined);
  }

  async publishItem(courseGuid: string, itemGuid: string, published: boolean): Promise<Result<{ published: boolean }, AppError>> {
    const answer = await this.http.request('PUT', `${gradebookPath(courseGuid)}/items/${encodeURIComponent(itemGuid)}/publication`, { body: { published } });
    return mapDto(answer, itemPublicationToDomain);
  }

  async publishPeriod(courseGuid: string, period: PeriodCode, published: boolean): Promise<Result<PeriodPublication, AppError>> {
    const answer = await this.http.request('PUT', `${gradebookPath(courseGuid)}/periods/${encodeURIComponent(period)}/publication`, { body: { published } });
    return mapDto(answer, periodPublicationToDomain);
  }
}

function gradebookPath(courseGuid: string): string {
  return `/front/courses/${encodeURIComponent(courseGuid)}/gradebook`;
}

/** The PATCH/POST body: only the fields given; null is sent (it clears the period, category or due date). */
export function itemFieldsBody(change: ItemFieldsChange): Dto {
  const body: Dto = {};
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
export function settingsToDomain(value: unknown): GradebookSettings {
  const dto = object(value, 'settings');
  const scheme = dto.period_scheme;
  if (typeof scheme !== 'string' || !(PERIOD_SCHEME_NAMES as readonly string[]).includes(scheme)) throw new DtoError('period_scheme: a scheme expected');
  return {
    periodScheme: scheme as PeriodScheme,
    periods: array(dto, 'periods').map((code) => periodCode(code, 'periods')),
    scale: scaleToDomain(dto.scale),
    dropLowest: count(dto, 'drop_lowest'),
    publishedPeriods: array(dto, 'published_periods').map((code) => periodCode(code, 'published_periods')),
  };
}

function columnToDomain(value: unknown): GradebookItem {
  const item = itemToDomain(value);
  if (item.kind !== 'column') throw new DtoError('kind: column expected');
  return item;
}

function itemPublicationToDomain(value: unknown): { published: boolean } {
  const dto = object(value, 'publication');
  string(dto, 'item_guid');
  return { published: boolean(dto, 'published') };
}

export function periodPublicationToDomain(value: unknown): PeriodPublication {
  const dto = object(value, 'publication');
  return {
    period: periodCode(dto.period, 'period'),
    published: boolean(dto, 'published'),
    publishedPeriods: array(dto, 'published_periods').map((code) => periodCode(code, 'published_periods')),
    itemsPublished: count(dto, 'items_published'),
    warnings: array(dto, 'warnings').flatMap(publishWarningToDomain),
  };
}
