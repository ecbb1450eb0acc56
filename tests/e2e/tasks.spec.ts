// Issue 5, first slice: the task list. Lucas (seeded hand-ins in Biología → El agua) finds what is to do and what he
// turned in; the teacher finds the hand-ins waiting for grading and opens them. Read-only on the demo data.
import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { expectNoAxeViolations, signIn } from './support/journeys';

const TO_DO = 'Tarea: dibuja el ciclo del agua';
const LATE_HAND_IN = 'Tarea: una gota de agua (con retraso)';
const ON_TIME_HAND_IN = 'Tarea: el agua en casa (cerrada)';

test('a student sees their tasks by group and moves between the groups with the keyboard', async ({ page }) => {
  await signIn(page, 'tiza', 'lucas@tiza.demo', 'es');
  await page.getByRole('navigation', { name: t('es', 'shell:mainNav') }).getByRole('link', { name: t('es', 'shell:nav.tasks') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'tasks:title') })).toBeVisible();

  const toDo = page.getByRole('tab', { name: new RegExp(`^${t('es', 'tasks:tasks.groups.to-do')} \\d`) });
  await expect(toDo).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: TO_DO })).toBeVisible();
  await expect(panel.getByRole('link', { name: LATE_HAND_IN })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Arrow keys move between the groups, as in any tab list.
  await toDo.focus();
  await page.keyboard.press('ArrowRight');
  const turnedIn = page.getByRole('tab', { name: new RegExp(`^${t('es', 'tasks:tasks.groups.turned-in')} \\d`) });
  await expect(turnedIn).toBeFocused();
  await expect(turnedIn).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: LATE_HAND_IN })).toBeVisible();
  await expect(panel.getByRole('link', { name: ON_TIME_HAND_IN })).toBeVisible();
  await expect(panel.getByText(t('es', 'tasks:tasks.status.turned-in')).first()).toBeVisible();

  // A task opens where the work is done.
  await panel.getByRole('link', { name: LATE_HAND_IN }).click();
  await expect(page.getByRole('heading', { level: 1, name: LATE_HAND_IN })).toBeVisible();
});

test('a teacher sees the hand-ins waiting for grading and opens them', async ({ page }) => {
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.getByRole('navigation', { name: t('es', 'shell:mainNav') }).getByRole('link', { name: t('es', 'shell:nav.tasks') }).click();
  const waiting = page.getByRole('region', { name: new RegExp(t('es', 'tasks:teacher.heading')) });
  const row = waiting.getByRole('listitem').filter({ has: page.getByRole('link', { name: LATE_HAND_IN }) });
  await expect(row).toBeVisible();
  await expect(row.getByText(t('es', 'tasks:teacher.waiting_one', { count: 1 }))).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: LATE_HAND_IN }).click();
  await expect(page.getByRole('heading', { level: 1, name: LATE_HAND_IN })).toBeVisible();
});
