import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoursePage } from '@ui/pages/courses/CoursePage';
import { TasksPage } from '@ui/pages/tasks/TasksPage';
import { FixedClock } from '@tests/fakes/FixedClock';
import { anOutline, InMemoryLessonGateway } from '@tests/fakes/InMemoryLessonGateway';
import { aStudentTask, InMemoryTasksGateway } from '@tests/fakes/InMemoryTasksGateway';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { createTestContainer } from '@tests/fakes/testContainer';

// The ways into /course/{guid}/grades: the course page and the task list's published grades.

describe('grades entry points', () => {
  it('the course page links teachers to the gradebook', async () => {
    const lessons = new InMemoryLessonGateway();
    lessons.courses.set('c-outline', anOutline());
    const { container } = createTestContainer({ lessons });
    renderRoutes(container, pageAt('/course/:guid', <CoursePage />), '/course/c-outline');
    const links = await screen.findByRole('navigation', { name: 'Más del curso' });
    expect(within(links).getByRole('link', { name: 'Calificaciones' }).getAttribute('href')).toBe('/course/c-outline/grades');
    expect(within(links).getByRole('link', { name: 'Calendario' }).getAttribute('href')).toBe('/calendar/c-outline');
  });

  it('the course page links students to their own grades', async () => {
    const lessons = new InMemoryLessonGateway();
    lessons.courses.set('c-outline', anOutline({ progress: 40, abilities: { update: false, manageMembers: false, seeAsStudent: false } }));
    const { container } = createTestContainer({ lessons });
    renderRoutes(container, pageAt('/course/:guid', <CoursePage />), '/course/c-outline', 'en');
    const links = await screen.findByRole('navigation', { name: 'More of the course' });
    expect(within(links).getByRole('link', { name: 'My grades' }).getAttribute('href')).toBe('/course/c-outline/grades');
  });

  it("a published grade on the task list leads to the course's grades", async () => {
    const tasks = new InMemoryTasksGateway();
    tasks.tasks = [
      aStudentTask({ itemGuid: 'i-pub', itemName: 'Comentario de texto', courseGuid: 'c-len', courseName: 'Lengua 2ºB', jobStatus: 'evaluated', gradesPublished: true, score: 7.5, rankingScale: 10 }),
      aStudentTask({ itemGuid: 'i-todo', itemName: 'Redacción' }),
    ];
    const { container } = createTestContainer({ tasks, tasksClock: new FixedClock(new Date('2026-11-22T10:00:00Z')) });
    const user = userEvent.setup();
    renderRoutes(container, [{ path: '/tasks', element: <TasksPage /> }], '/tasks');

    expect(screen.queryByRole('link', { name: /Mis calificaciones/ })).toBeNull();
    await user.click(await screen.findByRole('tab', { name: /Notas publicadas/ }));
    expect(screen.getByRole('link', { name: 'Mis calificaciones · Lengua 2ºB' }).getAttribute('href')).toBe('/course/c-len/grades');
  });
});
