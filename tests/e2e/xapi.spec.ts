// An xAPI package (built here, scripts/xapiPackages.ts): a teacher uploads it as a lesson item, a student opens it —
// it runs on the content origin and sends its statements to Tiza's LRS with the launch credential the viewer handed
// it — and the teacher sees the completion and score in the results, and the student's statement trail.
import { expect, test } from '@playwright/test';
import { xapiPackage } from '../../scripts/xapiPackages';
import { t } from './support/i18n';
import { createUnitAndLesson, expectNoAxeViolations, label, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

const COURSE = 'Lengua Castellana y Literatura 2º ESO';
const UNIT = `Unidad xAPI ${Date.now().toString(36)}`;
const LESSON = 'Actividad con xAPI';
const ITEM = 'Los volcanes';

test('an xAPI package: upload, a student sends statements from it, the teacher sees progress and the trail', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.getByRole('link', { name: COURSE }).first().click();
  await createUnitAndLesson(page, UNIT, LESSON);

  await page.getByRole('link', { name: t('es', 'lesson:lesson.addContent') }).first().click();
  await page.getByRole('link', { name: new RegExp(`^${t('es', 'catalog:contentTypes.xapi')}\\b`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'lesson:editor.addTitle', { type: t('es', 'catalog:contentTypes.xapi') }) })).toBeVisible();
  await page.getByLabel(label(t('es', 'lesson:editor.xapi.file'))).setInputFiles({ name: 'volcanes.zip', mimeType: 'application/zip', buffer: Buffer.from(xapiPackage()) });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('es', 'lesson:editor.xapi.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
  await page.getByRole('link', { name: ITEM }).click();
  await expect(page.getByText(t('es', 'viewer:xapi.preview'))).toBeVisible();
  const itemUrl = page.url();

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, 'tiza', 'student@tiza.demo', 'es');
  await expect(student.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await student.goto(itemUrl);
  const frameTitle = t('es', 'viewer:xapi.frameTitle', { name: ITEM });
  const frame = student.frameLocator(`iframe[title="${frameTitle}"]`);
  const src = (await student.locator(`iframe[title="${frameTitle}"]`).getAttribute('src')) ?? '';
  // On the content origin, with a launch credential and never the session token.
  expect(new URL(src).origin).not.toBe(new URL(student.url()).origin);
  expect(new URL(src).searchParams.get('auth')).toMatch(/^Basic /);
  const token = await student.evaluate(() => JSON.stringify(localStorage));
  for (const value of Object.values(JSON.parse(token) as Record<string, string>)) if (value.length > 40) expect(src).not.toContain(value);

  await frame.getByRole('button', { name: 'Empezar' }).click();
  await expect(frame.getByText('Empezado.')).toBeVisible();
  await frame.getByRole('button', { name: 'Terminar' }).click();
  await expect(frame.getByText('Enviado.')).toBeVisible();
  await expectNoAxeViolations(student);
  await student.setViewportSize(PHONE);
  await expectFitsPhone(student, 'the xAPI viewer');
  await studentContext.close();

  await page.getByRole('link', { name: t('es', 'viewer:scorm.results') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'viewer:scormResults.titleOf', { name: ITEM }) })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: t('es', 'viewer:xapi.completion.completed') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('es', 'viewer:scorm.success.passed'));
  await expect(row).toContainText(t('es', 'viewer:scormResults.percent', { value: '85' }));
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page, 'the xAPI results');

  await row.getByRole('link').click();
  await expect(page.getByRole('row').filter({ hasText: 'aprobó' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'empezó' })).toHaveCount(1);
  await expectFitsPhone(page, 'the xAPI trail');
  await expectNoAxeViolations(page);
});
