// The login page is prerendered (ADR 0480): it paints from the HTML before any script runs, in the tenant's language
// and with its brand (the server fills it per tenant); the app mounting over it moves nothing (layout shift) and keeps
// what the user typed meanwhile.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { t } from './support/i18n';
import { DEMO_PASSWORD } from './support/journeys';

const VIEWPORT = { width: 412, height: 823 };
const PARTS = ['h1', '#email', '#password', 'form .btn--primary', 'footer nav', '.brand'];

async function boxes(page: Page): Promise<Record<string, { x: number; y: number; width: number; height: number } | null>> {
  const entries = await Promise.all(PARTS.map(async (selector) => [selector, await page.locator(selector).boundingBox()] as const));
  return Object.fromEntries(entries);
}

/** `scripts: false` keeps the app's scripts from arriving: the page as it paints before they run. */
async function openLogin(browser: Browser, scripts: boolean, path = '/auth/login'): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  if (!scripts) await context.route('**/static/js/**', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('the login page paints from the HTML alone, and the app mounts over it without moving anything', async ({ browser }) => {
  const painted = await openLogin(browser, false);
  await expect(painted.getByRole('heading', { level: 1, name: t('es', 'auth:login.title') })).toBeVisible();
  await expect(painted.getByLabel(t('es', 'auth:fields.email'))).toBeVisible();
  // Before the app runs nothing can be sent: the prerendered form has no submit button.
  await expect(painted.locator('button[type="submit"]')).toHaveCount(0);
  const before = await boxes(painted);
  await painted.context().close();

  const mounted = await openLogin(browser, true);
  // The app's form has its submit button: React has replaced the prerendered markup.
  await expect(mounted.locator('form button[type="submit"]')).toBeVisible();
  await expect(mounted.getByRole('heading', { level: 1, name: t('es', 'auth:login.title') })).toBeVisible();
  expect(await boxes(mounted)).toEqual(before);
  await mounted.context().close();
});

test("another tenant's login page ends in its own language and brand", async ({ browser }) => {
  const page = await openLogin(browser, true, '/auth/login?tenant=escola');
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('pt', 'auth:login.title') })).toBeVisible();
  await expect(page.locator('.brand__name')).not.toHaveText('Tiza');
  // Leave the remembered tenant behind for the next journeys.
  await page.goto('/auth/login?tenant=');
  await page.context().close();
});

test("another tenant's login page paints in its own language and brand before any script runs", async ({ browser }) => {
  const page = await openLogin(browser, false, '/auth/login?tenant=escola');
  await expect(page.getByRole('heading', { level: 1, name: t('pt', 'auth:login.title') })).toBeVisible();
  await expect(page.getByLabel(t('pt', 'auth:fields.email'))).toBeVisible();
  await expect(page.locator('.brand__name')).toHaveText('Escola Digital');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page).toHaveTitle(`${t('pt', 'auth:login.title')} · Escola Digital`);
  await page.context().close();
});

test('what the user types before the app mounts survives the mount, focus included', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  // The scripts wait until the user has typed: the page is the prerendered one meanwhile.
  let release: () => void = () => undefined;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/static/js/**', async (route) => {
    await typed;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.locator('#email').fill('teacher@tiza.demo');
  await page.locator('#password').pressSequentially(DEMO_PASSWORD.slice(0, 4));
  await expect(page.locator('form button[type="submit"]')).toHaveCount(0);

  release();
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  await expect(page.locator('#email')).toHaveValue('teacher@tiza.demo');
  await expect(page.locator('#password')).toHaveValue(DEMO_PASSWORD.slice(0, 4));
  await expect(page.locator('#password')).toBeFocused();
  // The user goes on typing where they were and signs in.
  await page.keyboard.type(DEMO_PASSWORD.slice(4));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await context.close();
});
