import type { Gradebook } from '@application/gradebook/Gradebook';

/** A student's published grades in one course (placeholder until built). */
export function MyGrades(_props: { gradebook: Gradebook }) {
  return null;
}
