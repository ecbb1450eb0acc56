import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { courses } from './schema';
import type { Param } from './prepared';

/** An archived course (ADR 0239) is in no list and behind no route: every read that finds a course adds this. */
export function liveCourse(): SQL {
  return isNull(courses.archivedAt);
}

/** A live course of the caller's tenant: the two conditions every tenant-scoped course read starts from. */
export function tenantCourse(tenantId: Param<string>): SQL {
  return and(eq(courses.tenantId, tenantId), liveCourse()) as SQL;
}
