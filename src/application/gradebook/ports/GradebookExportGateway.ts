import type { ServiceIdentifier } from 'inversify';
import type { PeriodCode } from '@domain/grading/periods';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { DownloadedFile, ExportLanguage } from '@application/gradebook/Gradebook';

/** The server-made exports of the gradebook (ADR 0235): a CSV of the grid, PDF reports of the class or one student. */
export interface GradebookExportGateway {
  csv(courseGuid: string, options: { language: ExportLanguage; period?: PeriodCode }): Promise<Result<DownloadedFile, AppError>>;
  pdf(courseGuid: string, options: { language: ExportLanguage; studentGuid?: string }): Promise<Result<DownloadedFile, AppError>>;
}

export const GradebookExportGateway: ServiceIdentifier<GradebookExportGateway> = Symbol('GradebookExportGateway');
