import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { apiGet, apiLogin, apiPost } from './support/api';
import { expectNoAxeViolations, label } from './support/journeys';

/** Deep links (ADR 0559): a page named in a link survives signing in, and nothing leads off the app. */
test.describe('Deep links', () => {
  test('a shared link opens its page after the login, on a phone, in Portuguese', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { token } = await apiLogin(request, 'escola', 'aluno@escola.demo');
    const courses = await apiGet<{ data: { guid: string; name: string }[] }>(request, 'escola', token, '/api/front/courses');
    const course = courses.data[0];
    if (!course) throw new Error('the demo student of escola has no course');

    await page.goto(`/deeplink?tenant=escola&next=${encodeURIComponent(`/course/${course.guid}`)}`);
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=/);
    await page.locator('form button[type="submit"]').waitFor();
    await page.getByLabel(label(t('pt', 'auth:fields.email'))).fill('aluno@escola.demo');
    await page.getByLabel(label(t('pt', 'auth:fields.password'))).fill('tiza-demo');
    await page.getByRole('button', { name: t('pt', 'auth:login.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.guid}$`));
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expectNoAxeViolations(page);

    // Signed in, a shared link opens its page at once; one to another site opens home.
    await page.goto('/deeplink?next=%2Ftasks');
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('heading', { level: 1, name: t('pt', 'tasks:title') })).toBeVisible();
    await page.goto(`/deeplink?next=${encodeURIComponent('https://evil.example/home')}`);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a login link made for a page signs in once and lands there; used again, it offers the password and keeps the page', async ({ page, request }) => {
    const admin = await apiLogin(request, 'classbook', 'admin@classbook.demo');
    const teacher = await apiLogin(request, 'classbook', 'teacher@classbook.demo');
    const link = await apiPost<{ url: string }>(request, 'classbook', admin.token, '/api/front/auth/login-links', { user_guid: teacher.user.guid, next: '/library' });
    const address = new URL(link.url);
    expect(address.pathname).toMatch(/\/auth\/login\/[^/]+\/deeplink$/);

    await page.goto(`${address.pathname}${address.search}`);
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'accounts:library.title') })).toBeVisible();
    await expectNoAxeViolations(page);

    // Single use: the second visit says so and offers the password login, which would land on the same page.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${address.pathname}${address.search}`);
    await expect(page.getByRole('alert')).toHaveText(t('en', 'errors:LOGIN_LINK_INVALID'));
    await expect(page.getByRole('link', { name: t('en', 'auth:link.usePassword') })).toHaveAttribute('href', '/auth/login?returnTo=%2Flibrary');
    await expectNoAxeViolations(page);
  });
});
