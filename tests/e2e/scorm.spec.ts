// A teacher uploads a SCORM 1.2 package as a lesson item; a student works through it in the player (the package runs
// on the content origin, its runtime answering it there), leaves, comes back where they left, and the teacher sees
// the student's status and score in the results. Also: a refused package says why, and the player fits a phone.
import { expect, test, type Page } from '@playwright/test';
import { scormPackage, zipOf } from '../../scripts/scormPackages';
import { t } from './support/i18n';
import { createUnitAndLesson, expectNoAxeViolations, label, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

const COURSE = 'Lengua Castellana y Literatura 2º ESO';
const UNIT = `Unidad SCORM ${Date.now().toString(36)}`;
const LESSON = 'Repaso interactivo';
const ITEM = 'El ciclo del agua: repaso';

async function chooseScorm(page: Page): Promise<void> {
  await page.getByRole('link', { name: t('es', 'lesson:lesson.addContent') }).first().click();
  await page.getByRole('link', { name: new RegExp(`^${t('es', 'catalog:contentTypes.scorm')}\\b`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'lesson:editor.addTitle', { type: t('es', 'catalog:contentTypes.scorm') }) })).toBeVisible();
}

test('a SCORM package: upload, a student completes and resumes it, the teacher sees the result', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.getByRole('link', { name: COURSE }).first().click();
  await createUnitAndLesson(page, UNIT, LESSON);

  // A zip that is not a SCORM package is refused, saying why.
  await chooseScorm(page);
  await page.getByLabel(label(t('es', 'lesson:editor.scorm.file'))).setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from(zipOf({ 'index.html': '<p>hola</p>' })) });
  await page.getByRole('button', { name: t('es', 'lesson:editor.scorm.submit') }).click();
  await expect(page.getByText(t('es', 'errors:PACKAGE_MANIFEST_MISSING'))).toBeVisible();
  await expectNoAxeViolations(page);

  // The real package, named after its manifest.
  await page.getByLabel(label(t('es', 'lesson:editor.scorm.file'))).setInputFiles({ name: 'water-cycle.zip', mimeType: 'application/zip', buffer: Buffer.from(scormPackage('1.2', 'es')) });
  await page.getByRole('button', { name: t('es', 'lesson:editor.scorm.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
  await page.getByRole('link', { name: ITEM }).click();
  // The teacher previews: nothing is recorded.
  await expect(page.getByText(t('es', 'viewer:scorm.preview'))).toBeVisible();
  const itemUrl = page.url();

  // The student, in a browser of their own.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, 'tiza', 'student@tiza.demo', 'es');
  await expect(student.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await student.goto(itemUrl);
  const frameTitle = t('es', 'viewer:scorm.frameTitle', { name: ITEM });
  const player = student.frameLocator(`iframe[title="${frameTitle}"]`);
  const sco = player.frameLocator('#sco');
  // The package runs on another origin than the app.
  const src = await student.locator(`iframe[title="${frameTitle}"]`).getAttribute('src');
  expect(new URL(src ?? '').origin).not.toBe(new URL(student.url()).origin);

  await sco.getByRole('button', { name: 'Siguiente' }).click();
  await expect(student.getByText(t('es', 'viewer:scorm.saved', { summary: t('es', 'viewer:scorm.completion.incomplete') }), { exact: false })).toBeVisible();
  await sco.getByLabel('Condensación').check();
  await sco.getByRole('button', { name: 'Comprobar' }).click();
  await expect(sco.getByText('¡Correcto!')).toBeVisible();
  await expect(student.getByRole('status').filter({ hasText: t('es', 'viewer:scorm.success.passed') })).toBeVisible();
  await expect(student.getByRole('status').filter({ hasText: t('es', 'viewer:scorm.score', { score: 100 }) })).toBeVisible();
  await sco.getByRole('button', { name: 'Guardar y salir' }).click();
  await expect(sco.getByText('Guardado.')).toBeVisible();
  await expectNoAxeViolations(student);

  // Back later: the package resumes on its second page.
  await student.reload();
  await expect(sco.getByText('Bienvenido de nuevo: sigues donde lo dejaste.')).toBeVisible();
  await expect(sco.getByRole('button', { name: 'Comprobar' })).toBeVisible();

  // On a phone the player fits.
  await student.setViewportSize(PHONE);
  await expectFitsPhone(student, 'the SCORM player');
  await studentContext.close();

  // The teacher's results: the student passed with 100 %.
  await page.goto(itemUrl);
  await page.getByRole('link', { name: t('es', 'viewer:scorm.results') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'viewer:scormResults.titleOf', { name: ITEM }) })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: t('es', 'viewer:scorm.success.passed') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('es', 'viewer:scormResults.percent', { value: '100' }));
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page, 'the SCORM results');
});
