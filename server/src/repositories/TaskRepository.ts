import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import type { Db } from '../db/Database';
import { prepared } from '../db/prepared';
import { courseMembers, courses, jobs, lessonItems, lessons, schools } from '../db/schema';
import { studentVisibleItemInLesson } from './ItemRepository';
import { memberIn, memberItems } from './memberItems';
import { savedWorkSql } from './savedWork';
import { GRADABLE_ITEM } from './gradable';

/** Where a task is: its item, lesson and course, its due date and the school's zone. */
export interface TaskPlaceRow {
  itemGuid: string;
  itemName: string;
  contentType: string;
  courseGuid: string;
  courseName: string;
  lessonGuid: string;
  lessonName: string;
  deliverAt: Date | null;
  /** The school's IANA zone: deliver_at_local is read in it. */
  timeZone: string;
}

/** One of a student's tasks with the student's own job (none yet: the job columns are null). */
export interface StudentTaskRow extends TaskPlaceRow {
  canDeliverLate: boolean;
  gradesPublishedAt: Date | null;
  /** `data.ranking_scale` as stored (tests); the query applies the default. */
  rankingScale: unknown;
  jobStatus: string | null;
  jobScore: number | null;
  jobFeedback: string | null;
  jobEvaluator: string | null;
  hasSavedWork: boolean;
}

/** An item of a course the caller teaches, with its jobs counted over the course's students. */
export interface TeacherTaskRow extends TaskPlaceRow {
  isEvaluable: boolean;
  jobsDelivered: number;
  jobsEvaluated: number;
  studentsCount: number;
}

/** The columns of a TaskPlaceRow. */
const taskPlace = {
  itemGuid: lessonItems.guid,
  itemName: lessonItems.name,
  contentType: lessonItems.contentType,
  courseGuid: courses.guid,
  courseName: courses.name,
  lessonGuid: lessons.guid,
  lessonName: lessons.name,
  deliverAt: lessonItems.deliverAt,
  timeZone: schools.timeZone,
};


/** Items a teacher grades (contract: evaluable ones, and assignments, which always take jobs). */
function graded(): SQL {
  return sql`(${lessonItems.contentType} = ${ASSIGNMENT_CONTENT_TYPE} or ${lessonItems.isEvaluable} = true)`;
}

/** The /tasks reads (ADR 0230): one statement per view, scoped by the caller's tenant and course memberships. */
export class TaskRepository {
  constructor(private readonly db: Db) {}

  /**
   * The caller's tasks in the courses they learn in, as students see items in lesson lists; the caller's job is
   * joined, saved work is an EXISTS over their open attempt. Ordered by due date (none last), then name.
   */
  async forStudent(caller: { guid: string; tenantId: string }, courseGuid?: string): Promise<StudentTaskRow[]> {
    // Built once per handle for each form (one course or all): ADR 0548.
    const name = courseGuid === undefined ? 'tasks_student' : 'tasks_student_course';
    const statement = prepared(this.db, name, () => {
      const me = { guid: sql.placeholder('me'), tenantId: sql.placeholder('tenant') };
      const myJob = alias(jobs, 'my_job');
      return memberItems(this.db, {
        ...taskPlace,
        canDeliverLate: lessonItems.canDeliverLate,
        gradesPublishedAt: lessonItems.gradesPublishedAt,
        rankingScale: sql<unknown>`${lessonItems.data} -> 'ranking_scale'`,
        jobStatus: myJob.status,
        jobScore: myJob.score,
        jobFeedback: myJob.feedback,
        jobEvaluator: myJob.evaluatorGuid,
        hasSavedWork: savedWorkSql(me.guid),
      })
        .leftJoin(myJob, and(eq(myJob.itemGuid, lessonItems.guid), eq(myJob.personGuid, me.guid)))
        .where(
          and(
            memberIn(me, 'student'),
            courseGuid === undefined ? undefined : eq(courses.guid, sql.placeholder('course')),
            GRADABLE_ITEM,
            studentVisibleItemInLesson(),
          ),
        )
        .orderBy(sql`${lessonItems.deliverAt} asc nulls last`, asc(lessonItems.name), asc(lessonItems.guid))
        .prepare(name);
    });
    return statement.execute({ me: caller.guid, tenant: caller.tenantId, course: courseGuid });
  }

  /**
   * Graded items of the courses the caller teaches with at least one job turned in and not evaluated: one aggregate
   * over the jobs of the course's students (the item's own job counters, ItemRepository.select, count the same way).
   */
  async waitingForTeacher(caller: { guid: string; tenantId: string }, courseGuid?: string): Promise<TeacherTaskRow[]> {
    // Built once per handle for each form (one course or all): ADR 0548.
    const name = courseGuid === undefined ? 'tasks_waiting' : 'tasks_waiting_course';
    const statement = prepared(this.db, name, () => {
      const me = { guid: sql.placeholder('me'), tenantId: sql.placeholder('tenant') };
      const student = alias(courseMembers, 'student');
      return memberItems(this.db, {
        ...taskPlace,
        isEvaluable: lessonItems.isEvaluable,
        jobsDelivered: sql<number>`count(*) filter (where ${jobs.status} in ('delivered', 'evaluated'))`.mapWith(Number),
        jobsEvaluated: sql<number>`count(*) filter (where ${jobs.status} = 'evaluated')`.mapWith(Number),
        studentsCount: sql<number>`(select count(*) from course_members m where m.course_guid = ${courses.guid} and m.role = 'student')`.mapWith(Number),
      })
        .innerJoin(jobs, eq(jobs.itemGuid, lessonItems.guid))
        .innerJoin(student, and(eq(student.courseGuid, courses.guid), eq(student.userGuid, jobs.personGuid), eq(student.role, 'student')))
        .where(
          and(
            memberIn(me, 'teacher'),
            courseGuid === undefined ? undefined : eq(courses.guid, sql.placeholder('course')),
            graded(),
          ),
        )
        .groupBy(lessonItems.guid, courses.guid, lessons.guid, schools.guid)
        .having(sql`count(*) filter (where ${jobs.status} = 'delivered') > 0`)
        .orderBy(sql`${lessonItems.deliverAt} asc nulls last`, asc(lessonItems.name), asc(lessonItems.guid))
        .prepare(name);
    });
    return statement.execute({ me: caller.guid, tenant: caller.tenantId, course: courseGuid });
  }
}
