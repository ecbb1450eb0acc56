// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Notifications: server/src/routes/api/notifications/index.ts, docs/api-notifications.md. Every signed-in person has
// their own; a guid that is not the caller's is 404 like one that does not exist.
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

/** A guid no row has. */
const MISSING = '00000000-0000-4000-8000-000000000000';

const mine = { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: 200, R05: 200 } as const;

export const NOTIFICATION_ROUTES: Record<string, RouteCase> = {
  'GET /api/front/notifications': { request: () => ({ url: '/api/front/notifications' }), expect: mine },
  'POST /api/front/notifications/:guid/viewed': {
    request: () => ({ url: `/api/front/notifications/${MISSING}/viewed`, payload: {} }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'POST /api/front/notifications/viewed': { request: () => ({ url: '/api/front/notifications/viewed' }), expect: mine },
  'GET /api/front/notifications/preferences': { request: () => ({ url: '/api/front/notifications/preferences' }), expect: mine },
  // Only the caller's own (no one else is named). Turning the digest off is open to everyone; asking for it is refused to a
  // student under kids mode (tests/api/notificationDigest.test.ts), which no matrix tenant has.
  'PUT /api/front/notifications/preferences': { request: () => ({ url: '/api/front/notifications/preferences', payload: { daily_digest: false } }), expect: mine },
  // The stream never ends on its own, so the matrix asks with a Last-Event-ID that is not an id: the session is checked
  // first (401), then the header (400). tests/api/notifications.test.ts opens real streams.
  'GET /api/front/notifications/stream': {
    request: () => ({ url: '/api/front/notifications/stream', headers: { 'last-event-id': 'not-an-id' } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '400 VALIDATION_FAILED', R02: '400 VALIDATION_FAILED', R03: '400 VALIDATION_FAILED', R04: '400 VALIDATION_FAILED', R05: '400 VALIDATION_FAILED' },
  },
};
