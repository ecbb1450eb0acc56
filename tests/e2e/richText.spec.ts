// Writing text: a teacher writes an assignment's instructions in the rich-text editor (a heading, a numbered list,
// a link and a formula, the toolbar reached from the keyboard) and a student sees them rendered. Uses Lengua (tiza)
// in a unit of its own with no term, as the lessons journey does, so the gradebook journey's counts do not move.
import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { createUnitAndLesson, expectNoAxeViolations, label, signIn } from './support/journeys';

const COURSE = 'Lengua Castellana y Literatura 2º ESO';
const UNIT = `Unidad con texto ${Date.now().toString(36)}`;
const LESSON = 'Texto con formato';
const ASSIGNMENT = 'Tarea: las fases del agua';
const c = (key: string) => t('es', `components:richText.${key}`);

test('a teacher writes instructions with a heading, a list, a link and a formula; the student sees them rendered', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await createUnitAndLesson(page, UNIT, LESSON);
  const lessonUrl = page.url();

  await page.getByRole('link', { name: t('es', 'lesson:lesson.addContent') }).first().click();
  await page.getByRole('link', { name: new RegExp(`^${t('es', 'catalog:contentTypes.assignment')}\\b`) }).click();
  await page.getByLabel(label(t('es', 'lesson:editor.name'))).fill(ASSIGNMENT);

  const text = page.getByRole('textbox', { name: label(t('es', 'lesson:editor.instructions')) });
  const toolbar = page.getByRole('toolbar', { name: c('toolbar.label') });
  const tool = (key: string) => toolbar.getByRole('button', { name: c(key), exact: true });
  await text.click();
  await page.keyboard.type('El ciclo del agua');
  // The toolbar from the keyboard: Alt+F10, then Enter on its first button (the heading).
  await page.keyboard.press('Alt+F10');
  await expect(tool('toolbar.heading2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tool('toolbar.heading2')).toHaveAttribute('aria-pressed', 'true');
  await expect(text).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ordena las fases:');
  await page.keyboard.press('Enter');
  await tool('toolbar.orderedList').click();
  await page.keyboard.type('Evaporación');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Condensación');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Lee ');

  await tool('toolbar.link').click();
  const linkDialog = page.getByRole('dialog', { name: c('link.title') });
  await linkDialog.getByLabel(label(c('link.url'))).fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: c('link.insert') }).click();
  await expect(linkDialog.getByText(c('link.errors.UNSAFE_URL'))).toBeVisible();
  await linkDialog.getByLabel(label(c('link.url'))).fill('es.wikipedia.org/wiki/Ciclo_hidrológico');
  await linkDialog.getByLabel(label(c('link.text'))).fill('el artículo');
  await linkDialog.getByRole('button', { name: c('link.insert') }).click();
  await expect(linkDialog).toBeHidden();
  await expect(text).toBeFocused();

  await page.keyboard.type(' y calcula ');
  await tool('toolbar.formula').click();
  const formulaDialog = page.getByRole('dialog', { name: c('formula.title') });
  await formulaDialog.getByLabel(label(c('formula.tex'))).fill('\\frac{3}{4}');
  await expect(formulaDialog.locator('.rt-formula-preview .katex')).toBeVisible();
  await expectNoAxeViolations(page);
  await formulaDialog.getByRole('button', { name: c('formula.insert') }).click();
  await expect(formulaDialog).toBeHidden();
  await expect(text.locator('.rt-formula .katex')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(t('es', 'lesson:editor.visibility.published')).check();
  await page.getByRole('button', { name: t('es', 'lesson:editor.create') }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();

  // The student, in a browser of their own, reads the instructions through the one renderer.
  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'tiza', 'student@tiza.demo', 'es');
  await expect(student.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await student.goto(lessonUrl);
  await student.getByRole('link', { name: ASSIGNMENT }).click();
  const instructions = student.getByRole('region', { name: t('es', 'viewer:assignment.instructions') });
  await expect(instructions.getByRole('heading', { level: 2, name: 'El ciclo del agua' })).toBeVisible();
  await expect(instructions.getByRole('listitem')).toHaveText(['Evaporación', 'Condensación']);
  await expect(instructions.locator('ol')).toHaveCount(1);
  const link = instructions.getByRole('link', { name: 'el artículo' });
  await expect(link).toHaveAttribute('href', 'https://es.wikipedia.org/wiki/Ciclo_hidrol%C3%B3gico');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(instructions.locator('.katex')).toBeVisible();
  await expect(instructions.locator('annotation')).toHaveText('\\frac{3}{4}');
  await expectNoAxeViolations(student);
});
