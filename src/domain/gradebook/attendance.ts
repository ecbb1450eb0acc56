/** The attendance marks of one session (issue 5; ADR 0138). */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export function isAttendanceStatus(value: unknown): value is AttendanceStatus {
  return typeof value === 'string' && (ATTENDANCE_STATUSES as readonly string[]).includes(value);
}

/** A session's marks by student guid; a student without a mark is not taken yet. */
export type SessionAttendance = Readonly<Record<string, AttendanceStatus>>;

/**
 * The quick whole-class entry: every student of the class without a mark gets `status`;
 * marks already taken stay (so "all present" after marking two absences keeps the absences).
 */
export function markWholeClass(studentGuids: readonly string[], marks: SessionAttendance, status: AttendanceStatus): Record<string, AttendanceStatus> {
  const next: Record<string, AttendanceStatus> = { ...marks };
  for (const guid of studentGuids) if (next[guid] === undefined) next[guid] = status;
  return next;
}

export type AttendanceCounts = Record<AttendanceStatus, number> & { sessions: number };

/** Counts per student over several sessions; `sessions` counts the sessions where the student has a mark. */
export function attendanceSummary(sessions: readonly SessionAttendance[]): Map<string, AttendanceCounts> {
  const summary = new Map<string, AttendanceCounts>();
  for (const session of sessions) {
    for (const [guid, status] of Object.entries(session)) {
      const counts = summary.get(guid) ?? { present: 0, absent: 0, late: 0, excused: 0, sessions: 0 };
      counts[status] += 1;
      counts.sessions += 1;
      summary.set(guid, counts);
    }
  }
  return summary;
}

/** Translation key of a mark, e.g. `gradebook.attendance.late`. */
export function attendanceLabelKey(status: AttendanceStatus): string {
  return `gradebook.attendance.${status}`;
}
