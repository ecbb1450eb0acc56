// A student's side of assessments: one assessment with their attempts and whether they may start, and the list of
// their published assessments.
import type { MyAssessmentDto, MyAssessmentsListDto } from '@contract/attempts';
import type { StudentItemStatusDto } from '@contract/items';
import { isJobStatus } from '@domain/assignments/assignmentStatus';
import { studentItemStatus, type StudentItemStatus } from '@domain/tasks/studentItemStatus';
import { deliveryWindow, formatLocalDateTime } from '@domain/lessons/deliverDate';
import { assessmentSettingsDto } from '../../content/assessmentSettings';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { AssessmentAccess } from '../../policies/assessmentPolicy';
import { attemptSummary, startDecisionFor } from './attempts';

/** A due date on the school's wall clock (`YYYY-MM-DDTHH:mm:ss`), as the lesson lists show it. */
export function localDeliverAt(instant: Date | null, timeZone: string): string | null {
  return instant === null ? null : formatLocalDateTime(instant, timeZone);
}

/** The student's view of one assessment: settings, their attempts, whether they may start, their job. */
export async function myAssessment(repos: Pick<Repositories, 'attempts' | 'jobs' | 'questions'>, caller: Caller, access: AssessmentAccess, now: Date): Promise<MyAssessmentDto> {
  const [attempts, questionsCount, job] = await Promise.all([
    repos.attempts.listFor(access.itemGuid, caller.guid),
    repos.questions.count(access.itemGuid),
    repos.jobs.findAssessmentJob(access.itemGuid, caller.guid),
  ]);
  const decision = startDecisionFor(access, attempts, now, questionsCount);
  const published = access.gradesPublishedAt !== null;
  const window = deliveryWindow(now, access.deliverAt, access.canDeliverLate);
  return {
    assessment: {
      guid: access.itemGuid,
      name: access.itemName,
      course_guid: access.courseGuid,
      lesson_guid: access.lessonGuid,
      settings: assessmentSettingsDto(access.settings),
      questions_count: questionsCount,
      deliver_at: localDeliverAt(access.deliverAt, access.timeZone),
      can_deliver_late: access.canDeliverLate,
      delivery: window === 'closed' ? 'closed' : window === 'open-late' ? 'late' : 'open',
      grades_published: published,
    },
    attempts: attempts.map((a) => attemptSummary(a, published)),
    open_attempt_guid: decision.openGuid,
    can_start: decision.reason === null,
    reason: decision.reason,
    job: { status: job?.status ?? 'pending', score: published ? (job?.score ?? null) : null, feedback: published ? (job?.feedback ?? null) : null },
  };
}

const statusDto = (status: StudentItemStatus): StudentItemStatusDto => ({ label: status.label, group: status.group, turn_in: status.turnIn });

/** The caller's published assessments in the courses they learn in ([] for everyone else): one statement. */
export async function myAssessments(repos: Pick<Repositories, 'attempts'>, caller: Caller, now: Date): Promise<MyAssessmentsListDto> {
  const rows = await repos.attempts.myAssessments(caller);
  return {
    data: rows.map((r) => ({
      item_guid: r.itemGuid,
      name: r.name,
      course_guid: r.courseGuid,
      course_name: r.courseName,
      lesson_guid: r.lessonGuid,
      deliver_at: localDeliverAt(r.deliverAt, r.timeZone),
      job_status: isJobStatus(r.jobStatus) ? r.jobStatus : 'pending',
      open_attempt: r.openAttempt,
      status: statusDto(
        studentItemStatus(
          { jobStatus: isJobStatus(r.jobStatus) ? r.jobStatus : null, hasSavedWork: r.hasSavedWork, gradesPublished: r.gradesPublished, dueAt: r.deliverAt, canDeliverLate: r.canDeliverLate, evaluator: r.jobEvaluator },
          now,
        ),
      ),
    })),
  };
}
