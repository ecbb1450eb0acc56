// Every page stays within the Content-Security-Policy: no inline script, no inline event handler, nothing from
// elsewhere. A student's hand-in carries HTML with event handlers (shown to the teacher as text, parsed for names),
// then the journey walks the individual result, the lesson pages, the gradebook and the tasks as teacher and student.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiLogin, apiPost } from './support/api';
import { watchCsp } from './support/csp';
import { t } from './support/i18n';
import { signIn } from './support/journeys';
import { settled } from './support/settled';

const COURSE = 'Biología y Geología 3º ESO';
const GRADEBOOK_COURSE = 'Lengua Castellana y Literatura 2º ESO';
const HOSTILE = '<p>Despejo la x <img src="x" onerror="alert(1)"> y compruebo: $x^2 = 49$ <a href="#" onclick="alert(2)">ver</a></p>';

interface CourseDetail {
  guid: string;
  units: { lessons: { lesson_guid: string }[] }[];
}
interface Lesson {
  items: { guid: string; content_type: string }[];
}
interface Attempt {
  guid: string;
  questions: { question_guid: string; type: string }[];
}

async function courseGuid(request: Parameters<typeof apiGet>[0], token: string, name: string): Promise<string> {
  const list = await apiGet<{ data: { guid: string; name: string }[] }>(request, 'tiza', token, '/api/front/courses?pageSize=100');
  const found = list.data.find((course) => course.name === name);
  if (!found) throw new Error(`no course ${name}`);
  return found.guid;
}

async function visit(page: Page, url: string, heading?: string | RegExp): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first()).toBeVisible();
  // Lazy parts (KaTeX, viewers) load after the heading: the page settles before the next one.
  await settled(page);
}

test('the results page, the lessons, the gradebook and the tasks raise no CSP violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const student = await apiLogin(request, 'tiza', 'student@tiza.demo');
  const course = await courseGuid(request, student.token, COURSE);
  const detail = await apiGet<CourseDetail>(request, 'tiza', student.token, `/api/front/courses/${course}`);
  const lessons = detail.units.flatMap((unit) => unit.lessons.map((lesson) => lesson.lesson_guid));
  const firstLesson = lessons[0] ?? '';
  const lesson = await apiGet<Lesson>(request, 'tiza', student.token, `/api/front/lessons/${firstLesson}`);
  const assessment = lesson.items.find((item) => item.content_type === 'CTTY_09')?.guid ?? '';

  // The student hands in a test whose open answer holds handlers and a formula.
  const attempt = await apiPost<Attempt>(request, 'tiza', student.token, `/api/front/assessments/${assessment}/attempts`, {});
  const open = attempt.questions.find((question) => question.type === 'QT_8');
  if (open) {
    const response = await request.put(`/api/front/attempts/${attempt.guid}/answers`, {
      headers: { login_context: JSON.stringify({ tenant: 'tiza', surface: 'web' }), authorization: `Bearer ${student.token}` },
      data: { answers: [{ question_guid: open.question_guid, answer: { text: HOSTILE }, revision: 1 }] },
    });
    expect(response.ok()).toBe(true);
  }
  await apiPost(request, 'tiza', student.token, `/api/front/attempts/${attempt.guid}/submit`, { submission_key: randomUUID() });

  const csp = await watchCsp(page);
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await visit(page, `/results-assesment-individual/course/${course}/${assessment}/user/${student.user.guid}`);
  await expect(page.getByText(/Despejo la x/).first()).toBeVisible();
  for (const guid of lessons.slice(0, 3)) await visit(page, `/course/${course}/lesson/${guid}`);
  await visit(page, `/course/${course}`);
  const teacher = await apiLogin(request, 'tiza', 'teacher@tiza.demo');
  await visit(page, `/course/${await courseGuid(request, teacher.token, GRADEBOOK_COURSE)}/grades`);
  await visit(page, '/tasks', t('es', 'tasks:title'));
  csp.expectNone();
});
