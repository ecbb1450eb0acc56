import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { apiGet, apiLogin } from './support/api';
import { escapeRegExp, expectNoAxeViolations, label, signIn } from './support/journeys';

test.describe('Signing in and finding your courses', () => {
  test('a teacher of tiza signs in, sees Spanish, opens a course and sees its lessons', async ({ page, request }) => {
    await page.goto('/?tenant=tiza');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'auth:login.title') })).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();

    // The journey checks what the server holds for this teacher, not a hard-coded name.
    const { token } = await apiLogin(request, 'tiza', 'teacher@tiza.demo');
    const courses = await apiGet<{ data: { guid: string; name: string }[] }>(request, 'tiza', token, '/api/front/courses');
    const course = courses.data.find((c) => c.name.startsWith('Matemáticas')) ?? courses.data[0];
    if (!course) throw new Error('the demo teacher has no course');
    // The course's card (the recent messages below name the course too, in their own links).
    const card = page.locator('.course-grid').getByRole('link', { name: new RegExp(escapeRegExp(course.name)) });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.guid}$`));
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    const detail = await apiGet<{ units: { name: string; lessons: { name: string }[] }[] }>(request, 'tiza', token, `/api/front/courses/${course.guid}`);
    const lessons = detail.units.flatMap((unit) => unit.lessons.map((lesson) => lesson.name));
    expect(lessons.length).toBeGreaterThan(0);
    for (const unit of detail.units) await expect(page.getByRole('heading', { name: new RegExp(unit.name) })).toBeVisible();
    // Every lesson has its link, named "Lección N: <name>" (a journey that ran before may have added one of the same
    // name: each is there).
    for (const lesson of new Set(lessons)) {
      const named = page.getByRole('link', { name: new RegExp(`: ${escapeRegExp(lesson)}$`) });
      await expect(named).toHaveCount(lessons.filter((name) => name === lesson).length);
    }
    await expectNoAxeViolations(page);
  });

  test('a student of escola sees everything in Portuguese', async ({ page }) => {
    await signIn(page, 'escola', 'aluno@escola.demo', 'pt');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.getByRole('heading', { level: 1, name: t('pt', 'home:title') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('pt', 'shell:mainNav') }).getByRole('link', { name: t('pt', 'shell:nav.home') })).toBeVisible();
    // escola hides the library (tenant flag), and students cannot create courses.
    await expect(page.getByText(t('pt', 'shell:nav.library'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('pt', 'home:create.open') })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a wrong password shows the translated error, announced, and keeps the typed email', async ({ page }) => {
    await signIn(page, 'tiza', 'teacher@tiza.demo', 'es', 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: t('es', 'errors:PASSWORD_INCORRECT') });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByLabel(label(t('es', 'auth:fields.email')))).toHaveValue('teacher@tiza.demo');
    await expectNoAxeViolations(page);
  });

  test('logout returns to login, and the back button does not show private pages', async ({ page }) => {
    await signIn(page, 'tiza', 'student@tiza.demo', 'es');
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
    await page.locator('main a[href^="/course/"]').first().click();
    await expect(page).toHaveURL(/\/course\//);

    await page.getByRole('button', { name: new RegExp(t('es', 'shell:menu.label', { name: '.*' })) }).click();
    await page.getByRole('menuitem', { name: t('es', 'shell:menu.logout') }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'auth:login.title') })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toHaveCount(0);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
