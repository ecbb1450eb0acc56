// Notifications and the board, live (ADRs 0513, 0514, 0516). A student keeps /home open in a browser of their own;
// the teacher, in another, posts a pinned message to the students: the student's bell counts it and their recent
// messages list it without a reload; the notification opens the board at that message. With the board open and a
// reply half typed, the teacher's next message appears on it and what was typed stays. The teacher grades the
// student's hand-in in the grading panel and the bell counts that too. Nothing waits on time: every step waits on what the user sees.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiGet, apiLogin, apiPost } from './support/api';
import { t } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';
import { PHONE, expectFitsPhone } from './support/layout';

const COURSE = 'Biología y Geología 3º ESO';
const RUN = Date.now().toString(36);
const ASSIGNMENT = `Informe de la salida al río ${RUN}`;
const NOTICE = `Mañana salida al río: traed botas (${RUN})`;
const SECOND = `Cambio de hora: salimos a las 9:30 (${RUN})`;
const TYPED = 'Yo llevo el cuaderno de campo';
const PABLO = 'Pablo García López';

/** An assignment of this run in Biología that Pablo has handed in; answers his hand-in (arranged through the API). */
async function arrange(page: Page): Promise<{ item: string }> {
  const request = page.request;
  const teacher = await apiLogin(request, 'tiza', 'teacher@tiza.demo');
  const courses = await apiGet<{ data: { guid: string; name: string }[] }>(request, 'tiza', teacher.token, '/api/front/courses?pageSize=100');
  const course = courses.data.find((c) => c.name === COURSE);
  if (!course) throw new Error(`no ${COURSE}`);
  const unit = await apiPost<{ guid: string }>(request, 'tiza', teacher.token, `/api/front/courses/${course.guid}/units`, { name: `Salidas ${RUN}` });
  const lesson = await apiPost<{ lesson_guid: string }>(request, 'tiza', teacher.token, `/api/front/units/${unit.guid}/lessons`, { name: `El río ${RUN}`, published: true });
  const item = await apiPost<{ guid: string }>(request, 'tiza', teacher.token, `/api/front/lessons/${lesson.lesson_guid}/items`, {
    content_type: 'CTTY_14',
    lesson_item_name: ASSIGNMENT,
    lesson_item_deliver_at: `${new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)}T18:00:00`,
    can_deliver_late: 'NO',
    content_is_evaluable: true,
    published: true,
    data: { instructions_html: '<p>Cuenta lo que visteis en el río.</p>', accepts_text: true, accepts_files: false },
  });
  const pablo = await apiLogin(request, 'tiza', 'student@tiza.demo');
  await apiPost(request, 'tiza', pablo.token, `/api/front/lesson-items/${item.guid}/hand-in`, { text: 'Vimos truchas y libélulas.', submission_key: randomUUID() });
  return { item: item.guid };
}

