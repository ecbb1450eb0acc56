// The gradebook. In Lengua (tiza), whose demo gradebook opens with the first term's work graded and nothing
// published, the teacher types scores with the keyboard (one refused, one undone), publishes the first term through the
// warning, and exports the CSV; then Pablo reads his published grades in My grades and finds the graded hand-in under
// "Grades published" in /tasks. Runs in order: the student's test reads what the teacher's published.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, apiLogin } from './support/api';
import { t } from './support/i18n';
import { expectNoAxeViolations, signIn } from './support/journeys';

test.describe.configure({ mode: 'serial' });

const COURSE = 'Lengua Castellana y Literatura 2º ESO';
const TEST_ITEM = 'Test: La narración';
const HAND_IN = 'Tarea: La narración';
const STUDENTS = { hugo: 'Fernández Gil, Hugo', pablo: 'García López, Pablo', marta: 'Sánchez Díaz, Marta' };
const T01 = t('es', 'catalog:periods.t01');

interface GridDto {
  items: { guid: string; name: string; published: boolean; period: string | null }[];
  students: { lastname: string; final_grades: { period: string; percent: number | null }[] }[];
  /** Column-major (ADR 0485): the cell of item i and student s at i × students + s. */
  cells: { manual: (number | null)[] };
  published_periods: string[];
}

async function openCourse(page: Page, link: string): Promise<void> {
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await page.getByRole('link', { name: link, exact: true }).click();
}

/** The grid cell of a student's row in the item's column (the column found by its header's `data-col`). */
async function cellOf(grid: Locator, student: string, item: string): Promise<Locator> {
  const col = await grid.getByRole('columnheader', { name: new RegExp(`^${item}`) }).getAttribute('data-col');
  expect(col, `column of ${item}`).not.toBeNull();
  return grid.getByRole('row', { name: new RegExp(student) }).locator(`[role="gridcell"][data-col="${col}"]`);
}

async function gradebookOf(page: Page, email: string): Promise<GridDto> {
  const { token } = await apiLogin(page.request, 'tiza', email);
  const courses = await apiGet<{ data: { guid: string; name: string }[] }>(page.request, 'tiza', token, '/api/front/courses?pageSize=100');
  const course = courses.data.find((c) => c.name === COURSE);
  if (!course) throw new Error(`no ${COURSE}`);
  return apiGet<GridDto>(page.request, 'tiza', token, `/api/front/courses/${course.guid}/gradebook`);
}

