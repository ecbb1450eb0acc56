import { describe, expect, it } from 'vitest';
import type { AppError } from '@application/shared/AppError';
import { GradingStore } from '@application/grading/GradingStore';
import type { GradingSheet } from '@application/grading/ports/GradingGateway';
import { FakeGradingGateway } from '@tests/fakes/FakeGradingGateway';
import { aJob } from '../viewer/itemMothers';

const sheet = (): GradingSheet => ({
  maxScore: 10,
  jobs: [
    aJob({ guid: 'j-ana', personGuid: 'ana', studentName: 'Ana', status: 'evaluated', score: 6, feedback: '<p>Bien</p>' }),
    aJob({ guid: null, personGuid: 'bea', studentName: 'Bea', status: 'pending', deliveredAt: null }),
    aJob({ guid: 'j-carlos', personGuid: 'carlos', studentName: 'Carlos', status: 'delivered' }),
    aJob({ guid: 'j-dani', personGuid: 'dani', studentName: 'Dani', status: 'delivered' }),
  ],
});

describe('GradingStore', () => {
  it('works when its actions are handed to inputs and buttons as bare callbacks', async () => {
    const store = new GradingStore(new FakeGradingGateway(sheet()));
    await store.load('item', { firstWaiting: true });
    const { setScore, setFeedback, next, previous } = store;
    setScore('11');
    setFeedback('<p>Repasa</p>');
    expect(store.scoreText).toBe('11');
    expect(store.feedback).toBe('<p>Repasa</p>');
    next();
    expect(store.current?.personGuid).toBe('dani');
    previous();
    expect(store.current?.personGuid).toBe('carlos');
  });

  it('opens the first hand-in waiting for grading and moves between the students who have a job', async () => {
    const store = new GradingStore(new FakeGradingGateway(sheet()));
    await store.load('item', { firstWaiting: true });
    expect(store.current?.personGuid).toBe('carlos');
    expect(store.gradable.map((j) => j.personGuid)).toEqual(['ana', 'carlos', 'dani']);
    store.next();
    expect(store.current?.personGuid).toBe('dani');
    expect(store.hasNext).toBe(false);
    store.previous();
    store.previous();
    expect(store.current?.personGuid).toBe('ana');
    expect(store.scoreText).toBe('6');
    expect(store.feedback).toBe('<p>Bien</p>');
  });

  it('checks the score with the domain, keeps what was typed when refused, and saves a valid one (decimal comma)', async () => {
    const gateway = new FakeGradingGateway(sheet());
    const store = new GradingStore(gateway);
    await store.load('item', { personGuid: 'carlos' });
    store.setScore('11');
    expect(store.scoreError).toBeUndefined();
    expect(await store.save()).toBe(false);
    expect(store.scoreError).toEqual({ code: 'score.out-of-range', min: 0, max: 10 });
    expect(store.scoreText).toBe('11');
    expect(gateway.calls).toEqual([]);
    store.setScore('7,5');
    store.setFeedback('<p>Muy bien</p>');
    expect(await store.save()).toBe(true);
    expect(gateway.calls).toEqual(['evaluate j-carlos 7.5 <p>Muy bien</p>']);
    expect(store.status).toBe('saved');
    expect(store.current).toMatchObject({ status: 'evaluated', score: 7.5 });
    expect(store.stage).toBe('evaluated');
  });

  it('hands back only after confirmation, and shows a failure without losing the typed text', async () => {
    const gateway = new FakeGradingGateway(sheet());
    const store = new GradingStore(gateway);
    await store.load('item', { personGuid: 'ana' });
    store.askHandBack();
    expect(store.confirmingHandBack).toBe(true);
    store.cancelHandBack();
    expect(gateway.calls).toEqual([]);
    store.askHandBack();
    await store.handBack();
    expect(store.stage).toBe('returned');
    store.open('j-dani');
    store.setScore('8');
    gateway.failNext = { kind: 'network', code: 'NETWORK' } as AppError;
    expect(await store.save()).toBe(false);
    expect(store.status).toBe('failed');
    expect(store.scoreText).toBe('8');
  });
});

describe('GradingStore: who grades a hand-in', () => {
  it('lists the course’s teachers and gives the open hand-in to the one picked, only when it changes', async () => {
    const gateway = new FakeGradingGateway(sheet());
    const store = new GradingStore(gateway);
    await store.load('item', { firstWaiting: true });
    await store.loadTeachers('course-1');
    expect(store.teachers.value?.map((t) => t.guid)).toEqual(['u-teacher', 'u-teacher2']);
    expect(store.evaluatorChoice).toBe('');
    expect(store.evaluatorChanged).toBe(false);
    expect(await store.saveEvaluator()).toBe(false);

    store.chooseEvaluator('u-teacher2');
    expect(store.evaluatorChanged).toBe(true);
    expect(await store.saveEvaluator()).toBe(true);
    expect(gateway.calls).toContain('evaluator j-carlos u-teacher2');
    expect(store.current?.evaluatorGuid).toBe('u-teacher2');
    expect(store.lastWrite).toBe('evaluator');
    expect(store.evaluatorChanged).toBe(false);

    // Another student opens with their own evaluator (none yet).
    store.next();
    expect(store.evaluatorChoice).toBe('');
  });
});