async function studentHome(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await signIn(page, 'tiza', 'student@tiza.demo', 'es');
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  return { page, close: () => context.close() };
}

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t('es', 'shell:notifications.label')}`) });
const unread = (count: number) => t('es', `shell:notifications.labelUnread_${count === 1 ? 'one' : 'other'}`, { count });

async function write(page: Page, field: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label(t('es', field)) }).click();
  await page.keyboard.type(text);
}

test('the student’s open pages hear the teacher’s pinned message and grade live; the notification lands on the message', async ({ page, browser }) => {
  // Two people, two browsers and the editor twice: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  const { item } = await arrange(page);
  const student = await studentHome(browser);
  const bell = bellOf(student.page);

  await test.step('the student starts with nothing unread', async () => {
    await bell.click();
    const panel = student.page.getByRole('region', { name: t('es', 'shell:notifications.panelTitle') });
    const markAll = panel.getByRole('button', { name: t('es', 'shell:notifications.markAll') });
    if (await markAll.isEnabled()) await markAll.click();
    await expect(bell).toHaveAccessibleName(t('es', 'shell:notifications.label'));
    await bell.click();
    await expect(panel).toHaveCount(0);
  });

  await test.step('the teacher posts a pinned message to the students on the board', async () => {
    await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
    await page.getByRole('link', { name: COURSE }).first().click();
    await page.getByRole('navigation', { name: t('es', 'course:links.label') }).getByRole('link', { name: t('es', 'course:links.board') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'board:title', { course: COURSE }) })).toBeVisible();
    await write(page, 'board:compose.message', NOTICE);
    await page.getByLabel(label(t('es', 'board:compose.audience'))).selectOption('students');
    await page.getByLabel(t('es', 'board:compose.pinned')).check();
    await page.getByRole('button', { name: t('es', 'board:compose.send'), exact: true }).click();
    await expect(page.getByText(t('es', 'board:posted.message'))).toBeVisible();
  });

  await test.step('without a reload, the student’s bell counts it and their recent messages list it', async () => {
    await expect(bell).toHaveAccessibleName(unread(1));
    const recent = student.page.getByRole('list', { name: t('es', 'home:recent.listLabel') });
    await expect(recent.getByRole('link').first()).toContainText(NOTICE);
    await expect(recent.getByRole('link').first()).toContainText(COURSE);
    await expectNoAxeViolations(student.page);
  });

  await test.step('the notification opens the board at the message', async () => {
    await bell.click();
    const panel = student.page.getByRole('region', { name: t('es', 'shell:notifications.panelTitle') });
    await panel.getByRole('button', { name: new RegExp(NOTICE.replace(/[()]/g, '\\$&')) }).click();
    await expect(student.page).toHaveURL(/\/course\/[0-9a-f-]+\/board#message-[0-9a-f-]+$/);
    const message = student.page.getByRole('article').filter({ hasText: NOTICE });
    await expect(message).toBeFocused();
    await expect(message).toContainText(t('es', 'board:pinned'));
    await expect(bell).toHaveAccessibleName(t('es', 'shell:notifications.label'));
  });

  await test.step('with a reply half typed, the teacher’s next message appears on the open board and the reply stays', async () => {
    const message = student.page.getByRole('article').filter({ hasText: NOTICE });
    await message.getByRole('button', { name: t('es', 'board:actions.reply') }).click();
    await write(student.page, 'board:compose.reply', TYPED);
    await write(page, 'board:compose.message', SECOND);
    await page.getByRole('button', { name: t('es', 'board:compose.send'), exact: true }).click();
    const list = student.page.getByRole('list', { name: t('es', 'board:listLabel') });
    await expect(list.getByRole('article').filter({ hasText: SECOND })).toBeVisible();
    await expect(student.page.getByText(t('es', 'board:live.created'))).toBeAttached();
    await expect(student.page.getByRole('textbox', { name: label(t('es', 'board:compose.reply')) })).toContainText(TYPED);
    // It was for everyone: the bell counts it too.
    await expect(bell).toHaveAccessibleName(unread(1));
    // The teacher deletes it again: gone from the student's board too.
    const mine = page.getByRole('list', { name: t('es', 'board:listLabel') }).getByRole('article').filter({ hasText: SECOND });
    await mine.getByRole('button', { name: t('es', 'board:actions.delete') }).click();
    await page.getByRole('alertdialog', { name: t('es', 'board:delete.title') }).getByRole('button', { name: t('es', 'board:delete.confirm') }).click();
    await expect(list.getByRole('article').filter({ hasText: SECOND })).toHaveCount(0);
    await expect(student.page.getByText(t('es', 'board:live.deleted'))).toBeAttached();
    await expect(student.page.getByRole('textbox', { name: label(t('es', 'board:compose.reply')) })).toContainText(TYPED);
  });

  await test.step('the teacher grades the hand-in in the grading panel: the student’s bell counts it and names it', async () => {
    await page.goto(`/viewer/${item}`);
    await page.getByRole('region', { name: t('es', 'viewer:handIns.title') }).getByRole('link', { name: PABLO }).click();
    const grading = page.getByRole('region', { name: t('es', 'viewer:grading.title', { name: PABLO }) });
    await grading.getByLabel(label(t('es', 'viewer:grading.scoreLabel', { max: 10 }))).fill('9');
    await grading.getByRole('button', { name: t('es', 'viewer:grading.save') }).click();
    await expect(grading.getByRole('status').getByText(t('es', 'viewer:grading.saved'))).toBeVisible();
    await expect(bell).toHaveAccessibleName(unread(2));
    await bell.click();
    const panel = student.page.getByRole('region', { name: t('es', 'shell:notifications.panelTitle') });
    await expect(panel.getByRole('button', { name: new RegExp(ASSIGNMENT) }).first()).toBeVisible();
  });
  await student.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a Portuguese student finds the recent messages of their courses on /home, within 390 px, and opens one on its board', async ({ page }) => {
    const course = 'Língua Portuguesa 7º ano';
    await signIn(page, 'escola', 'aluno@escola.demo', 'pt');
    const recent = page.getByRole('list', { name: t('pt', 'home:recent.listLabel') });
    // Each course of theirs greets them: the Portuguese one's welcome, with its course and author.
    const welcome = recent.getByRole('link').filter({ hasText: `Bem-vindos a ${course}` });
    // The demo's welcomes were all posted at once: which page holds this one depends on their order, so turn to it.
    await expect(recent.getByRole('link').first()).toBeVisible();
    const older = page.getByRole('button', { name: t('pt', 'home:recent.pager.older') });
    for (let turn = 2; turn <= 4 && !(await welcome.isVisible()) && (await older.count()) > 0 && (await older.isEnabled()); turn += 1) {
      await older.click();
      await expect(page.getByText(new RegExp(`^${t('pt', 'home:recent.pager.position', { page: turn, count: 0 }).replace(/0$/, '')}`))).toBeVisible();
    }
    await expect(welcome).toContainText(course);
    await expect(welcome).toContainText(t('pt', 'home:recent.pinned'));
    await expect(page.getByRole('heading', { level: 2, name: t('pt', 'home:recent.title') })).toBeVisible();
    await expectFitsPhone(page, 'the recent messages');
    await expectNoAxeViolations(page);
    await welcome.click();
    await expect(page.getByRole('heading', { level: 1, name: t('pt', 'board:title', { course }) })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: `Bem-vindos a ${course}` })).toBeFocused();
  });
});
