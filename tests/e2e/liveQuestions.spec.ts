// Live questions (ADR 0527, 0528): the teacher's projector and phone remote (one context, two pages), two students in
// their own browsers with the lesson open. The teacher launches a question from the phone; both students answer from
// the lesson page; the projector counts the answers live; the teacher reveals, saves the round to the gradebook and the
// column is in the grid.
import { expect, test } from '@playwright/test';
import { apiGet, apiLogin } from './support/api';
import { expectNoAxeViolations, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';
import { t } from './support/i18n';

interface CourseListDto {
  data?: { guid: string; name: string }[];
}
interface CourseDetailDto {
  units: { guid: string; lessons: { lesson_guid: string; name: string }[] }[];
}

const COURSE = 'Biología y Geología 3º ESO';

test('a live question: launched from the phone, answered by two students, revealed and saved to the gradebook', async ({ browser, page, request }) => {
  // Four browsers at once (projector, phone, two students) and a gradebook at the end: room for a busy CI machine.
  test.setTimeout(120_000);
  const { token } = await apiLogin(request, 'tiza', 'teacher@tiza.demo');
  const courses = await apiGet<CourseListDto | { guid: string; name: string }[]>(request, 'tiza', token, '/api/front/courses');
  const list = Array.isArray(courses) ? courses : (courses.data ?? []);
  const courseGuid = list.find((entry) => entry.name === COURSE)?.guid ?? '';
  const detail = await apiGet<CourseDetailDto>(request, 'tiza', token, `/api/front/courses/${courseGuid}`);
  const lessonGuid = detail.units[0]?.lessons[0]?.lesson_guid ?? '';
  const prompt = `¿Capital de Portugal? ${Date.now().toString(36)}`;

  // Two students, each in a browser of their own, on the lesson page at 390 px.
  const students = await Promise.all(
    ['student@tiza.demo', 'lucas@tiza.demo'].map(async (email) => {
      const context = await browser.newContext({ viewport: PHONE });
      const student = await context.newPage();
      await signIn(student, 'tiza', email, 'es');
      await student.waitForURL('**/home');
      await student.goto(`/course/${courseGuid}/lesson/${lessonGuid}`);
      await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
      return { context, page: student };
    }),
  );

  // The teacher's classroom screen and phone.
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.waitForURL('**/home');
  await page.goto(`/course/${courseGuid}/lesson/${lessonGuid}/projection`);
  const code = (await page.getByTestId('pairing-code').textContent()) ?? '';
  const phone = await page.context().newPage();
  await phone.setViewportSize(PHONE);
  await phone.goto(`/remote/${code}`);
  const panel = phone.getByTestId('remote-live');
  await expect(panel.getByRole('heading', { name: t('es', 'projection:live.ask') })).toBeVisible();
  await expectFitsPhone(phone, 'the remote with its question form');

  await panel.getByLabel(t('es', 'projection:live.prompt'), { exact: true }).fill(prompt);
  await panel.getByLabel(t('es', 'projection:live.option', { n: 1 }), { exact: true }).fill('Madrid');
  await panel.getByLabel(t('es', 'projection:live.option', { n: 2 }), { exact: true }).fill('Lisboa');
  await panel.getByLabel(t('es', 'projection:live.rightOption', { n: 2 })).check();
  await panel.getByRole('button', { name: t('es', 'projection:live.launch') }).click();

  const screen = page.getByTestId('live-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(prompt);
  await expect(panel.getByText(prompt)).toBeVisible();

  // Each student's lesson page shows the question without a reload; they answer differently.
  for (const [index, student] of students.entries()) {
    const question = student.page.getByTestId('class-question');
    await expect(question.getByText(prompt)).toBeVisible();
    await question.getByRole('radio', { name: index === 0 ? 'Lisboa' : 'Madrid' }).check();
    if (index === 0) {
      await expectFitsPhone(student.page, 'the lesson page with a live question');
      await expectNoAxeViolations(student.page);
    }
    await question.getByRole('button', { name: t('es', 'lesson:live.send') }).click();
    await expect(question.getByRole('status')).toHaveText(t('es', 'lesson:live.sent'));
  }

  // The projector counts both, without names, one per bar.
  await expect(screen.getByTestId('live-bar-count')).toHaveText(['1', '1']);
  await expect(screen.getByTestId('live-answered')).toContainText(/^Han respondido 2 de \d+$/);
  await expect(screen.getByRole('list', { name: t('es', 'projection:live.names') })).toHaveCount(0);
  await expectNoAxeViolations(phone);

  await panel.getByRole('button', { name: t('es', 'projection:live.reveal') }).click();
  await expect(screen.getByTestId('live-answered')).toContainText('50 % de aciertos');
  await expect(students[0]?.page.getByTestId('class-question').getByRole('status') ?? screen).toHaveText(t('es', 'lesson:live.outcome.correct', { key: 'Lisboa' }));
  await expect(students[1]?.page.getByTestId('class-question').getByRole('status') ?? screen).toHaveText(t('es', 'lesson:live.outcome.incorrect', { key: 'Lisboa' }));
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: t('es', 'projection:live.save') }).click();
  await expect(panel.getByRole('status')).toHaveText(t('es', 'projection:live.saved'));

  // Back on the classroom computer: the gradebook grid has the round's column.
  await panel.getByRole('button', { name: t('es', 'projection:live.end') }).click();
  await expect(screen).toBeHidden();
  await page.goto(`/course/${courseGuid}/grades`);
  // The grid draws only the columns in view; the round's column is the newest, the last one: End reaches it.
  const grid = page.getByRole('grid');
  const firstCell = grid.locator('[role="gridcell"][aria-colindex="2"]').first();
  await firstCell.click();
  await page.keyboard.press('End');
  await expect(grid.getByRole('columnheader', { name: new RegExp(prompt.replace(/[?¿]/g, '.')) })).toBeVisible();
  for (const student of students) await student.context.close();
});

