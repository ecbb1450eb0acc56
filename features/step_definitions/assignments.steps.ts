import assert from 'node:assert/strict';
import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import { assignmentStatus, isJobStatus, isTurnedIn, type JobStatus } from '@domain/assignments/assignmentStatus';
import { taskGroup, taskStatus, type TaskStatus } from '@domain/tasks/taskGrouping';
import { handInRefusal, STUDENT_TASK_GROUPS, studentItemStatus, teacherHandInLabel, type StudentItemFacts, type StudentItemStatus } from '@domain/tasks/studentItemStatus';
import type { TizaWorld } from '../support/world';

const UNIT_MS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** A due date relative to the scenario's clock: "in 3 hours", "2 days ago", "right now", "whenever (no due date)". */
type Due = (now: Date) => Date | null;

defineParameterType({
  name: 'due',
  regexp: /in \d+ (?:second|minute|hour|day)s?|\d+ (?:second|minute|hour|day)s? ago|right now|whenever \(no due date\)/,
  transformer(phrase: string): Due {
    if (phrase === 'right now') return (now) => new Date(now.getTime());
    if (phrase.startsWith('whenever')) return () => null;
    const match = /(\d+) (second|minute|hour|day)/.exec(phrase);
    const amount = Number(match?.[1]) * (UNIT_MS[match?.[2] ?? ''] ?? NaN);
    const sign = phrase.endsWith('ago') ? -1 : 1;
    return (now) => new Date(now.getTime() + sign * amount);
  },
});

function job(value: string): JobStatus {
  assert.ok(isJobStatus(value), `unknown job status ${value}`);
  return value;
}

Given('an assignment due {due}', function (this: TizaWorld, due: Due) {
  this.given.due = due;
  this.given.evaluator = null;
});

Given('the student has not turned it in', function (this: TizaWorld) {
  this.given.jobStatus = 'pending';
});

Given("the student's job is {string}", function (this: TizaWorld, status: string) {
  this.given.jobStatus = job(status);
});

Given('no teacher has handed it back', function (this: TizaWorld) {
  this.given.evaluator = null;
});

Given('a teacher has handed it back', function (this: TizaWorld) {
  this.given.evaluator = 'teacher-ana';
});

Given("the job's evaluator is {string}", function (this: TizaWorld, evaluator: string) {
  this.given.evaluator = evaluator;
});

When('the student opens the task list', function (this: TizaWorld) {
  if ('taskJob' in this.given) {
    this.value = taskStatus({
      jobStatus: this.input<JobStatus | null>('taskJob'),
      hasSavedWork: this.input<boolean>('savedWork'),
      gradesPublished: this.input<boolean>('published'),
    });
    return;
  }
  const dueAt = this.input<Due>('due')(this.now);
  this.value = assignmentStatus(
    { jobStatus: this.input<JobStatus>('jobStatus'), evaluator: this.input<string | null>('evaluator'), dueAt },
    this.now,
  );
});

Then('it shows as {string}', function (this: TizaWorld, status: string) {
  assert.equal(this.value, status);
});

Then('it shows no status', function (this: TizaWorld) {
  assert.equal(this.value, null);
});

Then(/^the job (counts|does not count) as turned in$/, function (this: TizaWorld, counts: string) {
  assert.equal(isTurnedIn(this.input<JobStatus>('jobStatus')), counts === 'counts');
});

// Task list

Given('a task whose job is {string}', function (this: TizaWorld, status: string) {
  this.given.taskJob = status === 'none' ? null : job(status);
});

Given(/^the student (has saved|has not saved) work on it$/, function (this: TizaWorld, saved: string) {
  this.given.savedWork = saved === 'has saved';
});

Given(/^the teacher (has published|has not published) its grades$/, function (this: TizaWorld, published: string) {
  this.given.published = published === 'has published';
});

Then('the task is {string}', function (this: TizaWorld, status: string) {
  assert.equal(this.value, status);
});

// One status for a student's item (features/tasks/student_item_status.feature)

Given('a gradable item due {due} that {word} late work', function (this: TizaWorld, due: Due, late: string) {
  assert.ok(late === 'accepts' || late === 'refuses', `accepts or refuses, not ${late}`);
  this.given.due = due;
  this.given.canDeliverLate = late === 'accepts';
  this.given.evaluator = null;
});

Given("the student's work is {string}", function (this: TizaWorld, work: string) {
  const facts: Record<string, [JobStatus | null, boolean]> = { none: [null, false], saved: ['pending', true], delivered: ['delivered', true], evaluated: ['evaluated', true] };
  const known = facts[work];
  assert.ok(known, `unknown work ${work}`);
  [this.given.itemJob, this.given.savedWork] = known;
});

Given(/^its grades are (published|not published)$/, function (this: TizaWorld, published: string) {
  this.given.published = published === 'published';
});

function itemFacts(world: TizaWorld): StudentItemFacts {
  return {
    jobStatus: world.input<JobStatus | null>('itemJob'),
    hasSavedWork: world.input<boolean>('savedWork'),
    gradesPublished: world.input<boolean>('published'),
    dueAt: world.input<Due>('due')(world.now),
    canDeliverLate: world.input<boolean>('canDeliverLate'),
    evaluator: world.input<string | null>('evaluator'),
  };
}

When('anyone looks at the item for that student', function (this: TizaWorld) {
  this.value = studentItemStatus(itemFacts(this), this.now);
});

When("the teacher looks at that student's hand-in", function (this: TizaWorld) {
  this.value = teacherHandInLabel(itemFacts(this), this.now);
});

Then('the teacher sees {string}', function (this: TizaWorld, label: string) {
  assert.equal(this.value, label);
});

Then(/^a hand-in is (accepted|refused: [A-Z_]+)$/, function (this: TizaWorld, answer: string) {
  const refusal = handInRefusal(this.value as StudentItemStatus);
  assert.equal(refusal === null ? 'accepted' : `refused: ${refusal}`, answer);
});

Then('it shows {string}', function (this: TizaWorld, label: string) {
  assert.equal((this.value as StudentItemStatus).label, label);
});

Then('it is listed under {string}', function (this: TizaWorld, group: string) {
  const value = this.value as StudentItemStatus | TaskStatus;
  assert.equal(typeof value === 'string' ? taskGroup(value) : value.group, group);
});

Then('it can be turned in: {string}', function (this: TizaWorld, turnIn: string) {
  assert.equal((this.value as StudentItemStatus).turnIn, turnIn);
});

Then("the student's task list groups are {string}", function (this: TizaWorld, groups: string) {
  assert.deepEqual([...STUDENT_TASK_GROUPS], groups.split(',').map((g) => g.trim()));
});
