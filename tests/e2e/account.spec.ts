import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { apiLogin, apiPost } from './support/api';
import { label, signIn } from './support/journeys';

/** The reset link of the newest mail to `email` in the server's outbox (quoted-printable undone). */
function resetLinkFor(email: string): string | undefined {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const mails = readdirSync(outbox).sort().reverse().map((file) => readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  const mail = mails.find((text) => text.includes(`To: ${email}`));
  return mail?.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
}

test.describe('Account recovery and one-time links', () => {
  test('a student recovers a forgotten password through the mailed link and signs in with the new one', async ({ page }) => {
    await page.goto('/auth/login?tenant=classbook');
    await page.getByRole('link', { name: t('en', 'auth:login.forgot') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'auth:recover.title') })).toBeVisible();
    await page.getByLabel(label(t('en', 'auth:fields.email'))).fill('student@classbook.demo');
    await page.getByRole('button', { name: t('en', 'auth:recover.submit') }).click();
    await expect(page.getByText(t('en', 'auth:recover.sent', { email: 'student@classbook.demo' }))).toBeVisible();

    await expect.poll(() => resetLinkFor('student@classbook.demo')).toBeTruthy();
    const link = new URL(resetLinkFor('student@classbook.demo') ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel(label(t('en', 'auth:fields.newPassword'))).fill('a-new-secret-1');
    await page.getByLabel(label(t('en', 'auth:fields.confirmPassword'))).fill('a-new-secret-2');
    await page.getByRole('button', { name: t('en', 'auth:reset.submit') }).click();
    await expect(page.getByText(t('en', 'validation:password.mismatch'))).toBeVisible();
    await page.getByLabel(label(t('en', 'auth:fields.confirmPassword'))).fill('a-new-secret-1');
    await page.getByRole('button', { name: t('en', 'auth:reset.submit') }).click();
    await expect(page.getByText(t('en', 'auth:reset.done'))).toBeVisible();

    await signIn(page, 'classbook', 'student@classbook.demo', 'en', 'a-new-secret-1');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a one-time login link signs the user in once, and only once', async ({ page, request, browser }) => {
    const admin = await apiLogin(request, 'tiza', 'admin@tiza.demo');
    const student = await apiLogin(request, 'tiza', 'student@tiza.demo');
    const { url } = await apiPost<{ url: string }>(request, 'tiza', admin.token, '/api/front/auth/login-links', { user_guid: student.user.guid });
    const path = new URL(url);

    await page.goto(`${path.pathname}${path.search}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();

    const other = await (await browser.newContext()).newPage();
    await other.goto(`${path.pathname}${path.search}`);
    await expect(other.getByRole('alert').filter({ hasText: t('es', 'errors:LOGIN_LINK_INVALID') })).toBeVisible();
    await other.close();
  });

  test('areas still being built show a coming-soon page inside the shell', async ({ page }) => {
    await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/config');
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'routes:areas.config.title') })).toBeVisible();
    await expect(page.getByText(t('es', 'routes:areas.config.description'))).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('es', 'shell:mainNav') })).toBeVisible();
    await page.getByRole('link', { name: t('es', 'routes:comingSoon.backHome') }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'errors:pageNotFound.title') })).toBeVisible();
  });

  test('a user asks for the daily e-mail digest on the profile page, and finds it asked after a reload', async ({ page }) => {
    await signIn(page, 'tiza', 'editor@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    const box = page.getByRole('checkbox', { name: t('es', 'profile:digest.label') });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page.getByRole('status').filter({ hasText: t('es', 'profile:digest.saved') })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: t('es', 'profile:digest.label') })).toBeChecked();
    await page.getByRole('checkbox', { name: t('es', 'profile:digest.label') }).uncheck();
    await expect(page.getByRole('status').filter({ hasText: t('es', 'profile:digest.saved') })).toBeVisible();
  });
});
