import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AssessmentCardStore } from '@application/assessments/taking/AssessmentCardStore';
import type { ItemContent, LessonItemDetail } from '@application/viewer/LessonItem';
import { ProgressTracker } from '@application/viewer/ProgressTracker';
import { TestViewer } from '@ui/pages/viewer/kinds/TestViewer';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAttemptGateway } from '@tests/fakes/InMemoryAttemptGateway';
import { InMemoryViewerGateway } from '@tests/fakes/InMemoryViewerGateway';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { createTestContainer } from '@tests/fakes/testContainer';
import { anItem, aStudentItem } from '@tests/unit/application/viewer/itemMothers';

const content: ItemContent = {
  kind: 'test',
  settings: { durationMinutes: 20, attemptsAllowed: 2, rankingScale: 10, onePerPage: false, instructionsHtml: '<p>Sin apuntes.</p>' },
  questionsCount: 5,
  jobsDelivered: 3,
  jobsEvaluated: 1,
  gradesPublished: false,
};

function show(item: LessonItemDetail, gateway: InMemoryAttemptGateway, canEdit = true) {
  const { container } = createTestContainer();
  container.bind(AssessmentCardStore).toResolvedValue(() => new AssessmentCardStore(gateway));
  const tracker = new ProgressTracker(new InMemoryViewerGateway(), new FixedClock(), item.guid, item.myProgress);
  return renderRoutes(container, pageAt('/', <TestViewer item={item} tracker={tracker} timeZone="Europe/Madrid" canEdit={canEdit} />), '/');
}

describe('TestViewer', () => {
  it('gives a student the facts, the start link and their attempts', async () => {
    const gateway = new InMemoryAttemptGateway(new FixedClock());
    gateway.mineAnswer = {
      ...gateway.mineAnswer,
      attempts: [{ guid: 'a-1', number: 1, status: 'submitted', startedAt: new Date('2026-11-20T10:00:00Z'), submittedAt: new Date('2026-11-20T10:20:00Z'), autoSubmitted: true, score: null }],
    };
    show(aStudentItem({ guid: 'test-1', contentType: 'CTTY_09', code: 'CTTY_09', courseGuid: 'c-1', lessonGuid: 'l-1', content }), gateway);
    expect((await screen.findByRole('link', { name: 'Empezar el examen' })).getAttribute('href')).toBe('/course/c-1/lesson/l-1/assessment/test-1');
    expect(screen.getByText('30 minutos')).toBeTruthy();
    expect(screen.getByText('1 de 2 usados')).toBeTruthy();
    expect(screen.getByText('Entregado al acabar el tiempo')).toBeTruthy();
  });

  it('tells a student why they cannot start', async () => {
    const gateway = new InMemoryAttemptGateway(new FixedClock());
    gateway.mineAnswer = { ...gateway.mineAnswer, canStart: false, reason: 'no-attempts-left' };
    show(aStudentItem({ guid: 'test-1', contentType: 'CTTY_09', code: 'CTTY_09', content }), gateway);
    expect(await screen.findByText('Ya has usado todos los intentos de este examen.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Empezar el examen' })).toBeNull();
  });

  it('gives a teacher the settings, the counters and links to edit and to the results, without asking /me', async () => {
    const gateway = new InMemoryAttemptGateway(new FixedClock());
    gateway.failAll = { kind: 'forbidden', code: 'FORBIDDEN', status: 403 };
    show(anItem({ guid: 'test-1', contentType: 'CTTY_09', code: 'CTTY_09', courseGuid: 'c-1', lessonGuid: 'l-1', jobsAmount: 12, content }), gateway);
    expect(await screen.findByText('Todas las preguntas en una página')).toBeTruthy();
    expect(screen.getByText('3 / 12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar el examen' }).getAttribute('href')).toBe('/course/c-1/lesson/l-1/edit/test-1');
    expect(screen.getByRole('link', { name: 'Ver resultados' }).getAttribute('href')).toBe('/course/c-1/lesson/l-1/results-assessment/test-1');
  });

  it('gives a school admin reading the course the results but no edit link', async () => {
    const gateway = new InMemoryAttemptGateway(new FixedClock());
    show(anItem({ guid: 'test-1', contentType: 'CTTY_09', code: 'CTTY_09', courseGuid: 'c-1', lessonGuid: 'l-1', jobsAmount: 12, content }), gateway, false);
    expect(await screen.findByRole('link', { name: 'Ver resultados' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar el examen' })).toBeNull();
  });
});
