// Bench and test data for assessments: an assessment with questions, and a cohort of students enrolled in one course.
// Written straight with Drizzle (never loaded by the server itself): scripts/benchAssessments.ts, tests/api/assessment*.test.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { courseGradebooks, courseMembers, courses, gradeCategories, gradebookItems, jobs, lessonItems, lessons, questions, schoolMemberships, schools, units, users } from '../db/schema';

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
 * `count` students (<emailPrefix, default bench>-NNNN@<tenant>.bench, all with `passwordHash`) in a new course of the
 * tenant's first school, taught by `teacherEmail`, with one unit and one lesson. `course` (a whole school of cohorts, the
 * bell bench) numbers the course and its students apart: bench-CCC-NNNN@…, "Bench course CCC".
 */
export async function insertCohort(
  db: Db,
  options: { tenantId: string; count: number; passwordHash: string; teacherEmail: string; course?: number; emailPrefix?: string },
): Promise<Cohort> {
  const [teacher] = await db.select({ guid: users.guid }).from(users).where(and(eq(users.tenantId, options.tenantId), eq(users.email, options.teacherEmail))).limit(1);
  const [school] = await db.select({ guid: schools.guid }).from(schools).where(eq(schools.tenantId, options.tenantId)).orderBy(schools.name).limit(1);
  if (!teacher || !school) throw new Error(`no teacher ${options.teacherEmail} or school in ${options.tenantId}`);
  const prefix = options.emailPrefix ?? 'bench';
  const tag = options.course === undefined ? '' : `${String(options.course).padStart(3, '0')}-`;
  const emails = Array.from({ length: options.count }, (_, i) => `${prefix}-${tag}${String(i + 1).padStart(4, '0')}@${options.tenantId}.bench`);
  const students = await db
    .insert(users)
    .values(emails.map((email, i) => ({ tenantId: options.tenantId, email, passwordHash: options.passwordHash, role: 'R01', name: 'Bench', lastname: `Student ${String(i + 1).padStart(4, '0')}` })))
    .returning({ guid: users.guid });
  const [course] = await db
    .insert(courses)
    .values({
      tenantId: options.tenantId,
      schoolGuid: school.guid,
      name: options.course !== undefined ? `Bench course ${tag.slice(0, -1)}` : prefix === 'bench' ? 'Bench course' : `Bench course (${prefix})`,
      discipline: 'ed6',
      educationLevel: 'el3',
      joinCode: `${prefix.slice(0, 5).toUpperCase().padEnd(5, 'X')}${tag.slice(0, -1)}${Date.now().toString(36).toUpperCase().slice(-5)}`,
      createdBy: teacher.guid,
    })
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

/**
 * A full gradebook for a cohort's course (the gradebook bench): `items` assignments over three units and the
 * three quarters, in three categories, each scored for most students (a job graded by the teacher), a manual
 * override every few cells. Written in a few multi-row statements.
 */
export async function insertGradebookLoad(db: Db, cohort: Cohort, options: { items: number; teacherGuid: string }): Promise<{ itemGuids: string[] }> {
  const members = await db.select({ guid: courseMembers.userGuid }).from(courseMembers).where(and(eq(courseMembers.courseGuid, cohort.courseGuid), eq(courseMembers.role, 'student')));
  const [exams, homework, oral] = await db
    .insert(gradeCategories)
    .values([
      { courseGuid: cohort.courseGuid, name: 'Exams', weight: 50, position: 0 },
      { courseGuid: cohort.courseGuid, name: 'Homework', weight: 35, position: 1 },
      { courseGuid: cohort.courseGuid, name: 'Oral', weight: 15, position: 2 },
    ])
    .returning({ guid: gradeCategories.guid });
  if (!exams || !homework || !oral) throw new Error('categories not inserted');
  await db.insert(courseGradebooks).values({ courseGuid: cohort.courseGuid, periodScheme: 'quarters' }).onConflictDoNothing();
  const categoryOf = [exams.guid, homework.guid, oral.guid];
  const periods = ['t01', 't02', 't03'];
  const base = Date.UTC(2026, 8, 15, 8);
  const items = await db
    .insert(lessonItems)
    .values(
      Array.from({ length: options.items }, (_, i) => ({
        lessonGuid: cohort.lessonGuid,
        name: `Bench work ${String(i + 1).padStart(3, '0')}`,
        contentType: 'CTTY_14',
        position: 1000 + i,
        isEvaluable: true,
        deliverAt: new Date(base + i * 2 * 86_400_000),
        data: { instructions_html: '<p>Bench</p>', accepts_text: true, accepts_files: false },
      })),
    )
    .returning({ guid: lessonItems.guid, position: lessonItems.position });
  const itemGuids = items.sort((a, b) => a.position - b.position).map((i) => i.guid);
  await db.insert(gradebookItems).values(itemGuids.map((itemGuid, i) => ({ itemGuid, periodCode: periods[Math.floor((i * 3) / itemGuids.length)] ?? 't03', categoryGuid: categoryOf[i % 3] ?? null })));
  const jobRows: (typeof jobs.$inferInsert)[] = [];
  itemGuids.forEach((itemGuid, i) => {
    members.forEach((student, s) => {
      if ((i + s) % 11 === 0) return; // not handed in
      const score = Math.round(((s * 7 + i * 3) % 41) / 4 * 4) / 4 % 10.25;
      // Some grades corrected by hand: an assignment's grade is its job's (ADR 0432), so the correction is in the job.
      const corrected = (i * 5 + s) % 17 === 0 ? 0.5 : 0;
      jobRows.push({ itemGuid, personGuid: student.guid, status: 'evaluated', score: Math.min(10, score + corrected), deliveredAt: new Date(base + i * 2 * 86_400_000 - 3_600_000), evaluatedBy: options.teacherGuid });
    });
  });
  for (let i = 0; i < jobRows.length; i += 1000) await db.insert(jobs).values(jobRows.slice(i, i + 1000));
  return { itemGuids };
}