interface LessonItemsDto {
  items: { guid: string; content_type: string; published: boolean; audience: string }[];
}
interface QuestionListDto {
  data: { question_guid: string; type: string; content_name: string; content_description: string; question_data: { options?: { id: string; text: string }[]; correct?: unknown } }[];
}

test('a test’s question asked from the test editor: /projection/question/{g} asks it live, a student answers, the projector counts', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const { token } = await apiLogin(request, 'tiza', 'teacher@tiza.demo');
  const courses = await apiGet<CourseListDto | { guid: string; name: string }[]>(request, 'tiza', token, '/api/front/courses');
  const list = Array.isArray(courses) ? courses : (courses.data ?? []);
  const courseGuid = list.find((entry) => entry.name === COURSE)?.guid ?? '';
  const detail = await apiGet<CourseDetailDto>(request, 'tiza', token, `/api/front/courses/${courseGuid}`);
  const lessonGuid = detail.units[0]?.lessons[0]?.lesson_guid ?? '';
  const lesson = await apiGet<LessonItemsDto>(request, 'tiza', token, `/api/front/lessons/${lessonGuid}`);
  const testGuid = lesson.items.find((item) => item.content_type === 'CTTY_09' && item.published && item.audience === 'all')?.guid ?? '';
  const questions = await apiGet<QuestionListDto>(request, 'tiza', token, `/api/front/assessments/${testGuid}/questions`);
  const choice = questions.data.find((question) => question.type === 'QT_1');
  const longText = questions.data.find((question) => question.type === 'QT_8');
  expect(choice && longText, 'the demo test has a single-choice and a long-text question').toBeTruthy();
  const prompt = (choice?.content_description ?? '').replace(/<[^>]*>/g, '').trim();
  const right = choice?.question_data.options?.find((option) => option.id === choice.question_data.correct)?.text ?? '';

  // A student with the lesson open on a phone.
  const studentContext = await browser.newContext({ viewport: PHONE });
  const student = await studentContext.newPage();
  await signIn(student, 'tiza', 'student@tiza.demo', 'es');
  await student.waitForURL('**/home');
  await student.goto(`/course/${courseGuid}/lesson/${lessonGuid}`);
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();

  // The teacher asks it from the test's editor: the projector opens on the test, the question live.
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.waitForURL('**/home');
  await page.goto(`/course/${courseGuid}/lesson/${lessonGuid}/edit/${testGuid}`);
  await expect(page.getByRole('link', { name: t('es', 'assessmentEditor:panel.askClassNamed', { name: longText?.content_name ?? '' }) })).toHaveCount(0);
  await page.getByRole('link', { name: t('es', 'assessmentEditor:panel.askClassNamed', { name: choice?.content_name ?? '' }) }).click();
  await page.waitForURL(`**/projection/question/${choice?.question_guid}`);
  const screen = page.getByTestId('live-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(prompt);

  // The student answers on the lesson page; the projector counts it.
  const question = student.getByTestId('class-question');
  await expect(question.getByText(prompt)).toBeVisible();
  await question.getByRole('radio', { name: right }).check();
  await question.getByRole('button', { name: t('es', 'lesson:live.send') }).click();
  await expect(question.getByRole('status')).toHaveText(t('es', 'lesson:live.sent'));
  await expect(screen.getByTestId('live-answered')).toContainText(/^Han respondido 1 de \d+$/);
  await expectNoAxeViolations(page);

  // A long text is not asked live: the projector opens on the test and says so, and so does the phone.
  await page.goto(`/projection/question/${longText?.question_guid}`);
  const note = t('es', 'projection:question.onDevices', { name: longText?.content_name ?? '' });
  await expect(page.getByTestId('question-on-devices')).toHaveText(note);
  await expect(page.getByTestId('live-screen')).toHaveCount(0);
  const code = (await page.getByTestId('pairing-code').textContent()) ?? '';
  const phone = await page.context().newPage();
  await phone.setViewportSize(PHONE);
  await phone.goto(`/remote/${code}`);
  await expect(phone.getByTestId('remote-question-on-devices')).toHaveText(note);
  await expectFitsPhone(phone, 'the remote of a question answered on each device');
  await expectNoAxeViolations(phone);
  await studentContext.close();
});
