// See as student (ADR 0553, ADR 0555), on a phone, in Spanish, English and Portuguese: a teacher opens their course,
// chooses "See as student", and the banner says so on every page; the course reads as a student's (no editing, the
// teacher-only guide absent from its lesson); a test shows its questions without an attempt (the app sends no write at
// all while the mode lasts); a reload keeps the mode; leaving returns to the teacher's course page.
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiGet, apiLogin } from './support/api';
import { t, type Lng } from './support/i18n';
import { expectNoAxeViolations, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const TEACHERS: { lng: Lng; tenant: string; email: string }[] = [
  { lng: 'es', tenant: 'tiza', email: 'teacher@tiza.demo' },
  { lng: 'en', tenant: 'classbook', email: 'teacher@classbook.demo' },
  { lng: 'pt', tenant: 'escola', email: 'professor@escola.demo' },
];

interface Found {
  course: { guid: string; name: string };
  lesson: { guid: string; name: string; unitGuid: string };
  guide: string;
  test: { guid: string; lessonGuid: string; name: string };
}

type Item = { guid: string; lesson_item_name: string; content_type: string; audience: string; published: boolean };
type Detail = { guid: string; name: string; units: { guid: string; lessons: { lesson_guid: string; name: string; published: boolean }[] }[] };

/** Arranged through the API as the teacher: a course of theirs with a teacher-only item and a published test. */
async function findCourse(page: Page, tenant: string, email: string): Promise<Found> {
  const { token } = await apiLogin(page.request, tenant, email);
  const list = await apiGet<{ data: { guid: string; abilities: { update: boolean } }[] }>(page.request, tenant, token, '/api/front/courses?pageSize=100');
  for (const course of list.data.filter((c) => c.abilities.update)) {
    const detail = await apiGet<Detail>(page.request, tenant, token, `/api/front/courses/${course.guid}`);
    let withGuide: Found['lesson'] | undefined;
    let guide = '';
    let quiz: Found['test'] | undefined;
    for (const unit of detail.units) {
      for (const lesson of unit.lessons.filter((l) => l.published)) {
        const { items } = await apiGet<{ items: Item[] }>(page.request, tenant, token, `/api/front/lessons/${lesson.lesson_guid}`);
        const teacherOnly = items.find((i) => i.audience === 'teachers');
        if (teacherOnly && !withGuide) {
          withGuide = { guid: lesson.lesson_guid, name: lesson.name, unitGuid: unit.guid };
          guide = teacherOnly.lesson_item_name;
        }
        const found = items.find((i) => i.content_type === 'CTTY_09' && i.published && i.audience === 'all');
        if (found && !quiz) quiz = { guid: found.guid, lessonGuid: lesson.lesson_guid, name: found.lesson_item_name };
      }
    }
    if (withGuide && quiz) return { course: { guid: detail.guid, name: detail.name }, lesson: withGuide, guide, test: quiz };
  }
  throw new Error(`${email} teaches no course with a teacher-only item and a test`);
}

test.describe('See as student', () => {
  test.setTimeout(120_000);

  for (const { lng, tenant, email } of TEACHERS) {
    test(`a teacher sees their course as a student and leaves (${lng})`, async ({ page }) => {
      const found = await findCourse(page, tenant, email);
      await signIn(page, tenant, email, lng);
      await expect(page).toHaveURL(/\/home$/);
      await page.goto(`/course/${found.course.guid}`);
      await expect(page.getByRole('heading', { level: 1, name: found.course.name })).toBeVisible();
      await expect(page.getByRole('button', { name: t(lng, 'course:edit.open') })).toBeVisible();

      // From here on the app may only read: any write it sent would be one a preview must not make.
      const writes: string[] = [];
      const onRequest = (request: Request) => {
        if (request.url().includes('/api/') && request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
      };
      page.on('request', onRequest);

      await page.getByRole('button', { name: t(lng, 'course:seeAsStudent') }).click();
      const banner = page.getByRole('status').filter({ hasText: t(lng, 'shell:seeAsStudent.banner', { course: found.course.name }) });
      await expect(banner).toBeVisible();
      // The course as a student reads it: nothing to edit, no "See as student" of its own.
      await expect(page.getByRole('button', { name: t(lng, 'course:edit.open') })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t(lng, 'course:seeAsStudent') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t(lng, 'course:links.myGrades') })).toBeVisible();
      await expectFitsPhone(page, `course seen as a student (${lng})`);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`see-as-student-course-${lng}.png`), fullPage: true });

      // The lesson without its teacher-only guide.
      await page.getByRole('link', { name: found.lesson.name }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: found.lesson.name })).toBeVisible();
      await expect(banner).toBeVisible();
      await expect(page.getByText(found.guide)).toHaveCount(0);

      // The test: the student's overview, and its questions without an attempt.
      await page.goto(`/course/${found.course.guid}/lesson/${found.test.lessonGuid}/assessment/${found.test.guid}`);
      await expect(page.getByRole('heading', { level: 1, name: found.test.name })).toBeVisible();
      await expect(page.getByText(t(lng, 'assessment:preview.notice'))).toBeVisible();
      await expect(page.getByRole('button', { name: t(lng, 'assessment:intro.start') })).toHaveCount(0);
      await page.getByRole('button', { name: t(lng, 'assessment:preview.open') }).click();
      await expect(page.getByRole('heading', { level: 2, name: t(lng, 'assessment:preview.title') })).toBeVisible();
      await expect(page.locator('.take-question').first()).toBeVisible();
      // A reload keeps the mode (the tab's own).
      await page.reload();
      await expect(page.getByText(t(lng, 'assessment:preview.notice'))).toBeVisible();
      await expect(banner).toBeVisible();
      await expectFitsPhone(page, `test seen as a student (${lng})`);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`see-as-student-test-${lng}.png`), fullPage: true });

      // No attempt was made: the test's overview, read as a student, lists none.
      const { token } = await apiLogin(page.request, tenant, email);
      const me = await page.request.get(`/api/front/assessments/${found.test.guid}/me`, {
        headers: { login_context: JSON.stringify({ tenant, surface: 'web' }), authorization: `Bearer ${token}`, 'x-see-as-student': found.course.guid },
      });
      expect(((await me.json()) as { attempts: unknown[] }).attempts).toEqual([]);
      expect(writes).toEqual([]);
      page.off('request', onRequest);

      // The banner's button is reached by keyboard and leaves for the teacher's course page.
      const leave = page.getByRole('button', { name: t(lng, 'shell:seeAsStudent.leave') });
      await leave.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/course/${found.course.guid}$`));
      await expect(page.getByRole('button', { name: t(lng, 'course:edit.open') })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t(lng, 'shell:seeAsStudent.banner', { course: found.course.name }) })).toHaveCount(0);
    });
  }
});
