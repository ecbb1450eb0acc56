// The question lab as a visitor of each tenant finds it, in the tenant's language: /lemon-test puts a type's sample
// (its texts from locales/<lng>/questionSamples.json, a chunk loaded on demand) in the editor and scores its right
// answer in full; /test-component shows every type's sample, the pictures of QT_19 included, within the CSP.
import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp';
import { t, type Lng } from './support/i18n';
import { settled } from './support/settled';

const TENANTS: [string, Lng][] = [
  ['tiza', 'es'],
  ['escola', 'pt'],
  ['classbook', 'en'],
];

for (const [tenant, lng] of TENANTS) {
  test(`the question lab shows the samples in ${lng} (${tenant})`, async ({ page }) => {
    const csp = await watchCsp(page);
    const sample = (key: string) => t(lng, `questionSamples:${key}`);
    await page.goto(`/lemon-test?tenant=${tenant}`);
    await expect(page.getByRole('heading', { level: 3, name: sample('qt12.name') })).toBeVisible();
    await page.getByLabel(t(lng, 'questionsMore:lab.lemon.type')).selectOption('QT_13');
    await expect(page.getByRole('heading', { level: 3, name: sample('qt13.name') })).toBeVisible();
    await page.getByRole('button', { name: t(lng, 'questionsMore:lab.lemon.fillGood') }).click();
    await page.getByRole('button', { name: t(lng, 'questionsMore:lab.lemon.check') }).click();
    const review = page.getByRole('region', { name: t(lng, 'questionsMore:lab.lemon.review') });
    await expect(review.getByText(t(lng, 'questionsMore:outcome.correct'), { exact: true })).toBeVisible();

    await page.goto(`/test-component?tenant=${tenant}`);
    const pictures = page.locator('#tc-QT_19').getByRole('img', { name: sample('qt19.alt.pentagon') });
    await expect(pictures.first()).toBeVisible();
    await expect(page.locator('#tc-QT_16').getByRole('heading', { level: 4, name: sample('qt16.name') })).toHaveCount(5);
    await settled(page);
    for (const picture of await pictures.all()) expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    csp.expectNone();
  });
}
