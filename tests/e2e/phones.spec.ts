// Every built page on a 390 px phone: the teacher and the student of each tenant open the routes of the SPA's router
// (src/ui/app/routes.tsx) with real guids read from the demo data, and no page may scroll sideways or let anything but
// a labelled scroll region reach past the right edge. Spanish opens them all; Portuguese and English a subset.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiLogin } from './support/api';
import { PHONE, layoutProblems } from './support/layout';
import { signIn } from './support/journeys';
import type { Lng } from './support/i18n';
import { settled } from './support/settled';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

interface CourseDetailDto {
  guid: string;
  students_count: number;
  units: { guid: string; lessons: { lesson_guid: string; items_count: number }[] }[];
}
interface LessonDto {
  items: { guid: string; content_type: string; audience: string; published: boolean }[];
}
interface QuestionsDto {
  data: { content_guid: string }[];
}
interface GradebookDto {
  /** Column-major (ADR 0485): one value per cell. */
  cells: { precalculated: (number | null)[]; manual: (number | null)[] };
}
interface ResultsDto {
  jobs: { person_guid: string; last_attempt_guid: string | null }[];
}

interface Item {
  course: string;
  unit: string;
  lesson: string;
  guid: string;
  type: string;
}

/** The demo as a person sees it through the API: the courses they belong to, their lessons, one item of each type. */
interface Demo {
  userGuid: string;
  courses: CourseDetailDto[];
  /** The course whose gradebook holds the most scores (so the charts and tables have something to draw), with lessons. */
  main: CourseDetailDto;
  items: Item[];
}

const GRADEBOOK_AREAS = ['', 'attendance', 'behaviour', 'ranking', 'analysis', 'graphics', 'units', 'calendar'] as const;
const TEST = 'CTTY_09';

async function readDemo(request: APIRequestContext, tenant: string, email: string): Promise<Demo> {
  const { token, user } = await apiLogin(request, tenant, email);
  const get = <T,>(path: string) => apiGet<T>(request, tenant, token, path);
  const list = await get<{ data: { guid: string }[] }>('/api/front/courses?pageSize=100');
  const courses = await Promise.all(list.data.map((course) => get<CourseDetailDto>(`/api/front/courses/${course.guid}`)));
  const items: Item[] = [];
  const seen = new Set<string>();
  for (const course of courses) {
    for (const unit of course.units) {
      for (const lesson of unit.lessons) {
        if (lesson.items_count === 0) continue;
        const detail = await get<LessonDto>(`/api/front/lessons/${lesson.lesson_guid}`);
        for (const item of detail.items) {
          if (seen.has(item.content_type) || !item.published) continue;
          seen.add(item.content_type);
          items.push({ course: course.guid, unit: unit.guid, lesson: lesson.lesson_guid, guid: item.guid, type: item.content_type });
        }
      }
    }
  }
  const taught = courses.filter((course) => course.students_count > 0 && course.units.some((unit) => unit.lessons.length > 0));
  const scores = await Promise.all(
    taught.map(async (course) => {
      // A student reads no gradebook (403): any of their courses will do.
      const book = await get<GradebookDto>(`/api/front/courses/${course.guid}/gradebook`).catch(() => undefined);
      return book ? book.cells.precalculated.filter((score, k) => score !== null || book.cells.manual[k] !== null).length : 0;
    }),
  );
  const main = taught[scores.indexOf(Math.max(...scores))] ?? courses[0];
  if (!main) throw new Error(`${email} has no course`);
  return { userGuid: user.guid, courses, main, items };
}

const lessonPath = (item: Pick<Item, 'course' | 'lesson'>) => `/course/${item.course}/lesson/${item.lesson}`;
const firstLesson = (course: CourseDetailDto) => {
  const unit = course.units.find((u) => u.lessons.length > 0);
  const lesson = unit?.lessons[0];
  if (!unit || !lesson) throw new Error(`course ${course.guid} has no lesson`);
  return { course: course.guid, unit: unit.guid, lesson: lesson.lesson_guid };
};

/**
 * Opens each path and checks it once its heading shows and the network is quiet. Every page is checked (soft
 * assertions), so one run names all the pages that do not fit.
 */
async function checkPages(page: Page, lng: Lng, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect.soft(heading, `${lng} ${path}: its heading`).toBeVisible();
    await settled(page);
    const problems = await layoutProblems(page);
    expect.soft(problems, `${lng} ${path} at ${PHONE.width} px:\n${problems.join('\n')}`).toEqual([]);
  }
}

function teacherPaths(demo: Demo, questionGuid: string | undefined, studentGuid: string | undefined): string[] {
  const main = demo.main.guid;
  const lesson = firstLesson(demo.main);
  const paths = [
    '/home',
    '/profile',
    '/tasks',
    '/calendar',
    ...demo.courses.map((course) => `/course/${course.guid}`),
    ...GRADEBOOK_AREAS.map((area) => `/course/${main}/grades${area ? `?area=${area}` : ''}`),
    `/course/${main}/resources`,
    `/course/${main}/classroom-resources`,
    `/course/${main}/resources/${lesson.unit}/${lesson.lesson}`,
    `/course/${main}/kanban/${lesson.lesson}`,
    lessonPath(lesson),
    `/course/${main}/unit/${lesson.unit}/lesson/${lesson.lesson}`,
    `${lessonPath(lesson)}/new-content`,
  ];
  for (const item of demo.items) {
    paths.push(`${lessonPath(item)}/resource/${item.guid}`, `${lessonPath(item)}/edit/${item.guid}`);
  }
  const first = demo.items[0];
  if (first) {
    paths.push(`/viewer/${first.guid}`, `/viewer/${first.guid}/group-resources-view--visor`, `${lessonPath(first)}/add/${first.type}`);
    if (studentGuid) paths.push(`/single-activity/${first.course}/record/${first.guid}/${studentGuid}`);
  }
  const test = demo.items.find((item) => item.type === TEST);
  if (test) {
    paths.push(
      `${lessonPath(test)}/results-assessment/${test.guid}`,
      `/results-assesment/${test.guid}`,
      `${lessonPath(test)}/assessment/${test.guid}/new-question/QT_1`,
    );
    if (questionGuid) paths.push(`${lessonPath(test)}/assessment/${test.guid}/edit-question/${questionGuid}`);
    if (studentGuid) paths.push(`/results-assesment-individual/course/${test.course}/${test.guid}/user/${studentGuid}`);
  }
  return paths;
}

