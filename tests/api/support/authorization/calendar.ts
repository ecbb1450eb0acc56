// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The calendar: server/src/routes/api/calendar/index.ts, docs/api-calendar.md.
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

// Members and the school's admin read; editorial admins and helpdesk do not see the course.
const reads = { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' } as const;
// A school's members read its own days: every matrix caller of the tenant belongs to the course's school.
const schoolReads = { ...reads, R04: 200, R05: 200 } as const;
const schoolWrites = { ...schoolReads, R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: '400 VALIDATION_FAILED', R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' } as const;
const eventOwners = { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' } as const;
const nameless = { name: ' ', starts_on: '2026-12-07', ends_on: '2026-12-07' };

export const CALENDAR_ROUTES: Record<string, RouteCase> = {
  // One course's calendar under the course policy: members and the school's admin read it, outsiders do not see it.
  // (Without `course` every signed-in caller reads their own calendar: tests/api/calendar.test.ts.)
  'GET /api/front/calendar': {
    request: (f) => ({ url: `/api/front/calendar?from=2026-11-01&to=2026-11-30&course=${f.courseGuid}` }),
    expect: reads,
  },
  'GET /api/front/courses/:guid/timetable': { request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/timetable` }), expect: reads },
  // The course's teachers replace it; a reversed range is refused by the domain, so the matrix changes no timetable.
  'PUT /api/front/courses/:guid/timetable': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/timetable`, payload: { starts_on: '2026-09-14', ends_on: '2026-09-01', slots: [] } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Non-school days (ADR 0503): a school's are read by its members and recorded by its admins; a course's are read as
  // the course is and recorded by its teachers. Writes send a nameless day, which the domain refuses: nothing changes.
  'GET /api/front/schools/:guid/non-school-days': { request: (f) => ({ url: `/api/front/schools/${f.schoolGuid}/non-school-days` }), expect: schoolReads },
  'POST /api/front/schools/:guid/non-school-days': {
    request: (f) => ({ url: `/api/front/schools/${f.schoolGuid}/non-school-days`, payload: nameless }),
    expect: schoolWrites,
  },
  'GET /api/front/courses/:guid/non-school-days': { request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/non-school-days` }), expect: reads },
  'POST /api/front/courses/:guid/non-school-days': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/non-school-days`, payload: nameless }),
    expect: { ...reads, R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN' },
  },
  'PUT /api/front/non-school-days/:guid': {
    request: (f) => ({ url: `/api/front/non-school-days/${f.schoolDayGuid}`, payload: nameless }),
    expect: schoolWrites,
  },
  // A removal cannot be undone between callers: the matrix asks for one that does not exist (tests/api/nonSchoolDays.test.ts).
  'DELETE /api/front/non-school-days/:guid': {
    request: () => ({ url: '/api/front/non-school-days/00000000-0000-4000-8000-000000000000' }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // The programme (ADR 0505): read as the course is; its teachers move lessons (a Saturday has no class: the domain refuses).
  'GET /api/front/courses/:guid/program': { request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/program` }), expect: reads },
  'PUT /api/front/lessons/:lessonGuid/session': {
    request: (f) => ({ url: `/api/front/lessons/${f.lessonGuid}/session`, payload: { date: '2026-12-05', starts: '09:00' } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // A teacher's own events (ADR 0504): teachers and school admins keep them; a nameless one is refused by the domain,
  // and someone else's (here: none) is not found.
  'POST /api/front/calendar/events': {
    request: () => ({ url: '/api/front/calendar/events', payload: { title: ' ', starts_on: '2026-12-02', ends_on: '2026-12-02', starts: null, ends: null } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '400 VALIDATION_FAILED', R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' },
  },
  'PUT /api/front/calendar/events/:guid': {
    request: () => ({ url: '/api/front/calendar/events/00000000-0000-4000-8000-000000000000', payload: { title: 'Claustro', starts_on: '2026-12-02', ends_on: '2026-12-02', starts: null, ends: null } }),
    expect: eventOwners,
  },
  'DELETE /api/front/calendar/events/:guid': { request: () => ({ url: '/api/front/calendar/events/00000000-0000-4000-8000-000000000000' }), expect: eventOwners },
  // Everyone signed in has a private feed of their own calendar (ADR 0502): the address, and its revocation.
  'GET /api/front/users/me/calendar-feed': { request: () => ({ url: '/api/front/users/me/calendar-feed' }), expect: signedIn(200) },
  'DELETE /api/front/users/me/calendar-feed': { request: () => ({ url: '/api/front/users/me/calendar-feed' }), expect: signedIn(204) },
  // The feed itself: its address is the only credential, whoever asks; a made-up one names no feed.
  'GET /api/calendar-feed/:token': {
    request: () => ({ url: `/api/calendar-feed/00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}.ics` }),
    expect: { anonymous: '404 NOT_FOUND', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
};

function signedIn(status: 200 | 204) {
  return { anonymous: '401 UNAUTHORIZED', R01: status, R02: status, R03: status, R04: status, R05: status } as const;
}
