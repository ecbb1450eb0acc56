import { deliveryWindow } from './deliverDate';

/**
 * The teacher's board (kanban) of a lesson's items. Decisions: docs/decisions/0115-lesson-board.md
 */
export const BOARD_COLUMNS = ['draft', 'open', 'to-review', 'closed'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export interface BoardItem {
  published: boolean;
  evaluable: boolean;
  deliverAt: Date | null;
  canDeliverLate: boolean;
  jobsDelivered: number;
  jobsEvaluated: number;
}

/**
 * Unpublished → draft; hand-ins delivered but not yet evaluated → to-review (whatever the
 * deadline, and also for an item that gives no score: the teacher still reads them); past the
 * deadline with no late delivery → closed; otherwise open.
 */
export function boardColumn(item: BoardItem, now: Date): BoardColumn {
  if (!item.published) return 'draft';
  if (item.jobsDelivered > item.jobsEvaluated) return 'to-review';
  if (deliveryWindow(now, item.deliverAt, item.canDeliverLate) === 'closed') return 'closed';
  return 'open';
}
