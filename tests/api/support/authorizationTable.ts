// Who may call what: the one table the authorization matrix walks (tests/api/authorization-matrix.test.ts).
// Every route the server registers needs an entry here, or the matrix fails. Later issues add their routes.
//
// An expectation is a status, or "status CODE" when the error code matters (e.g. '403 FEATURE_DISABLED').
// HEAD routes that Fastify adds for GET routes are checked with their GET entry's expectations.

import { LESSON_ROUTES } from './authorization/lessons';
import { MEDIA_ROUTES } from './authorization/media';
import { ASSESSMENT_AUTHORING_ROUTES } from './authorization/assessmentAuthoring';
import { ASSESSMENT_TAKING_ROUTES } from './authorization/assessmentTaking';
import { TASK_ROUTES } from './authorization/tasks';
import { CALENDAR_ROUTES } from './authorization/calendar';
import { ACCOUNT_ROUTES } from './authorization/accounts';
import { GRADEBOOK_ROUTES } from './authorization/gradebook';
import { GRADEBOOK_EXPORT_ROUTES } from './authorization/gradebookExport';
import { GRADEBOOK_CLASSROOM_ROUTES } from './authorization/gradebookClassroom';
import { BOARD_ROUTES } from './authorization/board';
import { NOTIFICATION_ROUTES } from './authorization/notifications';
import { PROJECTION_ROUTES } from './authorization/projection';
import { LIVE_ROUND_ROUTES } from './authorization/liveRounds';
import { STANDARDS_ROUTES } from './authorization/standards';
import { SYNC_ROUTES } from './authorization/sync';
import { XAPI_ROUTES } from './authorization/xapi';
import { HELPDESK_ROUTES } from './authorization/helpdesk';
import { ADMIN_ROUTES } from './authorization/admin';

export const CALLERS = ['anonymous', 'R01', 'R02', 'R03', 'R04', 'R05'] as const;
export type MatrixCaller = (typeof CALLERS)[number];
export const MATRIX_TENANTS = ['tiza', 'escola'] as const;

/** A 1×1 PNG, base64: the smallest picture an avatar may be. */
export const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export type MatrixTenant = (typeof MATRIX_TENANTS)[number];
export type Expectation = number | `${number} ${string}`;

/** Demo data each request may use, resolved for the tenant under test. */
export interface MatrixFixtures {
  tenant: MatrixTenant;
  /** A course the tenant's R01 learns in, its R02 teaches and its R03 administers (same school). */
  courseGuid: string;
  /** A student of the same school as the tenant's R03. */
  studentGuid: string;
  /** The course's first unit, its first lesson, and that lesson's first item (support/matrixFixtures.ts). */
  unitGuid: string;
  lessonGuid: string;
  itemGuid: string;
  /** The course's first assignment item (CTTY_14), and the first file uploaded to the course. */
  assignmentGuid: string;
  /** A pending job (nothing handed in) of the matrix student: grading routes refuse it after authorising, changing nothing. */
  jobGuid: string;
  fileGuid: string;
  /** The course's first published assessment (CTTY_09) and its first question. */
  assessmentGuid: string;
  questionGuid: string;
  /** The course's first board message for everyone (the teacher's pinned welcome). */
  messageGuid: string;
  /** The course's school, and its first school-wide non-school day. */
  schoolGuid: string;
  schoolDayGuid: string;
  /** The tenant's teacher's title its R02 holds a licence of (server/src/demo/content/library.json `heldBy`). */
  titleGuid: string;
}

export interface RouteCase {
  request: (f: MatrixFixtures) => { url: string; payload?: Record<string, unknown>; headers?: Record<string, string> };
  expect: Record<MatrixCaller, Expectation>;
  /** Per-tenant differences (tenant flags). */
  byTenant?: Partial<Record<MatrixTenant, Partial<Record<MatrixCaller, Expectation>>>>;
  /** The route ends the session it is called with: sign in afresh for each call. */
  freshSession?: boolean;
}

export const everyone = (status: Expectation): Record<MatrixCaller, Expectation> => ({ anonymous: status, R01: status, R02: status, R03: status, R04: status, R05: status });
export const signedIn = (status: Expectation): Record<MatrixCaller, Expectation> => ({ ...everyone(status), anonymous: '401 UNAUTHORIZED' });
const html = { accept: 'text/html' };

