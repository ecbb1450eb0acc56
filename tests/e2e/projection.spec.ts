// Projection in class: the teacher opens a lesson's projection on the classroom screen, pairs a phone by the short
// code shown there, and drives the screen from the phone at 390 px — one browser context, two pages, a real WebSocket.
import { expect, test } from '@playwright/test';
import { apiGet, apiLogin } from './support/api';
import { expectNoAxeViolations, signIn } from './support/journeys';
import { expectFitsPhone, PHONE } from './support/layout';
import { t } from './support/i18n';

interface CourseListDto {
  data?: { guid: string; name: string }[];
}
interface CourseDetailDto {
  units: { guid: string; name: string; lessons: { lesson_guid: string; name: string }[] }[];
}
interface LessonDto {
  items: { guid: string; lesson_item_name: string; audience: string; published: boolean; content_type: string }[];
}
interface ItemDetailDto {
  data: { alt?: string };
}

const COURSE = 'Biología y Geología 3º ESO';

test('a teacher pairs a phone with the projector and moves through the lesson from it', async ({ page, request }) => {
  // Two pages, the PDF engine and two accessibility checks on a shared machine.
  test.setTimeout(90_000);
  const { token } = await apiLogin(request, 'tiza', 'teacher@tiza.demo');
  const courses = await apiGet<CourseListDto | { guid: string; name: string }[]>(request, 'tiza', token, '/api/front/courses');
  const list = Array.isArray(courses) ? courses : (courses.data ?? []);
  const course = list.find((entry) => entry.name === COURSE);
  expect(course, COURSE).toBeDefined();
  const detail = await apiGet<CourseDetailDto>(request, 'tiza', token, `/api/front/courses/${course?.guid}`);
  const lessonGuid = detail.units[0]?.lessons[0]?.lesson_guid ?? '';
  const lesson = await apiGet<LessonDto>(request, 'tiza', token, `/api/front/lessons/${lessonGuid}`);
  const projectedItems = lesson.items.filter((item) => item.audience === 'all' && item.published);
  const projected = projectedItems.map((item) => item.lesson_item_name);
  expect(projected.length).toBeGreaterThan(2);
  // The demo course's first lesson opens with a picture, a PDF worksheet and a test (server/src/demo/seed.ts).
  expect(projectedItems.slice(0, 3).map((item) => item.content_type)).toEqual(['CTTY_07', 'CTTY_05', 'CTTY_09']);
  const picture = await apiGet<ItemDetailDto>(request, 'tiza', token, `/api/front/lesson-items/${projectedItems[0]?.guid}`);

  // The teacher writes notes for class on the worksheet in its editor (ADR 0526): the remote shows them, never the screen.
  const notes = 'Ejercicio 3: hacerlo juntos en la pizarra.';
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.waitForURL('**/home');
  await page.goto(`/course/${course?.guid}/lesson/${lessonGuid}/edit/${projectedItems[1]?.guid}`);
  await page.getByLabel(t('es', 'lesson:editor.inClass.notes')).fill(notes);
  await page.getByRole('button', { name: t('es', 'lesson:editor.save') }).click();
  await page.waitForURL(`**/lesson/${lessonGuid}`);

  // The classroom computer: the lesson page's "Proyectar" opens the projector, which shows a code and its QR.
  await page.getByRole('link', { name: t('es', 'lesson:lesson.project') }).click();
  const projector = page.getByTestId('projector');
  await expect(projector.getByRole('heading', { level: 1 })).toHaveText(projected[0] ?? '');
  // The item itself, not only its name: the picture, with the lesson viewer's renderer.
  const content = projector.getByTestId('projected-content');
  await expect(content).toHaveAttribute('data-kind', 'image');
  await expect(content.getByRole('img', { name: picture.data.alt ?? '' })).toBeVisible();
  const pairing = page.getByRole('complementary', { name: t('es', 'projection:projector.pair.heading') });
  await expect(pairing.getByRole('img')).toBeVisible();
  const code = (await page.getByTestId('pairing-code').textContent()) ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  await expect(pairing).toContainText(`/remote/${code}`);

  // The teacher's phone, signed in as the same teacher (the browser's session), opens the remote's address.
  const phone = await page.context().newPage();
  await phone.setViewportSize(PHONE);
  await phone.goto(`/remote/${code}`);
  const now = phone.getByTestId('remote-now');
  await expect(now).toHaveText(t('es', 'projection:remote.nowShowing', { item: projected[0] ?? '', current: 1, total: projected.length }));
  await expect(pairing).toBeHidden();
  const remoteNotes = phone.getByTestId('remote-notes');
  await expect(remoteNotes).toContainText(t('es', 'projection:remote.notes.none'));
  await expectFitsPhone(phone, 'the remote');
  await expectNoAxeViolations(phone);

  // The remote's extras reach the classroom screen: zoom the picture, then a one-minute countdown the class sees.
  await phone.getByRole('button', { name: t('es', 'projection:remote.zoom.in') }).click();
  await expect(content).toHaveAttribute('data-zoom', '1.25');
  await expect(phone.getByTestId('remote-zoom')).toHaveText(t('es', 'projection:remote.zoom.percent', { percent: 125 }));
  await phone.getByRole('group', { name: t('es', 'projection:remote.timer.kinds') }).getByRole('button', { name: t('es', 'projection:remote.timer.minutes_one', { count: 1 }) }).click();
  await phone.getByRole('button', { name: t('es', 'projection:remote.timer.start'), exact: true }).click();
  await expect(projector.getByTestId('timer-face')).toBeVisible();
  await expect(phone.getByRole('button', { name: t('es', 'projection:remote.timer.pause'), exact: true })).toBeVisible();

  await phone.getByRole('button', { name: t('es', 'projection:remote.next') }).click();
  await expect(projector.getByRole('heading', { level: 1 })).toHaveText(projected[1] ?? '');
  await expect(now).toHaveText(t('es', 'projection:remote.nowShowing', { item: projected[1] ?? '', current: 2, total: projected.length }));
  // The worksheet's first page, drawn by the viewer's PDF renderer.
  await expect(content).toHaveAttribute('data-kind', 'pdf');
  await expect(content.locator('canvas')).toBeVisible();
  // Once the screen has opened the PDF the phone knows its pages (ADR 0526): the demo worksheet has one, so the phone
  // stops there.
  const pdfPages = await content.evaluate(async () => {
    const region = document.querySelector('.viewer-pdf__page-form input');
    return Number(region?.getAttribute('max') ?? 0);
  });
  expect(pdfPages).toBeGreaterThan(0);
  await expect(phone.getByTestId('remote-page')).toHaveText(t('es', 'projection:remote.page.ofCount', { page: 1, count: pdfPages }));
  if (pdfPages === 1) await expect(phone.getByRole('button', { name: t('es', 'projection:remote.page.next') })).toBeDisabled();
  for (let page = 1; page < pdfPages; page += 1) await phone.getByRole('button', { name: t('es', 'projection:remote.page.next') }).click();
  await expect(phone.getByRole('button', { name: t('es', 'projection:remote.page.next') })).toBeDisabled();
  await expect(phone.getByTestId('remote-page')).toHaveText(t('es', 'projection:remote.page.ofCount', { page: pdfPages, count: pdfPages }));
  // Its notes on the phone only.
  await expect(remoteNotes).toContainText(notes);
  await expect(page.getByText(notes)).toHaveCount(0);

  await phone.getByRole('button', { name: t('es', 'projection:remote.blankOn') }).click();
  await expect(projector).toHaveText(t('es', 'projection:projector.blank'));
  await expect(now).toHaveText(t('es', 'projection:remote.nowBlank'));

  // Jumping to an item lifts the black screen.
  await phone.getByRole('navigation', { name: t('es', 'projection:remote.items') }).getByRole('button', { name: projected[2] ?? '' }).click();
  await expect(projector.getByRole('heading', { level: 1 })).toHaveText(projected[2] ?? '');
  // A test is answered on each student's device: the projector says so instead of showing it.
  await expect(projector.getByTestId('projected-fallback')).toContainText(t('es', 'projection:stage.fallback.test.title'));

  // The projector's own keyboard drives it too, and the phone follows.
  await projector.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(projector.getByRole('heading', { level: 1 })).toHaveText(projected[1] ?? '');
  await expect(now).toHaveText(t('es', 'projection:remote.nowShowing', { item: projected[1] ?? '', current: 2, total: projected.length }));
  await expectNoAxeViolations(page);
});

