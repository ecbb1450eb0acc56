import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportStore } from '@application/gradebook/ExportStore';
import { GradebookExportGateway } from '@application/gradebook/ports/GradebookExportGateway';
import { FileSaver } from '@application/shared/ports/FileSaver';
import { FeatureLoader } from '@application/shared/ports/FeatureLoader';
import { bootstrap } from '@infrastructure/di/bootstrap';
import { BrowserFileSaver } from '@infrastructure/browser/BrowserFileSaver';
import { HttpGradebookExportGateway } from '@infrastructure/gradebook/HttpGradebookExportGateway';

const tenantDto = {
  id: 'escola',
  name: 'Escola Demo',
  defaultLanguage: 'pt',
  languages: ['pt', 'en'],
  loginMethods: ['password'],
  flags: {},
  theme: { primary: '#0a7', accent: '#fa0', brand: 'Escola' },
  passwordMinLength: 8,
};

describe('the exports in the composition root (ADR 0235)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('binds the gateway and the store with the gradebook feature, over the root’s browser FileSaver', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async (input) => (String(input).endsWith('/front/tenant') ? new Response(JSON.stringify(tenantDto)) : new Response('{}', { status: 401 }))));
    const started = await bootstrap({ storage: localStorage, location: { hostname: 'localhost', search: '?tenant=escola', pathname: '/', assign: vi.fn() }, languages: ['pt'] });
    if (!started.ok) throw new Error(started.error.code);
    const { container } = started;
    // The saver is tenant-agnostic: the root has it before any feature loads.
    expect(container.get(FileSaver)).toBeInstanceOf(BrowserFileSaver);
    expect(container.get(FileSaver)).toBe(container.get(FileSaver));
    expect(container.isBound(ExportStore)).toBe(false);

    await container.get(FeatureLoader).load('gradebook');

    expect(container.get(GradebookExportGateway)).toBeInstanceOf(HttpGradebookExportGateway);
    const store = container.get(ExportStore);
    expect(store).not.toBe(container.get(ExportStore));
    expect(store.language).toBe('pt');
    expect(store.languages).toEqual(['pt', 'en']);
  });
});
