import type { Gradebook } from '@application/gradebook/Gradebook';

/** What every area of the teacher's gradebook gets from the page: the course and the grid as last read. */
export interface GradebookAreaProps {
  courseGuid: string;
  gradebook: Gradebook;
}
