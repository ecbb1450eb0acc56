import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { ViewerStore } from '@application/viewer/ViewerStore';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryViewerGateway } from '@tests/fakes/InMemoryViewerGateway';
import { aLesson, anItem, aStudentItem } from '@tests/unit/application/viewer/itemMothers';

const first = anItem({ guid: 'a', name: 'Primero', position: 1 });
const second = anItem({ guid: 'b', name: 'Segundo', position: 2, contentType: 'CTTY_05', code: 'CTTY_05', content: { kind: 'pdf', file: null } });
const third = anItem({ guid: 'c', name: 'Tercero', position: 3 });

describe('ViewerStore', () => {
  it('loads the item and its lesson, and knows the items around it', async () => {
    const gateway = new InMemoryViewerGateway([first, second, third], [aLesson([first, second, third])]);
    const store = new ViewerStore(gateway, new FixedClock());
    await store.load('b');
    expect(store.read.status).toBe('ready');
    expect(store.item?.name).toBe('Segundo');
    expect(store.previous?.guid).toBe('a');
    expect(store.next?.guid).toBe('c');
    expect(store.timeZone).toBe('Europe/Madrid');
    expect(store.isStudent).toBe(false);
    expect(store.progress).toBeNull();
  });

  it('marks a document as done for a student when opened, and never for a teacher', async () => {
    const student = new InMemoryViewerGateway([aStudentItem({ guid: 'doc' })], []);
    const studentStore = new ViewerStore(student, new FixedClock());
    await studentStore.load('doc');
    await studentStore.flush();
    expect(student.progressCalls).toEqual([{ itemGuid: 'doc', progress: { progress: 100, position: null } }]);
    expect(studentStore.progress).toBe(100);

    const teacher = new InMemoryViewerGateway([anItem({ guid: 'doc' })], []);
    const teacherStore = new ViewerStore(teacher, new FixedClock());
    await teacherStore.load('doc');
    await teacherStore.flush();
    expect(teacher.progressCalls).toEqual([]);
  });

  it('tracks a student who never opened the item (no saved progress yet)', async () => {
    const gateway = new InMemoryViewerGateway([anItem({ guid: 'doc', progress: 0, myProgress: null, jobsAmount: null })]);
    const store = new ViewerStore(gateway, new FixedClock());
    await store.load('doc');
    await store.flush();
    expect(store.isStudent).toBe(true);
    expect(gateway.progressCalls).toEqual([{ itemGuid: 'doc', progress: { progress: 100, position: null } }]);
  });

  it('does not complete a PDF on open', async () => {
    const gateway = new InMemoryViewerGateway([aStudentItem({ guid: 'b', contentType: 'CTTY_05', code: 'CTTY_05', content: { kind: 'pdf', file: null } })]);
    const store = new ViewerStore(gateway, new FixedClock());
    await store.load('b');
    await store.flush();
    expect(gateway.progressCalls).toEqual([]);
  });

  it('shows the item even when its lesson cannot be read', async () => {
    const gateway = new InMemoryViewerGateway([first]);
    const store = new ViewerStore(gateway, new FixedClock());
    await store.load('a');
    expect(store.read.status).toBe('ready');
    expect(store.siblings.map((item) => item.guid)).toEqual(['a']);
    expect(store.next).toBeUndefined();
  });

  it('reports not found and other failures', async () => {
    const gateway = new InMemoryViewerGateway();
    const store = new ViewerStore(gateway, new FixedClock());
    await store.load('nope');
    expect(store.read.status).toBe('failed');
    expect(store.isNotFound).toBe(true);

    gateway.failure = appError('network', 'NETWORK');
    await store.load('other');
    expect(store.isNotFound).toBe(false);
  });
});
