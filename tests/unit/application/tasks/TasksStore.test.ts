import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { TASKS_TICK_MS, TasksStore } from '@application/tasks/TasksStore';
import { FixedClock } from '@tests/fakes/FixedClock';
import { aStudentTask, aTeacherTask, InMemoryTasksGateway } from '@tests/fakes/InMemoryTasksGateway';
import { ManualTimers } from '@tests/unit/application/assessments/taking/support/ManualTimers';

const HOUR = 3_600_000;

function setUp(now = new Date('2026-11-22T10:00:00Z')) {
  const gateway = new InMemoryTasksGateway();
  const clock = new FixedClock(now);
  const timers = new ManualTimers(clock);
  return { gateway, clock, timers, store: new TasksStore(gateway, clock, timers) };
}

const names = (entries: { task: { itemName: string } }[] | undefined) => (entries ?? []).map((entry) => entry.task.itemName);

describe('TasksStore', () => {
  it('groups a student\'s tasks with the domain: to do (nearest due first), missed, turned in, grades published', async () => {
    const { gateway, store } = setUp();
    gateway.tasks = [
      aStudentTask({ itemGuid: 'a', itemName: 'Sin fecha', dueAt: null, dueAtLocal: null }),
      aStudentTask({ itemGuid: 'b', itemName: 'Mañana', dueAt: new Date('2026-11-23T09:00:00Z') }),
      aStudentTask({ itemGuid: 'c', itemName: 'Atrasada', dueAt: new Date('2026-11-21T09:00:00Z'), canDeliverLate: true }),
      aStudentTask({ itemGuid: 'h', itemName: 'Cerrada', dueAt: new Date('2026-11-20T09:00:00Z'), canDeliverLate: false }),
      aStudentTask({ itemGuid: 'd', itemName: 'Empezada', jobStatus: 'pending', hasSavedWork: true }),
      aStudentTask({ itemGuid: 'e', itemName: 'Entregada', jobStatus: 'delivered' }),
      aStudentTask({ itemGuid: 'f', itemName: 'Corregida', jobStatus: 'evaluated' }),
      aStudentTask({ itemGuid: 'g', itemName: 'Publicada', jobStatus: 'evaluated', gradesPublished: true, score: 7.5, rankingScale: 10 }),
    ];

    await store.load();

    expect(store.list.status).toBe('ready');
    expect(store.view).toBe('student');
    const groups = store.studentGroups;
    expect(names(groups?.['to-do'])).toEqual(['Atrasada', 'Mañana', 'Empezada', 'Sin fecha']);
    expect(groups?.['to-do'].map((entry) => entry.status.label)).toEqual(['late', 'soon', 'in-progress', 'not-started']);
    expect(names(groups?.missed)).toEqual(['Cerrada']);
    expect(groups?.missed.map((entry) => [entry.status.label, entry.status.turnIn])).toEqual([['closed', 'closed']]);
    expect(names(groups?.['turned-in'])).toEqual(['Entregada', 'Corregida']);
    expect(groups?.['turned-in'].map((entry) => entry.status.label)).toEqual(['turned-in', 'graded']);
    expect(names(groups?.['grades-published'])).toEqual(['Publicada']);
    expect(store.groupCounts).toEqual({ 'to-do': 4, missed: 1, 'turned-in': 2, 'grades-published': 1 });
    expect(store.waiting).toEqual([]);
    expect(store.isEmpty).toBe(false);
  });

  it('moves a status from "soon" to "late" once a minute, without reloading, until stopped', async () => {
    const { gateway, store, timers } = setUp(new Date('2026-11-22T10:00:00Z'));
    gateway.tasks = [aStudentTask({ dueAt: new Date('2026-11-22T10:01:30Z'), canDeliverLate: true })];
    await store.load();
    const stop = store.startTicking();

    expect(store.studentGroups?.['to-do'][0]?.status.label).toBe('soon');
    timers.advance(TASKS_TICK_MS);
    expect(store.studentGroups?.['to-do'][0]?.status.label).toBe('soon');
    timers.advance(TASKS_TICK_MS);
    expect(store.studentGroups?.['to-do'][0]?.status.label).toBe('late');
    expect(gateway.calls).toHaveLength(1);

    stop();
    expect(timers.pending).toBe(0);
  });

  it('turns "not started" into "soon" when the due date comes within 24 hours', async () => {
    const { gateway, store, timers } = setUp(new Date('2026-11-22T10:00:00Z'));
    gateway.tasks = [aStudentTask({ dueAt: new Date(new Date('2026-11-22T10:00:00Z').getTime() + 24 * HOUR + 30_000) })];
    await store.load();
    const stop = store.startTicking();
    expect(store.studentGroups?.['to-do'][0]?.status.label).toBe('not-started');
    timers.advance(TASKS_TICK_MS);
    expect(store.studentGroups?.['to-do'][0]?.status.label).toBe('soon');
    stop();
  });

  it('moves an item from To do to Missed the minute its deadline closes, without reloading', async () => {
    const { gateway, store, timers } = setUp(new Date('2026-11-22T10:00:00Z'));
    gateway.tasks = [aStudentTask({ dueAt: new Date('2026-11-22T10:00:30Z'), canDeliverLate: false })];
    await store.load();
    const stop = store.startTicking();
    expect(store.groupCounts).toMatchObject({ 'to-do': 1, missed: 0 });
    timers.advance(TASKS_TICK_MS);
    expect(store.groupCounts).toMatchObject({ 'to-do': 0, missed: 1 });
    expect(store.studentGroups?.missed[0]?.status.turnIn).toBe('closed');
    stop();
  });

  it('lists a teacher\'s items waiting for grading, oldest due first, with the waiting count', async () => {
    const { gateway, store } = setUp();
    gateway.view = 'teacher';
    gateway.waiting = [
      aTeacherTask({ itemGuid: 'x', itemName: 'Sin fecha', dueAt: null, dueAtLocal: null, jobsDelivered: 2, jobsEvaluated: 0 }),
      aTeacherTask({ itemGuid: 'y', itemName: 'Reciente', dueAt: new Date('2026-11-21T08:00:00Z'), jobsDelivered: 5, jobsEvaluated: 4 }),
      aTeacherTask({ itemGuid: 'z', itemName: 'Antigua', dueAt: new Date('2026-11-01T08:00:00Z'), jobsDelivered: 3, jobsEvaluated: 1 }),
    ];

    await store.load();

    expect(store.view).toBe('teacher');
    expect(store.studentGroups).toBeUndefined();
    expect(store.waiting.map((entry) => [entry.item.itemName, entry.waiting])).toEqual([
      ['Antigua', 2],
      ['Reciente', 1],
      ['Sin fecha', 2],
    ]);
  });

  it('says when there is nothing at all', async () => {
    const { gateway, store } = setUp();
    await store.load();
    expect(store.isEmpty).toBe(true);
    gateway.view = 'teacher';
    await store.load();
    expect(store.isEmpty).toBe(true);
  });

  it('fails with the error and retries with the same course', async () => {
    const { gateway, store } = setUp();
    gateway.tasks = [aStudentTask({ courseGuid: 'c-1' }), aStudentTask({ itemGuid: 'i-2', courseGuid: 'c-2' })];
    gateway.failure = appError('network', 'NETWORK');

    await store.load('c-1');
    expect(store.list.status).toBe('failed');
    expect(store.list.error?.code).toBe('NETWORK');

    gateway.failure = undefined;
    await store.retry();
    expect(store.list.status).toBe('ready');
    expect(store.list.error).toBeUndefined();
    expect(gateway.calls).toEqual(['c-1', 'c-1']);
    expect(store.groupCounts['to-do']).toBe(1);
  });

  it('keeps the latest load when an earlier one answers late', async () => {
    const { gateway, store } = setUp();
    gateway.tasks = [aStudentTask({ courseGuid: 'c-1' }), aStudentTask({ itemGuid: 'i-2', courseGuid: 'c-2' })];
    const first = store.load('c-1');
    const second = store.load();
    await Promise.all([first, second]);
    expect(store.courseGuid).toBeUndefined();
    expect(store.groupCounts['to-do']).toBe(2);
  });
});
