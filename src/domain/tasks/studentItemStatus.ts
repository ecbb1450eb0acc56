import { assignmentStatus, isTurnedIn, type AssignmentStatus, type JobStatus } from '../assignments/assignmentStatus';
import { mayHandInAgain } from '../assignments/evaluation';
import { deliveryWindow } from '../lessons/deliverDate';
import { taskGroup, taskStatus, type TaskStatus } from './taskGrouping';

/** What is known of one gradable item (an assignment, a test, an evaluable item) for one student. */
export interface StudentItemFacts {
  /** The student's job; null when they have none yet (nothing opened, nothing saved). */
  jobStatus: JobStatus | null;
  /** Work saved without turning it in (an answer, a draft, an attempt in progress). */
  hasSavedWork: boolean;
  /** The teacher published this item's grades. */
  gradesPublished: boolean;
  /** `lesson_item_deliver_at`; null without a due date. */
  dueAt: Date | null;
  /** `can_deliver_late`: work may still be turned in after the due date. */
  canDeliverLate: boolean;
  /** `job_evaluated_by`: a teacher handed the job back for another go. */
  evaluator: string | null;
}

/**
 * Whether the student can still turn the item in: before the due date or without one ('open'), after it when late
 * work is accepted ('open-late'); 'closed' once the due date passed and late work is refused; 'view-only' once its
 * grades are published (ADR 0234); 'done' when it is already turned in.
 */
export const TURN_INS = ['open', 'open-late', 'closed', 'view-only', 'done'] as const;
export type TurnIn = (typeof TURN_INS)[number];

/** The one status every screen shows for a student's item, and the server decides hand-ins by. */
export interface StudentItemStatus {
  /** Spec §4 task status: not-started, pending, turned-in, graded, grades-published. */
  progress: TaskStatus;
  /** Spec §4 assignment status (late, soon…) while the work is not turned in, or 'closed'; null once turned in. */
  deadline: AssignmentStatus | 'closed' | null;
  turnIn: TurnIn;
  /** The group of the student's task list: to-do, missed (closed without a hand-in), turned-in, grades-published. */
  group: StudentTaskGroup;
  /** The single word a list shows for it (translation key `tasks.itemStatus.<label>`). */
  label: StudentItemLabel;
}

/** What a list needs of the status: the word, the task-list group and whether it can still be turned in. */
export type StudentItemStatusView = Pick<StudentItemStatus, 'label' | 'group' | 'turnIn'>;

/** The task list's groups (spec §1) and, after To do, the work that can no longer be handed in. */
export const STUDENT_TASK_GROUPS = ['to-do', 'missed', 'turned-in', 'grades-published'] as const;
export type StudentTaskGroup = (typeof STUDENT_TASK_GROUPS)[number];

export const STUDENT_ITEM_LABELS = [
  'not-started',
  'in-progress',
  'handed-back',
  'soon',
  'late',
  'closed',
  'turned-in',
  'graded',
  'grades-published',
] as const;
export type StudentItemLabel = (typeof STUDENT_ITEM_LABELS)[number];

/**
 * An item's status for a student (ADR 0140, features/tasks/student_item_status.feature): its progress
 * (spec §4 task status), its deadline (spec §4 assignment status, plus 'closed' when late work is refused), whether it
 * can still be turned in, where the task list puts it and the one word every screen shows. Turned-in work never shows a
 * deadline; published grades make an item view-only; a closed item that was never turned in leaves To do for Missed.
 */
