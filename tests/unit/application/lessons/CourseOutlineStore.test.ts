import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { ToastStore } from '@application/feedback/ToastStore';
import { CourseOutlineStore } from '@application/lessons/CourseOutlineStore';
import { anOutline, InMemoryLessonGateway } from '@tests/fakes/InMemoryLessonGateway';

async function loaded() {
  const gateway = new InMemoryLessonGateway();
  const outline = anOutline();
  gateway.courses.set(outline.guid, outline);
  const toasts = new ToastStore();
  const store = new CourseOutlineStore(gateway, toasts);
  await store.load(outline.guid);
  return { gateway, toasts, store };
}

const order = (store: CourseOutlineStore) => store.units.map((unit) => `${unit.name}: ${unit.lessons.map((lesson) => `${lesson.name}#${lesson.position}`).join(', ')}`);

describe('CourseOutlineStore', () => {
  it('loads the outline and lets a teacher manage it', async () => {
    const { store } = await loaded();
    expect(store.read.status).toBe('ready');
    expect(store.canManage).toBe(true);
    expect(order(store)).toEqual(['Números: Fracciones#1, Decimales#2', 'Geometría: Triángulos#3']);
  });

  it('moves a lesson into another unit and shows the server order (later lessons shift)', async () => {
    const { store, gateway } = await loaded();
    const moving = store.moveLesson('l-3', 'unit-1', 0);
    // Optimistic: shown at once.
    expect(order(store)).toEqual(['Números: Triángulos#1, Fracciones#2, Decimales#3', 'Geometría: ']);
    await moving;
    expect(gateway.calls.at(-1)).toEqual({ method: 'moveLesson', args: ['l-3', 'unit-1', 0] });
    expect(order(store)).toEqual(['Números: Triángulos#1, Fracciones#2, Decimales#3', 'Geometría: ']);
    expect(store.announcement?.key).toBe('outline.announce.lessonMoved');
    expect(store.announcement?.values).toMatchObject({ name: 'Triángulos', unit: 'Números', position: 1, total: 3 });
  });

  it('puts the order back and shows an error toast when the move fails', async () => {
    const { store, gateway, toasts } = await loaded();
    gateway.failures.set('moveLesson', appError('network', 'NETWORK'));
    await store.moveLesson('l-1', 'unit-2', 1);
    expect(order(store)).toEqual(['Números: Fracciones#1, Decimales#2', 'Geometría: Triángulos#3']);
    expect(toasts.toasts.map((toast) => toast.messageKey)).toEqual(['lesson:outline.errors.moveFailed']);
  });

  it('reorders units optimistically and rolls back on failure', async () => {
    const { store, gateway } = await loaded();
    await store.moveUnit('unit-2', 0);
    expect(store.units.map((unit) => unit.name)).toEqual(['Geometría', 'Números']);
    expect(gateway.calls.at(-1)).toEqual({ method: 'reorderUnits', args: ['c-outline', ['unit-2', 'unit-1']] });
    gateway.failures.set('reorderUnits', appError('unavailable', 'INTERNAL'));
    await store.moveUnit('unit-1', 0);
    expect(store.units.map((unit) => unit.name)).toEqual(['Geometría', 'Números']);
    expect(store.units.map((unit) => unit.position)).toEqual([1, 2]);
  });

  it('flips publication at once and back when refused', async () => {
    const { store, gateway, toasts } = await loaded();
    await store.setLessonPublished('l-2', true);
    expect(store.locate('l-2')?.lesson.published).toBe(true);
    gateway.failures.set('updateLesson', appError('forbidden', 'FORBIDDEN'));
    await store.setLessonPublished('l-2', false);
    expect(store.locate('l-2')?.lesson.published).toBe(true);
    expect(toasts.toasts.at(-1)?.messageKey).toBe('lesson:outline.errors.publishFailed');
  });

  it('creates, renames and deletes units and lessons, renumbering the lessons', async () => {
    const { store } = await loaded();
    const unit = await store.createUnit('Álgebra');
    expect(unit.ok).toBe(true);
    const created = unit.ok ? unit.val.guid : '';
    await store.createLesson(created, 'Ecuaciones');
    await store.renameLesson('l-1', 'Fracciones equivalentes');
    await store.renameUnit('unit-2', 'Geometría plana');
    expect(order(store)).toEqual(['Números: Fracciones equivalentes#1, Decimales#2', 'Geometría plana: Triángulos#3', 'Álgebra: Ecuaciones#4']);
    await store.deleteUnit('unit-1');
    expect(order(store)).toEqual(['Geometría plana: Triángulos#1', 'Álgebra: Ecuaciones#2']);
    await store.deleteLesson('l-3');
    expect(order(store)).toEqual(['Geometría plana: ', 'Álgebra: Ecuaciones#1']);
  });

  it('keeps the unit when the server refuses to delete it', async () => {
    const { store, gateway } = await loaded();
    gateway.failures.set('deleteUnit', appError('forbidden', 'FORBIDDEN', { status: 403 }));
    const result = await store.deleteUnit('unit-1');
    expect(result.err).toBe(true);
    expect(store.units).toHaveLength(2);
  });

  it('says not found for an unknown course', async () => {
    const store = new CourseOutlineStore(new InMemoryLessonGateway(), new ToastStore());
    await store.load('nope');
    expect(store.read.status).toBe('failed');
    expect(store.isNotFound).toBe(true);
  });
});
