// The course board (ADR 0510). A teacher posts a pinned message with a file to the students (ADR 0517); a student
// finds it first, downloads the file, does not see the teachers' note, replies and deletes their own reply; the teacher
// removes the file; a Portuguese student reads the board on a phone, and a teacher attaches a file there at 390 px.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { t, type Lng } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';
import { PHONE, expectFitsPhone } from './support/layout';

async function openBoard(page: Page, lng: Lng, course: string): Promise<void> {
  await page.getByRole('link', { name: course }).first().click();
  await page.getByRole('navigation', { name: t(lng, 'course:links.label') }).getByRole('link', { name: t(lng, 'course:links.board') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'board:title', { course }) })).toBeVisible();
}

const WORKSHEET = join(process.cwd(), 'server', 'demo-media', 'worksheet-science.es.pdf');

/** Chooses a file in the message form's picker and waits until it is up. */
async function attach(page: Page, lng: Lng, path: string, name: string): Promise<void> {
  await page.getByLabel(t(lng, 'board:files.label'), { exact: true }).setInputFiles({ name, mimeType: 'application/pdf', buffer: await readFile(path) });
  await expect(page.getByRole('listitem').filter({ hasText: name }).getByText(t(lng, 'viewer:handIn.uploaded'))).toBeVisible();
}

async function write(page: Page, lng: Lng, field: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label(t(lng, field)) });
  await box.click();
  await page.keyboard.type(text);
}

test('a teacher pins a message with a file for the students; a student reads it first, downloads the file, replies, and never sees the teachers’ note', async ({ page, browser }) => {
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
  await attach(page, 'es', WORKSHEET, 'Guion de laboratorio.pdf');
  await page.getByRole('button', { name: t('es', 'board:compose.send'), exact: true }).click();
  await expect(page.getByText(t('es', 'board:posted.message'))).toBeVisible();
  const mine = list.getByRole('article').first();
  await expect(mine).toContainText(notice);
  await expect(mine).toContainText(t('es', 'board:audience.students'));
  await expect(mine.getByRole('link', { name: 'Guion de laboratorio.pdf' })).toBeVisible();
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
  // The file: listed with its type, downloaded whole; not the student's to remove.
  const files = first.getByRole('list', { name: t('es', 'board:files.listLabel_one', { count: 1 }) });
  await expect(files).toContainText(t('es', 'board:files.kinds.pdf'));
  await expect(files.getByRole('button', { name: t('es', 'board:files.removeOf', { name: 'Guion de laboratorio.pdf' }) })).toHaveCount(0);
  const downloading = student.waitForEvent('download');
  await files.getByRole('link', { name: 'Guion de laboratorio.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Guion de laboratorio.pdf');
  expect(await readFile((await download.path()) ?? '')).toEqual(await readFile(WORKSHEET));
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

  // The teacher removes the file, after confirming; then unpins the message: the demo's welcome is the only pinned one again.
  await mine.getByRole('button', { name: t('es', 'board:files.removeOf', { name: 'Guion de laboratorio.pdf' }) }).click();
  const removal = page.getByRole('alertdialog', { name: t('es', 'board:files.confirmTitle', { name: 'Guion de laboratorio.pdf' }) });
  await removal.getByRole('button', { name: t('es', 'board:files.remove') }).click();
  await expect(page.getByText(t('es', 'board:files.removed'))).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Guion de laboratorio.pdf' })).toHaveCount(0);
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

  test('a teacher attaches a file to a message and adds another from the message, and the board fits 390 px', async ({ page }) => {
    test.setTimeout(90_000);
    const course = 'Matemáticas 2º ESO';
    const notice = `Ficha de fracciones (${Date.now().toString(36)})`;
    await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
    await openBoard(page, 'es', course);
    await write(page, 'es', 'board:compose.message', notice);
    await attach(page, 'es', WORKSHEET, 'Fracciones con un nombre de archivo bastante largo para un teléfono.pdf');
    await page.getByRole('button', { name: t('es', 'board:compose.send'), exact: true }).click();
    await expect(page.getByText(t('es', 'board:posted.message'))).toBeVisible();
    const mine = page.getByRole('article').filter({ hasText: notice });
    await expect(mine.getByRole('link', { name: /^Fracciones con un nombre/ })).toBeVisible();
    // More files on the posted message: the upload and, on this tenant, Google Drive by link.
    await mine.getByRole('button', { name: t('es', 'board:files.add') }).click();
    await expect(mine.getByRole('form', { name: t('es', 'board:drive.label') })).toBeVisible();
    await expectFitsPhone(page, 'the board with files');
    await expectNoAxeViolations(page);
    await mine.getByLabel(t('es', 'board:files.label'), { exact: true }).setInputFiles({ name: 'Soluciones.pdf', mimeType: 'application/pdf', buffer: await readFile(WORKSHEET) });
    await expect(mine.getByRole('listitem').filter({ hasText: 'Soluciones.pdf' }).getByText(t('es', 'viewer:handIn.uploaded'))).toBeVisible();
    await mine.getByRole('button', { name: t('es', 'board:files.attach') }).click();
    await expect(page.getByText(t('es', 'board:files.attached'))).toBeVisible();
    await expect(mine.getByRole('list', { name: t('es', 'board:files.listLabel_other', { count: 2 }) })).toBeVisible();
    await expectFitsPhone(page, 'the board with two files');
  });
});
