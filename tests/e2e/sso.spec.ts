// Single sign-on (ADR 0534): Classbook's identity provider is a real OpenID provider on loopback (playwright.config.ts
// writes the TENANTS_FILE that names it). A deep link survives the round trip through the provider (ADR 0531).
import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { expectNoAxeViolations } from './support/journeys';

test.use({ locale: 'en-GB' });

test.describe('Signing in through the school’s identity provider', () => {
  test.setTimeout(90_000);

  test('a teacher follows a deep link, signs in at the provider and lands on the page', async ({ page }) => {
    await page.goto('/profile?tenant=classbook');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=/);
    const sso = page.getByRole('link', { name: t('en', 'auth:login.sso', { provider: 'Riverside Login' }) });
    await expect(sso).toBeVisible();
    // The password form is still offered below it.
    await expect(page.getByRole('button', { name: t('en', 'auth:login.submit') })).toBeVisible();
    await expectNoAxeViolations(page);
    await sso.click();

    // The provider's own page.
    await page.getByLabel('Account e-mail').fill('teacher@classbook.demo');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/profile(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'profile:title') })).toBeVisible();
    await expect(page.getByText('teacher@classbook.demo').first()).toBeVisible();

    // The profile lists the provider the teacher just signed in with (ADR 0533); the password remains, so it may go.
    const methods = page.locator('.profile__methods');
    await expect(methods.getByText('Riverside Login')).toBeVisible();
    await expect(methods.getByText(t('en', 'profile:signIn.passwordSet'))).toBeVisible();
    await expectNoAxeViolations(page);
    await methods.getByRole('button', { name: t('en', 'profile:signIn.unlinkNamed', { provider: 'Riverside Login' }) }).click();
    const dialog = page.getByRole('alertdialog', { name: t('en', 'profile:signIn.confirmTitle', { provider: 'Riverside Login' }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('en', 'profile:signIn.unlink') }).click();
    await expect(page.getByText(t('en', 'profile:signIn.unlinked'))).toBeVisible();
    // (The SAML journey may have linked the same teacher to Harbour ID: only Riverside's row is asked about.)
    await expect(methods.getByText('Riverside Login')).toHaveCount(0);
  });

  test('a callback the server never started shows why, in the user’s language', async ({ page }) => {
    await page.goto('/auth/login?tenant=classbook');
    await page.goto('/api/front/auth/oidc/callback?state=forged&code=made-up');
    await expect(page).toHaveURL(/\/oidc\/callback\/error\?reason=state/);
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'auth:sso.failedTitle') })).toBeVisible();
    await expect(page.getByText(t('en', 'auth:sso.reason.state'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t('en', 'auth:sso.backToLogin') }).click();
    await expect(page.getByRole('link', { name: t('en', 'auth:login.sso', { provider: 'Riverside Login' }) })).toBeVisible();
  });
});
