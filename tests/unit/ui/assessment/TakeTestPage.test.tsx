import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { AttemptStore } from '@application/assessments/taking/AttemptStore';
import { MyAssessmentsStore } from '@application/assessments/taking/MyAssessmentsStore';
import { AnswerTestPage } from '@ui/pages/assessments/AnswerTestPage';
import { TakeTestPage } from '@ui/pages/assessments/TakeTestPage';
import { FakeConnectivity } from '@tests/fakes/FakeConnectivity';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAnswerBackup } from '@tests/fakes/InMemoryAnswerBackup';
import { InMemoryAttemptGateway } from '@tests/fakes/InMemoryAttemptGateway';
import { InstantFileUploader } from '@tests/fakes/InMemoryViewerGateway';
import { renderRoutes } from '@tests/fakes/renderApp';
import { createTestContainer } from '@tests/fakes/testContainer';
import { ManualTimers } from '@tests/unit/application/assessments/taking/support/ManualTimers';

const TAKE = '/course/:courseGuid/lesson/:lessonGuid/assessment/:assessmentGuid';
const routes: RouteObject[] = [
  { path: TAKE, element: <TakeTestPage /> },
  { path: `${TAKE}/question/:contentGuid`, element: <TakeTestPage /> },
  { path: '/answer-test', element: <AnswerTestPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

function setup(options: { minutes?: number | null; onePerPage?: boolean; seeded?: boolean } = {}) {
  const clock = new FixedClock();
  const gateway = new InMemoryAttemptGateway(clock);
  const timers = new ManualTimers(clock);
  gateway.mineAnswer = { ...gateway.mineAnswer, settings: { ...gateway.mineAnswer.settings, onePerPage: options.onePerPage ?? true } };
  if (options.seeded !== false) gateway.seed('attempt-9', {}, options.minutes === null ? null : (options.minutes ?? 30) * 60);
  const store = new AttemptStore(gateway, new InMemoryAnswerBackup(), new FakeConnectivity(), clock, timers, new InstantFileUploader(), () => 'key-1');
  const { container } = createTestContainer();
  container.bind(AttemptStore).toConstantValue(store);
  container.bind(MyAssessmentsStore).toResolvedValue(() => new MyAssessmentsStore(gateway));
  return { clock, gateway, timers, store, container };
}

describe('TakeTestPage', () => {
  it('opens the first question when the test shows one per page', async () => {
    const { container } = setup();
    const { router } = renderRoutes(container, routes, '/course/c-1/lesson/l-1/assessment/test-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/c-1/lesson/l-1/assessment/test-1/question/q-1'));
    expect(await screen.findByText('Pregunta 1 de 2')).toBeTruthy();
    const navigator = screen.getAllByRole('navigation', { name: 'Preguntas del examen' });
    expect(within(navigator[navigator.length - 1] as HTMLElement).getByRole('link', { name: 'Pregunta 1, sin responder' }).getAttribute('aria-current')).toBe('step');
  });

  it('warns about unanswered questions before a final submit, links to them, and ends on the submitted screen', async () => {
    const { container, gateway } = setup();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/lesson/l-1/assessment/test-1/question/q-2');
    await user.click(await screen.findByRole('button', { name: 'Entregar el examen' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Entregar el examen?' });
    expect(within(dialog).getByText(/la entrega es definitiva/i)).toBeTruthy();
    expect(within(dialog).getByText('Te quedan 2 preguntas sin responder:')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: /Pregunta 1: Capital de Francia/ });
    expect(link.getAttribute('href')).toBe('/course/c-1/lesson/l-1/assessment/test-1/question/q-1');
    expect(gateway.submits).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Entregar definitivamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Examen entregado' })).toBeTruthy();
    expect(gateway.submits.map((submit) => submit.key)).toEqual(['key-1']);
    expect(screen.getByRole('link', { name: 'Volver a la lección' }).getAttribute('href')).toBe('/course/c-1/lesson/l-1');
  });

  it('names a question answered only in part apart from the unanswered ones, and never says every question is answered', async () => {
    const { container, gateway } = setup();
    gateway.questions = [
      ...gateway.questions.slice(0, 1),
      { guid: 'q-3', contentGuid: 'q-3', type: 'QT_8', position: 2, name: 'Explica la fotosíntesis', description: '', points: 2, data: { min_words: 5, max_words: null } },
    ];
    gateway.seed('attempt-9', { 'q-1': { answer: { choice: 'a' }, revision: 1 }, 'q-3': { answer: { text: 'La luz alimenta' }, revision: 1 } });
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/lesson/l-1/assessment/test-1/question/q-1');
    const navigator = await screen.findAllByRole('navigation', { name: 'Preguntas del examen' });
    expect(await within(navigator[navigator.length - 1] as HTMLElement).findByRole('link', { name: 'Pregunta 2, respondida en parte' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Entregar el examen' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Entregar el examen?' });
    expect(within(dialog).getByText('Has respondido solo en parte 1 pregunta (falta algún hueco, elemento o palabra):')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /Pregunta 2: Explica la fotosíntesis/ })).toBeTruthy();
    expect(within(dialog).queryByText('Has respondido todas las preguntas.')).toBeNull();
    expect(within(dialog).queryByText(/sin responder:/)).toBeNull();
  });

  it('keeps answering when the student cancels the submit', async () => {
    const { container, gateway } = setup();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/lesson/l-1/assessment/test-1/question/q-1');
    await user.click(await screen.findByRole('button', { name: 'Entregar el examen' }));
    await user.click(await screen.findByRole('button', { name: 'Seguir respondiendo' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(gateway.submits).toEqual([]);
  });

  it('announces five and one minute left once each, while the clock itself stays quiet', async () => {
    const { container, timers } = setup({ minutes: 6 });
    renderRoutes(container, routes, '/course/c-1/lesson/l-1/assessment/test-1/question/q-1');
    const timer = await screen.findByRole('timer');
    const announcer = screen.getByTestId('timer-announcer');
    expect(timer.textContent).toBe('6:00');
    expect(announcer.textContent).toBe('');
    act(() => timers.advance(30_000));
    expect(timer.textContent).toBe('5:30');
    expect(announcer.textContent).toBe('');
    act(() => timers.advance(30_000));
    expect(announcer.textContent).toBe('Quedan 5 minutos para terminar el examen.');
    act(() => timers.advance(60_000));
    expect(announcer.textContent).toBe('Quedan 5 minutos para terminar el examen.');
    act(() => timers.advance(3 * 60_000));
    expect(announcer.textContent).toBe('Queda 1 minuto para terminar el examen.');
    expect(screen.getByText(/queda poco tiempo/i)).toBeTruthy();
  });

  it('shows the end screen when time runs out', async () => {
    const { container, timers, gateway } = setup({ minutes: 1 });
    renderRoutes(container, routes, '/course/c-1/lesson/l-1/assessment/test-1/question/q-1');
    await screen.findByRole('timer');
    await act(async () => {
      timers.advance(60_000);
      await Promise.resolve();
    });
    expect(await screen.findByText('Se acabó el tiempo: tus respuestas se entregaron automáticamente.')).toBeTruthy();
    expect(gateway.submits).toHaveLength(1);
  });

  it('shows every question on one page when so set, and marks answered ones in the navigator', async () => {
    const { container, timers, gateway } = setup({ onePerPage: false });
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/lesson/l-1/assessment/test-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Capital de Francia' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Escribe "hola"' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pregunta 1, sin responder' })).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: 'París' }));
    expect(screen.getByRole('button', { name: 'Pregunta 1, respondida' })).toBeTruthy();
    expect(screen.getByText('Guardando…')).toBeTruthy();
    await act(async () => {
      timers.advance(800);
      await Promise.resolve();
    });
    expect(await screen.findByText('Respuestas guardadas')).toBeTruthy();
    expect(gateway.saves).toHaveLength(1);
  });

  it('starts only from the introduction, and translates a refusal', async () => {
    const { container, gateway } = setup({ seeded: false });
    gateway.failNextCall('start', { kind: 'conflict', code: 'DELIVERY_CLOSED', status: 409 });
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/lesson/l-1/assessment/test-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Examen de geografía' })).toBeTruthy();
    expect(gateway.starts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Empezar el examen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('El plazo de entrega de este examen ha terminado.');
  });
});

describe('AnswerTestPage', () => {
  it('goes straight to the test named in ?assessment=', async () => {
    const { container, gateway } = setup();
    gateway.list = [{ itemGuid: 'test-1', name: 'Examen', courseGuid: 'c-1', courseName: 'Geografía', lessonGuid: 'l-1', deliverAt: null, jobStatus: 'pending', openAttempt: true, status: { label: 'in-progress', group: 'to-do', turnIn: 'open' } }];
    const { router } = renderRoutes(container, routes, '/answer-test?assessment=test-1');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/course\/c-1\/lesson\/l-1\/assessment\/test-1/));
  });

  it('lists open attempts first, and says when there is nothing', async () => {
    const { container, gateway } = setup();
    gateway.list = [
      { itemGuid: 'a', name: 'Evaluado', courseGuid: 'c-1', courseName: 'Geografía', lessonGuid: 'l-1', deliverAt: null, jobStatus: 'evaluated', openAttempt: false, status: { label: 'graded', group: 'turned-in', turnIn: 'done' } },
      { itemGuid: 'b', name: 'Abierto', courseGuid: 'c-1', courseName: 'Geografía', lessonGuid: 'l-1', deliverAt: null, jobStatus: 'pending', openAttempt: true, status: { label: 'in-progress', group: 'to-do', turnIn: 'open' } },
      { itemGuid: 'c', name: 'Cerrado', courseGuid: 'c-1', courseName: 'Geografía', lessonGuid: 'l-1', deliverAt: '2026-11-01T09:00:00', jobStatus: 'pending', openAttempt: false, status: { label: 'closed', group: 'missed', turnIn: 'closed' } },
    ];
    renderRoutes(container, routes, '/answer-test');
    const names = await screen.findAllByRole('heading', { level: 2 });
    expect(names.map((heading) => heading.textContent)).toEqual(['Abierto', 'Cerrado', 'Evaluado']);
    // The words /tasks shows for the same tests; a closed test is not offered, only viewed.
    expect(within(names[1]?.closest('li') as HTMLElement).getByText('Plazo cerrado')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Empezar Cerrado' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver Cerrado' })).toBeTruthy();
    expect(screen.queryByText('Pendiente')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continuar Abierto' }).getAttribute('href')).toBe('/course/c-1/lesson/l-1/assessment/b');
    expect(screen.getByRole('link', { name: 'Ver Evaluado' }).getAttribute('href')).toBe('/course/c-1/lesson/l-1/content/a');
  });

  it('shows an empty state', async () => {
    const { container } = setup();
    renderRoutes(container, routes, '/answer-test');
    expect(await screen.findByText('No tienes exámenes')).toBeTruthy();
  });
});
