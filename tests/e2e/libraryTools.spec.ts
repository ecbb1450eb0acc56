// Teaching from a library title (ADRs 0556–0558): a teacher makes a course of a title in the library and lands in it
// with the title's lessons, opens the title's tools for that course, and adds a title's lesson to another course.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, apiPatch, apiPost } from './support/api';
import { t, type Lng } from './support/i18n';
import { expectNoAxeViolations, label, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

const GUIDE = 'Matemáticas 2º ESO — Guía del profesorado';
// A fresh name per run: a retried test must not meet the courses its first try made.
const unique = () => Date.now().toString(36);

async function teacherToken(request: APIRequestContext): Promise<string> {
  return (await apiLogin(request, 'tiza', 'teacher@tiza.demo')).token;
}

/** The journey's courses go again, so the demo teacher's home stays as other journeys expect it. */
async function removeCourses(request: APIRequestContext, names: readonly string[]): Promise<void> {
  const token = await teacherToken(request);
  const headers = { login_context: JSON.stringify({ tenant: 'tiza', surface: 'web' }), authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/front/courses?pageSize=100', { headers })).json()) as { data: { guid: string; name: string }[] };
  const guids = list.data.filter((course) => names.includes(course.name)).map((course) => course.guid);
  if (guids.length > 0) await request.delete('/api/front/courses', { headers, data: { guids } });
}

function titleCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

test.describe('Teaching from a library title', () => {
  test.setTimeout(90_000);

  test('a teacher makes a course of a title, lands in it with its lessons, opens its tools, and adds a lesson to another course', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const made = `Matemáticas 2º B ${unique()}`;
    const other = `Refuerzo de matemáticas ${unique()}`;
    await apiPost(page.request, 'tiza', await teacherToken(page.request), '/api/front/courses', { name: other, discipline: 'ed6', education_level: 'el3' });
    try {
      await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/library');
      const card = titleCard(page, GUIDE);
      await expect(card).toBeVisible();
      await expectFitsPhone(page, 'library with a teacher’s title');

      // Making the course: the dialog offers the title's name and year, says how many lessons it copies.
      const create = card.getByRole('button', { name: t('es', 'accounts:titleTools.create.open') });
      await create.click();
      const dialog = page.getByRole('dialog', { name: t('es', 'accounts:titleTools.create.title') });
      const name = dialog.getByLabel(label(t('es', 'accounts:titleTools.create.name')));
      await expect(name).toBeFocused();
      await expect(name).toHaveValue('Matemáticas 2º ESO');
      await expect(dialog.getByLabel(label(t('es', 'accounts:titleTools.create.year')))).toHaveValue('2º ESO');
      await expect(dialog.getByText(t('es', 'accounts:titleTools.create.copies_other', { count: 5 }))).toBeVisible();
      await expectNoAxeViolations(page);
      // A blank name is refused in the form, and Esc gives the focus back to the button that opened it.
      await name.fill(' ');
      await dialog.getByRole('button', { name: t('es', 'accounts:titleTools.create.submit') }).click();
      await expect(dialog.getByText(t('es', 'validation:course.name.required'))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(create).toBeFocused();

      await create.click();
      await dialog.getByLabel(label(t('es', 'accounts:titleTools.create.name'))).fill(made);
      await dialog.getByRole('button', { name: t('es', 'accounts:titleTools.create.submit') }).click();
      await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: made })).toBeVisible();
      await expect(page.getByText('Sumas y restas de enteros').first()).toBeVisible();
      await expect(page.getByText('Tablas de frecuencias').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // The library now lists the course under the title, and opens the title's tools for it.
      await page.goto('/library');
      await titleCard(page, GUIDE).getByRole('link', { name: t('es', 'accounts:titleTools.toolsFor', { course: made }) }).click();
      await expect(page).toHaveURL(/\/tools\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: t('es', 'accounts:titleTools.tools.title', { title: GUIDE }) })).toBeVisible();
      await expect(page.getByText(t('es', 'accounts:titleTools.tools.inCourse'), { exact: true })).toHaveCount(5);
      await expect(page.getByText('Solucionario: sumas y restas')).toBeVisible();
      await expectFitsPhone(page, 'title tools');
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t('es', 'accounts:titleTools.tools.back', { course: made }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: made })).toBeVisible();

      // Adding one lesson of the title to another course of theirs: it lands on that course's tools, the lesson in.
      await page.goto('/library');
      await titleCard(page, GUIDE).getByRole('button', { name: t('es', 'accounts:titleTools.add.open') }).click();
      const add = page.getByRole('dialog', { name: t('es', 'accounts:titleTools.add.title') });
      await add.getByRole('button', { name: t('es', 'accounts:titleTools.add.submit') }).click();
      await expect(add.getByText(t('es', 'validation:titleLessons.course'))).toBeVisible();
      await expect(add.getByText(t('es', 'validation:titleLessons.none'))).toBeVisible();
      await add.getByLabel(label(t('es', 'accounts:titleTools.add.course'))).selectOption({ label: other });
      await add.getByLabel('Fracciones equivalentes').check();
      await expectNoAxeViolations(page);
      await add.getByRole('button', { name: t('es', 'accounts:titleTools.add.submit') }).click();
      await expect(page).toHaveURL(/\/tools\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('link', { name: t('es', 'accounts:titleTools.tools.back', { course: other }) })).toBeVisible();
      await expect(page.getByText(t('es', 'accounts:titleTools.tools.inCourse'), { exact: true })).toHaveCount(1);

      // And one more from the tools page itself, announced.
      await page.getByLabel('Tablas de frecuencias').check();
      await page.getByRole('button', { name: t('es', 'accounts:titleTools.tools.add') }).click();
      await expect(page.getByText(t('es', 'accounts:titleTools.tools.added_one', { count: 1 }))).toBeVisible();
      await expect(page.getByText(t('es', 'accounts:titleTools.tools.inCourse'), { exact: true })).toHaveCount(2);
      await expectNoAxeViolations(page);
    } finally {
      await removeCourses(page.request, [made, other]);
    }
  });

  for (const lng of ['en', 'pt'] as const satisfies readonly Lng[]) {
    test(`the library's title actions and the tools page speak ${lng}`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const made = `Matemáticas 2º ${lng} ${unique()}`;
      const token = await teacherToken(page.request);
      await apiPatch(page.request, 'tiza', token, '/api/front/users/me', { language: lng });
      try {
        const library = (await (await page.request.get('/api/front/library', { headers: { login_context: JSON.stringify({ tenant: 'tiza', surface: 'web' }), authorization: `Bearer ${token}` } })).json()) as { entries: { title: { guid: string; name: string } }[] };
        const guide = library.entries.find((entry) => entry.title.name === GUIDE)?.title.guid ?? '';
        const course = await apiPost<{ course_project_guid: string }>(page.request, 'tiza', token, `/api/front/library/titles/${guide}/courses`, { course_project_guid: crypto.randomUUID(), name: made });

        await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lng}`));
        await page.goto('/library');
        const card = titleCard(page, GUIDE);
        await expect(card.getByRole('button', { name: t(lng, 'accounts:titleTools.create.open') })).toBeVisible();
        await card.getByRole('button', { name: t(lng, 'accounts:titleTools.add.open') }).click();
        await expect(page.getByRole('dialog', { name: t(lng, 'accounts:titleTools.add.title') })).toBeVisible();
        await expect(page.getByText(t(lng, 'accounts:titleTools.add.asDrafts'))).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');

        await page.goto(`/tools/${course.course_project_guid}`);
        await expect(page.getByRole('heading', { level: 1, name: t(lng, 'accounts:titleTools.tools.title', { title: GUIDE }) })).toBeVisible();
        await expect(page.getByText(t(lng, 'accounts:titleTools.tools.inCourse'), { exact: true })).toHaveCount(5);
        await expect(page.getByRole('heading', { level: 2, name: t(lng, 'accounts:titleTools.tools.resources') })).toBeVisible();
        await expectFitsPhone(page, `title tools in ${lng}`);
        await expectNoAxeViolations(page);
      } finally {
        await apiPatch(page.request, 'tiza', token, '/api/front/users/me', { language: null });
        await removeCourses(page.request, [made]);
      }
    });
  }
});
