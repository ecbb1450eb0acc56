import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { DEMO_PASSWORD, expectNoAxeViolations, label, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

/** The consent link of the newest mail to `email` in the server's outbox (quoted-printable undone). */
function consentLinkFor(email: string): string | undefined {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const mails = readdirSync(outbox).sort().reverse().map((file) => readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  const mail = mails.find((text) => text.includes(`To: ${email}`));
  return mail?.match(/https?:\/\/\S+\/auth\/consent\/\S+/)?.[0];
}

// A fresh address per run: a retried test must not meet the account its first try opened.
const unique = () => Date.now().toString(36);

test.describe('Sign-up with licences', () => {
  test.use({ viewport: PHONE });

  test('a minor signs up with a licence and waits; the guardian consents; the student signs in and lands on the library they asked for', async ({ page }) => {
    const run = unique();
    const child = `nora.${run}@correo.es`;
    const guardian = `madre.${run}@correo.es`;

    // A deep link while signed out: login, then sign-up, keep it.
    await page.goto('/library?tenant=tiza');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Flibrary/);
    await page.getByRole('link', { name: t('es', 'auth:login.signup') }).click();
    await expect(page).toHaveURL(/\/auth\/signup\?returnTo=%2Flibrary/);

    await expect(page.getByRole('heading', { level: 1, name: t('es', 'accounts:signup.steps.profile') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: new RegExp(t('es', 'accounts:signup.profile.student')) }).check();
    await page.getByRole('button', { name: t('es', 'accounts:signup.next') }).click();

    await expect(page.getByRole('heading', { level: 1, name: t('es', 'accounts:signup.steps.account') })).toBeVisible();
    await page.getByLabel(label(t('es', 'accounts:signup.fields.name'))).fill('Nora');
    await page.getByLabel(label(t('es', 'accounts:signup.fields.lastname'))).fill('Blanco Ramos');
    // What was typed survives a reload (passwords aside).
    await page.reload();
    await expect(page.getByLabel(label(t('es', 'accounts:signup.fields.name')))).toHaveValue('Nora');
    await expect(page.getByLabel(label(t('es', 'accounts:signup.fields.lastname')))).toHaveValue('Blanco Ramos');

    await page.getByLabel(label(t('es', 'accounts:signup.fields.email'))).fill(child);
    await page.getByLabel(label(t('es', 'accounts:signup.fields.emailConfirmation'))).fill(`x${child}`);
    await page.getByLabel(label(t('es', 'accounts:signup.fields.password'))).fill('pizarra-2026');
    await page.getByLabel(label(t('es', 'accounts:signup.fields.passwordConfirmation'))).fill('pizarra-2026');
    await page.getByLabel(label(t('es', 'accounts:signup.fields.birthDate'))).fill('10/05/2013');
    await page.getByLabel(label(t('es', 'accounts:signup.fields.guardianEmail'))).fill(guardian);
    await page.getByRole('button', { name: t('es', 'accounts:signup.next') }).click();
    await expect(page.getByText(t('es', 'validation:email.mismatch'))).toBeVisible();
    await page.getByLabel(label(t('es', 'accounts:signup.fields.emailConfirmation'))).fill(child);
    await expectFitsPhone(page, 'sign-up, account step');
    await page.getByRole('button', { name: t('es', 'accounts:signup.next') }).click();

    await expect(page.getByRole('heading', { level: 1, name: t('es', 'accounts:signup.steps.licences') })).toBeVisible();
    const code = page.getByLabel(label(t('es', 'accounts:signup.fields.licenceCode')));
    await code.fill('tiza prof mate');
    await page.getByRole('button', { name: t('es', 'accounts:signup.licences.add') }).click();
    await expect(page.getByText(t('es', 'errors:LICENCE_OTHER_PROFILE'))).toBeVisible();
    await code.fill('tiza-mate-2eso');
    await page.getByRole('button', { name: t('es', 'accounts:signup.licences.add') }).click();
    await expect(page.getByRole('list', { name: t('es', 'accounts:signup.licences.added') })).toContainText('Matemáticas 2º ESO — Libro digital');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('es', 'accounts:signup.next') }).click();

    // The courses to join, by the codes teachers hand out (ADR 0538): a wrong one is said, the right one named.
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'accounts:signup.steps.classrooms') })).toBeVisible();
    const courseCode = page.getByLabel(label(t('es', 'accounts:signup.fields.courseCode')));
    await courseCode.fill('nope-0000');
    await page.getByRole('button', { name: t('es', 'accounts:signup.classrooms.add') }).click();
    await expect(page.getByText(t('es', 'errors:CODE_NOT_FOUND'))).toBeVisible();
    await expect(courseCode).toHaveValue('nope-0000');
    await courseCode.fill('histbach1');
    await page.getByRole('button', { name: t('es', 'accounts:signup.classrooms.add') }).click();
    await expect(page.getByRole('list', { name: t('es', 'accounts:signup.classrooms.added') })).toContainText('Historia del Mundo Contemporáneo 1º Bachillerato');
    await expect(courseCode).toHaveValue('');
    await expectFitsPhone(page, 'sign-up, courses step');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('es', 'accounts:signup.create') }).click();

    await expect(page.getByRole('heading', { level: 1, name: t('es', 'accounts:signup.done.title.pending-consent') })).toBeVisible();
    await expect(page.getByText(t('es', 'accounts:signup.done.pending', { email: `m***@correo.es` }))).toBeVisible();

    // Until a guardian consents, the account cannot sign in, and says why.
    await signIn(page, 'tiza', child, 'es', 'pizarra-2026');
    await expect(page.getByRole('alert').filter({ hasText: t('es', 'errors:ACCOUNT_PENDING_CONSENT') })).toBeVisible();

    // The guardian opens the mailed link and consents.
    await expect.poll(() => consentLinkFor(guardian)).toBeTruthy();
    const link = new URL(consentLinkFor(guardian) ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'accounts:consent.title') })).toBeVisible();
    await expect(page.getByText('Nora Blanco Ramos').first()).toBeVisible();
    await page.getByLabel(label(t('es', 'accounts:consent.name'))).fill('Elena Ramos Gil');
    await page.getByLabel(t('es', 'accounts:consent.accept')).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('es', 'accounts:consent.submit') }).click();
    await expect(page.getByText(t('es', 'accounts:consent.done', { child: 'Nora Blanco Ramos' }))).toBeVisible();

    // The student signs in from the deep link and lands on the library with the licensed title.
    await page.goto('/library');
    await expect(page).toHaveURL(/returnTo=%2Flibrary/);
    await page.locator('form button[type="submit"]').waitFor();
    await page.getByLabel(label(t('es', 'auth:fields.email'))).fill(child);
    await page.getByLabel(label(t('es', 'auth:fields.password'))).fill('pizarra-2026');
    await page.getByRole('button', { name: t('es', 'auth:login.submit') }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'accounts:library.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Matemáticas 2º ESO — Libro digital' })).toBeVisible();
    await expectFitsPhone(page, 'library');
    await expectNoAxeViolations(page);

    // Searching the library (ADR 0539): accents aside; nothing found says so and offers the whole library back.
    const search = page.getByRole('searchbox', { name: t('es', 'accounts:library.search.query') });
    await search.fill('matematicas algebra');
    await expect(page.getByText(t('es', 'accounts:library.search.shown_one', { count: 1, total: 1 }))).toBeVisible();
    await search.fill('química');
    await expect(page.getByRole('heading', { level: 2, name: t('es', 'accounts:library.search.none') })).toBeVisible();
    await page.getByRole('button', { name: t('es', 'accounts:library.search.clear') }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Matemáticas 2º ESO — Libro digital' })).toBeVisible();
    await expect(search).toHaveValue('');

    // The course typed at sign-up waited for the consent, and is on the child's home now.
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Historia del Mundo Contemporáneo 1º Bachillerato' })).toBeVisible();
  });
});