test('/projection/test/{g} opens the lesson’s projection on that test, and /…/power shows the item alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await apiLogin(request, 'tiza', 'teacher@tiza.demo');
  const courses = await apiGet<CourseListDto | { guid: string; name: string }[]>(request, 'tiza', token, '/api/front/courses');
  const list = Array.isArray(courses) ? courses : (courses.data ?? []);
  const course = list.find((entry) => entry.name === COURSE);
  const detail = await apiGet<CourseDetailDto>(request, 'tiza', token, `/api/front/courses/${course?.guid}`);
  const unitGuid = detail.units[0]?.guid ?? '';
  const lessonGuid = detail.units[0]?.lessons[0]?.lesson_guid ?? '';
  const lesson = await apiGet<LessonDto>(request, 'tiza', token, `/api/front/lessons/${lessonGuid}`);
  const testItem = lesson.items.find((item) => item.audience === 'all' && item.published && item.content_type === 'CTTY_09');
  expect(testItem, 'a test in the first lesson').toBeDefined();

  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.waitForURL('**/home');
  await page.goto(`/projection/test/${testItem?.guid}`);
  const projector = page.getByTestId('projector');
  await expect(projector.getByRole('heading', { level: 1 })).toHaveText(testItem?.lesson_item_name ?? '');
  await expect(projector.getByTestId('projected-fallback')).toContainText(t('es', 'projection:stage.fallback.test.title'));
  await expectNoAxeViolations(page);

  await page.goto(`/course/${course?.guid}/lesson/${lessonGuid}/projection/${unitGuid}/power`);
  await expect(page.getByTestId('projected-content')).toBeVisible();
  await expect(page.locator('.projector--power')).toBeVisible();
});

