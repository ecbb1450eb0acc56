// GET /api/front/calendar (docs/api-calendar.md, ADR 0500): the deliver dates and non-school days on the days of a
// range, for the caller. Students see what their task list shows (the same rows and status rule); teachers and school
// admins every dated item of the courses they see whole.
import type { CalendarAnswerDto, CalendarEventDto, CalendarQueryDto } from '@contract/calendar';
import { addDays, type CalendarDate } from '@domain/calendar/calendarDate';
import { schoolToday } from '@domain/calendar/monthGrid';
import { mayKeepEvents } from '@domain/calendar/calendarEvents';
import { lessonsBySession } from '@domain/calendar/programme';
import { checkCalendarRange } from '@domain/calendar/schoolDays';
import type { ClassSession } from '@domain/calendar/timetable';
import { formatLocalDateTime } from '@domain/lessons/deliverDate';
import { badRequest } from '../../errors/ApiError';
import { requireCourse, seesEverything } from '../../policies/coursePolicy';
import type { AccessCaller } from '../../repositories/AccessRepository';
import type { Repositories } from '../../plugins/app/repositories';
import type { DeliverItemRow, NonSchoolDayRow, OwnEventRow, ProgrammeLessonRow } from '../../repositories/CalendarRepository';
import { studentTaskDto } from '../tasks/taskList';
import { layCourse } from './programme';
import { sessionGuid } from './sessionGuid';

/** A course on the calendar and whether the caller sees it whole (teacher, school admin) or as a student. */
interface CalendarCourse {
  courseGuid: string;
  courseName: string;
  schoolGuid: string;
  timeZone: string;
  whole: boolean;
}

const DAY_MS = 86_400_000;

/** The range, checked by the domain: 400 VALIDATION_FAILED with `range.<issue>` at `/querystring/to` (or `/from`). */
function range(query: CalendarQueryDto): { from: CalendarDate; to: CalendarDate } {
  const issue = checkCalendarRange(query.from, query.to);
  if (issue !== undefined) throw badRequest('VALIDATION_FAILED', [{ path: issue === 'invalid' ? '/querystring/from' : '/querystring/to', message: `range.${issue}` }]);
  return { from: query.from, to: query.to };
}

async function coursesOf(repos: Pick<Repositories, 'access' | 'calendar'>, caller: AccessCaller, courseGuid: string | undefined): Promise<CalendarCourse[]> {
  if (courseGuid !== undefined) {
    const course = await requireCourse(repos.access, caller, courseGuid.toLowerCase());
    return [{ courseGuid: course.courseGuid, courseName: course.courseName, schoolGuid: course.schoolGuid, timeZone: course.timeZone, whole: seesEverything(course) }];
  }
  return (await repos.calendar.memberCourses(caller)).map((row) => ({ courseGuid: row.courseGuid, courseName: row.courseName, schoolGuid: row.schoolGuid, timeZone: row.timeZone, whole: row.memberRole === 'teacher' }));
}

/** An entry: what every kind has, and null for what its kind does not carry. */
type EntryCore = Pick<CalendarEventDto, 'kind' | 'guid' | 'title' | 'start' | 'end' | 'all_day'>;
function entry(core: EntryCore, facts: Partial<Omit<CalendarEventDto, keyof EntryCore>>): CalendarEventDto {
  return {
    ...core,
    course_guid: null,
    course_name: null,
    lesson_guid: null,
    lesson_name: null,
    content_type: null,
    deliver_at: null,
    status: null,
    room: null,
    ...facts,
  };
}

function deliverEvent(row: DeliverItemRow, local: string): CalendarEventDto {
  return entry({ kind: 'deliver', guid: row.itemGuid, title: row.itemName, start: local, end: local, all_day: false }, {
    course_guid: row.courseGuid,
    course_name: row.courseName,
    lesson_guid: row.lessonGuid,
    content_type: row.contentType,
    deliver_at: row.deliverAt.toISOString(),
  });
}

function sessionEvent(session: ClassSession, course: CalendarCourse, lesson: ProgrammeLessonRow | undefined): CalendarEventDto {
  const core = { kind: 'session', guid: sessionGuid(course.courseGuid, session.date, session.starts), title: course.courseName } as const;
  return entry({ ...core, start: `${session.date}T${session.starts}:00`, end: `${session.date}T${session.ends}:00`, all_day: false }, {
    course_guid: course.courseGuid,
    course_name: course.courseName,
    // The lesson the programme lays on the session (ADR 0505); a student sees only a published one.
    lesson_guid: lesson?.guid ?? null,
    lesson_name: lesson?.name ?? null,
    room: session.room,
  });
}

function nonSchoolDayEvent(row: NonSchoolDayRow, courseNames: ReadonlyMap<string, string>): CalendarEventDto {
  return entry({ kind: 'non_school_day', guid: row.guid, title: row.name, start: row.startsOn, end: row.endsOn, all_day: true }, {
    course_guid: row.courseGuid,
    course_name: row.courseGuid === null ? null : (courseNames.get(row.courseGuid) ?? null),
  });
}

