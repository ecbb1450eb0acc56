// The question lab as a visitor of each tenant finds it, in the tenant's language: /lemon-test puts a type's sample
// (its texts from locales/<lng>/questionSamples.json, a chunk loaded on demand) in the editor and scores its right
// answer in full; /test-component shows every type's sample, the pictures of QT_19 drawn.
import { expect, test } from '@playwright/test';
import { t, type Lng } from './support/i18n';
import { settled } from './support/settled';

const TENANTS: [string, Lng][] = [
  ['tiza', 'es'],
  ['escola', 'pt'],
  ['classbook', 'en'],
];

// /test-component loads all 21 kinds at once: on a busy machine that takes longer than a click's wait.
test.setTimeout(90_000);

for (const [tenant, lng] of TENANTS) {
  test(`the question lab shows the samples in ${lng} (${tenant})`, async ({ page }) => {
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
    await expect(pictures.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#tc-QT_16').getByRole('heading', { level: 4, name: sample('qt16.name') })).toHaveCount(5);
    await settled(page);
    const drawn = () => page.locator('#tc-QT_19 img').evaluateAll((images) => images.length > 0 && images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
    await expect.poll(drawn).toBe(true);
  });
}
