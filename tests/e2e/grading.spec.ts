// Grading hand-ins. In Biología (tiza), an assignment of its own (a unit of its own, open for two weeks, so no other
// journey's counts move): Lucas has handed it in, Pablo hands it in through the viewer; the teacher follows "waiting for
// grading" from /tasks into the grading panel, is refused a score above the scale, grades Pablo with feedback, moves
// between the two students, hands Lucas's work back for resubmission, and publishes the grades in the gradebook; Pablo
// then reads his score and the feedback where he handed in and under "Grades published" on /tasks.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiGet, apiLogin, apiPost } from './support/api';
import { t } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';
import { layoutProblems, PHONE } from './support/layout';
import type { Lng } from './support/i18n';

const COURSE = 'Biología y Geología 3º ESO';
const RUN = Date.now().toString(36);
const UNIT = `Entregas para corregir ${RUN}`;
const LESSON = 'El ciclo del agua en viñetas';
const ASSIGNMENT = `Tarea: el ciclo en viñetas ${RUN}`;
const PABLO = 'Pablo García López';
const LUCAS = 'Lucas Moreno Vega';
const PABLO_TEXT = 'El agua se evapora, forma nubes y vuelve a caer como lluvia.';
const FEEDBACK = 'Muy claro: añade la condensación en las montañas.';
const v = (key: string, values?: Record<string, string | number>) => t('es', `viewer:${key}`, values);

/** The school day two weeks ahead, as the API reads local dates (the school's zone). */
function inTwoWeeks(): string {
  return `${new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)}T18:00:00`;
}

/** The teacher adds the assignment in a unit of its own; Lucas hands it in (arranged through the API). */
async function arrange(page: Page): Promise<string> {
  const request = page.request;
  const teacher = await apiLogin(request, 'tiza', 'teacher@tiza.demo');
  const courses = await apiGet<{ data: { guid: string; name: string }[] }>(request, 'tiza', teacher.token, '/api/front/courses?pageSize=100');
  const course = courses.data.find((c) => c.name === COURSE);
  if (!course) throw new Error(`no ${COURSE}`);
  const unit = await apiPost<{ guid: string }>(request, 'tiza', teacher.token, `/api/front/courses/${course.guid}/units`, { name: UNIT });
  const lesson = await apiPost<{ lesson_guid: string }>(request, 'tiza', teacher.token, `/api/front/units/${unit.guid}/lessons`, { name: LESSON, published: true });
  const item = await apiPost<{ guid: string }>(request, 'tiza', teacher.token, `/api/front/lessons/${lesson.lesson_guid}/items`, {
    content_type: 'CTTY_14',
    lesson_item_name: ASSIGNMENT,
    lesson_item_deliver_at: inTwoWeeks(),
    can_deliver_late: 'NO',
    content_is_evaluable: true,
    published: true,
    data: { instructions_html: '<p>Cuenta el ciclo del agua en cuatro viñetas o con tus palabras.</p>', accepts_text: true, accepts_files: true },
  });
  const lucas = await apiLogin(request, 'tiza', 'lucas@tiza.demo');
  await apiPost(request, 'tiza', lucas.token, `/api/front/lesson-items/${item.guid}/hand-in`, { text: 'Evaporación, nubes, lluvia y ríos.', submission_key: randomUUID() });
  return item.guid;
}

async function studentPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await signIn(page, 'tiza', 'student@tiza.demo', 'es');
  await expect(page.getByRole('navigation', { name: t('es', 'shell:mainNav') })).toBeVisible();
  return { page, close: () => context.close() };
}

