import type { ExportCsvQueryDto, ExportPdfQueryDto } from '@contract/gradebook';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { PeriodCode } from '@domain/grading/periods';
import { appError, ClientErrorCodes, type AppError } from '@application/shared/AppError';
import type { DownloadedFile, ExportLanguage } from '@application/gradebook/Gradebook';
import type { GradebookExportGateway } from '@application/gradebook/ports/GradebookExportGateway';
import type { DownloadedBody, FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

/** `GET …/gradebook/export.csv` and `…/export.pdf` (docs/api-gradebook.md "Exports", ADR 0235), downloaded with the session's token. */
export class HttpGradebookExportGateway implements GradebookExportGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async csv(courseGuid: string, options: { language: ExportLanguage; period?: PeriodCode }): Promise<Result<DownloadedFile, AppError>> {
    const query: ExportCsvQueryDto = { lang: options.language, period: options.period };
    return toFile(await this.http.download(`${gradebookPath(courseGuid)}/export.csv`, query), 'text/csv', 'gradebook.csv');
  }

  async pdf(courseGuid: string, options: { language: ExportLanguage; studentGuid?: string }): Promise<Result<DownloadedFile, AppError>> {
    const query: ExportPdfQueryDto = { lang: options.language, student: options.studentGuid };
    return toFile(await this.http.download(`${gradebookPath(courseGuid)}/export.pdf`, query), 'application/pdf', 'report.pdf');
  }
}

function gradebookPath(courseGuid: string): string {
  return `/front/courses/${encodeURIComponent(courseGuid)}/gradebook`;
}

/** The answer as a file to save; another type than asked (an HTML page from a misrouted URL…) is a bad answer, never saved. */
export function toFile(answer: Result<DownloadedBody, AppError>, expectedType: string, fallbackName: string): Result<DownloadedFile, AppError> {
  if (answer.err) return answer;
  const { content, type, name } = answer.val;
  if (type.split(';')[0]?.trim().toLowerCase() !== expectedType) {
    return Err(appError('unavailable', ClientErrorCodes.badResponse, { details: [{ path: 'content-type', message: `${expectedType} expected` }] }));
  }
  return Ok({ name: name ?? fallbackName, type, content });
}
