import type { RouteObject } from 'react-router';
import { QuestionEditorStore, type QuestionRules } from '@application/assessments/authoring/QuestionEditorStore';
import { QuestionsPanelStore } from '@application/assessments/authoring/QuestionsPanelStore';
import type { RouteHandle } from '@ui/app/routeHandles';
import { ItemEditorPage } from '@ui/pages/lessons/ItemEditorPage';
import { QuestionEditorPage } from '@ui/pages/assessmentEditor/QuestionEditorPage';
import { createTestContainer } from '@tests/fakes/testContainer';
import { aQuestion, InMemoryAssessmentAuthoringGateway } from '@tests/fakes/InMemoryAssessmentAuthoringGateway';
import { aLessonDetail, anItem, anItemDetail, InMemoryFileUploader, InMemoryLessonGateway } from '@tests/fakes/InMemoryLessonGateway';

export const LESSON = '/course/:courseGuid/lesson/:lessonGuid';
export const COURSE = 'c-outline';
export const BASE = `/course/${COURSE}/lesson/l-1`;

export const routes: RouteObject[] = [
  { path: `${LESSON}/add/:itemType`, element: <ItemEditorPage />, handle: { editor: 'add' } satisfies RouteHandle },
  { path: `${LESSON}/edit/:itemGuid`, element: <ItemEditorPage />, handle: { editor: 'edit' } satisfies RouteHandle },
  { path: `${LESSON}/assessment/:assessmentGuid/new-question/:lemonadeType`, element: <QuestionEditorPage /> },
  { path: `${LESSON}/assessment/:assessmentGuid/edit-question/:contentGuid`, element: <QuestionEditorPage /> },
  { path: `${LESSON}/results-assessment/:assessmentGuid`, element: <p>Página de resultados</p> },
  { path: LESSON, element: <p>Página de la lección</p> },
];

/** A lesson with one CTTY_09 item (`test-1`) holding two questions; the domain rules may be replaced. */
export function setUp(rules?: QuestionRules) {
  const lessons = new InMemoryLessonGateway();
  const lesson = aLessonDetail();
  const test = anItem({ guid: 'test-1', name: 'Test de fracciones', contentType: 'CTTY_09', position: lesson.items.length + 1, evaluable: true });
  lesson.items.push(test);
  lessons.lessons.set(lesson.guid, lesson);
  lessons.items.set(test.guid, anItemDetail(test, lesson, { kind: 'test', settings: { durationMinutes: 30, attemptsAllowed: 2, rankingScale: 10, onePerPage: true, instructionsHtml: '' } }));
  const authoring = new InMemoryAssessmentAuthoringGateway();
  authoring.assessments.set('test-1', [aQuestion({ guid: 'q-1', name: 'Uno', position: 1 }), aQuestion({ guid: 'q-2', name: 'Dos', position: 2, type: 'QT_8', points: 2, data: { min_words: null, max_words: null } })]);
  const uploader = new InMemoryFileUploader();
  const created = createTestContainer({ lessons, authoringUploader: uploader });
  created.container.rebindSync(QuestionsPanelStore).toResolvedValue(() => new QuestionsPanelStore(authoring));
  created.container.rebindSync(QuestionEditorStore).toResolvedValue(() => new QuestionEditorStore(authoring, uploader, rules));
  return { ...created, lessons, authoring, uploader };
}
