import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { ExportStore } from '@application/gradebook/ExportStore';
import { InMemoryGradebookExportGateway, RecordingFileSaver } from '@tests/fakes/InMemoryGradebookExportGateway';
import { InMemoryLanguageSwitcher } from '@tests/fakes/InMemoryLanguageSwitcher';
import type { Language } from '@domain/tenancy/tenant';

function setUp(options: { language?: Language; offered?: Language[] } = {}) {
  const gateway = new InMemoryGradebookExportGateway();
  const saver = new RecordingFileSaver();
  const languages = new InMemoryLanguageSwitcher();
  languages.language = options.language ?? 'es';
  const store = new ExportStore(gateway, saver, languages, options.offered ?? ['es', 'en', 'pt']);
  return { gateway, saver, store, languages };
}

describe('ExportStore', () => {
  it('asks the server for the CSV in the interface’s language and hands the file to the saver', async () => {
    const { gateway, saver, store } = setUp({ language: 'pt' });
    expect(store.language).toBe('pt');
    expect(store.statusOf('csv')).toBe('idle');

    const saved = await store.download({ kind: 'csv', courseGuid: 'c-mat', period: 't01' });

    expect(saved).toBe(true);
    expect(gateway.calls).toEqual([{ format: 'csv', courseGuid: 'c-mat', language: 'pt', period: 't01' }]);
    expect(saver.saved.map((f) => [f.name, f.type])).toEqual([['c-mat-t01-2026-11-25.csv', 'text/csv; charset=utf-8']]);
    expect(store.statusOf('csv')).toBe('done');
    expect(store.fileNameOf('csv')).toBe('c-mat-t01-2026-11-25.csv');
  });

  it('sends the class PDF without a student, one student’s with theirs, and a student’s own without any', async () => {
    const { gateway, store } = setUp();
    store.setLanguage('en');
    await store.download({ kind: 'classPdf', courseGuid: 'c-mat' });
    await store.download({ kind: 'studentPdf', courseGuid: 'c-mat', studentGuid: 's-marta' });
    await store.download({ kind: 'myReport', courseGuid: 'c-mat' });
    expect(gateway.calls).toEqual([
      { format: 'pdf', courseGuid: 'c-mat', language: 'en' },
      { format: 'pdf', courseGuid: 'c-mat', language: 'en', studentGuid: 's-marta' },
      { format: 'pdf', courseGuid: 'c-mat', language: 'en' },
    ]);
    expect(store.statusOf('classPdf')).toBe('done');
    expect(store.statusOf('studentPdf')).toBe('done');
    expect(store.statusOf('myReport')).toBe('done');
  });

  it('shows each kind working on its own, and ignores a second request of a kind already working', async () => {
    const { gateway, saver, store } = setUp();
    const release = gateway.hold();
    const csv = store.download({ kind: 'csv', courseGuid: 'c-mat' });
    const pdf = store.download({ kind: 'classPdf', courseGuid: 'c-mat' });
    expect(store.statusOf('csv')).toBe('working');
    expect(store.statusOf('classPdf')).toBe('working');
    expect(store.statusOf('studentPdf')).toBe('idle');
    expect(store.working).toBe(true);
    expect(await store.download({ kind: 'csv', courseGuid: 'c-mat', period: 't02' })).toBe(false);
    expect(gateway.calls).toHaveLength(2);

    release();
    expect(await csv).toBe(true);
    expect(await pdf).toBe(true);
    expect(store.working).toBe(false);
    expect(saver.saved).toHaveLength(2);
  });

  it('keeps a failure as an AppError, saves nothing, and retries the same request in the language it was asked in', async () => {
    const { gateway, saver, store } = setUp();
    gateway.failure = appError('network', 'TIMEOUT');
    expect(await store.download({ kind: 'studentPdf', courseGuid: 'c-mat', studentGuid: 's-hugo' })).toBe(false);
    expect(store.statusOf('studentPdf')).toBe('failed');
    expect(store.errorOf('studentPdf')).toEqual({ kind: 'network', code: 'TIMEOUT' });
    expect(saver.saved).toEqual([]);

    store.setLanguage('en');
    gateway.failure = undefined;
    expect(await store.retry('studentPdf')).toBe(true);
    expect(gateway.calls.at(-1)).toEqual({ format: 'pdf', courseGuid: 'c-mat', language: 'es', studentGuid: 's-hugo' });
    expect(store.statusOf('studentPdf')).toBe('done');
    expect(store.errorOf('studentPdf')).toBeUndefined();
    expect(saver.saved).toHaveLength(1);
  });

  it('retries nothing it was never asked for, and dismissing a failure makes the kind idle again', async () => {
    const { gateway, store } = setUp();
    expect(await store.retry('csv')).toBe(false);
    expect(gateway.calls).toEqual([]);
    gateway.failure = appError('forbidden', 'FORBIDDEN', { status: 403 });
    await store.download({ kind: 'csv', courseGuid: 'c-mat' });
    store.dismiss('csv');
    expect(store.statusOf('csv')).toBe('idle');
    expect(store.errorOf('csv')).toBeUndefined();
  });

  it('offers the tenant’s languages; a tenant without any keeps the interface’s', () => {
    expect(setUp({ offered: ['pt', 'en'], language: 'pt' }).store.languages).toEqual(['pt', 'en']);
    expect(setUp({ offered: [], language: 'en' }).store.languages).toEqual(['en']);
  });
});
