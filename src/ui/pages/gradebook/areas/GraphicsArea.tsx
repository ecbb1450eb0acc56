import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';

/** Placeholder until the area is built. */
export function GraphicsArea(_props: GradebookAreaProps) {
  return null;
}
