// The login page is prerendered (ADR 0480): it paints from the HTML before any script runs, in the tenant's language
// and with its brand (the server fills it per tenant). Its own small script signs the user in without the React app
// (ADR 0545); the app mounts over it only when the page needs it, and then moves nothing (layout shift) and keeps
// what the user typed meanwhile.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { t } from './support/i18n';
import { DEMO_PASSWORD, expectNoAxeViolations, label } from './support/journeys';

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

/** The app's own scripts (React and the router) were asked for by the page. */
function watchAppScripts(page: Page): () => boolean {
  let requested = false;
  page.on('request', (request) => {
    if (/\/static\/js\/lib-react\./.test(request.url())) requested = true;
  });
  return () => requested;
}

test('the login page paints from the HTML alone, and its own script makes it work without the app or moving anything', async ({ browser }) => {
  const painted = await openLogin(browser, false);
  await expect(painted.getByRole('heading', { level: 1, name: t('es', 'auth:login.title') })).toBeVisible();
  await expect(painted.getByLabel(t('es', 'auth:fields.email'))).toBeVisible();
  // Before any script runs nothing can be sent: the prerendered form has no submit button.
  await expect(painted.locator('button[type="submit"]')).toHaveCount(0);
  const before = await boxes(painted);
  await painted.context().close();

  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  const page = await context.newPage();
  const appRequested = watchAppScripts(page);
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  // The login page's script has checked the tenant: the button sends the form now.
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  expect(await boxes(page)).toEqual(before);
  expect(appRequested()).toBe(false);

  // The same checks as the app's form: a typed address when the user leaves the field, an empty one on submit.
  await page.getByLabel(label(t('es', 'auth:fields.email'))).fill('not-an-address');
  await page.getByLabel(label(t('es', 'auth:fields.password'))).focus();
  await expect(page.getByRole('alert').filter({ hasText: t('es', 'validation:email.invalid') })).toBeVisible();
  await expect(page.getByLabel(label(t('es', 'auth:fields.email')))).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: t('es', 'auth:login.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('es', 'validation:password.required') })).toBeVisible();
  await page.getByLabel(label(t('es', 'auth:fields.email'))).fill('teacher@tiza.demo');
  await expect(page.getByRole('alert').filter({ hasText: t('es', 'validation:email.invalid') })).toHaveCount(0);
  // The show-password button.
  await page.getByLabel(label(t('es', 'auth:fields.password'))).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('es', 'components:textField.showPassword') }).click();
  await expect(page.locator('#password')).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: t('es', 'components:textField.showPassword') })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  expect(appRequested()).toBe(false);

  // Signing in goes to the page the user came for, which starts the app.
  await page.getByRole('button', { name: t('es', 'auth:login.submit') }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await context.close();
});

test('a returning user whose session has expired gets the app, which mounts over the page without moving anything', async ({ browser }) => {
  const painted = await openLogin(browser, false);
  const before = await boxes(painted);
  await painted.context().close();

  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  // A session stored by an earlier visit (LocalStorageSessionRepository) whose token expired an hour ago.
  const expired = ['{"alg":"HS256"}', JSON.stringify({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 3600 })].map((part) => Buffer.from(part).toString('base64url'));
  const token = `${expired.join('.')}.signature`;
  await context.addInitScript((value) => {
    window.localStorage.setItem('tiza:session:tiza', JSON.stringify({ value, storedAt: Date.now(), ttlSeconds: 86400 }));
  }, token);
  const page = await context.newPage();
  const appRequested = watchAppScripts(page);
  await page.goto('/auth/login');
  await expect.poll(appRequested).toBe(true);
  // The app's form has its submit button: React has replaced the prerendered markup, and nothing moved.
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'auth:login.title') })).toBeVisible();
  expect(await boxes(page)).toEqual(before);
  await context.close();
});

test('a refused sign-in hands the page to the app, which says why and keeps what was typed', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  const page = await context.newPage();
  const appRequested = watchAppScripts(page);
  await page.goto('/auth/login');
  await page.locator('form button[type="submit"]').waitFor();
  await page.getByLabel(label(t('es', 'auth:fields.email'))).fill('teacher@tiza.demo');
  await page.getByLabel(label(t('es', 'auth:fields.password'))).fill('not-the-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: t('es', 'errors:PASSWORD_INCORRECT') })).toBeVisible();
  expect(appRequested()).toBe(true);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel(label(t('es', 'auth:fields.email')))).toHaveValue('teacher@tiza.demo');
  await expect(page.getByLabel(label(t('es', 'auth:fields.password')))).toHaveValue('not-the-password');
  // The app's form goes on from there.
  await page.getByLabel(label(t('es', 'auth:fields.password'))).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('es', 'auth:login.submit') }).click();
  await expect(page).toHaveURL(/\/home$/);
  await context.close();
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

test('what the user types before the scripts run is kept, focus included', async ({ browser }) => {
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
