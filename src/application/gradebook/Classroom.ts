import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { AttendanceStatus } from '@domain/gradebook/attendance';
import type { BehaviourKind } from '@domain/gradebook/behaviour';

// Attendance and behaviour of a course (contract: docs/api-gradebook.md "Attendance" and "Behaviour", ADR 0233).

export interface ClassroomStudent {
  guid: string;
  name: string;
  lastname: string;
  avatar: string | null;
}

/** One school day's marks by student guid; a student without a mark is not taken yet. */
export interface AttendanceSession {
  day: CalendarDate;
  marks: Record<string, AttendanceStatus>;
}

/** Counts of one student over a range (domain `attendanceSummary`): `sessions` counts the days they have a mark. */
export interface AttendanceCountsRow {
  studentGuid: string;
  present: number;
  absent: number;
  late: number;
  excused: number;
  sessions: number;
}

/** `GET …/gradebook/attendance`: the students (a student: themselves), the range's sessions by day and the counts. */
export interface AttendanceRecord {
  /** The school's calendar day now. */
  today: CalendarDate;
  from: CalendarDate;
  to: CalendarDate;
  students: ClassroomStudent[];
  sessions: AttendanceSession[];
  summary: AttendanceCountsRow[];
}

/** `PUT …/gradebook/attendance/{day}`: explicit marks (null removes one), then the quick fill of everyone unmarked. */
export interface AttendanceChange {
  marks?: Record<string, AttendanceStatus | null>;
  fill?: AttendanceStatus;
}

export interface GivenBy {
  guid: string;
  name: string;
  lastname: string;
}

/** A behaviour point as stored: one student, one kind, its reason and the school day it is about. */
export interface GivenPoint {
  guid: string;
  studentGuid: string;
  kind: BehaviourKind;
  reason: string;
  day: CalendarDate;
  /** Null when the teacher who gave it is gone. */
  givenBy: GivenBy | null;
  createdAt: Date;
}

export interface BehaviourCountsRow {
  studentGuid: string;
  positive: number;
  needsWork: number;
  /** positive − needsWork. */
  balance: number;
}

/** `GET …/gradebook/behaviour`: points newest first and the counts per student (a student: their own). */
export interface BehaviourRecord {
  points: GivenPoint[];
  summary: BehaviourCountsRow[];
}

/** `POST …/gradebook/behaviour`: the same point for one or several students. */
export interface NewPoints {
  studentGuids: string[];
  kind: BehaviourKind;
  reason: string;
  /** Default: the school's today. */
  day?: CalendarDate;
}

export interface DayRange {
  from?: CalendarDate;
  to?: CalendarDate;
}
