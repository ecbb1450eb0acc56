import type { Container } from 'inversify';
import type { PeriodCode } from '@domain/grading/periods';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { Language } from '@domain/tenancy/tenant';
import type { AppError } from '@application/shared/AppError';
import { FileSaver } from '@application/shared/ports/FileSaver';
import { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import { ExportStore } from '@application/gradebook/ExportStore';
import type { DownloadedFile, ExportLanguage } from '@application/gradebook/Gradebook';
import { GradebookExportGateway } from '@application/gradebook/ports/GradebookExportGateway';
import { InMemoryLanguageSwitcher } from '@tests/fakes/InMemoryLanguageSwitcher';

export type ExportCall =
  | { format: 'csv'; courseGuid: string; language: ExportLanguage; period?: PeriodCode }
  | { format: 'pdf'; courseGuid: string; language: ExportLanguage; studentGuid?: string };

/**
 * The server's exports in memory: every call recorded, a small file answered (named like the server names them), a
 * failure until cleared, and `hold()` to keep answers pending while a test looks at the "working" state.
 */
export class InMemoryGradebookExportGateway implements GradebookExportGateway {
  readonly calls: ExportCall[] = [];
  /** Answers every call with this error until cleared. */
  failure: AppError | undefined = undefined;
  private held: (() => void)[] | undefined;

  async csv(courseGuid: string, options: { language: ExportLanguage; period?: PeriodCode }): Promise<Result<DownloadedFile, AppError>> {
    this.calls.push({ format: 'csv', courseGuid, ...options });
    await this.wait();
    if (this.failure) return Err(this.failure);
    const name = `${courseGuid}${options.period ? `-${options.period}` : ''}-2026-11-25.csv`;
    return Ok({ name, type: 'text/csv; charset=utf-8', content: new Blob(['\uFEFFApellidos;Nombre\r\n'], { type: 'text/csv; charset=utf-8' }) });
  }

  async pdf(courseGuid: string, options: { language: ExportLanguage; studentGuid?: string }): Promise<Result<DownloadedFile, AppError>> {
    this.calls.push({ format: 'pdf', courseGuid, ...options });
    await this.wait();
    if (this.failure) return Err(this.failure);
    const name = `${courseGuid}${options.studentGuid ? `-${options.studentGuid}` : ''}-2026-11-25.pdf`;
    return Ok({ name, type: 'application/pdf', content: new Blob(['%PDF-1.3\n'], { type: 'application/pdf' }) });
  }

  /** Answers wait until the returned function is called. */
  hold(): () => void {
    this.held = [];
    return () => {
      const waiting = this.held ?? [];
      this.held = undefined;
      for (const release of waiting) release();
    };
  }

  private wait(): Promise<void> {
    const held = this.held;
    return held === undefined ? Promise.resolve() : new Promise((resolve) => held.push(resolve));
  }
}

/** The files the user was handed, in order. */
export class RecordingFileSaver implements FileSaver {
  readonly saved: { name: string; type: string; content: Blob }[] = [];

  save(file: { name: string; type: string; content: Blob }): void {
    this.saved.push(file);
  }
}

/**
 * Binds the exports on a test container (`createTestContainer().container`): the in-memory gateway, a recording saver,
 * the interface language and the ExportStore as gradebookSetupModule binds it.
 */
export function bindGradebookExports(container: Container, options: { gateway?: InMemoryGradebookExportGateway; language?: Language; offered?: Language[] } = {}) {
  const gateway = options.gateway ?? new InMemoryGradebookExportGateway();
  const saver = new RecordingFileSaver();
  const languages = new InMemoryLanguageSwitcher();
  languages.language = options.language ?? 'es';
  container.bind(GradebookExportGateway).toConstantValue(gateway);
  container.bind(FileSaver).toConstantValue(saver);
  if (!container.isBound(LanguageSwitcher)) container.bind(LanguageSwitcher).toConstantValue(languages);
  container.bind(ExportStore).toResolvedValue(() => new ExportStore(gateway, saver, languages, options.offered ?? ['es', 'en', 'pt']));
  return { gateway, saver, languages };
}
