// The /tasks list (docs/api-tasks.md, ADR 0230): rows of TaskRepository in the contract's names, grades hidden until
// published, the teacher's list ordered by the domain. One statement per call.
import type { StudentTaskDto, TaskListDto, TeacherTaskDto } from '@contract/tasks';
import { isJobStatus } from '@domain/assignments/assignmentStatus';
import { ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { Roles } from '@domain/identity/roles';
import { formatLocalDateTime } from '@domain/lessons/deliverDate';
import { studentItemStatus } from '@domain/tasks/studentItemStatus';
import { waitingForGrading } from '@domain/tasks/taskList';
import { storedRankingScale } from '../../content/assessmentSettings';
import { maxScoreOf } from '../gradebook/gradebookGrid';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { StudentTaskRow, TaskPlaceRow, TeacherTaskRow } from '../../repositories/TaskRepository';

/** A due date on the school's wall clock, as the lesson lists show it. */
const localDeliverAt = (instant: Date | null, timeZone: string): string | null => (instant === null ? null : formatLocalDateTime(instant, timeZone));

/**
 * The scale an item is graded on: a test's from its stored settings, an assignment's as its grading panel and the
 * gradebook read it (maxScoreOf: 0…10 unless set); null for other types.
 */
function rankingScale(row: Pick<StudentTaskRow, 'contentType' | 'rankingScale'>): number | null {
  if (row.contentType === ASSESSMENT_CONTENT_TYPE) return storedRankingScale(row.rankingScale);
  return row.contentType === ASSIGNMENT_CONTENT_TYPE ? maxScoreOf(row.rankingScale) : null;
}

/** Where a task is, in the contract's names: the same in both lists. */
function taskPlaceDto(row: TaskPlaceRow) {
  return {
    item_guid: row.itemGuid,
    item_name: row.itemName,
    content_type: row.contentType,
    course_guid: row.courseGuid,
    course_name: row.courseName,
    lesson_guid: row.lessonGuid,
    lesson_name: row.lessonName,
    deliver_at: row.deliverAt?.toISOString() ?? null,
    deliver_at_local: localDeliverAt(row.deliverAt, row.timeZone),
  };
}

export function studentTaskDto(row: StudentTaskRow, now: Date): StudentTaskDto {
  const published = row.gradesPublishedAt !== null;
  const jobStatus = isJobStatus(row.jobStatus) ? row.jobStatus : null;
  const status = studentItemStatus(
    { jobStatus, hasSavedWork: row.hasSavedWork, gradesPublished: published, dueAt: row.deliverAt, canDeliverLate: row.canDeliverLate, evaluator: row.jobEvaluator },
    now,
  );
  return {
    ...taskPlaceDto(row),
    can_deliver_late: row.canDeliverLate,
    job_status: jobStatus,
    has_saved_work: row.hasSavedWork,
    grades_published: published,
    job_evaluated_by: row.jobEvaluator,
    // Never before publishing (ADR 0225): not even a score the domain computed at submit.
    score: published && row.jobScore !== null ? Number(row.jobScore) : null,
    ranking_scale: rankingScale(row),
    feedback: published ? row.jobFeedback : null,
    status: { label: status.label, group: status.group, turn_in: status.turnIn },
  };
}

/** The teacher's list: what waits for grading, ordered by the domain (oldest due first, none last). */
export function teacherTaskDtos(rows: readonly TeacherTaskRow[]): TeacherTaskDto[] {
  const work = rows.map((row) => ({
    row,
    evaluable: row.isEvaluable || row.contentType === ASSIGNMENT_CONTENT_TYPE,
    jobsDelivered: row.jobsDelivered,
    jobsEvaluated: row.jobsEvaluated,
    dueAt: row.deliverAt,
  }));
  return waitingForGrading(work).map(({ item: { row }, waiting }) => ({
    ...taskPlaceDto(row),
    jobs_delivered: row.jobsDelivered,
    jobs_evaluated: row.jobsEvaluated,
    students_count: row.studentsCount,
    waiting,
  }));
}

/**
 * A student's tasks, or what waits for everyone else's grading. R04/R05 teach no course: they get the teacher view,
 * empty — never a 403, which would end their session in the SPA (the shell shows Tasks to everyone; ADR 0230).
 */
export async function taskList(repos: Pick<Repositories, 'tasks'>, caller: Caller, courseGuid: string | undefined, now: Date): Promise<TaskListDto> {
  if (caller.role === Roles.student) return { view: 'student', tasks: (await repos.tasks.forStudent(caller, courseGuid)).map((row) => studentTaskDto(row, now)) };
  return { view: 'teacher', waiting: teacherTaskDtos(await repos.tasks.waitingForTeacher(caller, courseGuid)) };
}
