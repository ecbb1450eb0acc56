// GET /api/front/courses/{guid}/program (docs/api-calendar.md, ADR 0505): the course's lessons laid on its sessions.
import type { ProgrammeAnswerDto, ProgrammeSessionDto } from '@contract/programme';
import { layProgramme, type LaidLesson } from '@domain/calendar/programme';
import type { ClassSession } from '@domain/calendar/timetable';
import { expandSessions } from '@domain/calendar/timetable';
import { formatLocalDateTime } from '@domain/lessons/deliverDate';
import type { Repositories } from '../../plugins/app/repositories';
import type { NonSchoolDayRow, ProgrammeLessonRow, TimetableRow } from '../../repositories/CalendarRepository';
import { mayChange, seesEverything, type CourseAccess } from '../../policies/coursePolicy';
import { sessionGuid } from './sessionGuid';

export interface ProgrammeFacts {
  laid: LaidLesson[];
  sessions: ClassSession[];
  /** The school's clock now, `YYYY-MM-DDTHH:mm`. */
  now: string;
  lessons: ProgrammeLessonRow[];
  hasTimetable: boolean;
}

/**
 * A course's sessions over its whole timetable (skipping its school's and its own non-school days, from `closed`) and its
 * lessons (in programme order) laid on them. The programme and the calendar's sessions both lay a course through here.
 */
export function layCourse(course: { courseGuid: string; schoolGuid: string }, timetable: TimetableRow | undefined, closed: readonly NonSchoolDayRow[], lessons: readonly ProgrammeLessonRow[]): { sessions: ClassSession[]; laid: LaidLesson[] } {
  const own = closed.filter((row) => row.schoolGuid === course.schoolGuid && (row.courseGuid === null || row.courseGuid === course.courseGuid));
  const sessions = timetable ? expandSessions(timetable, timetable.startsOn, timetable.endsOn, own) : [];
  const laid = layProgramme(lessons.map((lesson) => ({ guid: lesson.guid, pin: lesson.pinDate !== null && lesson.pinStarts !== null ? { date: lesson.pinDate, starts: lesson.pinStarts } : null })), sessions);
  return { sessions, laid };
}

/** The course's sessions and its lessons laid on them. */
export async function programmeFacts(repos: Pick<Repositories, 'calendar'>, course: CourseAccess, now: Date): Promise<ProgrammeFacts> {
  const [timetable] = await repos.calendar.timetables([course.courseGuid]);
  const closed = timetable ? await repos.calendar.nonSchoolDays(course.tenantId, [course.schoolGuid], [course.courseGuid], timetable.startsOn, timetable.endsOn) : [];
  const lessons = await repos.calendar.programmeLessons([course.courseGuid]);
  const { sessions, laid } = layCourse(course, timetable, closed, lessons);
  return { laid, sessions, now: formatLocalDateTime(now, course.timeZone).slice(0, 16), lessons, hasTimetable: timetable !== undefined };
}

export async function programme(repos: Pick<Repositories, 'calendar'>, course: CourseAccess, now: Date): Promise<ProgrammeAnswerDto> {
  const facts = await programmeFacts(repos, course, now);
  const editing = mayChange(course);
  const session = (value: ClassSession): ProgrammeSessionDto => ({ guid: sessionGuid(course.courseGuid, value.date, value.starts), date: value.date, starts: value.starts, ends: value.ends, room: value.room });
  const lessons = facts.lessons.flatMap((lesson, index) => {
    if (!lesson.published && !seesEverything(course)) return [];
    const laid = facts.laid[index];
    return [
      {
        guid: lesson.guid,
        name: lesson.name,
        unit_name: lesson.unitName,
        published: lesson.published,
        session: laid?.session ? session(laid.session) : null,
        moved: laid?.pinned ?? false,
      },
    ];
  });
  const upcoming = editing ? facts.sessions.filter((value) => `${value.date}T${value.starts}` >= facts.now).map(session) : [];
  return { course_name: course.courseName, lessons, upcoming, has_timetable: facts.hasTimetable, can_edit: editing, now: facts.now };
}
