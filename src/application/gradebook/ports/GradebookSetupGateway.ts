import type { ServiceIdentifier } from 'inversify';
import type { GradeScale } from '@domain/gradebook/gradeScales';
import type { PeriodCode, PeriodScheme } from '@domain/grading/periods';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { GradebookCategory, GradebookItem, GradebookSettings, ItemFieldsChange, NewColumn, PeriodPublication } from '@application/gradebook/Gradebook';

/** How a teacher sets the gradebook up: settings, categories, item fields, manual columns, publishing. */
export interface GradebookSetupGateway {
  updateSettings(courseGuid: string, change: { periodScheme?: PeriodScheme; scale?: GradeScale; dropLowest?: number }): Promise<Result<GradebookSettings, AppError>>;
  createCategory(courseGuid: string, category: { name: string; weight: number }): Promise<Result<GradebookCategory, AppError>>;
  updateCategory(courseGuid: string, categoryGuid: string, change: { name?: string; weight?: number; position?: number }): Promise<Result<GradebookCategory, AppError>>;
  deleteCategory(courseGuid: string, categoryGuid: string): Promise<Result<void, AppError>>;
  updateItem(courseGuid: string, itemGuid: string, change: ItemFieldsChange): Promise<Result<GradebookItem, AppError>>;
  createColumn(courseGuid: string, column: NewColumn): Promise<Result<GradebookItem, AppError>>;
  deleteColumn(courseGuid: string, columnGuid: string): Promise<Result<void, AppError>>;
  publishItem(courseGuid: string, itemGuid: string, published: boolean): Promise<Result<{ published: boolean }, AppError>>;
  publishPeriod(courseGuid: string, period: PeriodCode, published: boolean): Promise<Result<PeriodPublication, AppError>>;
}

export const GradebookSetupGateway: ServiceIdentifier<GradebookSetupGateway> = Symbol('GradebookSetupGateway');
