import { and, eq, type SQL } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/Database';
import type { Param } from '../db/prepared';
import { tenantCourse } from '../db/liveCourse';
import { courseMembers, courses, lessonItems, lessons, schools } from '../db/schema';

/**
 * The lesson items of the courses a person is a member of, with their lesson, course and school (for the time zone):
 * the rows every "my items" list starts from (a student's tasks and assessments, a teacher's items waiting for them).
 * Narrow it with `memberIn` and add the caller's own joins (their job, the students' jobs).
 */
export function memberItems<TFields extends SelectedFields>(db: Db, fields: TFields): MemberItemsSelect<TFields> {
  const query = db
    .select(fields as SelectedFields)
    .from(courseMembers)
    .innerJoin(courses, eq(courses.guid, courseMembers.courseGuid))
    .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
    .innerJoin(lessons, eq(lessons.courseGuid, courses.guid))
    .innerJoin(lessonItems, eq(lessonItems.lessonGuid, lessons.guid));
  // The joins are fixed, so the query's type is spelled out once for the caller's fields (drizzle cannot infer a join
  // chain over a generic selection).
  return query as unknown as MemberItemsSelect<TFields>;
}

type MemberItemsSelect<TFields extends SelectedFields> = PgSelectBase<
  'course_members',
  TFields,
  'partial',
  { course_members: 'not-null'; courses: 'not-null'; schools: 'not-null'; lessons: 'not-null'; lesson_items: 'not-null' }
>;

/** The caller's memberships in a role, in live courses of their tenant. */
export function memberIn(caller: { guid: Param<string>; tenantId: Param<string> }, role: 'student' | 'teacher'): SQL {
  return and(eq(courseMembers.userGuid, caller.guid), eq(courseMembers.role, role), tenantCourse(caller.tenantId)) as SQL;
}
