import { describe, expect, it } from 'vitest';
import { studentTaskList, waitingForGrading, type StudentTask } from '@domain/tasks/taskList';

const now = new Date('2026-11-22T09:00:00Z');

function task(name: string, dueAt: string | null, extra: Partial<StudentTask> = {}): StudentTask & { name: string } {
  return { name, jobStatus: 'pending', hasSavedWork: false, gradesPublished: false, dueAt: dueAt === null ? null : new Date(dueAt), canDeliverLate: false, evaluator: null, ...extra };
}

describe('studentTaskList', () => {
  it('keeps the given order for equal or missing due dates and reads invalid dates as missing', () => {
    const list = studentTaskList(
      [task('b', null), task('a', '2026-11-30T00:00:00Z'), task('c', 'not a date'), task('d', '2026-11-30T00:00:00Z')],
      now,
    );
    expect(list['to-do'].map((e) => e.task.name)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('returns every group, empty ones included', () => {
    const list = studentTaskList([], now);
    expect(Object.keys(list)).toEqual(['to-do', 'missed', 'turned-in', 'grades-published']);
  });

  it('moves work that can no longer be handed in from To do to Missed, and keeps late work that still can in To do', () => {
    const list = studentTaskList([task('closed', '2026-11-20T09:00:00Z'), task('late', '2026-11-21T09:00:00Z', { canDeliverLate: true }), task('open', '2026-11-30T09:00:00Z')], now);
    expect(list['to-do'].map((e) => [e.task.name, e.status.label])).toEqual([
      ['late', 'late'],
      ['open', 'not-started'],
    ]);
    expect(list.missed.map((e) => [e.task.name, e.status.label, e.status.turnIn])).toEqual([['closed', 'closed', 'closed']]);
  });
});

describe('waitingForGrading', () => {
  it('never counts below zero when the counters disagree', () => {
    expect(waitingForGrading([{ evaluable: true, jobsDelivered: 2, jobsEvaluated: 5, dueAt: null }])).toEqual([]);
  });
});
