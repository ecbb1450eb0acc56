// Editing one's own profile (ADR 0533): name, picture with crop, password — and the tenant's switches.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';

test.describe('My profile', () => {
  // Each journey signs in and waits on real uploads and argon2: room for a busy CI machine.
  test.setTimeout(90_000);

  test('a user corrects their name, crops a picture and goes back to initials', async ({ page }) => {
    await signIn(page, 'tiza', 'helpdesk@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'profile:title') })).toBeVisible();
    await expectNoAxeViolations(page);

    // The name: a refusal under its field, then the saved name on the page.
    await page.getByRole('button', { name: t('es', 'profile:edit.nameButton') }).click();
    const nameDialog = page.getByRole('dialog', { name: t('es', 'profile:edit.nameTitle') });
    await nameDialog.getByLabel(label(t('es', 'profile:edit.name'))).fill('   ');
    await nameDialog.getByRole('button', { name: t('es', 'profile:edit.save') }).click();
    await expect(nameDialog.getByText(t('es', 'validation:name.required'))).toBeVisible();
    await nameDialog.getByLabel(label(t('es', 'profile:edit.name'))).fill('Marta');
    await nameDialog.getByLabel(label(t('es', 'profile:edit.lastname'))).fill('Soporte  Técnico');
    await nameDialog.getByRole('button', { name: t('es', 'profile:edit.save') }).click();
    await expect(nameDialog).toBeHidden();
    await expect(page.getByText(t('es', 'profile:edit.nameSaved'))).toBeVisible();
    await expect(page.locator('.profile__name')).toHaveText('Marta Soporte Técnico');

    // The picture: chosen, moved with the keyboard, saved, served as a JPEG; then back to initials.
    await page.getByLabel(t('es', 'profile:picture.add')).setInputFiles(join(process.cwd(), 'server/demo-media/book.png'));
    const crop = page.getByRole('dialog', { name: t('es', 'profile:picture.cropTitle') });
    await expect(crop.getByRole('img', { name: t('es', 'profile:picture.cropAlt') })).toBeVisible();
    await crop.getByLabel(t('es', 'profile:picture.zoom')).fill('2');
    await crop.getByLabel(t('es', 'profile:picture.cropArea')).focus();
    await page.keyboard.press('ArrowRight');
    await crop.getByRole('button', { name: t('es', 'profile:picture.save') }).click();
    await expect(crop).toBeHidden();
    await expect(page.getByText(t('es', 'profile:picture.saved'))).toBeVisible();
    const picture = page.locator('.profile__identity img');
    await expect(picture).toHaveAttribute('src', /^\/api\/avatars\/[A-Za-z0-9_-]+$/);
    const served = await page.request.get((await picture.getAttribute('src')) ?? '');
    expect(served.headers()['content-type']).toBe('image/jpeg');

    await page.getByRole('button', { name: t('es', 'profile:picture.remove') }).click();
    await page.getByRole('alertdialog', { name: t('es', 'profile:picture.removeTitle') }).getByRole('button', { name: t('es', 'profile:picture.removeConfirm') }).click();
    await expect(page.getByText(t('es', 'profile:picture.removed'))).toBeVisible();
    await expect(page.locator('.profile__identity img')).toHaveCount(0);
    await expect(page.getByLabel(t('es', 'profile:picture.add'))).toBeAttached();
  });

  test('in English, a user changes their password: a wrong current one is refused, and the new one signs in', async ({ page }) => {
    await signIn(page, 'classbook', 'admin@classbook.demo', 'en');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');

    // The password: a wrong current one is refused under its field; the right one changes it.
    await page.getByRole('button', { name: t('en', 'profile:edit.passwordButton') }).click();
    const passwordDialog = page.getByRole('dialog', { name: t('en', 'profile:edit.passwordTitle') });
    await passwordDialog.getByLabel(label(t('en', 'profile:edit.current'))).fill('not-this-one');
    await passwordDialog.getByLabel(label(t('en', 'profile:edit.next'))).fill('Pizarra-2027');
    await passwordDialog.getByLabel(label(t('en', 'profile:edit.repeat'))).fill('Pizarra-2027');
    await passwordDialog.getByRole('button', { name: t('en', 'profile:edit.passwordSubmit') }).click();
    await expect(passwordDialog.getByText(t('en', 'validation:password.incorrect'))).toBeVisible();
    await passwordDialog.getByLabel(label(t('en', 'profile:edit.current'))).fill('tiza-demo');
    await passwordDialog.getByRole('button', { name: t('en', 'profile:edit.passwordSubmit') }).click();
    await expect(passwordDialog).toBeHidden();
    await expect(page.getByText(t('en', 'profile:edit.passwordSaved'))).toBeVisible();

    // Still signed in here; a new sign-in takes the new password.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'profile:title') })).toBeVisible();
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, 'classbook', 'admin@classbook.demo', 'en', 'Pizarra-2027');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('on a phone, in Portuguese, a school that keeps pictures offers the name and the password only', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'escola', 'helpdesk@escola.demo', 'pt');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: t('pt', 'profile:title') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('pt', 'profile:edit.nameButton') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('pt', 'profile:edit.passwordButton') })).toBeVisible();
    await expect(page.getByLabel(t('pt', 'profile:picture.add'))).toHaveCount(0);
    // How they sign in: a password, no school account linked (ADR 0533).
    await expect(page.getByRole('heading', { level: 2, name: t('pt', 'profile:signIn.title') })).toBeVisible();
    await expect(page.getByText(t('pt', 'profile:signIn.noLinks'))).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: t('pt', 'profile:edit.passwordButton') }).click();
    const dialog = page.getByRole('dialog', { name: t('pt', 'profile:edit.passwordTitle') });
    await expect(dialog.getByText(t('pt', 'profile:edit.nextHint', { min: 10 }))).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
