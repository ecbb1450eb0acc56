// ADR 0234: once a test's grades are published it is view-only; /me says `reason: 'published'` and the student reads
// why, in their language. The hand-in refusal has its own text in the viewer's namespace.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { AssessmentCardStore } from '@application/assessments/taking/AssessmentCardStore';
import type { ItemContent } from '@application/viewer/LessonItem';
import { ProgressTracker } from '@application/viewer/ProgressTracker';
import { HttpAttemptGateway } from '@infrastructure/assessments/taking/HttpAttemptGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { TestViewer } from '@ui/pages/viewer/kinds/TestViewer';
import { viewerErrorMessage } from '@ui/pages/viewer/viewerErrors';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAttemptGateway } from '@tests/fakes/InMemoryAttemptGateway';
import { InMemoryViewerGateway } from '@tests/fakes/InMemoryViewerGateway';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { createTestContainer } from '@tests/fakes/testContainer';
import { aStudentItem } from '@tests/unit/application/viewer/itemMothers';

const settings = { durationMinutes: null, attemptsAllowed: 2, rankingScale: 10, onePerPage: false, instructionsHtml: '' };
const settingsDto = { duration_minutes: null, attempts_allowed: 2, ranking_scale: 10, one_per_page: false, instructions_html: '' };
const content: ItemContent = {
  kind: 'test',
  settings,
  questionsCount: 3,
  jobsDelivered: 0,
  jobsEvaluated: 0,
  gradesPublished: true,
};

const meDto = {
  assessment: {
    guid: 'test-1', name: 'Examen', course_guid: 'c-1', lesson_guid: 'l-1', settings: settingsDto,
    questions_count: 3, deliver_at: null, can_deliver_late: true, delivery: 'open', grades_published: true,
  },
  attempts: [],
  open_attempt_guid: null,
  can_start: false,
  reason: 'published',
  job: { status: 'pending', score: null, feedback: null },
};

describe('a test whose grades are published', () => {
  it('reads the reason from /me', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(meDto), { status: 200 }));
    const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
    const mine = await new HttpAttemptGateway(http).mine('test-1');
    expect(mine.ok && mine.val).toMatchObject({ canStart: false, reason: 'published', gradesPublished: true });
  });

  it('tells the student why they cannot start it any more', async () => {
    const gateway = new InMemoryAttemptGateway(new FixedClock());
    gateway.mineAnswer = { ...gateway.mineAnswer, canStart: false, reason: 'published' };
    const { container } = createTestContainer();
    container.bind(AssessmentCardStore).toResolvedValue(() => new AssessmentCardStore(gateway));
    const item = aStudentItem({ guid: 'test-1', contentType: 'CTTY_09', code: 'CTTY_09', content });
    const tracker = new ProgressTracker(new InMemoryViewerGateway(), new FixedClock(), item.guid, item.myProgress);
    renderRoutes(container, pageAt('/', <TestViewer item={item} tracker={tracker} timeZone="Europe/Madrid" canEdit={false} />), '/');
    expect(await screen.findByText('Las notas de este examen ya están publicadas: ya no se puede hacer.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Empezar el examen' })).toBeNull();
  });

  it('explains a refused hand-in in every language', async () => {
    const error = { kind: 'conflict', code: 'GRADES_PUBLISHED', status: 409 } as const;
    for (const [lng, text] of [
      ['es', 'Las notas de esta tarea ya están publicadas: ya no se puede entregar.'],
      ['en', 'The grades of this assignment are already published: it can no longer be handed in.'],
      ['pt', 'As notas desta tarefa já foram publicadas: já não é possível entregá-la.'],
    ] as const) {
      const { default: viewer } = (await import(`@locales/${lng}/viewer.json`)) as { default: Record<string, unknown> };
      const instance = i18next.createInstance();
      await instance.init({ lng, resources: { [lng]: { viewer } }, defaultNS: 'viewer' });
      expect(viewerErrorMessage(instance.t, error)).toBe(text);
    }
  });
});