export function studentItemStatus(facts: StudentItemFacts, now: Date): StudentItemStatus {
  const progress = taskStatus(facts);
  const turnedIn = facts.jobStatus !== null && isTurnedIn(facts.jobStatus);
  if (turnedIn) {
    const label: StudentItemLabel = progress === 'grades-published' || progress === 'graded' ? progress : 'turned-in';
    return { progress, deadline: null, turnIn: 'done', group: taskGroup(progress), label };
  }
  // An unreadable due date is no due date: the work stays open rather than closing by accident.
  const dueAt = facts.dueAt !== null && Number.isNaN(facts.dueAt.getTime()) ? null : facts.dueAt;
  const window = deliveryWindow(now, dueAt, facts.canDeliverLate);
  // Work handed back may be turned in again whatever the due date: the teacher asked for it (ADR 0432).
  const handedBack = mayHandInAgain({ status: facts.jobStatus ?? 'pending', evaluator: facts.evaluator, gradesPublished: facts.gradesPublished });
  const turnIn: TurnIn = facts.gradesPublished ? 'view-only' : handedBack ? 'open' : window === 'closed' ? 'closed' : window === 'open-late' ? 'open-late' : 'open';
  // Nothing can be turned in any more: whatever the clock says, the item is closed for this student.
  // Past its due date, work handed back reads as handed back: the date no longer applies to it.
  const deadline =
    turnIn === 'closed' || turnIn === 'view-only'
      ? 'closed'
      : handedBack && window !== 'open'
        ? 'assessment-reassigned'
        : assignmentStatus({ jobStatus: 'pending', evaluator: facts.evaluator, dueAt }, now);
  return { progress, deadline, turnIn, group: deadline === 'closed' ? 'missed' : taskGroup(progress), label: labelOf(progress, deadline) };
}

function labelOf(progress: TaskStatus, deadline: StudentItemStatus['deadline']): StudentItemLabel {
  if (deadline === 'closed' || deadline === 'late' || deadline === 'soon') return deadline;
  if (deadline === 'assessment-reassigned') return 'handed-back';
  return progress === 'pending' ? 'in-progress' : 'not-started';
}

/**
 * The word the teacher's list of hand-ins shows for one student (ADR 0140). The same rule as the student's, read from
 * the teacher's side: work turned in reads as the student sees it; work not turned in reads 'not-handed-in' once it
 * can no longer be handed in, 'late' while a late hand-in is still accepted, 'handed-back' after the teacher returned
 * it, and 'awaiting' while there is still time.
 */
export const TEACHER_HAND_IN_LABELS = ['awaiting', 'handed-back', 'late', 'not-handed-in', 'turned-in', 'graded', 'grades-published'] as const;
export type TeacherHandInLabel = (typeof TEACHER_HAND_IN_LABELS)[number];

export function teacherHandInLabel(facts: StudentItemFacts, now: Date): TeacherHandInLabel {
  const { label } = studentItemStatus(facts, now);
  switch (label) {
    case 'turned-in':
    case 'graded':
    case 'grades-published':
    case 'handed-back':
    case 'late':
      return label;
    case 'closed':
      return 'not-handed-in';
    case 'not-started':
    case 'in-progress':
    case 'soon':
      return 'awaiting';
  }
}

/** Whether a hand-in may be accepted now: refused exactly when the item is closed, view-only or already turned in. */
export function canTurnIn(status: Pick<StudentItemStatus, 'turnIn'>): boolean {
  return status.turnIn === 'open' || status.turnIn === 'open-late';
}

/** Why the server refuses a hand-in (its API error code), or null when it takes it. */
export function handInRefusal(status: Pick<StudentItemStatus, 'turnIn'>): 'DELIVERY_CLOSED' | 'GRADES_PUBLISHED' | 'ALREADY_DELIVERED' | null {
  switch (status.turnIn) {
    case 'open':
    case 'open-late':
      return null;
    case 'closed':
      return 'DELIVERY_CLOSED';
    case 'view-only':
      return 'GRADES_PUBLISHED';
    case 'done':
      return 'ALREADY_DELIVERED';
  }
}

/** Translation keys: `tasks.itemStatus.<label>` (student) and `tasks.handInStatus.<label>` (teacher). */
export function studentItemLabelKey(label: StudentItemLabel): string {
  return `tasks:itemStatus.${label}`;
}

export function teacherHandInLabelKey(label: TeacherHandInLabel): string {
  return `tasks:handInStatus.${label}`;
}
