import { Err, Ok, type Result } from '../shared/result';

/** Spec §5/§9: at most 5 students can be compared in the gradebook analysis. */
export const MAX_ANALYSIS_STUDENTS = 5;

export type AnalysisSelectionError = { code: 'analysis.too-many'; max: number };

/**
 * Selects a student, or unselects one already selected. Selecting past the limit fails and
 * leaves the selection as it was; unselecting always works. Selection order is kept.
 */
export function toggleAnalysisStudent(
  selected: readonly string[],
  studentGuid: string,
  max: number = MAX_ANALYSIS_STUDENTS,
): Result<string[], AnalysisSelectionError> {
  if (selected.includes(studentGuid)) return Ok(selected.filter((guid) => guid !== studentGuid));
  if (selected.length >= max) return Err({ code: 'analysis.too-many', max });
  return Ok([...selected, studentGuid]);
}

export function canSelectMoreStudents(selected: readonly string[], max: number = MAX_ANALYSIS_STUDENTS): boolean {
  return selected.length < max;
}
