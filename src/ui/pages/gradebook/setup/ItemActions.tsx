import type { Gradebook, GradebookItem } from '@application/gradebook/Gradebook';

/** A column header's menu: its gradebook settings, publish or withdraw its grades, delete a manual column (placeholder). */
export function ItemActions(_props: { gradebook: Gradebook; item: GradebookItem; onChanged: () => void }) {
  return null;
}
