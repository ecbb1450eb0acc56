import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { HandInStore } from '@application/viewer/HandInStore';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryViewerGateway, InstantFileUploader } from '@tests/fakes/InMemoryViewerGateway';
import { anAssignment, aJob } from '@tests/unit/application/viewer/itemMothers';

// FixedClock's now: 2026-11-22T10:00:00Z = 11:00 in Madrid.
function setup(item = anAssignment({}, { myProgress: { progress: 0, position: null } })) {
  const gateway = new InMemoryViewerGateway([item]);
  const uploader = new InstantFileUploader();
  let keys = 0;
  const store = new HandInStore(gateway, uploader, new FixedClock(), () => `key-${++keys}`);
  store.setup(item, 'Europe/Madrid');
  return { gateway, uploader, store };
}

const pdf = (name = 'trabajo.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('HandInStore', () => {
  it('reads whether it can be turned in from the one status, in the school time zone', () => {
    expect(setup(anAssignment({}, { deliverAt: '2026-11-22T11:00:00', canDeliverLate: false })).store.turnIn).toBe('open');
    expect(setup(anAssignment({}, { deliverAt: '2026-11-22T10:59:00', canDeliverLate: false })).store.turnIn).toBe('closed');
    expect(setup(anAssignment({}, { deliverAt: '2026-11-22T10:59:00', canDeliverLate: true })).store.turnIn).toBe('open-late');
    expect(setup(anAssignment({}, { deliverAt: null })).store.turnIn).toBe('open');
  });

  it('shows the word the task list shows, and offers no hand-in once closed or view-only', () => {
    const closed = setup(anAssignment({}, { deliverAt: '2026-11-22T10:59:00', canDeliverLate: false })).store;
    expect(closed.itemStatus.label).toBe('closed');
    closed.setText('Tarde');
    expect(closed.block).toBe('closed');
    const published = setup(anAssignment({}, { deliverAt: '2026-11-30T10:00:00', gradesPublished: true })).store;
    expect(published.turnIn).toBe('view-only');
    expect(published.block).toBe('closed');
    expect(setup(anAssignment({}, { deliverAt: '2026-11-22T10:59:00', canDeliverLate: true })).store.itemStatus.label).toBe('late');
  });

  it('refuses to send when closed or empty', async () => {
    const closed = setup(anAssignment({}, { deliverAt: '2026-11-01T00:00:00' }));
    closed.store.setText('Hecho');
    expect(closed.store.block).toBe('closed');
    expect(await closed.store.submit()).toBe(false);
    expect(closed.gateway.handIns).toEqual([]);

    const empty = setup();
    empty.store.setText('   ');
    expect(empty.store.block).toBe('empty');
  });

  it('uploads accepted files as hand-in files and sends text and files once', async () => {
    const { store, uploader, gateway } = setup();
    store.setText('  Mi respuesta  ');
    store.addFiles([pdf()]);
    await Promise.resolve();
    await Promise.resolve();
    expect(uploader.calls).toEqual([{ courseGuid: 'c-1', purpose: 'hand-in', name: 'trabajo.pdf' }]);
    expect(store.files[0]?.status).toBe('uploaded');
    expect(await store.submit()).toBe(true);
    expect(gateway.handIns).toEqual([{ itemGuid: 'task-1', handIn: { submissionKey: 'key-1', text: 'Mi respuesta', fileGuids: ['file-1'] } }]);
    expect(store.delivered).toBe(true);
    expect(store.job?.text).toBe('Mi respuesta');
  });

  it('checks files before uploading them', () => {
    const { store, uploader } = setup();
    store.addFiles([new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }), new File([], 'vacio.pdf', { type: 'application/pdf' })]);
    expect(store.files.map((file) => file.error?.code)).toEqual(['FILE_TYPE_NOT_ALLOWED', 'FILE_EMPTY']);
    expect(uploader.calls).toEqual([]);
    store.addFiles(Array.from({ length: 6 }, (_, index) => pdf(`p${index}.pdf`)));
    expect(store.files.filter((file) => file.status !== 'failed')).toHaveLength(5);
    expect(store.files.at(-1)?.error).toEqual({ code: 'TOO_MANY_FILES', max: 5 });
  });

  it('keeps the submission key across a retry and ignores a double click', async () => {
    const { store, gateway } = setup();
    store.setText('Respuesta');
    gateway.handInFailure = appError('network', 'NETWORK');
    expect(await store.submit()).toBe(false);
    expect(store.status).toBe('failed');
    gateway.handInFailure = undefined;
    gateway.holdHandIns = true;
    const first = store.submit();
    const second = store.submit();
    gateway.release();
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(gateway.handIns.map((call) => call.handIn.submissionKey)).toEqual(['key-1', 'key-1']);
  });

  it('shows an existing hand-in instead of the form', () => {
    const { store } = setup(anAssignment({}, { myProgress: { progress: 100, position: null }, myJob: aJob() }));
    expect(store.delivered).toBe(true);
    expect(store.block).toBe('delivered');
  });

  it('closes the form when the server says the window closed', async () => {
    const { store, gateway } = setup(anAssignment({}, { deliverAt: '2026-11-01T00:00:00', canDeliverLate: true }));
    store.setText('Tarde');
    gateway.handInFailure = appError('conflict', 'DELIVERY_CLOSED', { status: 409 });
    await store.submit();
    expect(store.turnIn).toBe('closed');
  });
});
