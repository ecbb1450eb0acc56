import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { RouteObject } from 'react-router';
import { appError } from '@application/shared/AppError';
import { TASKS_TICK_MS } from '@application/tasks/TasksStore';
import { TasksPage } from '@ui/pages/tasks/TasksPage';
import { FixedClock } from '@tests/fakes/FixedClock';
import { aStudentTask, aTeacherTask, InMemoryTasksGateway } from '@tests/fakes/InMemoryTasksGateway';
import { createTestContainer } from '@tests/fakes/testContainer';
import { renderRoutes } from '@tests/fakes/renderApp';
import { ManualTimers } from '@tests/unit/application/assessments/taking/support/ManualTimers';

const routes: RouteObject[] = [{ path: '/tasks', element: <TasksPage /> }];

function studentTasks() {
  return [
    aStudentTask({ itemGuid: 'i-late', itemName: 'Redacción: mi barrio', dueAt: new Date('2026-11-21T08:00:00Z'), dueAtLocal: '2026-11-21T09:00:00', canDeliverLate: true }),
    aStudentTask({ itemGuid: 'i-test', itemName: 'Examen de sintaxis', contentType: 'CTTY_09', courseGuid: 'c-2', courseName: 'Lengua 2ºB', lessonGuid: 'l-2', lessonName: 'La oración', dueAt: null, dueAtLocal: null, jobStatus: 'pending', hasSavedWork: true }),
    aStudentTask({ itemGuid: 'i-sent', itemName: 'Mapa de ríos', jobStatus: 'delivered' }),
    aStudentTask({ itemGuid: 'i-closed', itemName: 'Ficha de repaso', dueAt: new Date('2026-11-20T08:00:00Z'), dueAtLocal: '2026-11-20T09:00:00', canDeliverLate: false }),
    aStudentTask({ itemGuid: 'i-pub', itemName: 'Comentario de texto', jobStatus: 'evaluated', gradesPublished: true, score: 7.5, rankingScale: 10, feedback: '<p>Buen <strong>análisis</strong></p>' }),
  ];
}

function setUp(options: { teacher?: boolean; empty?: boolean; failure?: boolean } = {}) {
  const tasks = new InMemoryTasksGateway();
  const clock = new FixedClock(new Date('2026-11-22T10:00:00Z'));
  const timers = new ManualTimers(clock);
  if (options.teacher) {
    tasks.view = 'teacher';
    if (!options.empty) {
      tasks.waiting = [
        aTeacherTask({ itemGuid: 'i-exam', itemName: 'Examen de fracciones', dueAt: new Date('2026-11-10T08:00:00Z'), dueAtLocal: '2026-11-10T09:00:00', jobsDelivered: 3, jobsEvaluated: 1, studentsCount: 25 }),
        aTeacherTask({ itemGuid: 'i-work', itemName: 'Mural de fracciones', contentType: 'CTTY_14', dueAt: null, dueAtLocal: null, jobsDelivered: 1, jobsEvaluated: 0 }),
      ];
    }
  } else if (!options.empty) {
    tasks.tasks = studentTasks();
  }
  if (options.failure) tasks.failure = appError('network', 'NETWORK');
  const { container } = createTestContainer({ tasks, tasksClock: clock, tasksTimers: timers });
  return { container, tasks, timers };
}

const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

