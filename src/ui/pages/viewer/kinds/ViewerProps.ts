import type { LessonItemDetail } from '@application/viewer/LessonItem';
import type { ProgressTracker } from '@application/viewer/ProgressTracker';
import type { ItemMeasure } from '@domain/projection/projectionView';

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
  /** What the viewer measured once the item opened (a PDF's pages, a media's length): the projector tells the remote. */
  onMeasure?: (measure: ItemMeasure) => void;
}
