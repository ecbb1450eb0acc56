import type { JobStatus } from '@domain/assignments/assignmentStatus';
import type { GradingWork, StudentTask as StudentTaskFacts } from '@domain/tasks/taskList';

/** Where a task lives: the lesson item, its lesson and its course (contract `GET /front/tasks`). */
export interface TaskPlace {
  itemGuid: string;
  itemName: string;
  /** CTTY code as sent (`CTTY_09` tests, `CTTY_14` assignments, …). */
  contentType: string;
  courseGuid: string;
  courseName: string;
  lessonGuid: string;
  lessonName: string;
  /** `deliver_at` (the instant the domain compares with now); null without a due date. */
  dueAt: Date | null;
  /** `deliver_at_local`: the school's wall clock `YYYY-MM-DDTHH:mm:ss`, what the page shows. */
  dueAtLocal: string | null;
}

/** One task of the caller as a student: the domain's facts plus what the row shows. */
export interface StudentTask extends TaskPlace, StudentTaskFacts {
  canDeliverLate: boolean;
  jobStatus: JobStatus | null;
  /** Only when the grades are published (the server never sends it before). */
  score: number | null;
  rankingScale: number | null;
  feedback: string | null;
}

/** One item of the caller's courses with hand-ins waiting for grading. */
export interface TeacherTask extends TaskPlace, GradingWork {
  jobsDelivered: number;
  jobsEvaluated: number;
  studentsCount: number;
}

/** The answer depends on the caller's role: a student's tasks, or a teacher's items to grade. */
export type TaskList = { view: 'student'; tasks: StudentTask[] } | { view: 'teacher'; waiting: TeacherTask[] };