test('a teacher grades with the keyboard, publishes the first term through its warning and exports the CSV', async ({ page }) => {
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await openCourse(page, t('es', 'course:links.grades'));
  const grid = page.getByRole('grid', { name: t('es', 'gradebook:grid.caption', { course: COURSE }) });
  await expect(grid).toBeVisible();
  await expectNoAxeViolations(page);

  // Scores typed straight into the cells: a digit starts the entry, Enter saves and moves down.
  await (await cellOf(grid, STUDENTS.hugo, TEST_ITEM)).click();
  await page.keyboard.type('7,5');
  await page.keyboard.press('Enter');
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await page.keyboard.type('9,25');
  await page.keyboard.press('Enter');
  await expect(await cellOf(grid, STUDENTS.hugo, TEST_ITEM)).toContainText('7,5');
  await expect(await cellOf(grid, STUDENTS.pablo, TEST_ITEM)).toContainText('8');
  await expect(await cellOf(grid, STUDENTS.marta, TEST_ITEM)).toContainText('9,25');

  // A score over the maximum is refused where it was typed, with the domain's reason; Escape gives the cell back.
  // (Enter on the last row stays there; the arrows go up and back to Marta's cell.)
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('es', 'gradebook:score.out-of-range', { min: 0, max: 10 })).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(await cellOf(grid, STUDENTS.marta, TEST_ITEM)).toContainText('9,25');

  // Ctrl+Z takes the last change back (Marta's 9,25), then she gets her 9 again.
  await page.keyboard.press('Control+z');
  await expect(await cellOf(grid, STUDENTS.marta, TEST_ITEM)).not.toContainText('9,25');
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(await cellOf(grid, STUDENTS.marta, TEST_ITEM)).toContainText('9');

  // What the server kept: the three manual scores.
  await expect
    .poll(async () => {
      const body = await gradebookOf(page, 'teacher@tiza.demo');
      const item = body.items.findIndex((i) => i.name === TEST_ITEM);
      return body.students.map((_, s) => body.cells.manual[item * body.students.length + s] ?? null);
    })
    .toEqual([7.5, 8, 9]);

  // Publishing the first term warns that activities of the term are still unpublished; it goes on after confirming.
  await page.getByRole('button', { name: t('es', 'gradebookSetup:toolbar.publish') }).click();
  const publish = page.getByRole('dialog', { name: t('es', 'gradebookSetup:publish.title') });
  await publish.getByRole('button', { name: `${t('es', 'gradebookSetup:publish.publish')} ${T01}` }).click();
  const confirm = page.getByRole('alertdialog', { name: t('es', 'gradebookSetup:publish.confirmTitle', { period: T01 }) });
  // Scored and unpublished: the test just graded, the hand-in and the oral presentation (the other test has no score).
  await expect(confirm.getByText(t('es', 'gradebookSetup:publish.warnings.unpublished-activities_other', { count: 3 }))).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: t('es', 'gradebookSetup:publish.confirm') }).click();
  await expect(confirm).toBeHidden();
  await expect(publish.getByRole('listitem').filter({ hasText: T01 }).getByText(t('es', 'gradebookSetup:publish.published'), { exact: true })).toBeVisible();
  await publish.getByRole('button', { name: t('es', 'gradebookSetup:publish.close') }).click();
  await expect
    .poll(async () => {
      const body = await gradebookOf(page, 'teacher@tiza.demo');
      return { periods: body.published_periods, t01Published: body.items.filter((i) => i.period === 't01').every((i) => i.published) };
    })
    .toEqual({ periods: ['t01'], t01Published: true });

  // The CSV: UTF-8 with a BOM, ";" and decimal commas for Spanish spreadsheets, the scores just typed.
  await page.getByRole('button', { name: t('es', 'gradebookExport:menu.trigger') }).click();
  await page.getByRole('menuitem', { name: t('es', 'gradebookExport:menu.csv') }).click();
  const exportDialog = page.getByRole('dialog', { name: t('es', 'gradebookExport:dialog.csvTitle') });
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: t('es', 'gradebookExport:dialog.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toContain(`${TEST_ITEM} (/10)`);
  expect(lines[0]?.split(';').length).toBeGreaterThan(5);
  const hugo = lines.find((line) => line.startsWith('Fernández Gil;Hugo;'));
  expect(hugo?.split(';')).toContain('7,5');
});

