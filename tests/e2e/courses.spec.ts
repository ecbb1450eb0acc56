// A teacher edits a course's details from its page, then deletes it after a confirmation naming what goes. The course
// is made by the journey itself: the demo's courses stay as they are (a demo course is only opened, to read that it
// would be archived, and the dialog cancelled).
import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { createUnitAndLesson, expectNoAxeViolations, label, signIn } from './support/journeys';

const suffix = Date.now().toString(36);
const CREATED = `Física ${suffix}`;
const RENAMED = `Física y Química ${suffix}`;

test('a teacher renames a course, then deletes it after confirming, and is back at the course list', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();

  // A course of the journey's own, with a unit and a lesson.
  await page.getByRole('button', { name: t('es', 'home:create.open') }).click();
  const create = page.getByRole('dialog', { name: t('es', 'home:create.title') });
  await create.getByLabel(label(t('es', 'home:create.name'))).fill(CREATED);
  await create.getByRole('button', { name: t('es', 'home:create.submit') }).click();
  await page.getByRole('link', { name: CREATED }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: CREATED })).toBeVisible();
  await createUnitAndLesson(page, 'Cinemática', 'El movimiento');
  await page.getByRole('link', { name: CREATED }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: CREATED })).toBeVisible();

  // Edit: a blank name is refused in the dialog, what was typed elsewhere stays; then the new name is saved.
  await page.getByRole('button', { name: t('es', 'course:edit.open') }).click();
  const edit = page.getByRole('dialog', { name: t('es', 'course:edit.title') });
  await edit.getByLabel(label(t('es', 'course:edit.year'))).fill('1º Bachillerato');
  await edit.getByLabel(label(t('es', 'course:edit.name'))).fill('   ');
  await edit.getByRole('button', { name: t('es', 'course:edit.submit') }).click();
  await expect(edit.getByText(t('es', 'validation:course.name.required'))).toBeVisible();
  await expect(edit.getByLabel(label(t('es', 'course:edit.year')))).toHaveValue('1º Bachillerato');
  await expectNoAxeViolations(page);
  await edit.getByLabel(label(t('es', 'course:edit.name'))).fill(RENAMED);
  await edit.getByRole('button', { name: t('es', 'course:edit.submit') }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible();
  await expect(page.getByText(t('es', 'course:edit.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible();
  await expect(page.getByText('1º Bachillerato')).toBeVisible();

  // Delete: the dialog names the course and what goes with it; nobody worked in it, so it is deleted for good.
  await page.getByRole('button', { name: t('es', 'course:delete.open') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('es', 'course:delete.title', { name: RENAMED }) });
  await expect(confirm.getByText(t('es', 'course:delete.body', { name: RENAMED }))).toBeVisible();
  await expect(confirm.getByText(t('es', 'course:delete.units_one', { count: 1 }))).toBeVisible();
  await expect(confirm.getByText(t('es', 'course:delete.lessons_one', { count: 1 }))).toBeVisible();
  await expect(confirm.getByText(t('es', 'course:delete.students_other', { count: 0 }))).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: t('es', 'course:delete.confirm') }).click();

  await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await expect(page.getByText(t('es', 'course:delete.deleted'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Matemáticas 2º ESO' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: RENAMED })).toHaveCount(0);
});

test('deleting a course with students’ grades says it is archived and its grades kept', async ({ page }) => {
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.getByRole('link', { name: 'Matemáticas 2º ESO' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Matemáticas 2º ESO' })).toBeVisible();
  await page.getByRole('button', { name: t('es', 'course:delete.open') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('es', 'course:delete.title', { name: 'Matemáticas 2º ESO' }) });
  await expect(confirm.getByText(t('es', 'course:delete.archiveBody', { name: 'Matemáticas 2º ESO' }))).toBeVisible();
  await expect(confirm.getByText(t('es', 'course:delete.archiveKeeps'))).toBeVisible();
  await expect(confirm.getByRole('button', { name: t('es', 'course:delete.confirmArchive') })).toBeVisible();
  await confirm.getByRole('button', { name: t('es', 'common:cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Matemáticas 2º ESO' })).toBeVisible();
});
