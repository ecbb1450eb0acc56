import type { LessonItemDetail } from '@application/viewer/LessonItem';
import type { ProgressTracker } from '@application/viewer/ProgressTracker';

/** What every viewer kind receives. */
export interface ViewerProps {
  item: LessonItemDetail;
  tracker: ProgressTracker;
  /** The school's time zone (deliver dates are local to it). */
  timeZone: string;
  /** The caller may edit the item (its lesson's abilities); false until the lesson has loaded. */
  canEdit: boolean;
  /** A page chosen from outside (the projection's remote, 1 = first): paged viewers follow it when given. */
  page?: number;
}
