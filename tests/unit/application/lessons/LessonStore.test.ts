import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { ToastStore } from '@application/feedback/ToastStore';
import { LessonStore } from '@application/lessons/LessonStore';
import { ItemEditorStore } from '@application/lessons/ItemEditorStore';
import { aLessonDetail, anItem, anItemDetail, InMemoryLessonGateway } from '@tests/fakes/InMemoryLessonGateway';

async function loaded() {
  const gateway = new InMemoryLessonGateway();
  const lesson = aLessonDetail();
  gateway.lessons.set(lesson.guid, lesson);
  for (const item of lesson.items) gateway.items.set(item.guid, anItemDetail(item, lesson));
  const toasts = new ToastStore();
  const store = new LessonStore(gateway, toasts);
  await store.load(lesson.guid);
  return { gateway, toasts, store };
}

const names = (store: LessonStore) => store.items.map((item) => `${item.name}#${item.position}`);

describe('LessonStore', () => {
  it('reorders items with PUT …/items/order and keeps the order on success', async () => {
    const { store, gateway } = await loaded();
    await store.moveItem('item-3', 0);
    expect(names(store)).toEqual(['Ejercicios#1', 'Apuntes#2', 'Vídeo de repaso#3']);
    expect(gateway.calls.at(-1)).toEqual({ method: 'reorderItems', args: ['l-1', ['item-3', 'item-1', 'item-2']] });
    expect(store.announcement?.values).toEqual({ name: 'Ejercicios', position: 1, total: 3 });
  });

  it('rolls the order back with a toast when the server refuses', async () => {
    const { store, gateway, toasts } = await loaded();
    gateway.failures.set('reorderItems', appError('validation', 'VALIDATION_FAILED', { status: 400 }));
    await store.moveItem('item-1', 2);
    expect(names(store)).toEqual(['Apuntes#1', 'Vídeo de repaso#2', 'Ejercicios#3']);
    expect(toasts.toasts.at(-1)?.messageKey).toBe('lesson:lesson.errors.moveFailed');
  });

  it('publishes optimistically and rolls back on failure', async () => {
    const { store, gateway } = await loaded();
    gateway.failures.set('updateItem', appError('network', 'NETWORK'));
    const publishing = store.setPublished('item-2', true);
    expect(store.items[1]?.published).toBe(true);
    await publishing;
    expect(store.items[1]?.published).toBe(false);
  });

  it('deletes an item only once the server agrees', async () => {
    const { store } = await loaded();
    await store.deleteItem('item-2');
    expect(names(store)).toEqual(['Apuntes#1', 'Ejercicios#2']);
  });

  it('shows the lesson asked for last when an earlier one answers late, and none once a read fails', async () => {
    const gateway = new InMemoryLessonGateway();
    gateway.lessons.set('l-1', aLessonDetail());
    gateway.lessons.set('l-2', aLessonDetail({ guid: 'l-2', name: 'Decimales' }));
    const answers: { guid: string; answer: () => void }[] = [];
    const read = gateway.lesson.bind(gateway);
    gateway.lesson = (guid) => new Promise((resolve) => answers.push({ guid, answer: () => void read(guid).then(resolve) }));
    const store = new LessonStore(gateway, new ToastStore());
    const first = store.load('l-1');
    const second = store.load('l-2');
    answers[1]?.answer();
    await second;
    answers[0]?.answer();
    await first;
    expect(store.read.status).toBe('ready');
    expect(store.lesson?.name).toBe('Decimales');

    gateway.failures.set('lesson', appError('network', 'NETWORK'));
    const failing = store.load('l-2');
    answers[2]?.answer();
    await failing;
    expect(store.read.status).toBe('failed');
    expect(store.lesson).toBeUndefined();
  });
});

describe('ItemEditorStore', () => {
  it('creates an item in the lesson and keeps the error of a refused save', async () => {
    const { gateway } = await loaded();
    const store = new ItemEditorStore(gateway);
    await store.load('l-1');
    expect(store.lesson?.timeZone).toBe('Europe/Madrid');
    gateway.failures.set('createItem', appError('validation', 'FILE_NOT_USABLE', { status: 400 }));
    const input = { name: 'Enlace', contentType: 'CTTY_06' as const, data: { kind: 'link' as const, url: 'https://example.org/', description: null }, deliverAt: null, canDeliverLate: false, evaluable: false, published: true, audience: 'all' as const };
    const refused = await store.save(input);
    expect(refused.err).toBe(true);
    expect(store.saveError?.code).toBe('FILE_NOT_USABLE');
    const saved = await store.save(input);
    expect(saved.ok).toBe(true);
    expect(gateway.lessons.get('l-1')?.items.at(-1)?.name).toBe('Enlace');
  });

  it('edits without sending the content type, and refuses an item of another lesson', async () => {
    const { gateway } = await loaded();
    const store = new ItemEditorStore(gateway);
    await store.load('l-1', 'item-1');
    expect(store.item?.name).toBe('Apuntes');
    await store.save({ name: 'Apuntes v2', contentType: 'CTTY_01', data: { kind: 'document', html: '<p>x</p>' }, deliverAt: '2026-12-01T10:00:00', canDeliverLate: true, evaluable: false, published: true, audience: 'teachers' });
    const call = gateway.calls.at(-1);
    expect(call?.method).toBe('updateItem');
    expect(call?.args[1]).not.toHaveProperty('contentType');
    expect(gateway.items.get('item-1')).toMatchObject({ name: 'Apuntes v2', deliverAt: '2026-12-01T10:00:00', audience: 'teachers' });

    const other = new ItemEditorStore(gateway);
    const elsewhere = aLessonDetail({ guid: 'l-9' });
    gateway.items.set('item-x', { ...anItemDetail(anItem(), elsewhere), guid: 'item-x' });
    await other.load('l-1', 'item-x');
    expect(other.read.status).toBe('failed');
    expect(other.isNotFound).toBe(true);
    expect(other.lesson).toBeUndefined();
  });

  it('goes idle → loading → ready', async () => {
    const { gateway } = await loaded();
    const store = new ItemEditorStore(gateway);
    expect(store.read.status).toBe('idle');
    const loading = store.load('l-1', 'item-1');
    expect(store.read.status).toBe('loading');
    await loading;
    expect(store.read.status).toBe('ready');
    expect(store.item?.guid).toBe('item-1');
  });

  it('fails with the error when the lesson cannot be read, and a retry shows it', async () => {
    const { gateway } = await loaded();
    gateway.failures.set('lesson', appError('network', 'NETWORK'));
    const store = new ItemEditorStore(gateway);
    await store.load('l-1');
    expect(store.read.status).toBe('failed');
    expect(store.read.error?.code).toBe('NETWORK');
    expect(store.isNotFound).toBe(false);
    expect(store.canManage).toBe(false);
    await store.load('l-1');
    expect(store.read.status).toBe('ready');
    expect(store.lesson?.guid).toBe('l-1');
  });

  it('shows the saved item after a save', async () => {
    const { gateway } = await loaded();
    const store = new ItemEditorStore(gateway);
    await store.load('l-1', 'item-1');
    await store.save({ name: 'Apuntes v3', contentType: 'CTTY_01', data: { kind: 'document', html: '<p>x</p>' }, deliverAt: null, canDeliverLate: false, evaluable: false, published: true, audience: 'all' });
    expect(store.item?.name).toBe('Apuntes v3');
    expect(store.read.status).toBe('ready');
  });
});
