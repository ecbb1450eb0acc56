import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { appError } from '@application/shared/AppError';
import { KanbanPage } from '@ui/pages/lessons/KanbanPage';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryResourceGateway } from '@tests/fakes/InMemoryResourceGateway';
import { createTestContainer } from '@tests/fakes/testContainer';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { aBoardItem, aBoardLesson } from '../../application/resources/resourceMothers';

const PATH = '/course/:courseGuid/kanban/:lessonGuid';

function setUp(lesson = aBoardLesson()) {
  const resources = new InMemoryResourceGateway();
  resources.boards.set(lesson.guid, lesson);
  const { container } = createTestContainer({ resources, resourcesClock: new FixedClock(new Date('2026-11-22T10:00:00Z')) });
  return { container, resources };
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} `) });

describe('KanbanPage', () => {
  it('shows the lesson items in columns by state, with type, deadline and hand-ins', async () => {
    const { container } = setUp();
    renderRoutes(container, pageAt(PATH, <KanbanPage />), '/course/c-1/kanban/l-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tablero de «Fracciones»' })).toBeTruthy();
    expect(within(column('Borrador')).getByRole('link', { name: 'Apuntes en PDF' })).toBeTruthy();
    expect(within(column('Abierto')).getByRole('link', { name: 'Tarea para mañana' }).getAttribute('href')).toBe('/course/c-1/lesson/l-1/content/i-open');
    const review = within(column('Por corregir'));
    expect(review.getByText('Entregas: 3 de 20 · Corregidas: 1')).toBeTruthy();
    expect(within(column('Cerrado')).getByText(/Entrega: /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la lección' }).getAttribute('href')).toBe('/course/c-1/lesson/l-1');
  });

  it('publishes a draft card from its "Move to…" menu, with the keyboard', async () => {
    const { container, resources } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, pageAt(PATH, <KanbanPage />), '/course/c-1/kanban/l-1');
    await screen.findByRole('heading', { level: 1 });

    within(column('Borrador')).getByRole('button', { name: /Mover a… «Apuntes en PDF»/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Publicar (va a Abierto)' })).toBeTruthy();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(within(column('Abierto')).getByRole('link', { name: 'Apuntes en PDF' })).toBeTruthy());
    expect(screen.getByText('«Apuntes en PDF» publicado: ahora está en Abierto.')).toBeTruthy();
    // Focus follows the card to its new column.
    await waitFor(() => expect(document.activeElement).toBe(within(column('Abierto')).getByRole('link', { name: 'Apuntes en PDF' })));
    expect(resources.calls.filter((call) => call.method === 'setPublished').map((call) => call.args)).toEqual([['i-draft', true]]);
  });

  it('moves a published card back to Draft and announces it', async () => {
    const { container } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, pageAt(PATH, <KanbanPage />), '/course/c-1/kanban/l-1');
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(column('Cerrado')).getByRole('button', { name: /Mover a… «Tarea cerrada»/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Borrador (despublicar)' }));
    await waitFor(() => expect(within(column('Borrador')).getByRole('link', { name: 'Tarea cerrada' })).toBeTruthy());
    expect(screen.getByText('«Tarea cerrada» está en Borrador: el alumnado ya no lo ve.')).toBeTruthy();
  });

  it('explains a move the server refuses, keeping the card in place', async () => {
    const { container, resources } = setUp();
    resources.writeFailure = appError('conflict', 'GRADES_PUBLISHED', { status: 409 });
    const user = userEvent.setup();
    renderRoutes(container, pageAt(PATH, <KanbanPage />), '/course/c-1/kanban/l-1');
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(column('Abierto')).getByRole('button', { name: /Mover a… «Tarea para mañana»/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Borrador (despublicar)' }));
    expect(await screen.findByText(/^No se ha podido mover «Tarea para mañana»\./)).toBeTruthy();
    expect(within(column('Abierto')).getByRole('link', { name: 'Tarea para mañana' })).toBeTruthy();
  });

  it('politely refuses the board to students', async () => {
    const { container } = setUp(aBoardLesson({ canUpdate: false, items: [aBoardItem({ name: 'Apuntes', jobsAmount: null, jobsDelivered: null, jobsEvaluated: null })] }));
    renderRoutes(container, pageAt(PATH, <KanbanPage />), '/course/c-1/kanban/l-1');
    expect(await screen.findByRole('heading', { name: 'Este tablero es del profesorado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la lección' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says when the lesson does not exist', async () => {
    const { container } = setUp();
    renderRoutes(container, pageAt(PATH, <KanbanPage />), '/course/c-1/kanban/l-unknown');
    expect(await screen.findByText('No encontramos esta lección')).toBeTruthy();
  });

  it.each(['es', 'en', 'pt'])('has no axe violations (%s)', async (lng) => {
    const { container } = setUp();
    const view = renderRoutes(container, pageAt(PATH, <KanbanPage />), '/course/c-1/kanban/l-1', lng);
    await screen.findByRole('link', { name: 'Apuntes en PDF' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 30_000);
});
