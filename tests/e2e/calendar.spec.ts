// The calendar. A student on a phone opens on the agenda (the school's training day is there), turns to last week and
// finds a late assignment with the /tasks word, and opens it; a teacher on a wide screen reads the month grid with the
// keyboard; a student finds an assignment due soon in the week view and opens it.
import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { t } from './support/i18n';
import { apiGet, apiLogin, apiPatch, apiPut } from './support/api';
import { expectNoAxeViolations, signIn } from './support/journeys';
import { PHONE, layoutProblems } from './support/layout';

const LATE_HAND_IN = 'Tarea: una gota de agua (con retraso)';
/** A day as typed in the Spanish date field. */
const typed = (date: Date) => `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
const BIO = 'Biología y Geología 3º ESO';

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a student opens the agenda, turns to last week and opens a late assignment', async ({ page }) => {
    await signIn(page, 'tiza', 'lucas@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'calendar:title') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('es', 'calendar:views.agenda'), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Jornada de formación del profesorado').first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    // The day view: one day, a day at a time.
    await page.getByRole('button', { name: t('es', 'calendar:views.day'), exact: true }).click();
    const period = page.locator('.cal-toolbar__period');
    const today = await period.textContent();
    await page.getByRole('button', { name: t('es', 'calendar:next.day') }).click();
    await expect(period).not.toHaveText(today ?? '');
    await page.getByRole('button', { name: t('es', 'calendar:previous.day') }).click();
    await expect(period).toHaveText(today ?? '');
    await expect(page.locator('.cal-day')).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);

    await page.getByRole('button', { name: t('es', 'calendar:views.week'), exact: true }).click();
    await page.getByRole('button', { name: t('es', 'calendar:previous.week') }).click();
    const late = page.locator('.cal-entry').filter({ has: page.getByRole('link', { name: LATE_HAND_IN }) });
    await expect(late.getByText(t('es', 'tasks:itemStatus.turned-in'))).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await late.getByRole('link', { name: LATE_HAND_IN }).click();
    await expect(page.getByRole('heading', { level: 1, name: LATE_HAND_IN })).toBeVisible();
  });

  test('a student subscribes from a calendar app: the address downloads a feed that parses, and a new one retires it', async ({ page }) => {
    await signIn(page, 'tiza', 'student@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/calendar');
    await page.getByRole('button', { name: t('es', 'calendar:feed.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('es', 'calendar:feed.title') });
    const address = dialog.getByLabel(t('es', 'calendar:feed.address'));
    await expect(address).toHaveValue(/\/api\/calendar-feed\/.+\.ics$/);
    await expect(dialog.getByRole('link', { name: t('es', 'calendar:feed.subscribe') })).toHaveAttribute('href', /^webcal:\/\//);
    await expectNoAxeViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    // What a calendar app does: fetch the address alone, with no session, and read RFC 5545.
    const first = await address.inputValue();
    const feed = await page.request.get(first, { headers: { authorization: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[]);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
    const summaries = calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('summary')));
    expect(summaries).toContain(BIO);

    await dialog.getByRole('button', { name: t('es', 'calendar:feed.revoke') }).click();
    await dialog.getByRole('button', { name: t('es', 'calendar:feed.revokeYes') }).click();
    await expect(dialog.getByText(t('es', 'calendar:feed.revoked'))).toBeVisible();
    await expect(address).not.toHaveValue(first);
    await expect(address).toBeFocused();
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(await address.inputValue())).status()).toBe(200);
    await dialog.getByRole('button', { name: t('es', 'calendar:feed.close') }).first().click();
    await expect(page.getByRole('button', { name: t('es', 'calendar:feed.open') })).toBeFocused();
  });
});

test('a student sees the week with an assignment due soon, marked as /tasks marks it, and opens it', async ({ page }) => {
  // The teacher sets an assignment the student has not handed in due in two hours (school's wall clock): "soon".
  const student = await apiLogin(page.request, 'tiza', 'student@tiza.demo');
  const teacher = await apiLogin(page.request, 'tiza', 'teacher@tiza.demo');
  const { tasks } = await apiGet<{ tasks: { item_guid: string; item_name: string; content_type: string; course_guid: string; course_name: string; deliver_at_local: string | null; status: { label: string } }[] }>(page.request, 'tiza', student.token, '/api/front/tasks');
  const task = tasks.find((entry) => entry.course_name === BIO && entry.content_type === 'CTTY_14' && entry.item_name !== LATE_HAND_IN && ['not-started', 'in-progress', 'late'].includes(entry.status.label));
  if (!task) throw new Error('the demo student needs an assignment to hand in');
  const madrid = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
  const soon = madrid.format(new Date(Date.now() + 2 * 3_600_000)).replace(' ', 'T');
  const item = `/api/front/courses/${task.course_guid}/gradebook/items/${task.item_guid}`;
  await apiPatch(page.request, 'tiza', teacher.token, item, { deliver_at: soon });
  try {
    await signIn(page, 'tiza', 'student@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('navigation', { name: t('es', 'shell:mainNav') }).getByRole('link', { name: t('es', 'shell:nav.calendar') }).click();
    await page.getByRole('button', { name: t('es', 'calendar:views.week'), exact: true }).click();
    // Two hours ahead late on a Sunday is next week's Monday: the week holding it is then one page on.
    const todayThere = madrid.format(new Date()).slice(0, 10);
    if (soon.slice(0, 10) !== todayThere && new Date(`${todayThere}T12:00:00Z`).getUTCDay() === 0) await page.getByRole('button', { name: t('es', 'calendar:next.week') }).click();
    const entry = page.locator('.cal-entry').filter({ has: page.getByRole('link', { name: task.item_name }) });
    await expect(entry.getByText(t('es', 'tasks:itemStatus.soon'))).toBeVisible();
    await expectNoAxeViolations(page);
    await entry.getByRole('link', { name: task.item_name }).click();
    await expect(page.getByRole('heading', { level: 1, name: task.item_name })).toBeVisible();
  } finally {
    await apiPatch(page.request, 'tiza', teacher.token, item, { deliver_at: task.deliver_at_local?.slice(0, 16) ?? null });
  }
});

test('a teacher reads the month grid with the keyboard', async ({ page }) => {
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation', { name: t('es', 'shell:mainNav') }).getByRole('link', { name: t('es', 'shell:nav.calendar') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'calendar:title') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('es', 'calendar:views.month'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expectNoAxeViolations(page);

  const today = grid.locator('[aria-current="date"]');
  await today.focus();
  const panel = page.locator('.cal-day-panel h3');
  const before = await panel.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(panel).not.toHaveText(before ?? '');
  await expect(grid.locator('td[tabindex="0"]')).toBeFocused();
  const month = await page.locator('.cal-toolbar__period').textContent();
  await page.keyboard.press('PageDown');
  await expect(page.locator('.cal-toolbar__period')).not.toHaveText(month ?? '');
  await expect(grid.locator('td[tabindex="0"]')).toBeFocused();
  await page.getByRole('button', { name: t('es', 'calendar:today') }).click();
  await expect(page.locator('.cal-toolbar__period')).toHaveText(month ?? '');
});

test("a course's calendar opens from the course page and names the course", async ({ page }) => {
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: BIO }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: BIO })).toBeVisible();
  await page.getByRole('navigation', { name: t('es', 'course:links.label') }).getByRole('link', { name: t('es', 'course:links.calendar') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'calendar:courseTitle', { course: BIO }) })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('es', 'components:breadcrumbs.label') }).getByRole('link', { name: BIO })).toBeVisible();
  await expectNoAxeViolations(page);
});


test('a teacher sets a class in the course timetable, is told of an overlap, and finds the class on the calendar', async ({ page }) => {
  const course = page.locator('.cal-timetable');
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: BIO }).first().click();
  await page.getByRole('navigation', { name: t('es', 'course:links.label') }).getByRole('link', { name: t('es', 'course:links.calendar') }).click();
  await expect(course.getByRole('heading', { name: t('es', 'calendar:timetable.title') })).toBeVisible();
  await expect(course.getByText('Laboratorio de Ciencias')).toBeVisible();

  await course.getByRole('button', { name: t('es', 'calendar:timetable.edit') }).click();
  // From today for 200 days (within a school year's 400), so the agenda's next 30 days hold a Friday of the timetable
  // whatever the day of the run.
  await course.getByLabel(t('es', 'calendar:timetable.startsOn')).fill(typed(new Date()));
  await course.getByLabel(t('es', 'calendar:timetable.endsOn')).fill(typed(new Date(Date.now() + 200 * 86_400_000)));
  await course.getByRole('button', { name: t('es', 'calendar:timetable.addSlot') }).click();
  const row = course.locator('.cal-timetable__row').last();
  // The new class takes the weekday after the last one's, at its hours, and gets the focus.
  await expect(row.getByLabel(t('es', 'calendar:timetable.weekday'))).toBeFocused();
  await row.getByLabel(t('es', 'calendar:timetable.weekday')).selectOption('4');
  await row.getByLabel(t('es', 'calendar:timetable.room')).fill('Aula de Música');
  await course.getByRole('button', { name: t('es', 'calendar:timetable.save') }).click();
  await expect(course.locator('.tz-alert')).toContainText(t('es', 'calendar:timetable.issuesSummary_one', { count: 1 }));
  await expect(row.getByText(t('es', 'calendar:timetable.issues.slots-overlap'))).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByLabel(t('es', 'calendar:timetable.weekday')).selectOption('5');
  await row.getByLabel(t('es', 'calendar:timetable.starts')).fill('13:35');
  await row.getByLabel(t('es', 'calendar:timetable.ends')).fill('14:30');
  await course.getByRole('button', { name: t('es', 'calendar:timetable.save') }).click();
  await expect(page.getByText(t('es', 'calendar:timetable.saved'))).toBeVisible();
  await expect(course.getByText('Aula de Música')).toBeVisible();
  await expect(course.getByRole('button', { name: t('es', 'calendar:timetable.edit') })).toBeFocused();

  await page.getByRole('button', { name: t('es', 'calendar:views.agenda'), exact: true }).click();
  const music = page.locator('.cal-entry--session').filter({ hasText: 'Aula de Música' }).first();
  await expect(music).toContainText(t('es', 'calendar:kinds.session'));
  await expect(music).toContainText(BIO);
  // A class names the lesson its programme lays there and opens it in that class's context (ADR 0506); a class past
  // the last lesson opens its course. Which one this is depends on the day of the run: the calendar's answer says.
  const courseGuid = page.url().split('/')[4] ?? '';
  const teacher = await apiLogin(page.request, 'tiza', 'teacher@tiza.demo');
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const read = await apiGet<{ data: { kind: string; room: string | null; lesson_name: string | null }[] }>(page.request, 'tiza', teacher.token, `/api/front/calendar?from=${from}&to=${to}&course=${courseGuid}`);
  const lesson = read.data.find((entry) => entry.kind === 'session' && entry.room === 'Aula de Música')?.lesson_name ?? null;
  if (lesson !== null) await expect(music).toContainText(lesson);
  await music.getByRole('link', { name: BIO }).click();
  if (lesson === null) {
    await expect(page.getByRole('heading', { level: 1, name: BIO })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/lesson\/[0-9a-f-]+\/session\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
    await expect(page.getByText(new RegExp(t('es', 'calendar:programme.sessionNote', { session: '' })))).toBeVisible();
  }
});

test("a teacher records a day without the course's classes: told what is missing, then finds it on the calendar, and undoes a removal", async ({ page }) => {
  const panel = page.locator('.cal-nonschool');
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: BIO }).first().click();
  await page.getByRole('navigation', { name: t('es', 'course:links.label') }).getByRole('link', { name: t('es', 'course:links.calendar') }).click();
  await expect(panel.getByRole('heading', { name: t('es', 'calendar:nonSchool.titleCourse') })).toBeVisible();

  await panel.getByRole('button', { name: t('es', 'calendar:nonSchool.add') }).click();
  await expect(panel.getByLabel(t('es', 'calendar:nonSchool.name'))).toBeFocused();
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  await panel.getByLabel(t('es', 'calendar:nonSchool.startsOn')).fill(typed(inAWeek));
  await panel.getByLabel(t('es', 'calendar:nonSchool.endsOn')).fill(typed(new Date(Date.now() + 6 * 86_400_000)));
  await panel.getByRole('button', { name: t('es', 'calendar:nonSchool.save') }).click();
  await expect(panel.locator('.tz-alert')).toContainText(t('es', 'calendar:nonSchool.issuesSummary_other', { count: 2 }));
  await expect(panel.getByText(t('es', 'calendar:nonSchool.issues.name-required'))).toBeVisible();
  await expect(panel.getByText(t('es', 'calendar:nonSchool.issues.ends-before-start'))).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByLabel(t('es', 'calendar:nonSchool.name')).fill('Salida al Jardín Botánico');
  await panel.getByLabel(t('es', 'calendar:nonSchool.endsOn')).fill(typed(inAWeek));
  await panel.getByRole('button', { name: t('es', 'calendar:nonSchool.save') }).click();
  await expect(panel.getByText(t('es', 'calendar:nonSchool.saved', { name: 'Salida al Jardín Botánico' }))).toBeVisible();
  await expect(panel.getByRole('button', { name: t('es', 'calendar:nonSchool.add') })).toBeFocused();
  await page.getByRole('button', { name: t('es', 'calendar:views.agenda'), exact: true }).click();
  await expect(page.locator('.cal-entry').filter({ hasText: 'Salida al Jardín Botánico' }).first()).toBeVisible();

  await panel.getByRole('button', { name: t('es', 'calendar:nonSchool.remove', { name: 'Salida al Jardín Botánico' }) }).click();
  await expect(panel.getByText(t('es', 'calendar:nonSchool.removed', { name: 'Salida al Jardín Botánico' }))).toBeVisible();
  await expect(page.locator('.cal-entry').filter({ hasText: 'Salida al Jardín Botánico' })).toHaveCount(0);
  await panel.getByRole('button', { name: t('es', 'calendar:nonSchool.undo') }).click();
  await expect(panel.locator('.cal-nonschool__name').filter({ hasText: 'Salida al Jardín Botánico' })).toBeVisible();
  await expect(page.locator('.cal-entry').filter({ hasText: 'Salida al Jardín Botánico' }).first()).toBeVisible();
});

test.describe('a school admin on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("records the school's holidays under the calendar", async ({ page }) => {
    await signIn(page, 'tiza', 'admin@tiza.demo', 'es');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/calendar');
    const panel = page.locator('.cal-nonschool');
    await expect(panel.getByRole('heading', { name: t('es', 'calendar:nonSchool.titleSchool', { school: 'IES Ramón y Cajal' }) })).toBeVisible();
    await expect(panel.getByText('Jornada de formación del profesorado')).toBeVisible();
    await panel.getByRole('button', { name: t('es', 'calendar:nonSchool.add') }).click();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});


test('a teacher adds an event of their own, is told what is missing, finds it in the agenda, and removes it', async ({ page }) => {
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/calendar');
  await page.getByRole('button', { name: t('es', 'calendar:views.agenda'), exact: true }).click();
  await page.getByRole('button', { name: t('es', 'calendar:event.new') }).click();
  const dialog = page.getByRole('dialog', { name: t('es', 'calendar:event.titleNew') });
  await expect(dialog.getByLabel(t('es', 'calendar:event.title'))).toBeFocused();
  await dialog.getByLabel(t('es', 'calendar:event.starts')).fill('18:00');
  await dialog.getByRole('button', { name: t('es', 'calendar:event.save') }).click();
  await expect(dialog.getByText(t('es', 'calendar:event.issues.title-required'))).toBeVisible();
  await expect(dialog.getByText(t('es', 'calendar:event.issues.ends-before-start'))).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel(t('es', 'calendar:event.title')).fill('Claustro de evaluación');
  await dialog.getByLabel(t('es', 'calendar:event.ends')).fill('19:30');
  await dialog.getByRole('button', { name: t('es', 'calendar:event.save') }).click();
  await expect(dialog).toBeHidden();
  const entry = page.locator('.cal-entry--event').filter({ hasText: 'Claustro de evaluación' });
  await expect(entry).toContainText(t('es', 'calendar:kinds.event'));

  await entry.getByRole('button', { name: t('es', 'calendar:event.open', { title: 'Claustro de evaluación' }) }).click();
  const editing = page.getByRole('dialog', { name: t('es', 'calendar:event.titleEdit') });
  await expect(editing.getByLabel(t('es', 'calendar:event.starts'))).toHaveValue('18:00');
  await editing.getByRole('button', { name: t('es', 'calendar:event.remove') }).click();
  await expect(editing).toBeHidden();
  await expect(page.locator('.cal-entry--event').filter({ hasText: 'Claustro de evaluación' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('es', 'calendar:event.new') })).toBeFocused();
});

test("a teacher moves a lesson in the course programme, is told why a colleague's move makes a class unavailable, and opens the lesson from its class", async ({ page }) => {
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: BIO }).first().click();
  await page.getByRole('navigation', { name: t('es', 'course:links.label') }).getByRole('link', { name: t('es', 'course:links.programme') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'calendar:programme.title', { course: BIO }) })).toBeVisible();
  const rows = page.getByRole('list', { name: t('es', 'calendar:programme.listLabel') }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A colleague, in another browser, moves the lesson before the last one past the first class this page offers it.
  const teacher = await apiLogin(page.request, 'tiza', 'teacher@tiza.demo');
  const courseGuid = page.url().split('/')[4] ?? '';
  const programme = await apiGet<{ lessons: { guid: string; name: string }[]; upcoming: { guid: string; date: string; starts: string }[] }>(page.request, 'tiza', teacher.token, `/api/front/courses/${courseGuid}/program`);
  const last = programme.lessons[programme.lessons.length - 1];
  const previous = programme.lessons[programme.lessons.length - 2];
  if (!last || !previous) throw new Error('the demo course needs lessons');
  const row = rows.filter({ has: page.getByRole('link', { name: last.name, exact: true }) });
  const menu = row.getByLabel(t('es', 'calendar:programme.move', { lesson: last.name }));
  const offered = await menu.locator('option').nth(1).getAttribute('value');
  const after = programme.upcoming[programme.upcoming.findIndex((session) => session.guid === offered) + 1];
  if (!after) throw new Error('the demo course needs classes ahead');
  await apiPut(page.request, 'tiza', teacher.token, `/api/front/lessons/${previous.guid}/session`, { date: after.date, starts: after.starts });

  // This page still offers that class: the server refuses it and says why.
  await menu.selectOption({ index: 1 });
  await expect(row.getByText(t('es', 'calendar:programme.refusals.before-previous'))).toBeVisible();

  // Read again, the menu offers only what may be: the first class after the colleague's.
  await expect(menu.locator('option').nth(1)).not.toHaveAttribute('value', offered ?? '');
  await menu.selectOption({ index: 1 });
  await expect(row.getByRole('status').or(row.locator('.tz-alert--success'))).toContainText(last.name);
  await expect(row.getByText(t('es', 'calendar:programme.moved'))).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  await row.getByRole('link', { name: last.name }).click();
  await expect(page).toHaveURL(/\/lesson\/[0-9a-f-]+\/session\/[0-9a-f-]+$/);
  await expect(page.getByText(new RegExp(t('es', 'calendar:programme.sessionNote', { session: '' })))).toBeVisible();
  await page.getByRole('link', { name: t('es', 'calendar:programme.open') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'calendar:programme.title', { course: BIO }) })).toBeVisible();
});
