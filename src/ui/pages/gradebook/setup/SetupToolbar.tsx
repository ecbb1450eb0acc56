import type { Gradebook } from '@application/gradebook/Gradebook';

/** The teacher's gradebook actions above the grid: settings, new column, publish a period, export (placeholder). */
export function SetupToolbar(_props: { gradebook: Gradebook; onChanged: () => void }) {
  return null;
}
