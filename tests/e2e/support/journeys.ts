import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { t, type Lng } from './i18n';

export const DEMO_PASSWORD = 'tiza-demo';

/** A text to match literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A field's label as Playwright reads it: the text, then perhaps the required asterisk. */
export function label(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);
}

/** Opens the login page of a tenant and signs in through the form, as a person would. */
export async function signIn(page: Page, tenant: string, email: string, lng: Lng, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/auth/login?tenant=${tenant}`);
  // The prerendered page's button sends nothing until the app has mounted over it (ADR 0480): the app's is a submit button.
  await page.locator('form button[type="submit"]').waitFor();
  await page.getByLabel(label(t(lng, 'auth:fields.email'))).fill(email);
  await page.getByLabel(label(t(lng, 'auth:fields.password'))).fill(password);
  await page.getByRole('button', { name: t(lng, 'auth:login.submit') }).click();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page (WCAG 2 A/AA rules) and fails on any violation, listing them. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are read as they stand: a toast still fading in would fail contrast for a few frames. Finite animations end
  // first (spinners run forever and are not waited for); two seconds at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline script tags.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations, violations.join('\n')).toEqual([]);
}

/** On a course page (Spanish): a new unit and a lesson in it through the outline's dialogs, then opens the lesson. */
export async function createUnitAndLesson(page: Page, unit: string, lesson: string): Promise<void> {
  await page.getByRole('button', { name: t('es', 'lesson:outline.addUnit') }).click();
  const unitDialog = page.getByRole('dialog', { name: t('es', 'lesson:outline.createUnit.title') });
  await unitDialog.getByLabel(label(t('es', 'lesson:outline.unitName'))).fill(unit);
  await unitDialog.getByRole('button', { name: t('es', 'lesson:outline.createUnit.submit') }).click();
  await page.getByRole('button', { name: t('es', 'lesson:outline.addLessonTo', { unit }) }).click();
  const lessonDialog = page.getByRole('dialog', { name: t('es', 'lesson:outline.createLesson.title', { unit }) });
  await lessonDialog.getByLabel(label(t('es', 'lesson:outline.lessonName'))).fill(lesson);
  await lessonDialog.getByRole('button', { name: t('es', 'lesson:outline.createLesson.submit') }).click();
  await page.getByRole('link', { name: lesson }).click();
  await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
}
