import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { LessonPage } from '@ui/pages/lessons/LessonPage';
import { createTestContainer } from '@tests/fakes/testContainer';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { aLessonDetail, anItem, anItemDetail, InMemoryLessonGateway } from '@tests/fakes/InMemoryLessonGateway';

const PATH = '/course/:courseGuid/unit/:unitGuid/lesson/:lessonGuid';
const URL = '/course/c-outline/unit/unit-1/lesson/l-1';

function setUp(teacher = true) {
  const lessons = new InMemoryLessonGateway();
  const lesson = teacher
    ? aLessonDetail()
    : aLessonDetail({
        abilities: { update: false },
        progress: 45,
        items: [
          anItem({ progress: 100 }),
          anItem({ guid: 'item-3', name: 'Ejercicios', contentType: 'CTTY_14', position: 2, progress: 0, jobStatus: 'pending', deliverAt: '2026-11-30T23:59:00', studentStatus: { label: 'not-started', group: 'to-do', turnIn: 'open' } }),
          anItem({ guid: 'item-4', name: 'Ficha cerrada', contentType: 'CTTY_14', position: 3, progress: 0, jobStatus: 'pending', deliverAt: '2026-11-01T23:59:00', studentStatus: { label: 'closed', group: 'missed', turnIn: 'closed' } }),
        ],
      });
  lessons.lessons.set(lesson.guid, lesson);
  for (const item of lesson.items) lessons.items.set(item.guid, anItemDetail(item, lesson));
  const { container } = createTestContainer({ lessons });
  return { container, lessons };
}

describe('LessonPage (teacher)', () => {
  it('lists the items with type, state, deadline and hand-in counts, and links to add content and the board', async () => {
    const { container } = setUp();
    renderRoutes(container, pageAt(PATH, <LessonPage />), URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fracciones' })).toBeTruthy();
    const row = screen.getByRole('link', { name: 'Ejercicios' }).closest('li') as HTMLElement;
    expect(within(row).getByText('Tarea')).toBeTruthy();
    expect(within(row).getByText(/Entrega: 30 nov 2026, 23:59/)).toBeTruthy();
    expect(within(row).getByText(/admite entregas tarde/)).toBeTruthy();
    expect(within(row).getByText('5 de 20 entregas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ejercicios' }).getAttribute('href')).toBe('/course/c-outline/lesson/l-1/content/item-3');
    const draft = screen.getByRole('link', { name: 'Vídeo de repaso' }).closest('li') as HTMLElement;
    expect(within(draft).getByText('Borrador')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Añadir contenido/ }).getAttribute('href')).toBe(`${URL}/new-content`);
    expect(screen.getByRole('link', { name: /Ver tablero/ }).getAttribute('href')).toBe('/course/c-outline/kanban/l-1');
  });

  it('moves an item up from its menu (PUT order) and announces the new position', async () => {
    const { container, lessons } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, pageAt(PATH, <LessonPage />), URL);
    await user.click(await screen.findByRole('button', { name: /Acciones de Ejercicios/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Subir' }));
    expect(await screen.findByText('Ejercicios movido a la posición 2 de 3.')).toBeTruthy();
    expect(lessons.calls.at(-1)).toEqual({ method: 'reorderItems', args: ['l-1', ['item-1', 'item-3', 'item-2']] });
  });

  it('confirms before deleting an assignment, naming the hand-ins that go with it', async () => {
    const { container, lessons } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, pageAt(PATH, <LessonPage />), URL);
    await user.click(await screen.findByRole('button', { name: /Acciones de Ejercicios/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar «Ejercicios»?' });
    expect(within(dialog).getByText(/entregas de los alumnos/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ejercicios' })).toBeNull());
    expect(lessons.items.has('item-3')).toBe(false);
  });

  it('says when the lesson is not found', async () => {
    const { container } = setUp();
    renderRoutes(container, pageAt(PATH, <LessonPage />), '/course/c-outline/unit/unit-1/lesson/nope');
    expect(await screen.findByText('No encontramos esta lección')).toBeTruthy();
  });

  it.each(['es', 'en', 'pt'])('has no axe violations (%s)', async (lng) => {
    const { container } = setUp();
    const view = renderRoutes(container, pageAt(PATH, <LessonPage />), URL, lng);
    await screen.findByRole('link', { name: 'Ejercicios' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 30_000);
});

describe('LessonPage (student)', () => {
  it('shows the lesson progress, each item with its progress and the assignment status', async () => {
    const { container } = setUp(false);
    renderRoutes(container, pageAt(PATH, <LessonPage />), URL);
    expect((await screen.findByRole('progressbar', { name: 'Tu progreso en la lección' })).getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByRole('progressbar', { name: 'Progreso en Apuntes' }).getAttribute('aria-valuenow')).toBe('100');
    // The word the task list shows for the same item (ADR 0140), never a bare "pending".
    expect(within(screen.getByRole('link', { name: 'Ejercicios' }).closest('li') as HTMLElement).getByText('Sin empezar')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Ficha cerrada' }).closest('li') as HTMLElement).getByText('Plazo cerrado')).toBeTruthy();
    expect(screen.queryByText(/Pendiente/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Añadir contenido/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mover/ })).toBeNull();
  });

  it.each(['es', 'en', 'pt'])('has no axe violations (%s)', async (lng) => {
    const { container } = setUp(false);
    const view = renderRoutes(container, pageAt(PATH, <LessonPage />), URL, lng);
    await screen.findByRole('link', { name: 'Ejercicios' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 30_000);
});