describe('TasksPage', () => {
  it("shows a student's four groups with counts, and the to-do tasks with link, course, due date and one status word", async () => {
    const { container } = setUp();
    renderRoutes(container, routes, '/tasks');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tareas' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\s+/g, ' ').trim())).toEqual(['Por hacer 2 tareas', 'No entregadas 1 tarea', 'Entregadas 1 tarea', 'Notas publicadas 1 tarea']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Por hacer 2 tareas' });

    expect(within(panel).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Redacción: mi barrio', '/viewer/i-late'],
      ['Examen de sintaxis', '/course/c-2/lesson/l-2/assessment/i-test'],
    ]);
    const late = rowOf('Redacción: mi barrio');
    expect(within(late).getByText('Lengua 2ºB · Textos descriptivos')).toBeTruthy();
    expect(within(late).getByText(/Entrega: 21 nov 2026, 9:00 · Se admite la entrega con retraso/)).toBeTruthy();
    expect(within(late).getByText('Fuera de plazo')).toBeTruthy();
    // One word per item: the late task does not also read "not started".
    expect(within(late).queryByText('Sin empezar')).toBeNull();

    const test = rowOf('Examen de sintaxis');
    expect(within(test).getByText('Sin fecha de entrega')).toBeTruthy();
    expect(within(test).getByText('Empezada')).toBeTruthy();
  });

  it('lists work that can no longer be handed in under its own tab, out of To do', async () => {
    const { container } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/tasks');

    expect(within(await screen.findByRole('tabpanel')).queryByText('Ficha de repaso')).toBeNull();
    await user.click(screen.getByRole('tab', { name: /No entregadas/ }));
    const row = rowOf('Ficha de repaso');
    expect(within(row).getByText('Plazo cerrado')).toBeTruthy();
    expect(within(row).queryByText(/Se admite la entrega con retraso/)).toBeNull();
  });

  it('shows the published grade as "7,5 / 10" with the feedback', async () => {
    const { container } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/tasks');

    await user.click(await screen.findByRole('tab', { name: /Notas publicadas/ }));
    const row = rowOf('Comentario de texto');
    expect(within(row).getByText('Nota: 7,5 / 10')).toBeTruthy();
    expect(within(row).getByText('Comentario de tu docente:')).toBeTruthy();
    // The feedback's HTML is rendered, not shown as markup.
    expect(within(row).getByText('análisis').tagName).toBe('STRONG');
    expect(row.textContent).not.toContain('<p>');
    expect(within(row).getByText('Nota publicada')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /Entregadas/ }));
    expect(within(rowOf('Mapa de ríos')).getByText('Entregada')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys, Home and End, focus following the selection', async () => {
    const { container } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/tasks');
    const first = await screen.findByRole('tab', { name: /Por hacer/ });

    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent?.replace(/\s+/g, ' ').trim()).toBe('No entregadas 1 tarea');
    expect(screen.getByRole('tab', { name: /No entregadas/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: /No entregadas/ }).id);

    await user.keyboard('{End}');
    expect(document.activeElement?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Notas publicadas 1 tarea');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Por hacer 2 tareas');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Notas publicadas 1 tarea');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Por hacer 2 tareas');

    // Only the selected tab is in the tab order; Tab goes on into its panel.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('turns "soon" into "late" while the page stays open', async () => {
    const { container, tasks, timers } = setUp();
    tasks.tasks = [aStudentTask({ itemName: 'Ficha', dueAt: new Date('2026-11-22T10:01:30Z'), dueAtLocal: '2026-11-22T11:01:30', canDeliverLate: true })];
    renderRoutes(container, routes, '/tasks');
    expect(within(await screen.findByRole('tabpanel')).getByText('Vence pronto')).toBeTruthy();

    act(() => timers.advance(2 * TASKS_TICK_MS));
    expect(within(screen.getByRole('tabpanel')).getByText('Fuera de plazo')).toBeTruthy();
    expect(tasks.calls).toHaveLength(1);
  });

  it('stops the minute tick when the page goes away', async () => {
    const { container, timers } = setUp();
    const view = renderRoutes(container, routes, '/tasks');
    await screen.findByRole('tablist');
    expect(timers.pending).toBe(1);
    view.unmount();
    expect(timers.pending).toBe(0);
  });

  it('says when a group is empty, and when there are no tasks at all', async () => {
    const { container, tasks } = setUp();
    tasks.tasks = [aStudentTask()];
    const user = userEvent.setup();
    const view = renderRoutes(container, routes, '/tasks');
    await user.click(await screen.findByRole('tab', { name: /Entregadas/ }));
    expect(screen.getByRole('heading', { name: 'Aún no has entregado ninguna tarea' })).toBeTruthy();
    view.unmount();

    const empty = setUp({ empty: true });
    renderRoutes(empty.container, routes, '/tasks');
    expect(await screen.findByRole('heading', { name: 'No tienes tareas' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it("lists a teacher's items waiting for grading, oldest due first, linking to the results or the hand-ins", async () => {
    const { container } = setUp({ teacher: true });
    renderRoutes(container, routes, '/tasks');

    const region = await screen.findByRole('region', { name: /Pendientes de corregir/ });
    expect(within(region).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Examen de fracciones', '/course/c-2/lesson/l-9/results-assessment/i-exam'],
      ['Mural de fracciones', '/viewer/i-work?grade=first'],
    ]);
    const exam = rowOf('Examen de fracciones');
    expect(within(exam).getByText('2 entregas por corregir')).toBeTruthy();
    expect(within(exam).getByText('3 de 25 entregadas · 1 corregidas')).toBeTruthy();
    expect(within(exam).getByText(/Entrega: 10 nov 2026/)).toBeTruthy();
    expect(within(rowOf('Mural de fracciones')).getByText('1 entrega por corregir')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('tells a teacher when nothing waits for grading', async () => {
    const { container } = setUp({ teacher: true, empty: true });
    renderRoutes(container, routes, '/tasks');
    expect(await screen.findByRole('heading', { name: 'No hay entregas pendientes de corregir' })).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    const { container, tasks } = setUp({ failure: true });
    const user = userEvent.setup();
    renderRoutes(container, routes, '/tasks?course=c-1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No se han podido cargar las tareas' })).toBeTruthy();
    tasks.failure = undefined;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(tasks.calls).toEqual(['c-1', 'c-1']);
    expect(screen.getByRole('link', { name: 'Ver todas las tareas' }).getAttribute('href')).toBe('/tasks');
  });

  it.each(['es', 'en', 'pt'])('has no axe violations for a student (%s)', async (lng) => {
    const { container } = setUp();
    const view = renderRoutes(container, routes, '/tasks', lng);
    await screen.findByRole('tablist');
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);

  it.each(['es', 'en', 'pt'])('has no axe violations for a teacher (%s)', async (lng) => {
    const { container } = setUp({ teacher: true });
    const view = renderRoutes(container, routes, '/tasks', lng);
    await screen.findByRole('region');
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);
});
