// The helpdesk's desk (issue 22, ADRs 0620–0621): helpdesk signs in to their desk, finds a student by their surname
// typed without accents, and opens the account — schools, courses, how they sign in, when they last did, their licences
// and the errors they met — in Spanish, Portuguese and English, on a phone.
import { expect, test } from '@playwright/test';
import { t, type Lng } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

test.use({ viewport: PHONE });

const DESKS: { lng: Lng; tenant: string; helpdesk: string; typed: string; student: string; email: string; course: string; error: string }[] = [
  { lng: 'es', tenant: 'tiza', helpdesk: 'helpdesk@tiza.demo', typed: 'garcia', student: 'Pablo García López', email: 'student@tiza.demo', course: 'Biología y Geología 3º ESO', error: 'FILE_TOO_LARGE' },
  { lng: 'pt', tenant: 'escola', helpdesk: 'helpdesk@escola.demo', typed: 'joao sil', student: 'João Silva', email: 'aluno@escola.demo', course: 'Língua Portuguesa 7º ano', error: 'DELIVERY_CLOSED' },
  { lng: 'en', tenant: 'classbook', helpdesk: 'helpdesk@classbook.demo', typed: 'brown', student: 'Oliver Brown', email: 'student@classbook.demo', course: 'Science Year 5', error: 'FILE_TOO_LARGE' },
];

for (const desk of DESKS) {
  test(`helpdesk finds a student and reads their account (${desk.lng})`, async ({ page }) => {
    const { lng } = desk;
    await signIn(page, desk.tenant, desk.helpdesk, lng);
    // Their home is the desk.
    await expect(page).toHaveURL(/\/helpdesk$/);
    await expect(page.getByRole('heading', { level: 1, name: t(lng, 'helpdesk:title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t(lng, 'helpdesk:results.everyone') })).toBeVisible();
    await expectFitsPhone(page, `the desk (${lng})`);
    await expectNoAxeViolations(page);

    await page.getByLabel(label(t(lng, 'helpdesk:search.label'))).fill(desk.typed);
    await page.getByRole('button', { name: t(lng, 'helpdesk:search.submit') }).click();
    await expect(page.getByRole('heading', { level: 2, name: t(lng, 'helpdesk:results.for', { query: desk.typed }) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(desk.typed).replace(/%20/g, '(\\+|%20)')}`));
    await page.getByRole('link', { name: new RegExp(desk.student) }).click();

    await expect(page.getByRole('heading', { level: 1, name: desk.student })).toBeVisible();
    const facts = (key: string) => page.getByRole('region', { name: t(lng, `helpdesk:facts.${key}.title`) });
    await expect(facts('identity').getByText(desk.email)).toBeVisible();
    await expect(facts('role').getByText(t(lng, 'catalog:roles.student'))).toBeVisible();
    await expect(facts('courses').getByText(desk.course)).toBeVisible();
    await expect(facts('sign-in-methods').getByText(t(lng, 'helpdesk:facts.sign-in-methods.password'))).toBeVisible();
    await expect(facts('sync-state').getByText(t(lng, 'helpdesk:facts.sync-state.synchronised'))).toBeVisible();
    await expect(facts('last-sign-in').getByText(t(lng, 'helpdesk:facts.last-sign-in.never'))).toHaveCount(0);
    await expect(facts('recent-errors').getByText(desk.error).first()).toBeVisible();
    await expect(facts('recent-errors').getByText(t(lng, `helpdesk:codes.${desk.error}`)).first()).toBeVisible();
    await expectFitsPhone(page, `an account (${lng})`);
    await expectNoAxeViolations(page);

    // Back to the desk: the search is still there.
    await page.goBack();
    await expect(page.getByRole('link', { name: new RegExp(desk.student) })).toBeVisible();
  });
}
