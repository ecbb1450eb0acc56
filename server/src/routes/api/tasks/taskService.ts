// The /tasks DTOs (docs/api-tasks.md): rows of TaskRepository turned into the contract's fields, grades hidden until
// published, the teacher's list ordered by the domain.
import { DEFAULT_ASSESSMENT_SETTINGS } from '@domain/assessments/attemptRules';
import { isJobStatus } from '@domain/assignments/assignmentStatus';
import { waitingForGrading } from '@domain/tasks/taskList';
import type { StudentTaskRow, TeacherTaskRow } from '../../../repositories/TaskRepository';
import type { StudentTaskDto, TeacherTaskDto } from '@contract/tasks';
import { deliverLocal } from '../lessons/itemService';

/** A test's ranking scale from its stored settings (the default when the data predates them); null for other types. */
function rankingScale(row: Pick<StudentTaskRow, 'contentType' | 'rankingScale'>): number | null {
  if (row.contentType !== 'CTTY_09') return null;
  const value = row.rankingScale;
  return typeof value === 'number' && Number.isFinite(value) ? value : DEFAULT_ASSESSMENT_SETTINGS.ranking_scale;
}

export function toStudentTaskDto(row: StudentTaskRow): StudentTaskDto {
  const published = row.gradesPublishedAt !== null;
  return {
    item_guid: row.itemGuid,
    item_name: row.itemName,
    content_type: row.contentType,
    course_guid: row.courseGuid,
    course_name: row.courseName,
    lesson_guid: row.lessonGuid,
    lesson_name: row.lessonName,
    deliver_at: row.deliverAt?.toISOString() ?? null,
    deliver_at_local: deliverLocal(row.deliverAt, row.timeZone),
    can_deliver_late: row.canDeliverLate,
    job_status: isJobStatus(row.jobStatus) ? row.jobStatus : null,
    has_saved_work: row.hasSavedWork,
    grades_published: published,
    job_evaluated_by: row.jobEvaluator,
    // Never before publishing (ADR 0225): not even a score the domain computed at submit.
    score: published && row.jobScore !== null ? Number(row.jobScore) : null,
    ranking_scale: rankingScale(row),
    feedback: published ? row.jobFeedback : null,
  };
}

/** The teacher's list: what waits for grading, ordered by the domain (oldest due first, none last). */
export function teacherTaskDtos(rows: readonly TeacherTaskRow[]): TeacherTaskDto[] {
  const work = rows.map((row) => ({
    row,
    evaluable: row.isEvaluable || row.contentType === 'CTTY_14',
    jobsDelivered: row.jobsDelivered,
    jobsEvaluated: row.jobsEvaluated,
    dueAt: row.deliverAt,
  }));
  return waitingForGrading(work).map(({ item: { row }, waiting }) => ({
    item_guid: row.itemGuid,
    item_name: row.itemName,
    content_type: row.contentType,
    course_guid: row.courseGuid,
    course_name: row.courseName,
    lesson_guid: row.lessonGuid,
    lesson_name: row.lessonName,
    deliver_at: row.deliverAt?.toISOString() ?? null,
    deliver_at_local: deliverLocal(row.deliverAt, row.timeZone),
    jobs_delivered: row.jobsDelivered,
    jobs_evaluated: row.jobsEvaluated,
    students_count: row.studentsCount,
    waiting,
  }));
}
