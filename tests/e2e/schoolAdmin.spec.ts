// The school admin's desk (issue 22): the audit log read by a school admin (their school only) and by helpdesk (the
// whole tenant), on a phone, in Spanish, Portuguese and English.
import { expect, test, type Page } from '@playwright/test';
import { t, type Lng } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

test.use({ viewport: PHONE });

async function openAuditFromTheMenu(page: Page, lng: Lng): Promise<void> {
  await page.getByRole('button', { name: t(lng, 'shell:openNav') }).click();
  await page.getByRole('navigation', { name: t(lng, 'shell:mainNav') }).getByRole('link', { name: t(lng, 'shell:nav.audit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'admin:audit.title') })).toBeVisible();
}

test('a school admin reads their school’s audit trail, filters it, and sees nothing of another school', async ({ page }) => {
  await signIn(page, 'tiza', 'admin@tiza.demo', 'es');
  await openAuditFromTheMenu(page, 'es');
  const list = page.getByRole('list', { name: t('es', 'admin:audit.listLabel') });
  const link = list.getByRole('listitem').filter({ hasText: 'No recordaba su contraseña' });
  await expect(link.getByRole('heading', { name: t('es', 'admin:audit.actions.login-link.issued') })).toBeVisible();
  await expect(link).toContainText('IES Ramón y Cajal');
  // Helpdesk's link for a pupil of the Colegio is not this school's.
  await expect(page.getByText('Tableta nueva del centro')).toHaveCount(0);
  await expect(page.getByText('Colegio Santa Teresa')).toHaveCount(0);
  await expectFitsPhone(page, '/audit as a school admin');
  await expectNoAxeViolations(page);

  await page.getByLabel(label(t('es', 'admin:audit.filter.label'))).selectOption('enrolment.moved');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(t('es', 'admin:audit.actions.enrolment.moved'));
  await expect(list).toContainText('Cambio de grupo aprobado por jefatura de estudios.');
});

test('helpdesk reads the whole tenant’s trail, in Portuguese', async ({ page }) => {
  await signIn(page, 'escola', 'helpdesk@escola.demo', 'pt');
  await openAuditFromTheMenu(page, 'pt');
  await expect(page.getByText(t('pt', 'admin:audit.scope.tenant'))).toBeVisible();
  await expect(page.getByText('Não se lembrava da palavra-passe', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('pt', 'admin:audit.actions.password-reset.issued') })).toBeVisible();
  await expectFitsPhone(page, '/audit as helpdesk');
  await expectNoAxeViolations(page);
});

test('a teacher is told the audit log is not for them, and has no entry for it, in English', async ({ page }) => {
  await signIn(page, 'classbook', 'teacher@classbook.demo', 'en');
  await page.getByRole('button', { name: t('en', 'shell:openNav') }).click();
  await expect(page.getByRole('navigation', { name: t('en', 'shell:mainNav') }).getByRole('link', { name: t('en', 'shell:nav.audit') })).toHaveCount(0);
  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: t('en', 'admin:audit.notForYou.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/audit$/);
});

test('a school admin lands on their school, finds a student and sends an audited password reset', async ({ page }) => {
  await signIn(page, 'tiza', 'admin@tiza.demo', 'es');
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('heading', { level: 1, name: 'IES Ramón y Cajal' })).toBeVisible();
  const attention = page.getByRole('region', { name: t('es', 'admin:desk.attention.title') });
  await expect(attention.getByText(t('es', 'admin:desk.attention.kinds.user-not-synchronised'))).toBeVisible();
  const courses = page.getByRole('list', { name: t('es', 'admin:desk.courses.title') });
  await expect(courses.getByRole('link', { name: 'Matemáticas 2º ESO' })).toBeVisible();
  await expect(courses).not.toContainText('Inglés 5º Primaria');
  await expectFitsPhone(page, '/home as a school admin');
  await expectNoAxeViolations(page);

  await page.getByLabel(label(t('es', 'admin:desk.people.search'))).fill('marta');
  const people = page.getByRole('list', { name: t('es', 'admin:desk.people.title') });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  const marta = people.getByRole('listitem').first();
  await marta.getByRole('button', { name: /Marta/ }).click();
  await marta.getByLabel(t('es', 'admin:desk.reset.reason')).fill('No recuerda la contraseña tras el puente');
  await marta.getByRole('button', { name: t('es', 'admin:desk.reset.send') }).click();
  await expect(marta.getByRole('status')).toContainText('Marta');

  await page.getByRole('navigation', { name: t('es', 'admin:desk.tabsLabel') }).getByRole('link', { name: t('es', 'admin:desk.tabs.audit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'admin:audit.title') })).toBeVisible();
  const latest = page.getByRole('list', { name: t('es', 'admin:audit.listLabel') }).getByRole('listitem').first();
  await expect(latest).toContainText(t('es', 'admin:audit.actions.password-reset.issued'));
  await expect(latest).toContainText('No recuerda la contraseña tras el puente');
});
