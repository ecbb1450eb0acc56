// The demo rows the authorization matrix calls routes with, looked up per tenant.
import { and, asc, eq } from 'drizzle-orm';
import { files, lessonItems, lessons, questions, units } from '../../../server/src/db/schema';
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
  const [file] = await db.select({ guid: files.guid }).from(files).where(eq(files.courseGuid, courseGuid)).orderBy(asc(files.createdAt)).limit(1);
  return {
    tenant,
    courseGuid,
    studentGuid: await t.userGuid(MATRIX_STUDENTS[tenant]),
    unitGuid: unit?.guid ?? MISSING,
    lessonGuid: lesson?.guid ?? MISSING,
    itemGuid: item?.guid ?? MISSING,
    assignmentGuid: assignment?.guid ?? MISSING,
    fileGuid: file?.guid ?? MISSING,
    assessmentGuid: assessment?.guid ?? MISSING,
    questionGuid: question?.guid ?? MISSING,
  };
}