test('a teacher grades a hand-in from /tasks, hands another back, publishes, and the student reads the score and the feedback', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const itemGuid = await arrange(page);

  await test.step('Pablo hands in his text through the viewer', async () => {
    const pablo = await studentPage(browser);
    await pablo.page.goto(`/viewer/${itemGuid}`);
    await expect(pablo.page.getByRole('heading', { level: 1, name: ASSIGNMENT })).toBeVisible();
    const handIn = pablo.page.getByRole('region', { name: new RegExp(v('handIn.title')) });
    await handIn.getByLabel(v('handIn.textLabel')).fill(PABLO_TEXT);
    await handIn.getByRole('button', { name: v('handIn.submit') }).click();
    await expect(pablo.page.getByRole('status').getByText(v('handIn.done'))).toBeVisible();
    await pablo.close();
  });

  const panel = page.getByRole('region', { name: v('grading.title', { name: PABLO }) });
  const score = panel.getByLabel(label(v('grading.scoreLabel', { max: 10 })));
  const students = panel.getByRole('navigation', { name: v('grading.studentsNav') });

  await test.step('the teacher follows "waiting for grading" into the panel, on the first hand-in to grade', async () => {
    await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
    await page.getByRole('navigation', { name: t('es', 'shell:mainNav') }).getByRole('link', { name: t('es', 'shell:nav.tasks') }).click();
    const waiting = page.getByRole('region', { name: new RegExp(t('es', 'tasks:teacher.heading')) });
    const row = waiting.getByRole('listitem').filter({ has: page.getByRole('link', { name: ASSIGNMENT }) });
    await expect(row.getByText(t('es', 'tasks:teacher.waiting_other', { count: 2 }))).toBeVisible();
    await row.getByRole('link', { name: ASSIGNMENT }).click();
    await expect(page).toHaveURL(new RegExp(`/viewer/${itemGuid}\\?grade=first$`));
    await expect(page.getByRole('heading', { level: 1, name: ASSIGNMENT })).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(panel.getByText(PABLO_TEXT)).toBeVisible();
    await expect(panel.getByText(v('grading.position', { n: 1, total: 2 }))).toBeVisible();
    await expect(panel.getByText(v('grading.stage.waiting'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('a score above the scale is refused with the reason, and what was typed stays', async () => {
    await score.fill('11');
    await panel.getByRole('button', { name: v('grading.save') }).click();
    await expect(panel.getByText(v('grading.scoreErrors.out-of-range', { min: 0, max: 10 }))).toBeVisible();
    await expect(score).toHaveValue('11');
    await expect(score).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('a score on the scale and feedback in the rich-text field are saved', async () => {
    await score.fill('8');
    const feedback = panel.getByRole('textbox', { name: label(v('grading.feedback')) });
    await feedback.click();
    await page.keyboard.type(FEEDBACK);
    await panel.getByRole('button', { name: v('grading.save') }).click();
    await expect(panel.getByRole('status').getByText(v('grading.saved'))).toBeVisible();
    await expect(panel.getByText(v('grading.stage.evaluated'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const lucasPanel = page.getByRole('region', { name: v('grading.title', { name: LUCAS }) });
  await test.step('the panel moves to the next student and back, keeping what was saved', async () => {
    await students.getByRole('button', { name: v('grading.next') }).click();
    await expect(lucasPanel).toBeVisible();
    await expect(lucasPanel.getByText(v('grading.position', { n: 2, total: 2 }))).toBeVisible();
    await expect(lucasPanel.getByRole('navigation', { name: v('grading.studentsNav') }).getByRole('button', { name: v('grading.next') })).toBeDisabled();
    await lucasPanel.getByRole('navigation', { name: v('grading.studentsNav') }).getByRole('button', { name: v('grading.previous') }).click();
    await expect(panel).toBeVisible();
    await expect(score).toHaveValue('8');
    await expect(panel.getByText(FEEDBACK)).toBeVisible();
  });

  await test.step("the teacher hands Lucas's work back for resubmission, through its confirmation", async () => {
    await students.getByRole('button', { name: v('grading.next') }).click();
    await lucasPanel.getByRole('button', { name: v('grading.handBack') }).click();
    const confirm = page.getByRole('dialog', { name: v('grading.handBackTitle', { name: LUCAS }) });
    await expect(confirm.getByText(v('grading.handBackText'))).toBeVisible();
    await confirm.getByRole('button', { name: v('grading.handBackConfirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(lucasPanel.getByText(v('grading.stage.returned'))).toBeVisible();
  });

  await test.step('the teacher publishes the assignment’s grades in the gradebook', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: COURSE }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await page.getByRole('link', { name: t('es', 'course:links.grades'), exact: true }).click();
    const grid = page.getByRole('grid', { name: t('es', 'gradebook:grid.caption', { course: COURSE }) });
    await expect(grid).toBeVisible();
    await grid.getByRole('button', { name: t('es', 'gradebookSetup:itemActions.menu', { name: ASSIGNMENT }) }).click();
    await page.getByRole('menuitem', { name: t('es', 'gradebookSetup:itemActions.publish') }).click();
    const publish = page.getByRole('alertdialog', { name: t('es', 'gradebookSetup:itemActions.publishTitle', { name: ASSIGNMENT }) });
    await publish.getByRole('button', { name: t('es', 'gradebookSetup:itemActions.publishConfirm') }).click();
    await expect(page.getByText(t('es', 'gradebookSetup:itemActions.publishedToast'))).toBeVisible();
  });

  await test.step('Pablo reads his score and the feedback where he handed in and under "Grades published"', async () => {
    const pablo = await studentPage(browser);
    await pablo.page.goto(`/viewer/${itemGuid}`);
    const yours = pablo.page.getByRole('region', { name: v('handIn.yours') });
    await expect(yours.getByText(v('handIn.score', { score: 8 }))).toBeVisible();
    await expect(yours.getByText(v('handIn.feedback'))).toBeVisible();
    await expect(yours.getByText(FEEDBACK, { exact: true })).toBeVisible();
    await expectNoAxeViolations(pablo.page);

    await pablo.page.getByRole('navigation', { name: t('es', 'shell:mainNav') }).getByRole('link', { name: t('es', 'shell:nav.tasks') }).click();
    await pablo.page.getByRole('tab', { name: new RegExp(`^${t('es', 'tasks:tasks.groups.grades-published')} \\d`) }).click();
    const row = pablo.page.getByRole('tabpanel').getByRole('listitem').filter({ has: pablo.page.getByRole('link', { name: ASSIGNMENT }) });
    // On the item's scale, as My grades says it.
    await expect(row.getByText(t('es', 'tasks:row.score', { score: '8 / 10' }))).toBeVisible();
    await expect(row.getByText(t('es', 'tasks:row.feedback'))).toBeVisible();
    // The feedback reads as written: its HTML is rendered, not shown as markup.
    await expect(row.getByText(FEEDBACK, { exact: true })).toBeVisible();
    await expect(row).not.toContainText('<p>');
    await pablo.close();
  });
});

// Grading on a student's record, in each tenant's language and on a 390 px phone: the teacher opens the student's
// record from the assignment's list of hand-ins and grades there (score refused above the scale, then saved); where
// the course has a second teacher (tiza's Inglés), the hand-in is given to them with the evaluator picker.
const RECORD_CASES: { lng: Lng; tenant: string; course: string; teacher: string; student: string; studentName: string; otherTeacher: string | null }[] = [
  { lng: 'es', tenant: 'tiza', course: 'Inglés 5º Primaria', teacher: 'teacher@tiza.demo', student: 'irene@tiza.demo', studentName: 'Irene Castro Molina', otherTeacher: 'Javier Ortega Ruiz' },
  { lng: 'pt', tenant: 'escola', course: 'Língua Portuguesa 7º ano', teacher: 'professor@escola.demo', student: 'beatriz@escola.demo', studentName: 'Beatriz Santos', otherTeacher: null },
  { lng: 'en', tenant: 'classbook', course: 'Science Year 5', teacher: 'teacher@classbook.demo', student: 'jack@classbook.demo', studentName: 'Jack Davies', otherTeacher: null },
];

for (const c of RECORD_CASES) {
  test(`${c.lng}: a teacher grades a hand-in on the student's record and gives it to a teacher to grade, at 390 px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ locale: c.lng, viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const vv = (key: string, values?: Record<string, string | number>) => t(c.lng, `viewer:${key}`, values);
    const request = page.request;
    const teacher = await apiLogin(request, c.tenant, c.teacher);
    const courses = await apiGet<{ data: { guid: string; name: string }[] }>(request, c.tenant, teacher.token, '/api/front/courses?pageSize=100');
    const course = courses.data.find((candidate) => candidate.name === c.course);
    if (!course) throw new Error(`no ${c.course}`);
    const unit = await apiPost<{ guid: string }>(request, c.tenant, teacher.token, `/api/front/courses/${course.guid}/units`, { name: `Record ${RUN}` });
    const lesson = await apiPost<{ lesson_guid: string }>(request, c.tenant, teacher.token, `/api/front/units/${unit.guid}/lessons`, { name: `Record ${RUN}`, published: true });
    const name = `Record ${c.lng} ${RUN}`;
    const item = await apiPost<{ guid: string }>(request, c.tenant, teacher.token, `/api/front/lessons/${lesson.lesson_guid}/items`, {
      content_type: 'CTTY_14', lesson_item_name: name, lesson_item_deliver_at: inTwoWeeks(), can_deliver_late: 'NO', content_is_evaluable: true, published: true,
      data: { instructions_html: '<p>…</p>', accepts_text: true, accepts_files: false },
    });
    const student = await apiLogin(request, c.tenant, c.student);
    const text = `${c.studentName}: ${RUN}`;
    await apiPost(request, c.tenant, student.token, `/api/front/lesson-items/${item.guid}/hand-in`, { text, submission_key: randomUUID() });

    await signIn(page, c.tenant, c.teacher, c.lng);
    await expect(page).toHaveURL(/\/home/);
    await page.goto(`/viewer/${item.guid}`);
    const handIns = page.getByRole('region', { name: vv('handIns.title') });
    await handIns.getByRole('link', { name: c.studentName }).click();
    await expect(page).toHaveURL(new RegExp(`/single-activity/${course.guid}/record/${item.guid}/`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(c.studentName) })).toBeVisible();

    const panel = page.getByRole('region', { name: vv('grading.title', { name: c.studentName }) });
    await expect(panel.getByText(text)).toBeVisible();
    const score = panel.getByLabel(label(vv('grading.scoreLabel', { max: 10 })));
    await score.fill('12');
    await panel.getByRole('button', { name: vv('grading.save') }).click();
    await expect(panel.getByText(vv('grading.scoreErrors.out-of-range', { min: 0, max: 10 }))).toBeVisible();
    await score.fill('9');
    await panel.getByRole('button', { name: vv('grading.save') }).click();
    await expect(panel.getByRole('status').getByText(vv('grading.saved'))).toBeVisible();
    await expect(panel.getByText(vv('grading.stage.evaluated'))).toBeVisible();

    const picker = panel.getByRole('combobox', { name: new RegExp(vv('grading.evaluator')) });
    await expect(picker).toBeVisible();
    if (c.otherTeacher) {
      // Picking saves nothing until the button is pressed (from the keyboard here).
      await picker.focus();
      await picker.selectOption({ label: c.otherTeacher });
      await expect(panel.getByRole('status')).not.toContainText(vv('grading.evaluatorSaved'));
      await panel.getByRole('button', { name: vv('grading.assign') }).press('Enter');
      await expect(panel.getByRole('status').getByText(vv('grading.evaluatorSaved'))).toBeVisible();
      // The server keeps it: the student's job is now the other teacher's to grade.
      const jobs = await apiGet<{ data: { person_guid: string; evaluator_guid: string | null }[] }>(request, c.tenant, teacher.token, `/api/front/lesson-items/${item.guid}/jobs`);
      const own = jobs.data.find((job) => job.person_guid === student.user.guid);
      expect(own?.evaluator_guid).not.toBeNull();
      expect(own?.evaluator_guid).not.toBe(teacher.user.guid);
    }
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await context.close();
  });
}