function studentPaths(demo: Demo): string[] {
  const paths = ['/home', '/tasks', '/answer-test', '/profile'];
  for (const course of demo.courses) paths.push(`/course/${course.guid}`, `/course/${course.guid}/grades`);
  for (const item of demo.items) paths.push(`${lessonPath(item)}/resource/${item.guid}`);
  const test = demo.items.find((item) => item.type === TEST);
  if (test) paths.push(`${lessonPath(test)}/assessment/${test.guid}`);
  return paths;
}

/** A student of the teacher's main course and the first question of the teacher's first test, for the deeper routes. */
async function teacherExtras(request: APIRequestContext, tenant: string, email: string, demo: Demo) {
  const { token } = await apiLogin(request, tenant, email);
  const test = demo.items.find((item) => item.type === TEST);
  if (!test) return { questionGuid: undefined, studentGuid: undefined };
  const questions = await apiGet<QuestionsDto>(request, tenant, token, `/api/front/assessments/${test.guid}/questions`);
  const results = await apiGet<ResultsDto>(request, tenant, token, `/api/front/assessments/${test.guid}/results`);
  // One who handed the test in, so the individual result has answers to show.
  const student = results.jobs.find((job) => job.last_attempt_guid !== null) ?? results.jobs[0];
  return { questionGuid: questions.data[0]?.content_guid, studentGuid: student?.person_guid };
}

test.describe('on a 390 px phone', () => {
  // Dozens of pages a test, each waited for until the network is quiet.
  test.setTimeout(480_000);

  test('the pages before signing in fit (es)', async ({ page }) => {
    await checkPages(page, 'es', ['/auth/login?tenant=tiza', '/recover-password', '/reset-password?token=x', '/license', '/privacy', '/terms', '/credits', '/error', '/nowhere']);
  });

  test('every page a teacher opens fits (es)', async ({ page }) => {
    const demo = await readDemo(page.request, 'tiza', 'teacher@tiza.demo');
    const extras = await teacherExtras(page.request, 'tiza', 'teacher@tiza.demo', demo);
    await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home/);
    await checkPages(page, 'es', teacherPaths(demo, extras.questionGuid, extras.studentGuid));
    const first = demo.items[0];
    await checkPages(page, 'es', ['/ui', '/lemon-test', '/test-component', '/license', '/nowhere', ...(first ? [`/viewerfull/${first.guid}`, `/single-activity/${first.course}/${first.guid}/${first.guid}`] : [])]);
  });

  test('the open notification panel stays inside the phone (pt)', async ({ page }) => {
    await signIn(page, 'escola', 'aluno@escola.demo', 'pt');
    await expect(page).toHaveURL(/\/home/);
    await page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = page.getByRole('heading', { level: 2, name: 'Notificações' }).locator('xpath=ancestor::*[contains(@class, "notification-panel")][1]');
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
  });

  test('every page a student opens fits (es)', async ({ page }) => {
    const demo = await readDemo(page.request, 'tiza', 'student@tiza.demo');
    await signIn(page, 'tiza', 'student@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home/);
    await checkPages(page, 'es', studentPaths(demo));
  });

  for (const { lng, tenant, teacher, student } of [
    { lng: 'pt', tenant: 'escola', teacher: 'professor@escola.demo', student: 'aluno@escola.demo' },
    { lng: 'en', tenant: 'classbook', teacher: 'teacher@classbook.demo', student: 'amelia@classbook.demo' },
  ] as const) {
    test(`the course, gradebook and task pages fit (${lng})`, async ({ browser }) => {
      const teacherDemo = await readDemo((await browser.newContext()).request, tenant, teacher);
      const teacherPage = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await signIn(teacherPage, tenant, teacher, lng);
      await expect(teacherPage).toHaveURL(/\/home/);
      const main = teacherDemo.main.guid;
      const lesson = firstLesson(teacherDemo.main);
      await checkPages(teacherPage, lng, [
        '/home',
        '/tasks',
        `/course/${main}`,
        ...GRADEBOOK_AREAS.map((area) => `/course/${main}/grades${area ? `?area=${area}` : ''}`),
        `/course/${main}/resources`,
        lessonPath(lesson),
        `/course/${main}/kanban/${lesson.lesson}`,
      ]);
      await teacherPage.close();

      const studentDemo = await readDemo((await browser.newContext()).request, tenant, student);
      const studentPage = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await signIn(studentPage, tenant, student, lng);
      await expect(studentPage).toHaveURL(/\/home/);
      await checkPages(studentPage, lng, ['/home', '/tasks', `/course/${studentDemo.main.guid}`, `/course/${studentDemo.main.guid}/grades`, '/answer-test']);
      await studentPage.close();
    });
  }
});
