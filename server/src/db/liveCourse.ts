import { isNull, type SQL } from 'drizzle-orm';
import { courses } from './schema';

/** An archived course (ADR 0239) is in no list and behind no route: every read that finds a course adds this. */
export function liveCourse(): SQL {
  return isNull(courses.archivedAt);
}
