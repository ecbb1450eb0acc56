import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError } from '@application/shared/AppError';
import { renderRoutes } from '@tests/fakes/renderApp';
import { BASE, routes, setUp } from './assessmentEditorTestSetup';

describe('CTTY_09 in the item editor', () => {
  it('validates the settings in the user’s language and sends them as the item’s data', async () => {
    const { container, lessons } = setUp();
    const user = userEvent.setup();
    const { router } = renderRoutes(container, routes, `${BASE}/add/ctty_09`);
    await user.type(await screen.findByLabelText(/^Título/), 'Examen de decimales');
    const attempts = screen.getByLabelText(/Intentos permitidos/);
    await user.clear(attempts);
    await user.type(attempts, '11');
    // Unlimited by default: unticking it asks for the minutes.
    await user.click(screen.getByLabelText('Sin límite de tiempo'));
    await user.click(screen.getByRole('button', { name: 'Crear contenido' }));
    expect(await screen.findByText('Escribe un número entero entre 1 y 10.')).toBeTruthy();
    expect(screen.getByText(/Escribe un número entero de minutos entre 1 y 600/)).toBeTruthy();
    expect(lessons.calls.some((call) => call.method === 'createItem')).toBe(false);

    await user.clear(attempts);
    await user.type(attempts, '3');
    await user.click(screen.getByLabelText('Sin límite de tiempo'));
    const scale = screen.getByLabelText(/Nota máxima/);
    await user.clear(scale);
    await user.type(scale, '100');
    await user.click(screen.getByLabelText('Todas en una sola página'));
    await user.click(screen.getByRole('button', { name: 'Crear contenido' }));
    await waitFor(() => expect(lessons.calls.some((call) => call.method === 'createItem')).toBe(true));
    const input = lessons.calls.find((call) => call.method === 'createItem')?.args[1] as { contentType: string; data: unknown; evaluable: boolean };
    expect(input.contentType).toBe('CTTY_09');
    expect(input.evaluable).toBe(true);
    expect(input.data).toEqual({ kind: 'test', settings: { durationMinutes: null, attemptsAllowed: 3, rankingScale: 100, onePerPage: false, instructionsHtml: '' } });
    // A new test goes on to its edit page, where its questions are added.
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^${BASE}/edit/`)));
  });

  it('shows the questions panel on the edit page: totals, type names and the add menu of 21 types', async () => {
    const { container } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, `${BASE}/edit/test-1`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Preguntas' })).toBeTruthy();
    expect(await screen.findByText('2 preguntas · 3 puntos en total')).toBeTruthy();
    expect((screen.getByLabelText(/Duración \(minutos\)/) as HTMLInputElement).value).toBe('30');
    const list = document.querySelector('.question-rows') as HTMLElement;
    expect(within(list).getByText('Verdadero o falso')).toBeTruthy();
    expect(within(list).getByText('Respuesta larga')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Añadir pregunta/ }));
    const items = screen.getAllByRole('menuitem');
    expect(items).toHaveLength(21);
    expect(items[0]?.getAttribute('href')).toBe(`${BASE}/assessment/test-1/new-question/QT_1`);
  });

  it('offers to ask the class a live-type question on the projector, even once locked; a long text is not offered', async () => {
    const { container, authoring } = setUp();
    authoring.locked.add('test-1');
    renderRoutes(container, routes, `${BASE}/edit/test-1`);
    const ask = await screen.findByRole('link', { name: 'Preguntar a la clase: «Uno», en la proyección' });
    expect(ask.getAttribute('href')).toBe('/projection/question/q-1');
    expect(screen.queryByRole('link', { name: 'Preguntar a la clase: «Dos», en la proyección' })).toBeNull();
  });

  it('reorders with the buttons, announced', async () => {
    const { container, authoring } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, `${BASE}/edit/test-1`);
    await user.click(await screen.findByRole('button', { name: 'Bajar «Uno»' }));
    await waitFor(() => expect(authoring.calls.at(-1)).toEqual({ method: 'reorder', args: ['test-1', ['q-2', 'q-1']] }));
    expect(await screen.findByText('«Uno» está ahora en la posición 2 de 2.')).toBeTruthy();
  });

  it('deletes a question after confirming, with an undo', async () => {
    const { container, authoring } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, `${BASE}/edit/test-1`);
    await user.click(await screen.findByRole('button', { name: 'Eliminar «Dos»' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar pregunta' }));
    await waitFor(() => expect(authoring.assessments.get('test-1')?.map((question) => question.guid)).toEqual(['q-1']));
    expect(await screen.findByText('1 pregunta · 1 punto en total')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('2 preguntas · 3 puntos en total')).toBeTruthy();
    expect(authoring.assessments.get('test-1')?.map((question) => question.name)).toEqual(['Uno', 'Dos']);
  });

  it('explains the lock with a link to the results and offers no changes', async () => {
    const { container, authoring } = setUp();
    authoring.locked.add('test-1');
    renderRoutes(container, routes, `${BASE}/edit/test-1`);
    expect(await screen.findByText('Las preguntas ya no se pueden cambiar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver los resultados' }).getAttribute('href')).toBe(`${BASE}/results-assessment/test-1`);
    expect(screen.queryByRole('button', { name: /Añadir pregunta/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar «Dos»' })).toBeNull();
  });

  it('says why the questions could not be read, and a retry lists them; an empty test says so', async () => {
    const { container, authoring } = setUp();
    authoring.failures.set('list', appError('network', 'NETWORK'));
    const user = userEvent.setup();
    renderRoutes(container, routes, `${BASE}/edit/test-1`);
    expect(await screen.findByRole('heading', { level: 3, name: 'No hemos podido cargar las preguntas' })).toBeTruthy();
    authoring.assessments.set('test-1', []);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Esta prueba aún no tiene preguntas' })).toBeTruthy();
  });
});
