// Synchronisation with the school's system: a school admin uploads the demo OneRoster bundle on a phone and watches
// /status complete with its counts and the refused row; a user not synchronised yet is told whom to contact.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

const BUNDLE = join(import.meta.dirname, '..', '..', 'server', 'demo-sync', 'escola-oneroster.zip');

test.use({ viewport: PHONE });

test('a school admin imports the school’s OneRoster bundle and watches /status complete', async ({ page }) => {
  await signIn(page, 'escola', 'admin@escola.demo', 'pt');
  await expect(page).toHaveURL(/\/home/);
  await page.goto('/status');
  await expect(page.getByRole('heading', { level: 1, name: t('pt', 'sync:title') })).toBeVisible();
  await expect(page.getByText(t('pt', 'sync:me.status.synchronised'))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('pt', 'sync:jobs.empty') })).toBeVisible();
  await expectFitsPhone(page, '/status empty');
  await expectNoAxeViolations(page);

  const send = page.getByRole('button', { name: t('pt', 'sync:import.send') });
  await expect(send).toBeDisabled();
  await page.getByLabel(label(t('pt', 'sync:import.label'))).setInputFiles(BUNDLE);
  await send.click();

  const job = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'escola-oneroster.zip' }) });
  await expect(job.getByText(t('pt', 'sync:jobs.status.completed'))).toBeVisible();
  const counts = job.getByRole('region', { name: t('pt', 'sync:jobs.countsLabel') });
  await expect(counts.getByRole('row', { name: new RegExp(`^${t('pt', 'sync:counts.kinds.users')} 7 2`) })).toBeVisible();
  await expect(counts.getByRole('row', { name: new RegExp(`^${t('pt', 'sync:counts.kinds.enrollments')} 8 0`) })).toBeVisible();
  await job.getByText(t('pt', 'sync:jobs.refused_one', { count: 1 })).click();
  await expect(job.getByText(t('pt', 'sync:jobs.where', { file: 'users.csv', line: 11 }))).toBeVisible();
  await expect(job.getByText(t('pt', 'sync:rules.user.email-invalid'))).toBeVisible();
  await expectFitsPhone(page, '/status after an import');
  await expectNoAxeViolations(page);
});

test('a user the school has not synchronised yet is told whom to contact', async ({ page }) => {
  await signIn(page, 'tiza', 'pending@tiza.demo', 'es');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t('es', 'errors:USER_NOT_SYNCHRONISED'));
  await expect(alert.getByRole('link', { name: 'admin@tiza.demo' })).toHaveAttribute('href', 'mailto:admin@tiza.demo');
  await expect(alert).toContainText('Carmen Ruiz Navarro');
  await expectFitsPhone(page, 'login, not synchronised');
});
