import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';

test('a teacher creates a course and a student joins it with its code', async ({ page, browser }) => {
  // tiza: no other journey changes these users' passwords, so the order of spec files does not matter.
  const name = `Física y Química 4º ESO ${Date.now().toString(36)}`;

  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await page.getByRole('button', { name: t('es', 'home:create.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('es', 'home:create.title') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(label(t('es', 'home:create.name'))).fill(name);
  await dialog.getByLabel(t('es', 'home:create.discipline')).selectOption({ label: t('es', 'catalog:disciplines.biology') });
  await dialog.getByRole('button', { name: t('es', 'home:create.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('es', 'home:create.created'))).toBeVisible();

  // The new course comes first, with its join code and no students yet.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText(t('es', 'home:card.students_other', { count: 0 }));
  const code = (await card.locator('strong').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{6,10}$/);

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'tiza', 'student@tiza.demo', 'es');
  await expect(student.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await student.getByRole('button', { name: t('es', 'home:join.open') }).click();
  const join = student.getByRole('dialog', { name: t('es', 'home:join.title') });
  // Codes are forgiving: lower case and a dash in the middle still find the course.
  await join.getByLabel(label(t('es', 'home:join.code'))).fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`);
  await join.getByRole('button', { name: t('es', 'home:join.submit') }).click();
  await expect(join).toBeHidden();
  await expect(student.getByRole('heading', { name })).toBeVisible();
  await student.close();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })).toContainText(t('es', 'home:card.students_one', { count: 1 }));
});
