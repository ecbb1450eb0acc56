// A teacher builds a lesson with a PDF, a video and an assignment; a student opens them,
// hands in the assignment, and the progress shows. Uses Lengua (tiza): only the gradebook journey also changes it, and
// only its first-term grades (the unit this journey adds has no term).
import { expect, test, type Page } from '@playwright/test';
import { t } from './support/i18n';
import { createUnitAndLesson, expectNoAxeViolations, label, signIn } from './support/journeys';

const COURSE = 'Lengua Castellana y Literatura 2º ESO';
const UNIT = `Unidad de prueba ${Date.now().toString(36)}`;
const LESSON = 'El ciclo del agua';

async function addItem(page: Page, type: 'pdf' | 'video' | 'assignment', name: string, fill: (page: Page) => Promise<void>): Promise<void> {
  await page.getByRole('link', { name: t('es', 'lesson:lesson.addContent') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'lesson:editor.choose.title') })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${t('es', `catalog:contentTypes.${type}`)}\\b`) }).click();
  await page.getByLabel(label(t('es', 'lesson:editor.name'))).fill(name);
  await fill(page);
  // New content starts as a draft; this journey publishes it at once.
  await page.getByLabel(t('es', 'lesson:editor.visibility.published')).check();
  await page.getByRole('button', { name: t('es', 'lesson:editor.create') }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
}

async function upload(page: Page, field: string, file: string): Promise<void> {
  await page.getByLabel(label(t('es', field))).setInputFiles(`server/demo-media/${file}`);
  await expect(page.getByText(t('es', 'lesson:upload.current', { name: file }))).toBeVisible({ timeout: 20_000 });
}

test('a teacher builds a lesson with a PDF, a video and an assignment; a student works through it and the progress shows', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();

  // A unit and a lesson, through the course outline's dialogs.
  await createUnitAndLesson(page, UNIT, LESSON);
  const lessonUrl = page.url();

  await addItem(page, 'pdf', 'Ficha: el ciclo del agua', (p) => upload(p, 'lesson:editor.file.pdf', 'water-worksheet.es.pdf'));
  await addItem(page, 'video', 'Vídeo: el ciclo del agua', async (p) => {
    await upload(p, 'lesson:editor.file.video', 'water-cycle.webm');
    await upload(p, 'lesson:editor.captions.file', 'water-cycle.es.vtt');
  });
  await addItem(page, 'assignment', 'Tarea: describe el ciclo', async (p) => {
    // The instructions are written in the rich-text editor now, as text rather than HTML.
    await p.getByLabel(label(t('es', 'lesson:editor.instructions'))).fill('Explica con tus palabras las fases del ciclo del agua.');
  });
  await expectNoAxeViolations(page);

  // The course's resources list the new materials under their unit and lesson.
  await page.goto(lessonUrl.replace(/\/(unit|lesson)\/.*$/, ''));
  await page.getByRole('link', { name: t('es', 'course:links.resources'), exact: true }).click();
  await expect(page.getByRole('link', { name: 'Ficha: el ciclo del agua' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The student, in a browser of their own.
  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'tiza', 'student@tiza.demo', 'es');
  await expect(student.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await student.goto(lessonUrl);
  await expect(student.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();

  await student.getByRole('link', { name: 'Ficha: el ciclo del agua' }).click();
  await expect(student.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(student.getByText(t('es', 'viewer:pdf.ofPages', { count: 1 }), { exact: true })).toBeVisible();
  await expectNoAxeViolations(student);

  await student.goto(lessonUrl);
  await student.getByRole('link', { name: 'Vídeo: el ciclo del agua' }).click();
  await expect(student.locator('video track[kind="captions"]')).toHaveCount(1);

  await student.goto(lessonUrl);
  await student.getByRole('link', { name: 'Tarea: describe el ciclo' }).click();
  await student.getByLabel(label(t('es', 'viewer:handIn.textLabel'))).fill('Evaporación, condensación, precipitación y escorrentía.');
  await student.getByRole('button', { name: t('es', 'viewer:handIn.submit') }).dblclick();
  await expect(student.getByText(t('es', 'viewer:handIn.done'))).toBeVisible();

  // Progress: the PDF's first page and the hand-in count; the lesson shows more than nothing.
  await student.goto(lessonUrl);
  const lessonProgress = student.getByRole('progressbar', { name: t('es', 'lesson:lesson.progress') });
  await expect(lessonProgress).toBeVisible();
  await expect.poll(async () => Number(await lessonProgress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(student.getByRole('progressbar', { name: t('es', 'lesson:item.progress', { name: 'Tarea: describe el ciclo' }) })).toHaveAttribute('aria-valuenow', '100');

  // The teacher sees exactly one hand-in, even after the double click.
  await page.goto(lessonUrl);
  await page.getByRole('link', { name: 'Tarea: describe el ciclo' }).click();
  await expect(page.getByText(t('es', 'viewer:handIns.summary', { delivered: 1, total: 3 }))).toBeVisible();
});
