// The demo rows the authorization matrix calls routes with, looked up per tenant.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { boardMessages, courses, files, jobs, lessonItems, lessons, libraryTitles, nonSchoolDays, questions, units } from '../../../server/src/db/schema';
import type { MatrixFixtures, MatrixTenant } from './authorizationTable';
import { MATRIX_COURSES, MATRIX_STUDENTS } from './authorizationTable';
import type { TestApp } from './testApp';

/** A guid no row has: a fixture the demo lacks answers 404 and the matrix shows it. */
const MISSING = '00000000-0000-4000-8000-000000000000';

export async function matrixFixtures(t: TestApp, tenant: MatrixTenant): Promise<MatrixFixtures> {
  const db = t.app.db;
  const courseGuid = await t.courseGuid(tenant, MATRIX_COURSES[tenant]);
  const [unit] = await db.select({ guid: units.guid }).from(units).where(eq(units.courseGuid, courseGuid)).orderBy(asc(units.position)).limit(1);
  const [lesson] = await db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, courseGuid)).orderBy(asc(lessons.position)).limit(1);
  const [item] = lesson
    ? await db.select({ guid: lessonItems.guid }).from(lessonItems).where(eq(lessonItems.lessonGuid, lesson.guid)).orderBy(asc(lessonItems.position)).limit(1)
    : [];
  const [assignment] = await db
    .select({ guid: lessonItems.guid })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .where(and(eq(lessons.courseGuid, courseGuid), eq(lessonItems.contentType, 'CTTY_14')))
    .orderBy(asc(lessons.position), asc(lessonItems.position))
    .limit(1);
  const [assessment] = await db
    .select({ guid: lessonItems.guid })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .where(and(eq(lessons.courseGuid, courseGuid), eq(lessonItems.contentType, 'CTTY_09'), eq(lessonItems.published, true), eq(lessons.published, true)))
    .orderBy(asc(lessons.position), asc(lessonItems.position))
    .limit(1);
  const [question] = assessment
    ? await db.select({ guid: questions.guid }).from(questions).where(eq(questions.itemGuid, assessment.guid)).orderBy(asc(questions.position)).limit(1)
    : [];
  const studentGuid = await t.userGuid(MATRIX_STUDENTS[tenant]);
  const job = assignment ? await pendingJob(t, assignment.guid, studentGuid) : undefined;
  const [file] = await db.select({ guid: files.guid }).from(files).where(eq(files.courseGuid, courseGuid)).orderBy(asc(files.createdAt)).limit(1);
  const [message] = await db
    .select({ guid: boardMessages.guid })
    .from(boardMessages)
    .where(and(eq(boardMessages.courseGuid, courseGuid), eq(boardMessages.messageFor, 'all'), isNull(boardMessages.parentGuid)))
    .orderBy(asc(boardMessages.createdAt))
    .limit(1);
  const [course] = await db.select({ schoolGuid: courses.schoolGuid }).from(courses).where(eq(courses.guid, courseGuid));
  const schoolGuid = course?.schoolGuid ?? MISSING;
  const [schoolDay] = await db
    .select({ guid: nonSchoolDays.guid })
    .from(nonSchoolDays)
    .where(and(eq(nonSchoolDays.schoolGuid, schoolGuid), isNull(nonSchoolDays.courseGuid)))
    .orderBy(asc(nonSchoolDays.startsOn))
    .limit(1);
  const [title] = await db.select({ guid: libraryTitles.guid }).from(libraryTitles).where(and(eq(libraryTitles.tenantId, tenant), eq(libraryTitles.profile, 'teacher'))).orderBy(asc(libraryTitles.name)).limit(1);
  return {
    tenant,
    titleGuid: title?.guid ?? MISSING,
    messageGuid: message?.guid ?? MISSING,
    schoolGuid,
    schoolDayGuid: schoolDay?.guid ?? MISSING,
    courseGuid,
    studentGuid,
    unitGuid: unit?.guid ?? MISSING,
    lessonGuid: lesson?.guid ?? MISSING,
    itemGuid: item?.guid ?? MISSING,
    assignmentGuid: assignment?.guid ?? MISSING,
    jobGuid: job ?? MISSING,
    fileGuid: file?.guid ?? MISSING,
    assessmentGuid: assessment?.guid ?? MISSING,
    questionGuid: question?.guid ?? MISSING,
  };
}

/** The matrix student's pending job of an assignment of the course they have handed nothing in for (created once). */
async function pendingJob(t: TestApp, firstAssignment: string, studentGuid: string): Promise<string | undefined> {
  const db = t.app.db;
  const [course] = await db.select({ guid: lessons.courseGuid }).from(lessonItems).innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid)).where(eq(lessonItems.guid, firstAssignment));
  if (!course) return undefined;
  const candidates = await db
    .select({ guid: lessonItems.guid, status: jobs.status, evaluator: jobs.evaluatorGuid })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .leftJoin(jobs, and(eq(jobs.itemGuid, lessonItems.guid), eq(jobs.personGuid, studentGuid)))
    .where(and(eq(lessons.courseGuid, course.guid), eq(lessonItems.contentType, 'CTTY_14')))
    .orderBy(asc(lessons.position), asc(lessonItems.position));
  const free = candidates.find((c) => (c.status === null || c.status === 'pending') && c.evaluator === null);
  if (!free) return undefined;
  await db.insert(jobs).values({ itemGuid: free.guid, personGuid: studentGuid, status: 'pending' }).onConflictDoNothing();
  const [row] = await db.select({ guid: jobs.guid }).from(jobs).where(and(eq(jobs.itemGuid, free.guid), eq(jobs.personGuid, studentGuid)));
  return row?.guid;
}
