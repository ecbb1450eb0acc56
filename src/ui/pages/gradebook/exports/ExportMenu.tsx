import type { Gradebook } from '@application/gradebook/Gradebook';

/** The teacher's export menu: CSV of the grid, PDF of the class or of one student (placeholder). */
export function ExportMenu(_props: { gradebook: Gradebook }) {
  return null;
}
