// The demo gradebook of one course per tenant: settings, categories, periods, graded hand-ins, a manual
// override, an excuse, manual columns, attendance and behaviour — so every area of /course/{guid}/grades has something
// to show on first start. Pure planning: seed.ts inserts the rows it returns.
import { randomUUID } from 'node:crypto';
import { addDays, isWeekend } from '@domain/calendar/calendarDate';
import { schoolToday } from '@domain/calendar/monthGrid';
import type { GradeScale } from '@domain/gradebook/gradeScales';
import type { AttendanceStatus } from '@domain/gradebook/attendance';
import type { BehaviourKind } from '@domain/gradebook/behaviour';
import type { PeriodScheme, SchemePeriodCode } from '@domain/grading/periods';
import type {
  attendanceMarks,
  attendanceSessions,
  behaviourPoints,
  columnScores,
  courseGradebooks,
  gradeCategories,
  gradebookColumns,
  gradebookItems,
  jobs,
  scoreOverrides,
} from '../db/schema';
import gradebookJson from './content/gradebook.json';
import { ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';

/** What a tenant's demo gradebook looks like, in the tenant's language. */
/** Teacher feedback on graded hand-ins, by how good the score is. */
export interface Feedback {
  high: string;
  middle: string;
  low: string;
}

/** The feedback for a score out of 10. */
export const feedbackFor = (feedback: Feedback, score: number): string => feedback[score >= 8 ? 'high' : score >= 5 ? 'middle' : 'low'];

export interface GradebookDemoTexts {
  /** The course (its seed key) that gets the gradebook. */
  course: string;
  scheme: PeriodScheme;
  scale: GradeScale;
  categories: { tests: string; assignments: string; oral: string };
  /** Manual columns: one scored in the first period, one still empty in the second. */
  columns: { scored: string; empty: string };
  /** Teacher feedback on graded hand-ins, by how good the score is (high, middle, low). */
  feedback: Feedback;
  behaviour: { positive: string[]; needsWork: string[] };
}

/** Each language's gradebook texts (content/gradebook.json). */
export const GRADEBOOK_DEMO = gradebookJson as Record<string, GradebookDemoTexts>;

/** A gradable item of the course as the seed built it. */
export interface DemoItem {
  guid: string;
  contentType: string;
  /** 0 for the first unit, 1 for the second… */
  unitIndex: number;
  /** Position of its lesson inside the unit, 0-based. */
  lessonIndex: number;
  published: boolean;
}

export interface GradebookDemoInput {
  texts: GradebookDemoTexts;
  courseGuid: string;
  tenantId: string;
  teacherGuid: string;
  /** The course's students in seed order. */
  studentGuids: string[];
  items: DemoItem[];
  /** Jobs the seed already planned (hand-ins of the progress data); graded here in place when the item is graded. */
  jobRows: (typeof jobs.$inferInsert)[];
  timeZone: string;
  now: Date;
}

export interface GradebookDemoRows {
  /** New due dates of the course's gradable items (item guid → instant). */
  deliverAt: Map<string, Date>;
  gradebook: typeof courseGradebooks.$inferInsert;
  categories: (typeof gradeCategories.$inferInsert)[];
  items: (typeof gradebookItems.$inferInsert)[];
  columns: (typeof gradebookColumns.$inferInsert)[];
  columnScores: (typeof columnScores.$inferInsert)[];
  overrides: (typeof scoreOverrides.$inferInsert)[];
  jobs: (typeof jobs.$inferInsert)[];
  sessions: (typeof attendanceSessions.$inferInsert)[];
  marks: (typeof attendanceMarks.$inferInsert)[];
  behaviour: (typeof behaviourPoints.$inferInsert)[];
}

const DAY = 86_400_000;

/** Each student's level (percent) and how much their work varies: a realistic spread, the same on every start. */
const LEVELS = [0.78, 0.9, 0.55, 0.68];

/** A score on 0…max with two decimals at most, deterministic per student and item. */
function scoreFor(student: number, item: number, max: number): number {
  const level = LEVELS[student % LEVELS.length] ?? 0.7;
  const wobble = (((student * 7 + item * 13) % 9) - 4) * 0.03;
  const fraction = Math.min(1, Math.max(0.2, level + wobble));
  return Math.round(fraction * max * 4) / 4;
}

/**
 * The course's first period has closed its work: its hand-ins are due in the past weeks and graded (one corrected by
 * hand, one student excused from one), its tests open; the second period's work is due in the coming weeks. Nothing
 * is published yet: publishing the first period is the teacher's next step (and the journey's).
 */
export function planGradebookDemo(input: GradebookDemoInput): GradebookDemoRows {
  const { texts, courseGuid, teacherGuid, studentGuids, now } = input;
  const periods = texts.scheme === 'semesters' ? (['s01', 's02'] as const) : (['t01', 't02'] as const);
  const periodOf = (unitIndex: number): SchemePeriodCode => (unitIndex === 0 ? periods[0] : periods[1]);
  const categoryGuid = { tests: randomUUID(), assignments: randomUUID(), oral: randomUUID() };
  const rows: GradebookDemoRows = {
    deliverAt: new Map(),
    gradebook: { courseGuid, periodScheme: texts.scheme, scale: texts.scale as unknown as Record<string, unknown>, dropLowest: 0, publishedPeriods: [] },
    categories: [
      { guid: categoryGuid.tests, courseGuid, name: texts.categories.tests, weight: 50, position: 0 },
      { guid: categoryGuid.assignments, courseGuid, name: texts.categories.assignments, weight: 35, position: 1 },
      { guid: categoryGuid.oral, courseGuid, name: texts.categories.oral, weight: 15, position: 2 },
    ],
    items: [],
    columns: [],
    columnScores: [],
    overrides: [],
    jobs: [],
    sessions: [],
    marks: [],
    behaviour: [],
  };

  // Due dates: the first unit's work over the past five weeks, the second's over the next five.
  // At 08:00 UTC (9:00 or 10:00 in Madrid and Lisbon's winter and summer, 8:00 or 9:00 in London): a school morning.
  const schoolMorning = (ms: number) => {
    const day = new Date(ms);
    return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8));
  };
  const gradable = input.items.filter((i) => i.contentType === ASSESSMENT_CONTENT_TYPE || i.contentType === ASSIGNMENT_CONTENT_TYPE);
  // Spread inside each part: however many items the first unit has, they all fall between 35 and 5 days ago.
  const firstUnit = gradable.filter((i) => i.unitIndex === 0).length;
  gradable.forEach((item, index) => {
    const offsetDays = item.unitIndex === 0 ? -35 + Math.floor((index * 30) / Math.max(1, firstUnit)) : 10 + (index - firstUnit) * 5;
    rows.deliverAt.set(item.guid, schoolMorning(now.getTime() + offsetDays * DAY));
    rows.items.push({ itemGuid: item.guid, periodCode: periodOf(item.unitIndex), categoryGuid: item.contentType === ASSESSMENT_CONTENT_TYPE ? categoryGuid.tests : categoryGuid.assignments, weight: 1, lateCountsAsZero: item.contentType === ASSIGNMENT_CONTENT_TYPE });
  });

  // The first period's assignments: handed in and graded (in a class of three or more, the last student forgot one:
  // overdue, it counts as 0).
  const jobsByKey = new Map(input.jobRows.map((j) => [`${j.itemGuid}:${j.personGuid}`, j]));
  const firstAssignments = gradable.filter((i) => i.unitIndex === 0 && i.contentType === ASSIGNMENT_CONTENT_TYPE && i.published);
  firstAssignments.forEach((item, itemIndex) => {
    const due = rows.deliverAt.get(item.guid) ?? now;
    studentGuids.forEach((student, s) => {
      if (studentGuids.length >= 3 && s === studentGuids.length - 1 && itemIndex === 0) return;
      const score = scoreFor(s, itemIndex, 10);
      const feedback = feedbackFor(texts.feedback, score);
      const late = s === 1 && itemIndex === 0;
      const graded = { status: 'evaluated', score, feedback, evaluatedBy: teacherGuid, evaluatedAt: new Date(due.getTime() + 2 * DAY), deliveredAt: new Date(due.getTime() + (late ? DAY : -DAY)), late };
      const existing = jobsByKey.get(`${item.guid}:${student}`);
      if (existing) Object.assign(existing, graded);
      else rows.jobs.push({ itemGuid: item.guid, personGuid: student, text: texts.feedback.middle, submissionKey: randomUUID(), ...graded });
    });
  });
  // A score corrected by hand, and a student excused from one piece of work (ill that week).
  const corrected = firstAssignments[0];
  const excusedFrom = firstAssignments[1] ?? gradable.find((i) => i.unitIndex === 0 && i.contentType === ASSESSMENT_CONTENT_TYPE);
  // An assignment's grade is its job's evaluation (ADR 0432): the correction is a re-grade of the job.
  const correctedJob = corrected && studentGuids[0] ? (jobsByKey.get(`${corrected.guid}:${studentGuids[0]}`) ?? rows.jobs.find((j) => j.itemGuid === corrected.guid && j.personGuid === studentGuids[0])) : undefined;
  if (correctedJob) Object.assign(correctedJob, { score: 9, evaluatedAt: new Date(now.getTime() - 3 * DAY) });
  const excusedStudent = studentGuids[2] ?? studentGuids[studentGuids.length - 1];
  if (excusedFrom && excusedStudent) rows.overrides.push({ itemGuid: excusedFrom.guid, personGuid: excusedStudent, score: null, excused: true, changedBy: teacherGuid, changedAt: new Date(now.getTime() - 2 * DAY) });

  // Manual columns: an oral presentation of the first period (scored), a reading check of the second (to do).
  const oral = randomUUID();
  const maxOral = texts.scale.kind === 'numeric' ? texts.scale.max : 10;
  rows.columns.push(
    { guid: oral, courseGuid, name: texts.columns.scored, maxScore: maxOral, deliverAt: schoolMorning(now.getTime() - 10 * DAY), periodCode: periods[0], categoryGuid: categoryGuid.oral, position: 0, createdBy: teacherGuid },
    { guid: randomUUID(), courseGuid, name: texts.columns.empty, maxScore: maxOral, deliverAt: schoolMorning(now.getTime() + 20 * DAY), periodCode: periods[1], categoryGuid: categoryGuid.oral, position: 1, createdBy: teacherGuid },
  );
  studentGuids.forEach((student, s) => rows.columnScores.push({ columnGuid: oral, personGuid: student, score: scoreFor(s, 5, maxOral), changedBy: teacherGuid, changedAt: new Date(now.getTime() - 9 * DAY) }));

  // Attendance of the last ten school days (today is still to take), mostly present.
  const today = schoolToday(now, input.timeZone);
  const days: string[] = [];
  for (let day = addDays(today, -1); days.length < 10; day = addDays(day, -1)) if (!isWeekend(day)) days.push(day);
  days.reverse().forEach((day, d) => {
    const session = randomUUID();
    rows.sessions.push({ guid: session, courseGuid, day, takenBy: teacherGuid, updatedAt: new Date(now.getTime() - (10 - d) * DAY) });
    studentGuids.forEach((student, s) => {
      const roll = (d * 5 + s * 3) % 17;
      const status: AttendanceStatus = roll === 0 ? 'absent' : roll === 7 ? 'late' : roll === 11 && s === 2 ? 'excused' : 'present';
      rows.marks.push({ sessionGuid: session, personGuid: student, status });
    });
  });

  // Behaviour points of the last days, with their reasons.
  const points: { s: number; kind: BehaviourKind; reason: string; daysAgo: number }[] = [
    { s: 0, kind: 'positive', reason: texts.behaviour.positive[0] ?? '', daysAgo: 1 },
    { s: 1, kind: 'positive', reason: texts.behaviour.positive[1] ?? '', daysAgo: 2 },
    { s: 1, kind: 'positive', reason: texts.behaviour.positive[2] ?? '', daysAgo: 6 },
    { s: 2, kind: 'needs-work', reason: texts.behaviour.needsWork[0] ?? '', daysAgo: 3 },
    { s: 2, kind: 'positive', reason: texts.behaviour.positive[1] ?? '', daysAgo: 8 },
    { s: 0, kind: 'needs-work', reason: texts.behaviour.needsWork[1] ?? '', daysAgo: 9 },
  ];
  for (const point of points) {
    const student = studentGuids[point.s];
    if (!student) continue;
    const day = days[Math.max(0, days.length - point.daysAgo)] ?? today;
    rows.behaviour.push({ courseGuid, personGuid: student, kind: point.kind, reason: point.reason, day, givenBy: teacherGuid, createdAt: new Date(now.getTime() - point.daysAgo * DAY) });
  }
  return rows;
}