/** A teacher's own event (ADR 0504): only on their own calendar. */
export function ownEventEntry(row: OwnEventRow): CalendarEventDto {
  const allDay = row.starts === null || row.ends === null;
  const start = allDay ? row.startsOn : `${row.startsOn}T${row.starts}:00`;
  return entry({ kind: 'event', guid: row.guid, title: row.title, start, end: allDay ? row.endsOn : `${row.endsOn}T${row.ends}:00`, all_day: allDay }, {});
}

const KIND_ORDER: Record<CalendarEventDto['kind'], number> = { non_school_day: 0, session: 1, event: 2, deliver: 3 };

function byStart(a: CalendarEventDto, b: CalendarEventDto): number {
  return a.start.slice(0, 10).localeCompare(b.start.slice(0, 10)) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.start.localeCompare(b.start) || a.title.localeCompare(b.title) || a.guid.localeCompare(b.guid);
}

export async function calendarEvents(repos: Pick<Repositories, 'access' | 'calendar' | 'tasks'>, caller: AccessCaller, query: CalendarQueryDto, now: Date): Promise<CalendarAnswerDto> {
  const { from, to } = range(query);
  const courses = await coursesOf(repos, caller, query.course);
  const schools = query.course === undefined ? await repos.calendar.callerSchools(caller) : [];
  // The course's school's zone; on the caller's own calendar their first school's (then their first course's).
  const timeZone = (query.course === undefined ? schools[0]?.timeZone : undefined) ?? courses[0]?.timeZone ?? 'UTC';
  const inRange = (local: string) => local.slice(0, 10) >= from && local.slice(0, 10) <= to;

  // Deliver dates are instants; a day's wall clock lies within 14 hours of UTC, so one day of margin each side is enough.
  const windowStart = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS);
  const windowEnd = new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) + DAY_MS);
  const whole = courses.filter((c) => c.whole).map((c) => c.courseGuid);
  const staffItems = (await repos.calendar.deliverItems(whole, windowStart, windowEnd)).flatMap((row) => {
    const local = formatLocalDateTime(row.deliverAt, row.timeZone);
    return inRange(local) ? [deliverEvent(row, local)] : [];
  });

  const learning = new Set(courses.filter((c) => !c.whole).map((c) => c.courseGuid));
  const studentItems: CalendarEventDto[] = [];
  if (learning.size > 0) {
    for (const row of await repos.tasks.forStudent(caller, query.course?.toLowerCase())) {
      if (!learning.has(row.courseGuid) || row.deliverAt === null) continue;
      const task = studentTaskDto(row, now);
      const local = task.deliver_at_local;
      if (local === null || !inRange(local)) continue;
      studentItems.push({ ...deliverEvent({ ...row, deliverAt: row.deliverAt }, local), status: task.status });
    }
  }

  const schoolGuids = [...new Set([...courses.map((c) => c.schoolGuid), ...schools.map((s) => s.schoolGuid)])];
  const courseNames = new Map(courses.map((c) => [c.courseGuid, c.courseName]));
  // Sessions are laid from each timetable's first day (the programme puts lessons on them in order), so the
  // non-school days are read over the range and every timetable in it at once; the entries keep only the range's.
  const timetables = await repos.calendar.timetables(courses.map((c) => c.courseGuid), from, to);
  const readFrom = timetables.reduce((first, timetable) => (timetable.startsOn < first ? timetable.startsOn : first), from);
  const readTo = timetables.reduce((last, timetable) => (timetable.endsOn > last ? timetable.endsOn : last), to);
  const closedRows = await repos.calendar.nonSchoolDays(caller.tenantId, schoolGuids, courses.map((c) => c.courseGuid), readFrom, readTo);
  const closed = closedRows.filter((row) => row.startsOn <= to && row.endsOn >= from).map((row) => nonSchoolDayEvent(row, courseNames));

  // Class sessions: each course's timetable on the school days of the range, with the lesson its programme lays there.
  const byCourse = new Map(courses.map((c) => [c.courseGuid, c]));
  const lessons = await repos.calendar.programmeLessons(timetables.map((timetable) => timetable.courseGuid));
  const sessions = timetables.flatMap((timetable) => {
    const course = byCourse.get(timetable.courseGuid);
    if (course === undefined) return [];
    const own = lessons.filter((lesson) => lesson.courseGuid === course.courseGuid);
    const { sessions: all, laid } = layCourse(course, timetable, closedRows, own);
    const lessonAt = lessonsBySession(laid, own, course.whole);
    return all.filter((session) => session.date >= from && session.date <= to).map((session) => sessionEvent(session, course, lessonAt.get(`${session.date}T${session.starts}`)));
  });

  const keepsEvents = mayKeepEvents(caller.role);
  const events = keepsEvents && query.course === undefined ? (await repos.calendar.ownEvents(caller, from, to)).map(ownEventEntry) : [];

  return {
    data: [...closed, ...sessions, ...events, ...staffItems, ...studentItems].sort(byStart),
    from,
    to,
    course_name: query.course === undefined ? null : (courses[0]?.courseName ?? null),
    time_zone: timeZone,
    today: schoolToday(now, timeZone),
    can_add_events: keepsEvents,
  };
}
