import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError } from '@application/shared/AppError';
import { renderRoutes } from '@tests/fakes/renderApp';
import { BASE, routes, setUp } from './assessmentEditorTestSetup';

describe('QuestionEditorPage', () => {
  it('says clearly when the address names no question type', async () => {
    const { container } = setUp();
    renderRoutes(container, routes, `${BASE}/assessment/test-1/new-question/QT_99`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tipo de pregunta desconocido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la prueba' }).getAttribute('href')).toBe(`${BASE}/edit/test-1`);
  });

  it('lists every problem on save (domain issues included) and sends nothing', async () => {
    const { container, authoring } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, `${BASE}/assessment/test-1/new-question/QT_1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva pregunta: Opción única' })).toBeTruthy();
    const points = screen.getByLabelText(/^Puntos/);
    await user.clear(points);
    await user.type(points, '150');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const summary = await screen.findByText('Hay 4 problemas que resolver antes de guardar:');
    expect(summary).toBeTruthy();
    expect(screen.getAllByText('Escribe el enunciado.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Los puntos van de 0,01 a 100.').length).toBeGreaterThan(0);
    expect(authoring.calls.some((call) => call.method === 'create')).toBe(false);
  });

  it('creates a true/false question, with a live student preview, and goes back to the test', async () => {
    const { container, authoring } = setUp();
    const user = userEvent.setup();
    const { router } = renderRoutes(container, routes, `${BASE}/assessment/test-1/new-question/qt_3`);
    await user.type(await screen.findByLabelText(/^Enunciado breve/), 'El agua hierve a 100 °C');
    const preview = screen.getByRole('complementary', { name: 'Vista previa del alumno' });
    expect(await within(preview).findByText('El agua hierve a 100 °C')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/edit/test-1`));
    const created = authoring.calls.find((call) => call.method === 'create');
    expect(created?.args).toEqual(['test-1', { type: 'QT_3', name: 'El agua hierve a 100 °C', description: '', points: 1, data: { correct: true } }]);
  });

  it('keeps what was typed and explains the lock when the server refuses', async () => {
    const { container, authoring } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, `${BASE}/assessment/test-1/edit-question/q-1`);
    const name = await screen.findByLabelText(/^Enunciado breve/);
    await user.clear(name);
    await user.type(name, 'Nuevo enunciado');
    authoring.failures.set('update', appError('conflict', 'QUESTIONS_LOCKED', { status: 409 }));
    await user.click(screen.getByRole('button', { name: 'Guardar pregunta' }));
    expect(await screen.findByText(/así que esta pregunta no se puede guardar/)).toBeTruthy();
    expect((screen.getByLabelText(/^Enunciado breve/) as HTMLInputElement).value).toBe('Nuevo enunciado');
    expect((screen.getByRole('button', { name: 'Guardar pregunta' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a translated server refusal (FILE_NOT_USABLE)', async () => {
    const { container, authoring } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, `${BASE}/assessment/test-1/edit-question/q-1`);
    await screen.findByLabelText(/^Enunciado breve/);
    authoring.failures.set('update', appError('validation', 'FILE_NOT_USABLE', { status: 400 }));
    await user.click(screen.getByRole('button', { name: 'Guardar pregunta' }));
    expect(await screen.findByText('Una imagen no se puede usar: súbela de nuevo desde este editor.')).toBeTruthy();
  });
});
