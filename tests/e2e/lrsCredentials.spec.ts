// LRS credentials (/config/lrs, ADR 0563): a school admin makes one from /status, sees its secret once, the LRS takes
// the pair, and once revoked refuses it — on a phone in Portuguese and English, at desktop width in Spanish.
import { expect, test, type Page } from '@playwright/test';
import { t } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

type Lng = 'es' | 'en' | 'pt';

async function lrsStatus(page: Page, key: string, secret: string): Promise<number> {
  const res = await page.request.get('/api/xapi/statements?limit=1', { headers: { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`, 'x-experience-api-version': '1.0.3' } });
  return res.status();
}

async function makeUseAndRevoke(page: Page, tenant: string, lng: Lng, name: string, phone: boolean): Promise<void> {
  await signIn(page, tenant, `admin@${tenant}.demo`, lng);
  await expect(page).toHaveURL(/\/home/);
  await page.goto('/status');
  await page.getByRole('link', { name: t(lng, 'sync:lrs.link') }).click();
  await expect(page).toHaveURL(/\/config\/lrs$/);
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'sync:lrs.title') })).toBeVisible();
  await expect(page.getByText(/\/api\/xapi\/$/)).toBeVisible();
  if (phone) await expectFitsPhone(page, '/config/lrs');
  await expectNoAxeViolations(page);

  const create = page.getByRole('button', { name: t(lng, 'sync:lrs.createButton') });
  await expect(create).toBeDisabled();
  await page.getByLabel(label(t(lng, 'sync:lrs.name'))).fill(name);
  await create.click();
  await expect(page.getByRole('heading', { name: t(lng, 'sync:lrs.issuedTitle', { name }) })).toBeVisible();
  await expect(page.getByText(t(lng, 'sync:lrs.secretOnce'))).toBeVisible();
  const secret = (await page.getByTestId('lrs-secret').textContent()) ?? '';
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const key = ((await card.locator('code').textContent()) ?? '').trim();
  expect(secret.length).toBeGreaterThan(30);
  if (phone) await expectFitsPhone(page, '/config/lrs with a new secret');
  await expectNoAxeViolations(page);
  expect(await lrsStatus(page, key, secret.trim())).toBe(200);

  await page.getByRole('button', { name: t(lng, 'sync:lrs.done') }).click();
  await expect(page.getByTestId('lrs-secret')).toHaveCount(0);
  await card.getByRole('button', { name: t(lng, 'sync:lrs.revokeNamed', { name }) }).click();
  const dialog = page.getByRole('alertdialog', { name: t(lng, 'sync:lrs.revokeTitle', { name }) });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t(lng, 'sync:lrs.revoke') }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(t(lng, 'sync:lrs.revoked'))).toBeVisible();
  expect(await lrsStatus(page, key, secret.trim())).toBe(401);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('a school admin makes an LRS credential, the LRS takes it, and refuses it once revoked (pt)', async ({ page }) => {
    await makeUseAndRevoke(page, 'escola', 'pt', 'Editora Lua', true);
  });
  test('and in English', async ({ page }) => {
    await makeUseAndRevoke(page, 'classbook', 'en', 'Moon Publishing', true);
  });
});

test('the same at desktop width (es)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await makeUseAndRevoke(page, 'tiza', 'es', 'Editorial Luna', false);
});

test('a teacher is not offered the page and the API refuses them', async ({ page }) => {
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page).toHaveURL(/\/home/);
  await page.goto('/status');
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'sync:title') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('es', 'sync:lrs.link') })).toHaveCount(0);
});
