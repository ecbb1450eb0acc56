// SAML sign-in (ADR 0550): Classbook's second identity provider is the tests' SAML stand-in on loopback
// (playwright.config.ts starts it and writes the TENANTS_FILE that names it). On a phone, a teacher follows a link to
// one of their courses, signs in at the provider, and lands on the course (ADR 0531).
import { expect, test } from '@playwright/test';
import { apiGet, apiLogin } from './support/api';
import { t } from './support/i18n';
import { expectNoAxeViolations } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

test.use({ locale: 'en-GB', viewport: PHONE, isMobile: true, hasTouch: true });

test.describe('Signing in through the school’s SAML identity provider', () => {
  test.setTimeout(90_000);

  test('a teacher follows a link to a course, signs in at the provider and lands on the course', async ({ page }) => {
    const { token } = await apiLogin(page.request, 'classbook', 'teacher@classbook.demo');
    const courses = await apiGet<{ data: { guid: string; name: string }[] }>(page.request, 'classbook', token, '/api/front/courses?pageSize=100');
    const course = courses.data[0];
    if (!course) throw new Error('the Classbook teacher has no course');

    await page.goto(`/course/${course.guid}?tenant=classbook`);
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=/);
    const saml = page.getByRole('link', { name: t('en', 'auth:login.sso', { provider: 'Harbour ID' }) });
    await expect(saml).toBeVisible();
    // The tenant's other provider and the password form are still offered.
    await expect(page.getByRole('link', { name: t('en', 'auth:login.sso', { provider: 'Riverside Login' }) })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page, 'the login page with two identity providers');
    await saml.click();

    // The provider's own page; it posts its signed Response to Tiza's consumer service.
    await page.getByLabel('Account e-mail').fill('teacher@classbook.demo');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(new RegExp(`/course/${course.guid}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page, 'the course after signing in through SAML');
  });

  // Signed out, a page speaks its tenant's language: Tiza's Spanish, Escola's Portuguese, Classbook's English.
  for (const { lng, tenant } of [
    { lng: 'es', tenant: 'tiza' },
    { lng: 'pt', tenant: 'escola' },
    { lng: 'en', tenant: 'classbook' },
  ] as const) {
    test(`a refused Response says why, in the tenant’s language (${lng})`, async ({ page }) => {
      await page.goto(`/saml/callback/error?reason=replay&tenant=${tenant}`);
      await expect(page.getByRole('heading', { level: 1, name: t(lng, 'auth:sso.failedTitle') })).toBeVisible();
      await expect(page.getByText(t(lng, 'auth:sso.reason.replay'))).toBeVisible();
      await expectNoAxeViolations(page);
      await expectFitsPhone(page, `the SAML error page (${lng})`);
      await page.getByRole('link', { name: t(lng, 'auth:sso.backToLogin') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t(lng, 'auth:login.title') })).toBeVisible();
      // Only the tenant with a SAML provider shows its button.
      await expect(page.getByRole('link', { name: t(lng, 'auth:login.sso', { provider: 'Harbour ID' }) })).toHaveCount(tenant === 'classbook' ? 1 : 0);
    });
  }
});
