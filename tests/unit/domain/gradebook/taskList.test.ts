import { describe, expect, it } from 'vitest';
import { studentTaskList, waitingForGrading, type StudentTask } from '@domain/tasks/taskList';

const now = new Date('2026-11-22T09:00:00Z');

function task(name: string, dueAt: string | null, extra: Partial<StudentTask> = {}): StudentTask & { name: string } {
  return { name, jobStatus: 'pending', hasSavedWork: false, gradesPublished: false, dueAt: dueAt === null ? null : new Date(dueAt), evaluator: null, ...extra };
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
    expect(Object.keys(list)).toEqual(['to-do', 'turned-in', 'grades-published']);
  });
});

describe('waitingForGrading', () => {
  it('never counts below zero when the counters disagree', () => {
    expect(waitingForGrading([{ evaluable: true, jobsDelivered: 2, jobsEvaluated: 5, dueAt: null }])).toEqual([]);
  });
});
