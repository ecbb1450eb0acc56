import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { QuestionsPanelStore } from '@application/assessments/authoring/QuestionsPanelStore';
import { aQuestion, InMemoryAssessmentAuthoringGateway } from '@tests/fakes/InMemoryAssessmentAuthoringGateway';

async function loaded() {
  const gateway = new InMemoryAssessmentAuthoringGateway();
  gateway.assessments.set('a-1', [
    aQuestion({ guid: 'q-1', name: 'Uno', position: 1, points: 1 }),
    aQuestion({ guid: 'q-2', name: 'Dos', position: 2, points: 2.5 }),
    aQuestion({ guid: 'q-3', name: 'Tres', position: 3, points: 0.25 }),
  ]);
  const store = new QuestionsPanelStore(gateway);
  await store.load('a-1');
  return { gateway, store };
}

const order = (store: QuestionsPanelStore) => store.questions.map((question) => `${question.name}#${question.position}`);

describe('QuestionsPanelStore', () => {
  it('lists the questions with their totals', async () => {
    const { store } = await loaded();
    expect(order(store)).toEqual(['Uno#1', 'Dos#2', 'Tres#3']);
    expect(store.totalPoints).toBe(3.75);
    expect(store.locked).toBe(false);
  });

  it('reorders with PUT …/questions/order and announces the new place', async () => {
    const { store, gateway } = await loaded();
    await store.move('q-3', 0);
    expect(order(store)).toEqual(['Tres#1', 'Uno#2', 'Dos#3']);
    expect(gateway.calls.at(-1)).toEqual({ method: 'reorder', args: ['a-1', ['q-3', 'q-1', 'q-2']] });
    expect(store.announcement).toMatchObject({ key: 'panel.announce.moved', values: { name: 'Tres', position: 1, total: 3 } });
  });

  it('rolls the order back when the server refuses', async () => {
    const { store, gateway } = await loaded();
    gateway.failures.set('reorder', appError('network', 'NETWORK'));
    await store.move('q-1', 2);
    expect(order(store)).toEqual(['Uno#1', 'Dos#2', 'Tres#3']);
    expect(store.moveError?.code).toBe('NETWORK');
    expect(store.announcement?.key).toBe('panel.announce.moveFailed');
  });

  it('becomes locked when attempts appeared meanwhile (409 QUESTIONS_LOCKED)', async () => {
    const { store, gateway } = await loaded();
    gateway.locked.add('a-1');
    await store.move('q-1', 1);
    expect(store.locked).toBe(true);
    expect(order(store)).toEqual(['Uno#1', 'Dos#2', 'Tres#3']);
    // Locked: nothing more is sent.
    const calls = gateway.calls.length;
    await store.move('q-1', 1);
    const removed = await store.remove('q-2');
    expect(removed.err).toBe(true);
    expect(gateway.calls.length).toBe(calls);
  });

  it('deletes once the server agrees, renumbering and announcing', async () => {
    const { store } = await loaded();
    const result = await store.remove('q-2');
    expect(result.ok).toBe(true);
    expect(order(store)).toEqual(['Uno#1', 'Tres#2']);
    expect(store.totalPoints).toBe(1.25);
    expect(store.announcement).toMatchObject({ key: 'panel.announce.deleted', values: { name: 'Dos' } });
  });

  it('keeps the question when the deletion fails', async () => {
    const { store, gateway } = await loaded();
    gateway.failures.set('remove', appError('unavailable', 'INTERNAL', { status: 500 }));
    const result = await store.remove('q-2');
    expect(result.err).toBe(true);
    expect(order(store)).toEqual(['Uno#1', 'Dos#2', 'Tres#3']);
  });

  it('goes idle → loading → ready, and shows an empty list as ready', async () => {
    const gateway = new InMemoryAssessmentAuthoringGateway();
    gateway.assessments.set('a-1', []);
    const store = new QuestionsPanelStore(gateway);
    expect(store.read.status).toBe('idle');
    const loading = store.load('a-1');
    expect(store.read.status).toBe('loading');
    await loading;
    expect(store.read.status).toBe('ready');
    expect(store.questions).toEqual([]);
  });

  it('fails with the error when the list cannot be read, and a retry shows it', async () => {
    const gateway = new InMemoryAssessmentAuthoringGateway();
    gateway.assessments.set('a-1', [aQuestion({ guid: 'q-1', name: 'Uno', position: 1 })]);
    gateway.failures.set('list', appError('network', 'NETWORK'));
    const store = new QuestionsPanelStore(gateway);
    await store.load('a-1');
    expect(store.read.status).toBe('failed');
    expect(store.read.error?.code).toBe('NETWORK');
    expect(store.questions).toEqual([]);
    await store.load('a-1');
    expect(store.read.status).toBe('ready');
    expect(order(store)).toEqual(['Uno#1']);
  });

  it('reads the lock from the list', async () => {
    const gateway = new InMemoryAssessmentAuthoringGateway();
    gateway.assessments.set('a-1', []);
    gateway.locked.add('a-1');
    const store = new QuestionsPanelStore(gateway);
    await store.load('a-1');
    expect(store.locked).toBe(true);
    expect(store.questions).toEqual([]);
  });

  it('undoes a deletion: the same question comes back at its place (a new guid)', async () => {
    const { store, gateway } = await loaded();
    await store.remove('q-2');
    expect(store.lastDeleted?.index).toBe(1);
    const result = await store.undoDelete();
    expect(result.ok).toBe(true);
    expect(order(store)).toEqual(['Uno#1', 'Dos#2', 'Tres#3']);
    const created = gateway.calls.find((call) => call.method === 'create');
    expect(created?.args[1]).toMatchObject({ type: 'QT_3', name: 'Dos', points: 2.5 });
    expect(gateway.assessments.get('a-1')?.map((question) => question.name)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(store.lastDeleted).toBeUndefined();
    expect(store.announcement?.key).toBe('panel.announce.restored');
  });

  it('cannot undo once the test is locked', async () => {
    const { store, gateway } = await loaded();
    await store.remove('q-3');
    gateway.locked.add('a-1');
    const result = await store.undoDelete();
    expect(result.err).toBe(true);
    expect(store.locked).toBe(true);
    expect(order(store)).toEqual(['Uno#1', 'Dos#2']);
  });
});
