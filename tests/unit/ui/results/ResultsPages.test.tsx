import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { appError } from '@application/shared/AppError';
import { IndividualResultStore } from '@application/assessments/results/IndividualResultStore';
import { ResultsStore } from '@application/assessments/results/ResultsStore';
import { IndividualResultPage } from '@ui/pages/results/IndividualResultPage';
import { ResultsPage } from '@ui/pages/results/ResultsPage';
import { createTestContainer } from '@tests/fakes/testContainer';
import { renderRoutes } from '@tests/fakes/renderApp';
import { aStudent, aToken, aUser } from '@tests/fakes/mothers';
import { InMemoryResultsGateway } from '@tests/fakes/InMemoryResultsGateway';

const TOKEN = aToken(new Date('2027-01-01T00:00:00Z'));
const routes: RouteObject[] = [
  { path: '/course/:courseGuid/lesson/:lessonGuid/results-assessment/:assessmentGuid', element: <ResultsPage /> },
  { path: '/results-assesment/:guid', element: <ResultsPage /> },
  { path: '/results-assesment-individual/course/:courseGuid/:assessmentGuid/user/:userGuid', element: <IndividualResultPage /> },
];

async function setUp(user = aUser()) {
  const results = new InMemoryResultsGateway();
  const created = createTestContainer();
  created.container.rebindSync(ResultsStore).toResolvedValue(() => new ResultsStore(results));
  created.container.rebindSync(IndividualResultStore).toResolvedValue(() => new IndividualResultStore(results));
  await created.session.start(TOKEN, user);
  return { ...created, results };
}

const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent?.trim());

describe('ResultsPage', () => {
  it('lists every student with counters, links and sorting', async () => {
    const { container } = await setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/results-assesment/a-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados: Test de fracciones' })).toBeTruthy();
    const counters = screen.getByRole('list', { name: 'Resumen' });
    expect(within(counters).getByText('entregados de 4 alumnos')).toBeTruthy();
    expect(rowNames()).toEqual(['Lucía Álvarez', 'Mario Blanco', 'Nora Castro', 'Pablo Díaz']);
    expect(screen.getByRole('link', { name: 'Mario Blanco' }).getAttribute('href')).toBe('/results-assesment-individual/course/c-1/a-1/user/s-2');
    expect(screen.getByText('8 / 10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Estado/ }));
    expect(rowNames()).toEqual(['Mario Blanco', 'Pablo Díaz', 'Lucía Álvarez', 'Nora Castro']);
    expect(screen.getByRole('columnheader', { name: /Estado/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('publishes after a confirmation that says what students will see', async () => {
    const { container, results } = await setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/lesson/l-1/results-assessment/a-1');
    await user.click(await screen.findByRole('button', { name: 'Publicar resultados' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Cada alumno verá su nota/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publicar resultados' }));
    await waitFor(() => expect(results.calls.at(-1)).toEqual({ method: 'publish', args: ['a-1', true] }));
    expect(await screen.findByRole('button', { name: 'Dejar de publicar' })).toBeTruthy();
  });

  it('says why the results could not be read, and a retry shows them', async () => {
    const { container, results } = await setUp();
    results.failures.set('results', appError('network', 'NETWORK'));
    const user = userEvent.setup();
    renderRoutes(container, routes, '/results-assesment/a-1');
    expect(await screen.findByRole('heading', { name: 'No hemos podido cargar los resultados' })).toBeTruthy();
    expect(screen.getByText(/No hay conexión con el servidor/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados: Test de fracciones' })).toBeTruthy();
  });

  it('says "not found" with a hint and no retry', async () => {
    const { container, results } = await setUp();
    results.failures.set('results', appError('not-found', 'NOT_FOUND', { status: 404 }));
    renderRoutes(container, routes, '/results-assesment/a-9');
    expect(await screen.findByRole('heading', { name: 'No encontramos estos resultados' })).toBeTruthy();
    expect(screen.getByText('Puede que la prueba ya no exista o que no tengas acceso a estos resultados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('shows the loading state, then an empty course as such', async () => {
    const { container, results } = await setUp();
    results.results_ = { ...results.results_, jobs: [] };
    renderRoutes(container, routes, '/results-assesment/a-1');
    expect(screen.getByLabelText('Cargando los resultados…').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Este curso no tiene alumnos' })).toBeTruthy();
  });
});

describe('IndividualResultPage', () => {
  it('lets a teacher grade a question waiting for grading, refusing an out-of-range score first', async () => {
    const { container, results } = await setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/results-assesment-individual/course/c-1/a-1/user/s-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultado de Mario Blanco' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Puntuación de «Explica»' });
    const score = within(form).getByLabelText(/Puntos \(de 0 a 2\)/);
    await user.type(score, '3');
    await user.tab();
    expect(await within(form).findByText('La puntuación va de 0 a 2.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Guardar puntuación' }));
    expect(results.calls.some((call) => call.method === 'grade')).toBe(false);
    await user.clear(score);
    await user.type(score, '1,5');
    await user.click(within(form).getByRole('button', { name: 'Guardar puntuación' }));
    await waitFor(() => expect(results.calls.find((call) => call.method === 'grade')?.args).toEqual(['at-2', 'q-2', { score: 1.5, feedback: null }]));
    expect(await screen.findByText('2,5 de 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Siguiente por corregir: Pablo Díaz/ })).toBeTruthy();
  });

  it('tells a student kindly that the results are not published yet', async () => {
    const { container, results } = await setUp(aStudent({ guid: 's-2' }));
    results.failures.set('individual', appError('conflict', 'RESULTS_NOT_PUBLISHED', { status: 409 }));
    renderRoutes(container, routes, '/results-assesment-individual/course/c-1/a-1/user/s-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus resultados aún no están publicados' })).toBeTruthy();
    expect(results.calls.some((call) => call.method === 'results')).toBe(false);
  });

  it('shows a student their published result read-only', async () => {
    const { container, results } = await setUp(aStudent({ guid: 's-2' }));
    const mine = results.individuals.get('s-2');
    if (mine) mine.job.feedback = 'Muy bien razonado';
    renderRoutes(container, routes, '/results-assesment-individual/course/c-1/a-1/user/s-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi resultado: Test de fracciones' })).toBeTruthy();
    expect(screen.getByText('Muy bien razonado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar puntuación' })).toBeNull();
  });
});