test('once the projector has opened the demo video, the phone shows its length and stops a skip at its end', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await apiLogin(request, 'tiza', 'teacher@tiza.demo');
  const courses = await apiGet<CourseListDto | { guid: string; name: string }[]>(request, 'tiza', token, '/api/front/courses');
  const list = Array.isArray(courses) ? courses : (courses.data ?? []);
  const course = list.find((entry) => entry.name === COURSE);
  const detail = await apiGet<CourseDetailDto>(request, 'tiza', token, `/api/front/courses/${course?.guid}`);
  // The rich unit (server/src/demo/content/lessons.json): its first lesson has the water cycle's video.
  const lessonGuid = detail.units.find((unit) => unit.name === 'El agua')?.lessons[0]?.lesson_guid ?? '';
  const lesson = await apiGet<LessonDto>(request, 'tiza', token, `/api/front/lessons/${lessonGuid}`);
  const projected = lesson.items.filter((item) => item.audience === 'all' && item.published);
  const video = projected.find((item) => item.content_type === 'CTTY_03');
  expect(video, 'a video in the water unit').toBeDefined();

  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.waitForURL('**/home');
  await page.goto(`/course/${course?.guid}/lesson/${lessonGuid}/projection`);
  const code = (await page.getByTestId('pairing-code').textContent()) ?? '';
  const phone = await page.context().newPage();
  await phone.setViewportSize(PHONE);
  await phone.goto(`/remote/${code}`);
  await phone.getByRole('navigation', { name: t('es', 'projection:remote.items') }).getByRole('button', { name: video?.lesson_item_name ?? '' }).click();

  const player = page.getByTestId('projected-content').locator('video');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
  const duration = await player.evaluate((element: HTMLVideoElement) => element.duration);
  const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
  const reading = phone.getByTestId('remote-media-time');
  await expect(reading).toHaveText(t('es', 'projection:remote.media.pausedOf', { time: '0:00', length: clock(duration) }));
  await expectFitsPhone(phone, 'the remote with a video');

  // Forward more often than the video is long: the phone stops at its end.
  const forward = phone.getByRole('button', { name: t('es', 'projection:remote.media.forward', { seconds: 10 }) });
  for (let skip = 0; skip * 10 <= duration; skip += 1) await forward.click();
  await expect(reading).toHaveText(t('es', 'projection:remote.media.pausedOf', { time: clock(duration), length: clock(duration) }));
  await expectNoAxeViolations(phone);
});

test('a student who opens a projection’s address is told only teachers project, and stays signed in', async ({ page }) => {
  await signIn(page, 'tiza', 'student@tiza.demo', 'es');
  await page.waitForURL('**/home');
  // No request is made for them (a 403 would end the session, spec §6): any address of the kind gets the same page.
  for (const path of ['/projection/test/00000000-0000-4000-8000-000000000001', '/course/00000000-0000-4000-8000-000000000002/lesson/00000000-0000-4000-8000-000000000003/projection']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: t('es', 'projection:projector.teachersOnly.title') })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t('es', 'projection:projector.teachersOnly.home') }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
});
