// The task list. Lucas (seeded hand-ins in Biología → El agua) finds what is to do and what he
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
  await expect(page.getByRole('tab', { name: new RegExp(`^${t('es', 'tasks:tasks.groups.missed')} \\d`) })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const turnedIn = page.getByRole('tab', { name: new RegExp(`^${t('es', 'tasks:tasks.groups.turned-in')} \\d`) });
  await expect(turnedIn).toBeFocused();
  await expect(turnedIn).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: LATE_HAND_IN })).toBeVisible();
  await expect(panel.getByRole('link', { name: ON_TIME_HAND_IN })).toBeVisible();
  await expect(panel.getByText(t('es', 'tasks:itemStatus.turned-in')).first()).toBeVisible();

  // A task opens where the work is done.
  await panel.getByRole('link', { name: LATE_HAND_IN }).click();
  await expect(page.getByRole('heading', { level: 1, name: LATE_HAND_IN })).toBeVisible();
});

test('an assignment that can no longer be handed in reads the same word on /tasks and where it is done, and offers no hand-in', async ({ page }) => {
  // Pablo never handed in the demo's closed assignment: it is missed, not to do.
  await signIn(page, 'tiza', 'student@tiza.demo', 'es');
  await page.getByRole('navigation', { name: t('es', 'shell:mainNav') }).getByRole('link', { name: t('es', 'shell:nav.tasks') }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: ON_TIME_HAND_IN })).toHaveCount(0);
  await page.getByRole('tab', { name: new RegExp(`^${t('es', 'tasks:tasks.groups.missed')} \\d`) }).click();
  const row = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: ON_TIME_HAND_IN }) });
  const closed = t('es', 'tasks:itemStatus.closed');
  await expect(row.getByText(closed)).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: ON_TIME_HAND_IN }).click();
  await expect(page.getByRole('heading', { level: 1, name: ON_TIME_HAND_IN })).toBeVisible();
  const handIn = page.getByRole('region', { name: new RegExp(t('es', 'viewer:handIn.title')) });
  await expect(handIn.getByText(closed)).toBeVisible();
  await expect(handIn.getByRole('button', { name: t('es', 'viewer:handIn.submit') })).toBeDisabled();
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