export const AUTHORIZATION_TABLE: Record<string, RouteCase> = {
  // The SPA: static files and deep links, public.
  'GET /*': { request: () => ({ url: '/course/some/deep/link', headers: html }), expect: everyone(200) },
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: everyone(200) },
  'GET /api/docs': { request: () => ({ url: '/api/docs' }), expect: everyone(200) },
  'GET /api/docs/json': { request: () => ({ url: '/api/docs/json' }), expect: everyone(200) },
  'GET /api/front/tenant': { request: () => ({ url: '/api/front/tenant' }), expect: everyone(200) },

  // Public auth routes: a token, if any, is ignored; these answer with made-up input.
  'POST /api/front/auth/login': {
    request: (f) => ({ url: '/api/front/auth/login', payload: { email: `nobody@${f.tenant}.demo`, password: 'whatever-it-is' } }),
    expect: everyone('401 USER_NOT_FOUND'),
  },
  'POST /api/front/auth/recover-password': {
    request: (f) => ({ url: '/api/front/auth/recover-password', payload: { email: `nobody@${f.tenant}.demo` } }),
    expect: everyone(202),
  },
  'POST /api/front/auth/reset-password': {
    request: () => ({ url: '/api/front/auth/reset-password', payload: { token: 'not-a-real-token', password: 'long-enough-password' } }),
    expect: everyone('400 RESET_TOKEN_INVALID'),
  },
  'POST /api/front/auth/login/:token': {
    request: () => ({ url: '/api/front/auth/login/not-a-real-token' }),
    expect: everyone('401 LOGIN_LINK_INVALID'),
  },

  // Single sign-on (ADR 0534): browser navigations, public; a provider the tenant lacks and a state never issued both
  // send the browser to the SPA's error page (tests/api/oidc.test.ts signs in through a real provider).
  'GET /api/front/auth/oidc/start': {
    request: (f) => ({ url: `/api/front/auth/oidc/start?tenant=${f.tenant}&provider=no-such-provider&next=%2Fhome` }),
    expect: everyone(302),
  },
  'GET /api/front/auth/oidc/callback': {
    request: () => ({ url: '/api/front/auth/oidc/callback?state=not-a-real-state&code=made-up' }),
    expect: everyone(302),
  },
  // SAML (ADR 0550), public too: the matrix tenants have no SAML provider, so the start and the consumer service send
  // the browser to the error page and there is no metadata (tests/api/saml.test.ts signs in through a local provider).
  'GET /api/front/auth/saml/start': {
    request: (f) => ({ url: `/api/front/auth/saml/start?tenant=${f.tenant}&provider=no-such-provider&next=%2Fhome` }),
    expect: everyone(302),
  },
  'POST /api/front/auth/saml/:tenant/:provider/acs': {
    request: (f) => ({ url: `/api/front/auth/saml/${f.tenant}/no-such-provider/acs`, payload: { SAMLResponse: 'PHg+', RelayState: '' } }),
    expect: everyone(303),
  },
  'GET /api/front/auth/saml/:tenant/:provider/metadata': {
    request: (f) => ({ url: `/api/front/auth/saml/${f.tenant}/no-such-provider/metadata` }),
    expect: everyone('404 NOT_FOUND'),
  },

  'POST /api/front/auth/logout': { request: () => ({ url: '/api/front/auth/logout' }), expect: signedIn(204), freshSession: true },
  'POST /api/front/auth/login-links': {
    request: (f) => ({ url: '/api/front/auth/login-links', payload: { user_guid: f.studentGuid } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: 201, R04: '403 FORBIDDEN', R05: 201 },
  },
  'GET /api/front/users/me': { request: () => ({ url: '/api/front/users/me' }), expect: signedIn(200) },
  // Every signed-in user may set their own language; null (the tenant default) is valid in every tenant.
  'PATCH /api/front/users/me': { request: () => ({ url: '/api/front/users/me', payload: { language: null } }), expect: signedIn(200) },
  // Their own profile (ADR 0533): names everywhere; pictures where the tenant allows (Escola keeps the school's).
  'PUT /api/front/users/me/name': { request: () => ({ url: '/api/front/users/me/name', payload: { name: 'Ana', lastname: 'Matriz' } }), expect: signedIn(200) },
  // A wrong current password changes nothing: every signed-in caller reaches the check.
  'PUT /api/front/users/me/password': {
    request: () => ({ url: '/api/front/users/me/password', payload: { current_password: 'not-the-password', new_password: 'Otra-clave-2026' } }),
    expect: { ...signedIn('400 VALIDATION_FAILED') },
  },
  'PUT /api/front/users/me/avatar': {
    request: () => ({ url: '/api/front/users/me/avatar', payload: { image: TINY_PNG } }),
    expect: signedIn(200),
    byTenant: { escola: { R01: '403 FEATURE_DISABLED', R02: '403 FEATURE_DISABLED', R03: '403 FEATURE_DISABLED', R04: '403 FEATURE_DISABLED', R05: '403 FEATURE_DISABLED' } },
  },
  'DELETE /api/front/users/me/avatar': {
    request: () => ({ url: '/api/front/users/me/avatar' }),
    expect: signedIn(200),
    byTenant: { escola: { R01: '403 FEATURE_DISABLED', R02: '403 FEATURE_DISABLED', R03: '403 FEATURE_DISABLED', R04: '403 FEATURE_DISABLED', R05: '403 FEATURE_DISABLED' } },
  },
  // One's own ways of signing in (ADR 0533): every signed-in role reads theirs; an id of none of theirs is 404.
  'GET /api/front/users/me/sign-in-methods': { request: () => ({ url: '/api/front/users/me/sign-in-methods' }), expect: signedIn(200) },
  'DELETE /api/front/users/me/sign-in-methods/:id': {
    request: () => ({ url: '/api/front/users/me/sign-in-methods/AAAAAAAAAAAAAAAAAAAAAA' }),
    expect: signedIn('404 NOT_FOUND'),
  },
  // Public by its unguessable address; an unknown one is 404 for everyone.
  'GET /api/avatars/:token': { request: () => ({ url: '/api/avatars/unknown-token-0000' }), expect: everyone('404 NOT_FOUND') },

  'GET /api/front/courses': { request: () => ({ url: '/api/front/courses' }), expect: signedIn(200) },
  'GET /api/front/courses/:guid': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}` }),
    // Editorial admins and helpdesk are not members and do not administer the school.
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/courses/:guid/teachers': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/teachers` }),
    // Staff reads: a student is refused, editorial admins and helpdesk do not see the course.
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'POST /api/front/courses': {
    request: () => ({ url: '/api/front/courses', payload: { name: 'Matrix course', discipline: 'ed6', education_level: 'el2' } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 201, R03: 201, R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' },
    byTenant: { escola: { R02: '403 FEATURE_DISABLED', R03: '403 FEATURE_DISABLED' } },
  },
  'PUT /api/front/courses/:guid': {
    // The course's own details again: the matrix changes nothing that later entries read.
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}`, payload: matrixCourseDetails(f.tenant) }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'DELETE /api/front/courses': {
    // With an unknown guid beside the course, so nothing is ever deleted: a caller who sees the course but may not
    // delete it hears 403; its teacher 404 for the unknown one (all or nothing); outsiders 404.
    request: (f) => ({ url: '/api/front/courses', payload: { guids: [f.courseGuid, '00000000-0000-4000-8000-000000000000'] } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '404 NOT_FOUND', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'PUT /api/lms/courses': {
    request: (f) => ({ url: '/api/lms/courses', payload: { guid: f.courseGuid, ...matrixCourseDetails(f.tenant) } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: '403 FORBIDDEN', R04: 204, R05: '403 FORBIDDEN' },
    // escola's courses come from its school system (createCourse off).
    byTenant: { escola: { R04: '403 FEATURE_DISABLED' } },
  },
  'POST /api/front/join-course': {
    request: () => ({ url: '/api/front/join-course', payload: { code: 'NOSUCH99' } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 CODE_NOT_FOUND', R02: '404 CODE_NOT_FOUND', R03: '404 CODE_NOT_FOUND', R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' },
  },

  // Lessons, items, resources and content types: one file per area.
  ...LESSON_ROUTES,
  ...MEDIA_ROUTES,
  ...ASSESSMENT_AUTHORING_ROUTES,
  ...ASSESSMENT_TAKING_ROUTES,
  ...TASK_ROUTES,
  ...CALENDAR_ROUTES,
  ...ACCOUNT_ROUTES,
  ...GRADEBOOK_ROUTES,
  ...GRADEBOOK_EXPORT_ROUTES,
  ...GRADEBOOK_CLASSROOM_ROUTES,
  ...BOARD_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...PROJECTION_ROUTES,
  ...LIVE_ROUND_ROUTES,
  ...STANDARDS_ROUTES,
  ...SYNC_ROUTES,
  ...XAPI_ROUTES,
  ...HELPDESK_ROUTES,
  ...ADMIN_ROUTES,
};

/** The demo users behind each caller, per tenant. */
export const MATRIX_USERS: Record<MatrixTenant, Record<Exclude<MatrixCaller, 'anonymous'>, string>> = {
  tiza: { R01: 'student@tiza.demo', R02: 'teacher@tiza.demo', R03: 'admin@tiza.demo', R04: 'editor@tiza.demo', R05: 'helpdesk@tiza.demo' },
  escola: { R01: 'aluno@escola.demo', R02: 'professor@escola.demo', R03: 'admin@escola.demo', R04: 'editor@escola.demo', R05: 'helpdesk@escola.demo' },
};

export const MATRIX_COURSES: Record<MatrixTenant, string> = { tiza: 'Matemáticas 2º ESO', escola: 'Língua Portuguesa 7º ano' };

/** The matrix course's details as seeded: an edit that changes nothing. */
function matrixCourseDetails(tenant: MatrixTenant) {
  return tenant === 'tiza'
    ? { name: MATRIX_COURSES.tiza, discipline: 'ed6', education_level: 'el3', education_year: '2º ESO' }
    : { name: MATRIX_COURSES.escola, discipline: 'ed7', education_level: 'el3', education_year: '7º ano' };
}
export const MATRIX_STUDENTS: Record<MatrixTenant, string> = { tiza: 'marta@tiza.demo', escola: 'beatriz@escola.demo' };
