// The course board (ADR 0510). A teacher posts a pinned message to the students; a student finds it first, does not
// see the teachers' note, replies and deletes their own reply; a Portuguese student does the same on a phone.
import { expect, test, type Page } from '@playwright/test';
import { t, type Lng } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';
import { PHONE, expectFitsPhone } from './support/layout';

async function openBoard(page: Page, lng: Lng, course: string): Promise<void> {
  await page.getByRole('link', { name: course }).first().click();
  await page.getByRole('navigation', { name: t(lng, 'course:links.label') }).getByRole('link', { name: t(lng, 'course:links.board') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'board:title', { course }) })).toBeVisible();
}

async function write(page: Page, lng: Lng, field: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label(t(lng, field)) });
  await box.click();
  await page.keyboard.type(text);
}

test('a teacher pins a message for the students; a student reads it first, replies, and never sees the teachers’ note', async ({ page, browser }) => {
  // Two people sign in and the editor loads three times: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  const course = 'Biología y Geología 3º ESO';
  const notice = `Traed la bata al laboratorio el jueves (${Date.now().toString(36)})`;
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await openBoard(page, 'es', course);
  const list = page.getByRole('list', { name: t('es', 'board:listLabel') });
  // The demo board: the pinned welcome first, the teachers' note visible to the teacher.
  await expect(list.getByRole('article').first()).toContainText(t('es', 'board:pinned'));
  await expect(list.getByText(t('es', 'board:audience.teachers'))).toBeVisible();

  // An empty message is refused before it is sent.
  await page.getByRole('button', { name: t('es', 'board:compose.send'), exact: true }).click();
  await expect(page.getByText(t('es', 'board:errors.board.message-required'))).toBeVisible();

  await write(page, 'es', 'board:compose.message', notice);
  await page.getByLabel(label(t('es', 'board:compose.audience'))).selectOption('students');
  await page.getByLabel(t('es', 'board:compose.pinned')).check();
  await page.getByRole('button', { name: t('es', 'board:compose.send'), exact: true }).click();
  await expect(page.getByText(t('es', 'board:posted.message'))).toBeVisible();
  const mine = list.getByRole('article').first();
  await expect(mine).toContainText(notice);
  await expect(mine).toContainText(t('es', 'board:audience.students'));
  await expectNoAxeViolations(page);

  // The student: the new message first, no teachers' note, a reply under it; their reply is theirs to delete.
  const student = await browser.newPage();
  await signIn(student, 'tiza', 'student@tiza.demo', 'es');
  await openBoard(student, 'es', course);
  const studentList = student.getByRole('list', { name: t('es', 'board:listLabel') });
  const first = studentList.getByRole('article').first();
  await expect(first).toContainText(notice);
  await expect(studentList.getByText(t('es', 'board:audience.teachers'))).toHaveCount(0);
  await expect(first.getByRole('button', { name: t('es', 'board:actions.pin') })).toHaveCount(0);
  await first.getByRole('button', { name: t('es', 'board:actions.reply') }).click();
  await write(student, 'es', 'board:compose.reply', '¿También la llevamos el viernes?');
  await first.getByRole('button', { name: t('es', 'board:compose.sendReply') }).click();
  await expect(student.getByText(t('es', 'board:posted.reply'))).toBeVisible();
  const reply = first.getByRole('listitem').filter({ hasText: '¿También la llevamos el viernes?' });
  await expect(reply).toBeVisible();
  await expectNoAxeViolations(student);
  await reply.getByRole('button', { name: t('es', 'board:actions.deleteOf', { name: 'Pablo García López' }) }).click();
  const dialog = student.getByRole('alertdialog', { name: t('es', 'board:delete.title') });
  await dialog.getByRole('button', { name: t('es', 'board:delete.confirm') }).click();
  await expect(first.getByText('¿También la llevamos el viernes?')).toHaveCount(0);
  await student.close();

  // The teacher unpins their message: the demo's welcome is the only pinned one again.
  await mine.getByRole('button', { name: t('es', 'board:actions.unpin') }).click();
  await expect(page.getByText(t('es', 'board:pin.unpinned'))).toBeVisible();
  await expect(list.getByRole('article').first()).not.toContainText(notice);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a Portuguese student reads the board without the teachers’ note, and it fits 390 px', async ({ page }) => {
    const course = 'Língua Portuguesa 7º ano';
    await signIn(page, 'escola', 'aluno@escola.demo', 'pt');
    await openBoard(page, 'pt', course);
    const list = page.getByRole('list', { name: t('pt', 'board:listLabel') });
    await expect(list.getByRole('article').first()).toContainText('Bem-vindos');
    await expect(list.getByText(t('pt', 'board:audience.teachers'))).toHaveCount(0);
    await expectFitsPhone(page, 'the board');
    await expectNoAxeViolations(page);
  });
});
