import { makeAutoObservable, runInAction } from 'mobx';
import type { PeriodCode } from '@domain/grading/periods';
import { isLanguage, type Language } from '@domain/tenancy/tenant';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { FileSaver } from '@application/shared/ports/FileSaver';
import type { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import type { DownloadedFile, ExportLanguage } from '@application/gradebook/Gradebook';
import type { GradebookExportGateway } from '@application/gradebook/ports/GradebookExportGateway';

/** What can be downloaded: the grid as CSV, the class's PDF, one student's PDF (teachers), a student's own PDF. */
export type ExportKind = 'csv' | 'classPdf' | 'studentPdf' | 'myReport';

export type ExportRequest =
  | { kind: 'csv'; courseGuid: string; period?: PeriodCode }
  | { kind: 'classPdf'; courseGuid: string }
  | { kind: 'studentPdf'; courseGuid: string; studentGuid: string }
  | { kind: 'myReport'; courseGuid: string };

export type ExportStatus = 'idle' | 'working' | 'done' | 'failed';

interface ExportState {
  status: ExportStatus;
  error: AppError | undefined;
  /** The last request of this kind, with its language: what `retry` sends again. */
  last: (ExportRequest & { language: ExportLanguage }) | undefined;
  /** The name of the file saved last. */
  fileName: string | undefined;
}

const KINDS: readonly ExportKind[] = ['csv', 'classPdf', 'studentPdf', 'myReport'];
const idle = (): ExportState => ({ status: 'idle', error: undefined, last: undefined, fileName: undefined });

/**
 * The gradebook's downloads (ADR 0235): each kind has its own status, so the class PDF can be prepared while a CSV is
 * saved; one request per kind at a time. The file's language starts as the interface's and may be changed to any the
 * tenant offers. A file is handed to the `FileSaver` once the server has made it; failures stay as AppError values.
 */
export class ExportStore {
  language: ExportLanguage;
  readonly languages: readonly ExportLanguage[];
  private states: Record<ExportKind, ExportState> = { csv: idle(), classPdf: idle(), studentPdf: idle(), myReport: idle() };

  constructor(
    private readonly gateway: GradebookExportGateway,
    private readonly saver: FileSaver,
    interfaceLanguage: LanguageSwitcher,
    offered: readonly Language[],
  ) {
    const current = interfaceLanguage.current();
    this.languages = offered.filter(isLanguage).length > 0 ? offered.filter(isLanguage) : [current];
    this.language = current;
    makeAutoObservable<ExportStore, 'gateway' | 'saver'>(this, { gateway: false, saver: false, languages: false }, { autoBind: true });
  }

  statusOf(kind: ExportKind): ExportStatus {
    return this.states[kind].status;
  }

  errorOf(kind: ExportKind): AppError | undefined {
    return this.states[kind].error;
  }

  fileNameOf(kind: ExportKind): string | undefined {
    return this.states[kind].fileName;
  }

  /** Some file is being made: one spinner for the menu that started it. */
  get working(): boolean {
    return KINDS.some((kind) => this.states[kind].status === 'working');
  }

  setLanguage(language: ExportLanguage): void {
    this.language = language;
  }

  /** Asks the server for the file and saves it; true when saved. A second request of a kind already working is ignored. */
  async download(request: ExportRequest): Promise<boolean> {
    return this.run({ ...request, language: this.language });
  }

  /** The last request of that kind again, in the language it was asked in. */
  async retry(kind: ExportKind): Promise<boolean> {
    const last = this.states[kind].last;
    return last === undefined ? false : this.run(last);
  }

  /** Forgets a failure (or a done message): the kind is idle again. */
  dismiss(kind: ExportKind): void {
    if (this.states[kind].status !== 'working') this.states[kind] = { ...this.states[kind], status: 'idle', error: undefined };
  }

  private async run(request: ExportRequest & { language: ExportLanguage }): Promise<boolean> {
    const kind = request.kind;
    if (this.states[kind].status === 'working') return false;
    this.states[kind] = { status: 'working', error: undefined, last: request, fileName: undefined };
    const result = await this.fetch(request);
    if (result.ok) this.saver.save(result.val);
    runInAction(() => {
      this.states[kind] = result.ok
        ? { status: 'done', error: undefined, last: request, fileName: result.val.name }
        : { status: 'failed', error: result.val, last: request, fileName: undefined };
    });
    return result.ok;
  }

  private fetch(request: ExportRequest & { language: ExportLanguage }): Promise<Result<DownloadedFile, AppError>> {
    const { language } = request;
    switch (request.kind) {
      case 'csv':
        return this.gateway.csv(request.courseGuid, request.period === undefined ? { language } : { language, period: request.period });
      case 'classPdf':
      case 'myReport':
        return this.gateway.pdf(request.courseGuid, { language });
      case 'studentPdf':
        return this.gateway.pdf(request.courseGuid, { language, studentGuid: request.studentGuid });
    }
  }
}