test('the student reads the published term in My grades, and the graded hand-in under Grades published', async ({ page }) => {
  await signIn(page, 'tiza', 'student@tiza.demo', 'es');
  await openCourse(page, t('es', 'course:links.myGrades'));
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'myGrades:heading') })).toBeVisible();
  const term = page.getByRole('region', { name: T01 });
  await expect(term.getByText(TEST_ITEM)).toBeVisible();
  await expect(term.getByText(t('es', 'common:scoreOutOf', { score: '8', max: '10' })).first()).toBeVisible();
  // Pablo's hand-in: graded 6,5 and corrected by hand to 9, with the teacher's comment.
  const handIn = term.getByRole('listitem').filter({ hasText: HAND_IN });
  await expect(handIn.getByText(t('es', 'common:scoreOutOf', { score: '9', max: '10' }))).toBeVisible();
  await expect(handIn.getByText(t('es', 'myGrades:feedback'))).toBeVisible();
  // The term's final grade is published; the second term's is not.
  await expect(term.getByText(t('es', 'myGrades:final.label'))).toBeVisible();
  await expect(page.getByRole('region', { name: t('es', 'catalog:periods.t02') }).getByText(t('es', 'myGrades:final.pending'))).toBeVisible();
  await expectNoAxeViolations(page);

  // What the server shows him is what the teacher published, nothing more.
  const body = await gradebookOf(page, 'student@tiza.demo');
  expect(body.students).toHaveLength(1);
  expect(body.students[0]?.final_grades.find((g) => g.period === 't01')?.percent).not.toBeNull();
  expect(body.students[0]?.final_grades.find((g) => g.period === 't02')?.percent).toBeNull();

  await page.getByRole('navigation', { name: t('es', 'shell:mainNav') }).getByRole('link', { name: t('es', 'shell:nav.tasks') }).click();
  const published = page.getByRole('tab', { name: new RegExp(`^${t('es', 'tasks:tasks.groups.grades-published')} \\d`) });
  await published.click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: HAND_IN })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a class of 40 × 120: only what is in view is in the DOM, and the grid keeps its size, keys, focus and announcements', async ({ page }) => {
  // The course tests/e2e/support/seedLargeCourse.ts adds for teacher2: 40 students, 120 graded hand-ins, 3 categories.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'tiza', 'teacher2@tiza.demo', 'es');
  // Signed in once the app has gone home: a navigation before that races its redirect.
  await expect(page).toHaveURL(/\/home$/);
  const { token } = await apiLogin(page.request, 'tiza', 'teacher2@tiza.demo');
  const courses = await apiGet<{ data: { guid: string; name: string }[] }>(page.request, 'tiza', token, '/api/front/courses?pageSize=100');
  const course = courses.data.find((c) => c.name === 'Bench course (large)');
  if (!course) throw new Error('no large course');
  await page.goto(`/course/${course.guid}/grades`);
  const grid = page.getByRole('grid');
  await expect(grid.locator('[role="gridcell"]').first()).toBeVisible();

  // The whole grid's size for assistive technology: 3 header rows + 40 students; names + 120 items + 4 final grades.
  await expect(grid).toHaveAttribute('aria-rowcount', '43');
  await expect(grid).toHaveAttribute('aria-colcount', '125');
  // In the DOM: the rows and columns in view and a margin, not the 4,800 cells.
  const rows = await grid.locator('tbody tr[role="row"]').count();
  expect(rows).toBeGreaterThan(5);
  expect(rows).toBeLessThan(40);
  expect(await grid.locator('[role="gridcell"]').count()).toBeLessThan(40 * 124 / 4);
  await expectNoAxeViolations(page);

  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return { row: element?.closest('tr')?.getAttribute('aria-rowindex'), col: element?.getAttribute('aria-colindex') };
    });
  const first = grid.locator('tr[aria-rowindex="4"] [role="gridcell"][aria-colindex="2"]');
  await first.click();
  await expect(first).toBeFocused();

  // The keys reach every cell, also those not in the DOM yet: the focus follows and the cell scrolls into view.
  const moves: [string, { row: string; col: string }][] = [
    ['End', { row: '4', col: '125' }],
    ['Home', { row: '4', col: '2' }],
    ['PageDown', { row: '14', col: '2' }],
    ['Control+End', { row: '43', col: '125' }],
    ['PageUp', { row: '33', col: '125' }],
    ['Control+Home', { row: '4', col: '2' }],
    ['ArrowRight', { row: '4', col: '3' }],
    ['ArrowDown', { row: '5', col: '3' }],
  ];
  for (const [key, cell] of moves) {
    await page.keyboard.press(key);
    await expect.poll(focused, { message: key }).toEqual(cell);
    await expect(page.locator(':focus')).toBeInViewport();
  }

  // Scrolled far away with the wheel (the focused row and column leave the view): the focused cell stays in the DOM
  // and keeps the focus, and the next key goes on from it.
  const region = page.locator('.gb-scroll');
  await region.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
  await expect(grid.locator('tr[aria-rowindex="43"]')).toHaveCount(1);
  expect(await focused()).toEqual({ row: '5', col: '3' });
  await page.keyboard.press('ArrowRight');
  await expect.poll(focused).toEqual({ row: '5', col: '4' });
  await expect(page.locator(':focus')).toBeInViewport();

  // A score typed far out (the last student's last item) and Enter: saved there; a refused one is announced.
  await page.keyboard.press('Control+End');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
  await expect.poll(focused).toEqual({ row: '43', col: '121' });
  const last = grid.locator('tr[aria-rowindex="43"] [role="gridcell"][aria-colindex="121"]');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await expect(last).toContainText('7');
  await expect(last).toContainText(t('es', 'gradebook:grid.cell.saved'));
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: t('es', 'gradebook:score.out-of-range', { min: 0, max: 10 }) })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(last).toContainText('7');
});
