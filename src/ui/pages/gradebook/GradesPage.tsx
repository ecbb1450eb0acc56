/** /course/{guid}/grades: the teacher's gradebook or the student's My grades (placeholder until built). */
export function GradesPage() {
  return null;
}