test.describe('Sign-up on a desktop', () => {
  test('an adult teacher signs up in English, is signed in at once and goes where they were heading', async ({ page }) => {
    const email = `r.hughes.${unique()}@riverside.sch.uk`;
    await page.goto('/auth/login?tenant=classbook&returnTo=%2Ftasks');
    await page.getByRole('link', { name: t('en', 'auth:login.signup') }).click();
    await page.getByRole('radio', { name: new RegExp(t('en', 'accounts:signup.profile.teacher')) }).check();
    await page.getByRole('button', { name: t('en', 'accounts:signup.next') }).click();
    await page.getByLabel(label(t('en', 'accounts:signup.fields.name'))).fill('Rachel');
    await page.getByLabel(label(t('en', 'accounts:signup.fields.lastname'))).fill('Hughes');
    await page.getByLabel(label(t('en', 'accounts:signup.fields.email'))).fill(email);
    await page.getByLabel(label(t('en', 'accounts:signup.fields.emailConfirmation'))).fill(email);
    await page.getByLabel(label(t('en', 'accounts:signup.fields.password'))).fill('chalkboard-26');
    await page.getByLabel(label(t('en', 'accounts:signup.fields.passwordConfirmation'))).fill('chalkboard-26');
    await page.getByLabel(label(t('en', 'accounts:signup.fields.birthDate'))).fill('03/14/1988');
    await expect(page.getByLabel(label(t('en', 'accounts:signup.fields.guardianEmail')))).toHaveCount(0);
    await page.getByRole('button', { name: t('en', 'accounts:signup.next') }).click();
    await page.getByLabel(label(t('en', 'accounts:signup.fields.licenceCode'))).fill('CLAS-TEAC-MATH');
    await page.getByRole('button', { name: t('en', 'accounts:signup.licences.add') }).click();
    await expect(page.getByText('Maths Year 5 — Teacher’s Guide')).toBeVisible();
    await page.getByRole('button', { name: t('en', 'accounts:signup.next') }).click();
    // No course to join: the step can be left empty.
    await expect(page.getByText(t('en', 'accounts:signup.classrooms.none'))).toBeVisible();
    await page.getByRole('button', { name: t('en', 'accounts:signup.create') }).click();
    await expect(page.getByText(t('en', 'accounts:signup.done.active', { name: 'Rachel' }))).toBeVisible();
    await page.getByRole('button', { name: t('en', 'accounts:signup.done.continue') }).click();
    await expect(page).toHaveURL(/\/tasks$/);

    await page.getByRole('link', { name: t('en', 'shell:nav.library') }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Maths Year 5 — Teacher’s Guide' })).toBeVisible();
  });

  test('a link to another site is not followed after signing in', async ({ page }) => {
    await page.goto('/auth/login?tenant=tiza&returnTo=%2F%2Fevil.example%2Fhome');
    await page.locator('form button[type="submit"]').waitFor();
    await page.getByLabel(label(t('es', 'auth:fields.email'))).fill('student@tiza.demo');
    await page.getByLabel(label(t('es', 'auth:fields.password'))).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t('es', 'auth:login.submit') }).click();
    await expect(page).toHaveURL(/localhost:\d+\/home$/);
  });
});
