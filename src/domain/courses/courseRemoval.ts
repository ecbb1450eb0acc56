/**
 * What a course holds about its students' work: rows of each kind. A hand-in is a job the student turned in or that
 * was graded; an attempt is any started test; grades are the teacher's manual scores (items and manual columns).
 */
export interface CourseRecords {
  handIns: number;
  attempts: number;
  grades: number;
  attendance: number;
  behaviour: number;
}

/** `delete`: the course and all it holds go; `archive`: it leaves every list and screen, its records are kept. */
export type CourseRemoval = 'delete' | 'archive';

/**
 * Deleting a course that holds any student's work or marks archives it instead: a school must be able to answer for a
 * grade it gave long after the course ended (ADR 0239). A course with none of them goes for good.
 */
export function courseRemoval(records: CourseRecords): CourseRemoval {
  const kept = records.handIns + records.attempts + records.grades + records.attendance + records.behaviour;
  return kept > 0 ? 'archive' : 'delete';
}
