import { compareDates, parseCalendarDate, type CalendarDate } from '../calendar/calendarDate';
import { Err, Ok, type Result } from '../shared/result';

/** Behaviour points (ADR 0138): one point each, positive or needs-work, always with a reason. */
export const BEHAVIOUR_KINDS = ['positive', 'needs-work'] as const;
export type BehaviourKind = (typeof BEHAVIOUR_KINDS)[number];

export interface BehaviourPoint {
  studentGuid: string;
  kind: BehaviourKind;
  reason: string;
}

/** A reason is a short phrase ("helped a classmate"), not a report. */
export const MAX_BEHAVIOUR_REASON = 120;

export type BehaviourError = { code: 'behaviour.reason-required' } | { code: 'behaviour.reason-too-long'; max: number };

/** Checks a point before it is saved; the reason is trimmed and its length counted in code points. */
export function checkBehaviourPoint(point: BehaviourPoint): Result<BehaviourPoint, BehaviourError> {
  const reason = point.reason.trim();
  if (reason === '') return Err({ code: 'behaviour.reason-required' });
  if ([...reason].length > MAX_BEHAVIOUR_REASON) return Err({ code: 'behaviour.reason-too-long', max: MAX_BEHAVIOUR_REASON });
  return Ok({ ...point, reason });
}

export interface BehaviourCounts {
  positive: number;
  needsWork: number;
  /** positive − needsWork. */
  balance: number;
}

/** Counts per student. */
export function behaviourSummary(points: readonly BehaviourPoint[]): Map<string, BehaviourCounts> {
  const summary = new Map<string, BehaviourCounts>();
  for (const point of points) {
    const counts = summary.get(point.studentGuid) ?? { positive: 0, needsWork: 0, balance: 0 };
    if (point.kind === 'positive') counts.positive += 1;
    else counts.needsWork += 1;
    counts.balance = counts.positive - counts.needsWork;
    summary.set(point.studentGuid, counts);
  }
  return summary;
}

/** One point may go to a whole class at once (one row each), up to this many students. */
export const MAX_POINT_STUDENTS = 60;

export type BehaviourDayError = { code: 'behaviour.invalid-day' } | { code: 'behaviour.future-day'; today: CalendarDate };

/** The school day a point is about: a real `YYYY-MM-DD` date, not after the school's today (ADR 0233). */
export function checkBehaviourDay(value: string, today: CalendarDate): Result<CalendarDate, BehaviourDayError> {
  const day = parseCalendarDate(value);
  if (day === undefined) return Err({ code: 'behaviour.invalid-day' });
  if (compareDates(day, today) > 0) return Err({ code: 'behaviour.future-day', today });
  return Ok(day);
}

/** Translation key of a kind, e.g. `gradebook.behaviour.needs-work`. */
export function behaviourLabelKey(kind: BehaviourKind): string {
  return `gradebook.behaviour.${kind}`;
}
