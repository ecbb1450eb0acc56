// Bench and test data for assessments: an assessment with questions, and a cohort of students enrolled in one course.
// Written straight with Drizzle (never loaded by the server itself): scripts/benchAssessments.ts, tests/api/assessment*.test.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { courseMembers, courses, lessonItems, lessons, questions, schoolMemberships, schools, units, users } from '../db/schema';

export interface QuestionSeed {
  type: string;
  name: string;
  points: number;
  data: Record<string, unknown>;
  description?: string;
}

export interface AssessmentSeed {
  lessonGuid: string;
  name?: string;
  settings?: Partial<{ duration_minutes: number | null; attempts_allowed: number; ranking_scale: number; one_per_page: boolean; instructions_html: string }>;
  questions: readonly QuestionSeed[];
  deliverAt?: Date | null;
  canDeliverLate?: boolean;
  published?: boolean;
}

/** Four objective questions the domain scores in full (10 points): single choice, true/false, short text, numeric. */
export const BENCH_QUESTIONS: readonly QuestionSeed[] = [
  { type: 'QT_1', name: 'Capital de España', points: 4, data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }, { id: 'c', text: 'París' }], correct: 'a', shuffle: false } },
  { type: 'QT_3', name: 'El agua hierve a 100 °C a nivel del mar', points: 2, data: { correct: true } },
  { type: 'QT_7', name: 'Símbolo del oxígeno', points: 2, data: { accepted: ['O'], case_sensitive: true, max_length: 10 } },
  { type: 'QT_14', name: '7 × 6', points: 2, data: { value: 42, tolerance: 0, unit: null } },
];

/** A right answer per BENCH_QUESTIONS entry, in order. */
export const BENCH_ANSWERS: readonly Record<string, unknown>[] = [{ choice: 'a' }, { value: true }, { text: 'O' }, { text: '42' }];

/** Inserts a CTTY_09 item at the end of the lesson with its questions (in order); answers the guids. */
export async function insertAssessment(db: Db, seed: AssessmentSeed): Promise<{ itemGuid: string; questionGuids: string[] }> {
  const [last] = await db.select({ max: sql<number>`coalesce(max(${lessonItems.position}), -1)::int` }).from(lessonItems).where(eq(lessonItems.lessonGuid, seed.lessonGuid));
  const settings = { duration_minutes: null, attempts_allowed: 1, ranking_scale: 10, one_per_page: true, instructions_html: '', ...seed.settings };
  const [item] = await db
    .insert(lessonItems)
    .values({
      lessonGuid: seed.lessonGuid,
      name: seed.name ?? 'Test',
      contentType: 'CTTY_09',
      position: Number(last?.max ?? -1) + 1,
      isEvaluable: true,
      published: seed.published ?? true,
      deliverAt: seed.deliverAt ?? null,
      canDeliverLate: seed.canDeliverLate ?? true,
      data: settings,
    })
    .returning({ guid: lessonItems.guid });
  if (!item) throw new Error('assessment not inserted');
  const rows =
    seed.questions.length === 0
      ? []
      : await db
          .insert(questions)
          .values(seed.questions.map((q, i) => ({ itemGuid: item.guid, position: i, type: q.type, name: q.name, description: q.description ?? '', points: q.points, data: q.data })))
          .returning({ guid: questions.guid, position: questions.position });
  return { itemGuid: item.guid, questionGuids: rows.sort((a, b) => a.position - b.position).map((r) => r.guid) };
}

export interface Cohort {
  courseGuid: string;
  lessonGuid: string;
  emails: string[];
}

/**
 * `count` students (bench-NNNN@<tenant>.bench, all with `passwordHash`) in a new course of the tenant's first school,
 * taught by `teacherEmail`, with one unit and one lesson.
 */
export async function insertCohort(db: Db, options: { tenantId: string; count: number; passwordHash: string; teacherEmail: string }): Promise<Cohort> {
  const [teacher] = await db.select({ guid: users.guid }).from(users).where(and(eq(users.tenantId, options.tenantId), eq(users.email, options.teacherEmail))).limit(1);
  const [school] = await db.select({ guid: schools.guid }).from(schools).where(eq(schools.tenantId, options.tenantId)).orderBy(schools.name).limit(1);
  if (!teacher || !school) throw new Error(`no teacher ${options.teacherEmail} or school in ${options.tenantId}`);
  const emails = Array.from({ length: options.count }, (_, i) => `bench-${String(i + 1).padStart(4, '0')}@${options.tenantId}.bench`);
  const students = await db
    .insert(users)
    .values(emails.map((email, i) => ({ tenantId: options.tenantId, email, passwordHash: options.passwordHash, role: 'R01', name: 'Bench', lastname: `Student ${String(i + 1).padStart(4, '0')}` })))
    .returning({ guid: users.guid });
  const [course] = await db
    .insert(courses)
    .values({ tenantId: options.tenantId, schoolGuid: school.guid, name: 'Bench course', discipline: 'ed6', educationLevel: 'el3', joinCode: `BENCH${Date.now().toString(36).toUpperCase().slice(-5)}`, createdBy: teacher.guid })
    .returning({ guid: courses.guid });
  if (!course) throw new Error('course not inserted');
  await db.insert(schoolMemberships).values(students.map((s) => ({ userGuid: s.guid, schoolGuid: school.guid }))).onConflictDoNothing();
  await db.insert(courseMembers).values([{ courseGuid: course.guid, userGuid: teacher.guid, role: 'teacher' }, ...students.map((s) => ({ courseGuid: course.guid, userGuid: s.guid, role: 'student' }))]);
  const [unit] = await db.insert(units).values({ courseGuid: course.guid, name: 'Bench unit', position: 0 }).returning({ guid: units.guid });
  if (!unit) throw new Error('unit not inserted');
  const [lesson] = await db.insert(lessons).values({ unitGuid: unit.guid, courseGuid: course.guid, name: 'Bench lesson', position: 0 }).returning({ guid: lessons.guid });
  if (!lesson) throw new Error('lesson not inserted');
  return { courseGuid: course.guid, lessonGuid: lesson.guid, emails };
}
