import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { isJobStatus, type JobStatus } from '@domain/assignments/assignmentStatus';
import { STUDENT_TASK_GROUPS } from '@domain/tasks/studentItemStatus';
import { studentTaskList, waitingForGrading, type GradingWork, type StudentTask, type TaskEntry } from '@domain/tasks/taskList';
import type { TizaWorld } from '../support/world';

type NamedTask = StudentTask & { name: string };
type NamedWork = GradingWork & { name: string };

function yes(cell: string | undefined): boolean {
  assert.ok(cell === 'yes' || cell === 'no', `yes or no, not ${cell}`);
  return cell === 'yes';
}

function instant(cell: string | undefined): Date | null {
  if (cell === undefined || cell.trim() === '') return null;
  const date = new Date(cell);
  assert.ok(!Number.isNaN(date.getTime()), `not an instant: ${cell}`);
  return date;
}

function job(cell: string | undefined): JobStatus | null {
  if (cell === 'none') return null;
  assert.ok(isJobStatus(cell), `unknown job status ${cell}`);
  return cell;
}

function lateWork(cell: string | undefined): boolean {
  assert.ok(cell === 'accepts' || cell === 'refuses', `accepts or refuses, not ${cell}`);
  return cell === 'accepts';
}

Given("the student's tasks are:", function (this: TizaWorld, table: DataTable) {
  this.given.studentTasks = table.hashes().map(
    (row): NamedTask => ({
      name: row.task ?? '',
      jobStatus: job(row.job),
      hasSavedWork: yes(row['saved work']),
      gradesPublished: yes(row['grades published']),
      dueAt: instant(row.due),
      canDeliverLate: lateWork(row['late work']),
      evaluator: yes(row['handed back']) ? 'teacher-eva' : null,
    }),
  );
});

When("the student's task list is built", function (this: TizaWorld) {
  this.value = studentTaskList(this.input<NamedTask[]>('studentTasks'), this.now);
});

Then('the task list reads:', function (this: TizaWorld, table: DataTable) {
  const groups = this.value as Record<string, TaskEntry<NamedTask>[]>;
  const actual = STUDENT_TASK_GROUPS.flatMap((group) => (groups[group] ?? []).map((entry) => ({ group, task: entry.task.name, label: entry.status.label })));
  assert.deepEqual(actual, table.hashes());
});

Given("the teacher's lesson items are:", function (this: TizaWorld, table: DataTable) {
  this.given.lessonItems = table.hashes().map(
    (row): NamedWork => ({
      name: row.item ?? '',
      evaluable: yes(row.evaluable),
      jobsDelivered: Number(row.delivered),
      jobsEvaluated: Number(row.evaluated),
      dueAt: instant(row.due),
    }),
  );
});

When('the teacher opens the task list', function (this: TizaWorld) {
  this.value = waitingForGrading(this.input<NamedWork[]>('lessonItems'));
});

Then('the work waiting for grading is {string}', function (this: TizaWorld, expected: string) {
  const list = this.value as { item: NamedWork; waiting: number }[];
  assert.equal(list.map((entry) => `${entry.item.name} ${entry.waiting}`).join(', '), expected);
});
