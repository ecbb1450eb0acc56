import { Err, Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { TasksGateway } from '@application/tasks/ports/TasksGateway';
import type { StudentTask, TaskList, TeacherTask } from '@application/tasks/Task';

/** The caller's task list in memory: a student's tasks or a teacher's waiting items, a course filter and failures. */
export class InMemoryTasksGateway implements TasksGateway {
  view: 'student' | 'teacher' = 'student';
  tasks: StudentTask[] = [];
  waiting: TeacherTask[] = [];
  /** Answers every call with this error until cleared. */
  failure: AppError | undefined = undefined;
  readonly calls: (string | undefined)[] = [];

  async list(courseGuid?: string): Promise<Result<TaskList, AppError>> {
    this.calls.push(courseGuid);
    if (this.failure) return Err(this.failure);
    const inCourse = <T extends { courseGuid: string }>(entries: T[]) => entries.filter((entry) => courseGuid === undefined || entry.courseGuid === courseGuid).map((entry) => structuredClone(entry));
    return Ok(this.view === 'student' ? { view: 'student', tasks: inCourse(this.tasks) } : { view: 'teacher', waiting: inCourse(this.waiting) });
  }
}

/** A student's task: an assignment without a job yet, due 2026-11-30 08:00 UTC (override what the test needs). */
export function aStudentTask(overrides: Partial<StudentTask> = {}): StudentTask {
  return {
    itemGuid: 'i-1',
    itemName: 'Redacción: mi barrio',
    contentType: 'CTTY_14',
    courseGuid: 'c-1',
    courseName: 'Lengua 2ºB',
    lessonGuid: 'l-1',
    lessonName: 'Textos descriptivos',
    dueAt: new Date('2026-11-30T08:00:00.000Z'),
    dueAtLocal: '2026-11-30T09:00:00',
    canDeliverLate: false,
    jobStatus: null,
    hasSavedWork: false,
    gradesPublished: false,
    evaluator: null,
    score: null,
    rankingScale: null,
    feedback: null,
    ...overrides,
  };
}

/** A teacher's item with 3 of 25 hand-ins turned in and 1 graded. */
export function aTeacherTask(overrides: Partial<TeacherTask> = {}): TeacherTask {
  return {
    itemGuid: 'i-9',
    itemName: 'Examen de fracciones',
    contentType: 'CTTY_09',
    courseGuid: 'c-2',
    courseName: 'Matemáticas 1ºA',
    lessonGuid: 'l-9',
    lessonName: 'Fracciones',
    dueAt: new Date('2026-11-20T08:00:00.000Z'),
    dueAtLocal: '2026-11-20T09:00:00',
    evaluable: true,
    jobsDelivered: 3,
    jobsEvaluated: 1,
    studentsCount: 25,
    ...overrides,
  };
}
