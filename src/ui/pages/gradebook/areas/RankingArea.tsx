import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';

/** Placeholder until the area is built. */
export function RankingArea(_props: GradebookAreaProps) {
  return null;
}
