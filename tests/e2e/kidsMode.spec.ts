// Kids mode (ADR 0536) and the profile's preferences (ADR 0537), on a phone: a pupil of primary courses gets the kids'
// frame — larger targets, two navigation entries with pictograms always in view, a board to read without a composer —
// in Spanish, English (Classbook switches kids mode on for all its students) and Portuguese; and a person switches the
// language and larger text on /profile, and both are still there after a reload (kept on the server).
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiPatch } from './support/api';
import { t, type Lng } from './support/i18n';
import { expectNoAxeViolations, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const PUPILS: { lng: Lng; tenant: string; email: string; course: string; loginLng: Lng }[] = [
  { lng: 'es', tenant: 'tiza', email: 'irene@tiza.demo', course: 'Inglés 5º Primaria', loginLng: 'es' },
  // Amelia, not Oliver (student@): account.spec.ts resets Oliver's password earlier in the run.
  { lng: 'en', tenant: 'classbook', email: 'amelia@classbook.demo', course: 'Science Year 5', loginLng: 'en' },
  // Irene again, speaking Portuguese (the tenant offers it): the same kids' pages in the third language.
  { lng: 'pt', tenant: 'tiza', email: 'irene@tiza.demo', course: 'Inglés 5º Primaria', loginLng: 'es' },
];

async function speak(page: Page, tenant: string, email: string, language: Lng | null): Promise<void> {
  const { token } = await apiLogin(page.request, tenant, email);
  await apiPatch(page.request, tenant, token, '/api/front/users/me', { language });
}

test.describe('Kids mode', () => {
  test.setTimeout(90_000);

  for (const { lng, tenant, email, course, loginLng } of PUPILS) {
    test(`a pupil of primary courses gets the kids' frame and reads the board without posting (${lng})`, async ({ page }) => {
      if (lng === 'pt') await speak(page, tenant, email, 'pt');
      try {
        await signIn(page, tenant, email, loginLng);
        await expect(page).toHaveURL(/\/home$/);
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lng}`));
        await expect(page.locator('html')).toHaveClass(/\btz-kids\b/);

        // Two entries, always in view on a phone (no menu to open), each a big target with its pictogram.
        const nav = page.getByRole('navigation', { name: t(lng, 'shell:mainNav') });
        await expect(nav.getByRole('link')).toHaveText([t(lng, 'shell:nav.home'), t(lng, 'shell:nav.tasks')]);
        await expect(page.getByRole('button', { name: t(lng, 'shell:openNav') })).toHaveCount(0);
        await expect(nav.locator('svg.tz-pictogram')).toHaveCount(2);
        const target = await nav.getByRole('link', { name: t(lng, 'shell:nav.tasks') }).boundingBox();
        expect(target?.height ?? 0).toBeGreaterThanOrEqual(56);
        // Their courses are there (not the loading placeholder) before the page is looked at.
        await expect(page.getByRole('link', { name: course }).first()).toBeVisible();
        await expectFitsPhone(page, `kids' home (${lng})`);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`kids-home-${lng}.png`), fullPage: true });

        await page.getByRole('link', { name: course }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
        await expect(page.locator('.course-page')).toHaveClass(/\btz-kids-scope\b/);
        // The course's lessons keep the kids' scope (their level decides, as on the course page).
        await page.locator('.course-page a[href*="/lesson/"]').first().click();
        await expect(page.locator('.lesson-page')).toHaveClass(/\btz-kids-scope\b/);
        await expect(page.locator('.lesson-page h1')).toBeVisible();
        await expectFitsPhone(page, `kids' lesson (${lng})`);
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
        await page.getByRole('link', { name: t(lng, 'course:links.board') }).click();
        await expect(page.getByText(t(lng, 'board:kidsReadOnly'))).toBeVisible();
        await expect(page.getByRole('form', { name: t(lng, 'board:compose.label') })).toHaveCount(0);
        await expect(page.getByRole('button', { name: t(lng, 'board:actions.reply') })).toHaveCount(0);
        await expectFitsPhone(page, `kids' board (${lng})`);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`kids-board-${lng}.png`), fullPage: true });
      } finally {
        if (lng === 'pt') await speak(page, tenant, email, null);
      }
    });
  }
});

test.describe('Preferences on /profile', () => {
  test.setTimeout(90_000);

  test('a person switches the language and larger text; both apply at once and are still there after a reload', async ({ page }) => {
    try {
      await signIn(page, 'tiza', 'marta@tiza.demo', 'es');
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: t('es', 'profile:title') })).toBeVisible();

      await page.getByLabel(t('es', 'profile:language')).selectOption('en');
      await expect(page.getByRole('heading', { level: 1, name: t('en', 'profile:title') })).toBeVisible();
      await expect(page.getByText(t('en', 'profile:accessibility.saved'))).toBeVisible();

      const larger = page.getByRole('checkbox', { name: t('en', 'profile:accessibility.largerText') });
      const before = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      await larger.check();
      await expect(page.locator('html')).toHaveClass(/\btz-larger-text\b/);
      await expect(page.getByText(t('en', 'profile:accessibility.saved'))).toBeVisible();
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))).toBeGreaterThan(before);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t('en', 'profile:title') })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: t('en', 'profile:accessibility.largerText') })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: t('en', 'profile:accessibility.reducedMotion') })).not.toBeChecked();
      await expect(page.locator('html')).toHaveClass(/\btz-larger-text\b/);
      await expectFitsPhone(page, 'profile with larger text (en)');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('profile-en.png'), fullPage: true });

      // Portuguese too, the page still fits and reads well.
      await page.getByLabel(t('en', 'profile:language')).selectOption('pt');
      await expect(page.getByRole('heading', { level: 1, name: t('pt', 'profile:title') })).toBeVisible();
      await expectFitsPhone(page, 'profile with larger text (pt)');
      await page.screenshot({ path: test.info().outputPath('profile-pt.png'), fullPage: true });
    } finally {
      const { token } = await apiLogin(page.request, 'tiza', 'marta@tiza.demo');
      await apiPatch(page.request, 'tiza', token, '/api/front/users/me', { language: null, larger_text: false, reduced_motion: false });
    }
  });
});
