import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout, ShellOrPublic } from '@ui/app/PublicLayout';
import { DeepLinkRedirect, RequireSession, RootRedirect } from '@ui/app/RequireSession';
import { RouteErrorPage } from '@ui/app/RouteErrorPage';
import { PageLoading } from '@ui/app/PageLoading';
import type { ComingSoonArea, LegalDocument, RouteHandle } from '@ui/app/routeHandles';
import { loadFeature } from '@ui/app/features';
import type { Feature } from '@application/shared/ports/FeatureLoader';

/**
 * A lazily loaded page: each area is its own chunk, so the login page ships only what it needs. A page of a
 * feature also waits for the feature's services and texts (they are not in the start-up bundle; the assessments
 * and the gradebook bring the learning feature with them).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, feature?: Feature) {
  return async () => {
    const [module] = await Promise.all([load(), feature ? loadFeature(feature) : undefined]);
    return { Component: pick(module) };
  };
}

const comingSoonPage = page(() => import('@ui/app/ComingSoonPage'), (m) => m.ComingSoonPage);
const legalPage = page(() => import('@ui/pages/legal/LegalPage'), (m) => m.LegalPage);

function soon(path: string, area: ComingSoonArea): RouteObject {
  return { path, lazy: comingSoonPage, handle: { comingSoon: area } satisfies RouteHandle };
}

function legal(path: string, doc: LegalDocument): RouteObject {
  return { path, lazy: legalPage, handle: { legal: doc } satisfies RouteHandle };
}

const lessonPage = page(() => import('@ui/pages/lessons/LessonPage'), (m) => m.LessonPage, 'learning');
// The item editor holds a test's questions panel.
const itemEditorPage = page(() => import('@ui/pages/lessons/ItemEditorPage'), (m) => m.ItemEditorPage, 'assessments');
const viewerPage = page(() => import('@ui/pages/viewer/ViewerPage'), (m) => m.ViewerPage, 'learning');
const calendarPage = page(() => import('@ui/pages/calendar/CalendarPage'), (m) => m.CalendarPage, 'learning');
const programmePage = page(() => import('@ui/pages/calendar/ProgrammePage'), (m) => m.ProgrammePage, 'learning');
const resourcesPage = page(() => import('@ui/pages/resources/ResourcesPage'), (m) => m.ResourcesPage, 'learning');

const takeTestPage = page(() => import('@ui/pages/assessments/TakeTestPage'), (m) => m.TakeTestPage, 'assessments');
const questionEditorPage = page(() => import('@ui/pages/assessmentEditor/QuestionEditorPage'), (m) => m.QuestionEditorPage, 'assessments');
const resultsPage = page(() => import('@ui/pages/results/ResultsPage'), (m) => m.ResultsPage, 'assessments');

// Teachers only: anyone else is told so before any request (ProjectionGate).
const projectorPage = page(() => import('@ui/pages/projection/ProjectionGate'), (m) => m.ProjectorRoute, 'projection');
const itemProjectorPage = page(() => import('@ui/pages/projection/ProjectionGate'), (m) => m.ItemProjectorRoute, 'projection');

const LESSON = '/course/:courseGuid/lesson/:lessonGuid';
const UNIT_LESSON = '/course/:courseGuid/unit/:unitGuid/lesson/:lessonGuid';

/** Spec §2, area by area. docs/routes.md lists which are built and which are coming. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first lazy page of a visit loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/deeplink', element: <DeepLinkRedirect /> },
      { path: '/logout', lazy: page(() => import('@ui/pages/auth/LogoutPage'), (m) => m.LogoutPage) },

      // Access: before a session exists.
      {
        element: <PublicLayout />,
        children: [
          // Named: the prerendered login page (src/prerender/login.html) preloads this chunk by its name.
          { path: '/auth/login', lazy: page(() => import(/* webpackChunkName: "login" */ '@ui/pages/auth/LoginPage'), (m) => m.LoginPage) },
          { path: '/auth/login/:token', lazy: page(() => import('@ui/pages/auth/LoginLinkPage'), (m) => m.LoginLinkPage) },
          { path: '/recover-password', lazy: page(() => import('@ui/pages/auth/RecoverPasswordPage'), (m) => m.RecoverPasswordPage) },
          { path: '/reset-password', lazy: page(() => import('@ui/pages/auth/ResetPasswordPage'), (m) => m.ResetPasswordPage) },
          { path: '/auth/signup', lazy: page(() => import('@ui/pages/accounts/SignupPage'), (m) => m.SignupPage, 'accounts') },
          { path: '/auth/consent/:token', lazy: page(() => import('@ui/pages/accounts/ConsentPage'), (m) => m.ConsentPage, 'accounts') },
          { path: '/auth/login/:token/deeplink', lazy: page(() => import('@ui/pages/auth/LoginLinkPage'), (m) => m.DeepLoginLinkPage) },
          { path: '/oidc/callback/error', lazy: page(() => import('@ui/pages/auth/SsoCallbackPage'), (m) => m.SsoErrorPage) },
          { path: '/oidc/callback/:token', lazy: page(() => import('@ui/pages/auth/SsoCallbackPage'), (m) => m.SsoCallbackPage) },
          { path: '/saml/callback/error', lazy: page(() => import('@ui/pages/auth/SsoCallbackPage'), (m) => m.SsoErrorPage) },
          { path: '/saml/callback/:token', lazy: page(() => import('@ui/pages/auth/SsoCallbackPage'), (m) => m.SsoCallbackPage) },
          soon('/tab-auth-start', 'teamsTab'),
          soon('/tab-auth-end', 'teamsTab'),
        ],
      },

      // Legal, errors and internal pages: inside the shell when signed in, in the public frame otherwise.
      {
        element: <ShellOrPublic />,
        children: [
          legal('/license', 'license'),
          legal('/privacy', 'privacy'),
          legal('/terms', 'terms'),
          legal('/credits', 'credits'),
          { path: '/error', lazy: page(() => import('@ui/pages/general/ErrorPage'), (m) => m.ErrorPage) },
          { path: '/ui', lazy: page(() => import('@ui/pages/design/UiGalleryPage'), (m) => m.UiGalleryPage) },
          { path: '/lemon-test', lazy: page(() => import('@ui/pages/questionLab/LemonTestPage'), (m) => m.LemonTestPage, 'assessments') },
          { path: '/test-component', lazy: page(() => import('@ui/pages/questionLab/TestComponentPage'), (m) => m.TestComponentPage, 'assessments') },
          { path: '*', lazy: page(() => import('@ui/pages/general/NotFoundPage'), (m) => m.NotFoundPage) },
        ],
      },

      // Everything else needs a session and lives in the shell.
      {
        element: <RequireSession />,
        children: [
          {
            lazy: page(() => import('@ui/app/AppShell'), (m) => m.AppShell),
            children: [
              // General
              { path: '/home', lazy: page(() => import('@ui/pages/home/HomePage'), (m) => m.HomePage) },
              { path: '/profile', lazy: page(() => import('@ui/pages/profile/ProfilePage'), (m) => m.ProfilePage, 'accounts') },
              { path: '/notifications', lazy: page(() => import('@ui/pages/notifications/NotificationsPage'), (m) => m.NotificationsPage) },
              { path: '/calendar', lazy: calendarPage },
              { path: '/calendar/:course', lazy: calendarPage },
              { path: '/course/:guid/program', lazy: programmePage },
              { path: '/tasks', lazy: page(() => import('@ui/pages/tasks/TasksPage'), (m) => m.TasksPage, 'learning') },
              { path: '/library', lazy: page(() => import('@ui/pages/accounts/LibraryPage'), (m) => m.LibraryPage, 'accounts') },
              soon('/config', 'config'),
              { path: '/config/lrs', lazy: page(() => import('@ui/pages/xapi/LrsCredentialsPage'), (m) => m.LrsCredentialsPage, 'learning') },
              { path: '/status', lazy: page(() => import('@ui/pages/sync/StatusPage'), (m) => m.StatusPage, 'learning') },
              // The helpdesk's desk (ADR 0620): their home.
              { path: '/helpdesk', lazy: page(() => import('@ui/pages/helpdesk/HelpdeskPage'), (m) => m.HelpdeskPage, 'helpdesk') },
              { path: '/helpdesk/users/:guid', lazy: page(() => import('@ui/pages/helpdesk/HelpdeskAccountPage'), (m) => m.HelpdeskAccountPage, 'helpdesk') },

              // The school admin's desk and the audit log (docs/decisions/0610-audit-log.md)
              { path: '/audit', lazy: page(() => import('@ui/pages/admin/AuditPage'), (m) => m.AuditPage, 'admin') },

              // Course
              { path: '/course/:guid', lazy: page(() => import('@ui/pages/courses/CoursePage'), (m) => m.CoursePage, 'learning') },
              { path: '/course/:guid/grades', lazy: page(() => import('@ui/pages/gradebook/GradesPage'), (m) => m.GradesPage, 'gradebook') },
              { path: '/course/:guid/board', lazy: page(() => import('@ui/pages/board/BoardPage'), (m) => m.BoardPage, 'learning') },
              { path: '/course/:guid/resources', lazy: resourcesPage, handle: { resources: 'course' } satisfies RouteHandle },
              { path: '/course/:guid/classroom-resources', lazy: resourcesPage, handle: { resources: 'classroom' } satisfies RouteHandle },
              { path: '/course/:guid/resources/:idResourcesSection/:idResourcesGroup', lazy: resourcesPage, handle: { resources: 'group' } satisfies RouteHandle },
              { path: '/course/:courseGuid/kanban/:lessonGuid', lazy: page(() => import('@ui/pages/lessons/KanbanPage'), (m) => m.KanbanPage, 'learning') },
              { path: '/tools/:courseProjectGuid', lazy: page(() => import('@ui/pages/accounts/ToolsPage'), (m) => m.ToolsPage, 'accounts') },

              // Lesson
              { path: LESSON, lazy: lessonPage },
              { path: UNIT_LESSON, lazy: lessonPage },
              { path: `${LESSON}/session/:sessionId`, lazy: lessonPage },
              { path: `${UNIT_LESSON}/session/:sessionId`, lazy: lessonPage },
              { path: `${LESSON}/content/:contentGuid`, lazy: viewerPage, handle: { viewer: 'lesson' } satisfies RouteHandle },
              { path: `${LESSON}/resource/:itemGuid`, lazy: viewerPage, handle: { viewer: 'lesson' } satisfies RouteHandle },

              // Lesson authoring (the unit variants of the lesson routes lead here too)
              { path: `${LESSON}/new-content`, lazy: itemEditorPage, handle: { editor: 'choose' } satisfies RouteHandle },
              { path: `${LESSON}/add/:itemType`, lazy: itemEditorPage, handle: { editor: 'add' } satisfies RouteHandle },
              { path: `${LESSON}/edit/:itemGuid`, lazy: itemEditorPage, handle: { editor: 'edit' } satisfies RouteHandle },
              { path: `${UNIT_LESSON}/new-content`, lazy: itemEditorPage, handle: { editor: 'choose' } satisfies RouteHandle },
              { path: `${UNIT_LESSON}/add/:itemType`, lazy: itemEditorPage, handle: { editor: 'add' } satisfies RouteHandle },
              { path: `${UNIT_LESSON}/edit/:itemGuid`, lazy: itemEditorPage, handle: { editor: 'edit' } satisfies RouteHandle },
              { path: `${LESSON}/assessment/:assessmentGuid/new-question/:lemonadeType`, lazy: questionEditorPage },
              { path: `${LESSON}/assessment/:assessmentGuid/edit-question/:contentGuid`, lazy: questionEditorPage },

              // Assessment
              { path: '/answer-test', lazy: page(() => import('@ui/pages/assessments/AnswerTestPage'), (m) => m.AnswerTestPage, 'assessments') },
              { path: `${LESSON}/assessment/:assessmentGuid`, lazy: takeTestPage },
              { path: `${LESSON}/assessment/:assessmentGuid/question/:contentGuid`, lazy: takeTestPage },

              // Projection
              { path: '/remote/:shortToken', lazy: page(() => import('@ui/pages/projection/RemotePage'), (m) => m.RemotePage, 'projection') },

              // Results
              { path: `${LESSON}/results-assessment/:assessmentGuid`, lazy: resultsPage },
              { path: '/results-assesment/:guid', lazy: resultsPage },
              { path: '/results-assesment-individual/course/:courseGuid/:assessmentGuid/user/:userGuid', lazy: page(() => import('@ui/pages/results/IndividualResultPage'), (m) => m.IndividualResultPage, 'assessments') },
              { path: '/course/:courseGuid/results-scorm/:itemGuid', lazy: page(() => import('@ui/pages/standards/ScormResultsPage'), (m) => m.ScormResultsPage, 'learning') },
              soon('/results-scorm-individual/:itemGuid/user/:userGuid', 'results'),
              { path: '/course/:courseGuid/results-xapi/:itemGuid', lazy: page(() => import('@ui/pages/standards/XapiResultsPage'), (m) => m.XapiResultsPage, 'learning') },
              { path: '/results-xapi-individual/:itemGuid/user/:userGuid', lazy: page(() => import('@ui/pages/standards/XapiResultsPage'), (m) => m.XapiIndividualPage, 'learning') },

              // Single activity
              { path: '/single-activity/:courseGuid/record/:contentGuid/:referenceGuid', lazy: page(() => import('@ui/pages/viewer/ActivityRecordPage'), (m) => m.ActivityRecordPage, 'learning') },

              // Viewers (the -v1 routes are the same viewer: docs/decisions/0410-viewer-routes.md)
              { path: '/viewer/:guid', lazy: viewerPage, handle: { viewer: 'page' } satisfies RouteHandle },
              { path: '/viewer-v1/:guid', lazy: viewerPage, handle: { viewer: 'page' } satisfies RouteHandle },
              { path: '/viewer/:guid/group-resources-view--visor', lazy: viewerPage, handle: { viewer: 'group' } satisfies RouteHandle },
            ],
          },
          // Full-screen viewers and single activities: signed in, without the shell (embeddable).
          {
            children: [
              { path: '/viewerfull/:guid', lazy: viewerPage, handle: { viewer: 'full' } satisfies RouteHandle },
              { path: '/viewerfull-v1/:guid', lazy: viewerPage, handle: { viewer: 'full' } satisfies RouteHandle },
              { path: '/viewer-nutrient-standalone/:guid', lazy: viewerPage, handle: { viewer: 'full' } satisfies RouteHandle },
              { path: '/single-activity/:courseGuid/:lessonItemGuid/:contentGuid', lazy: viewerPage, handle: { viewer: 'single' } satisfies RouteHandle },
              // The classroom screen of a lesson (docs/decisions/0520-projection-sessions.md).
              { path: `${LESSON}/projection`, lazy: projectorPage },
              { path: `${UNIT_LESSON}/projection`, lazy: projectorPage },
              // The variants (docs/decisions/0525-projection-routes.md): the unit named in the address, the item alone
              // edge to edge, and one item's lesson opened on it.
              { path: `${LESSON}/projection/:unitGuid`, lazy: projectorPage },
              { path: `${LESSON}/projection/:unitGuid/power`, lazy: projectorPage, handle: { projection: 'power' } satisfies RouteHandle },
              { path: '/projection/videolesson/:contentGuid', lazy: itemProjectorPage, handle: { projection: 'videolesson' } satisfies RouteHandle },
              { path: '/projection/test/:contentGuid', lazy: itemProjectorPage, handle: { projection: 'test' } satisfies RouteHandle },
              // A test's question asked to the class (docs/decisions/0526-remote-notes-question-route-and-lengths.md).
              { path: '/projection/question/:contentGuid', lazy: itemProjectorPage, handle: { projection: 'question' } satisfies RouteHandle },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
