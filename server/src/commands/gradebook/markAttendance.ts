import type { AttendanceBodyDto, AttendanceSessionDto } from '@contract/classroom';
import { schoolToday } from '@domain/calendar/monthGrid';
import { applyAttendanceMarks, checkAttendanceDay, markWholeClass, type AttendanceStatus } from '@domain/gradebook/attendance';
import { badRequest, type ErrorDetail } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { invalid } from './setupChecks';

export interface MarkAttendance {
  courseGuid: string;
  /** The school's IANA time zone: "today" is its calendar day. */
  timeZone: string;
  /** As sent in the path (400 /day attendance.invalid-day | attendance.future-day). */
  day: string;
  body: AttendanceBodyDto;
  at: Date;
}

/**
 * A teacher marks students for a school day, one session per course and day: `marks` first (null removes a mark),
 * then `fill` gives its status to every student still unmarked (the domain's markWholeClass). The session row is
 * locked, so two teachers marking the same day queue and the second reads the first one's marks. A key that is not a
 * student of the course is refused (400 /marks/<key>) and nothing is written; a day left without marks is no session.
 */
export async function markAttendance(repos: Repositories, actor: Caller, command: MarkAttendance): Promise<AttendanceSessionDto> {
  const day = checkAttendanceDay(command.day, schoolToday(command.at, command.timeZone));
  if (day.err) throw invalid('/day', day.val.code);
  const { marks: sent, fill } = command.body;
  if (sent === undefined && fill === undefined) throw invalid('/body', 'marks or fill required');
  // Keys are matched with the roster in lower case; a refusal names the key as it was sent.
  const changes: Record<string, AttendanceStatus | null> = {};
  const sentKey = new Map<string, string>();
  for (const [key, status] of Object.entries(sent ?? {})) {
    changes[key.toLowerCase()] = status;
    sentKey.set(key.toLowerCase(), key);
  }

  const classroom = repos.classroom;
  const sessionGuid = await classroom.lockSession(command.courseGuid, day.val, actor.guid, command.at);
  const roster = await classroom.rosterMarks(command.courseGuid, sessionGuid);
  const students = roster.map((row) => row.guid);
  const current: Record<string, AttendanceStatus> = {};
  for (const row of roster) if (row.status !== null) current[row.guid] = row.status;
  // Every key that is not a student of the course (or not a guid at all) is listed; nothing is written.
  const enrolled = new Set(students);
  const notStudents: ErrorDetail[] = Object.keys(changes)
    .filter((guid) => !enrolled.has(guid))
    .map((guid) => ({ path: `/marks/${sentKey.get(guid) ?? guid}`, message: 'attendance.not-a-student' }));
  if (notStudents.length > 0) throw badRequest('VALIDATION_FAILED', notStudents);

  const marked = applyAttendanceMarks(current, changes);
  const next = fill === undefined ? marked : markWholeClass(students, marked, fill);
  const set = Object.entries(next)
    .filter(([guid, status]) => current[guid] !== status)
    .map(([guid, status]) => ({ guid, status }));
  const removed = Object.keys(current).filter((guid) => next[guid] === undefined);
  await classroom.writeMarks(sessionGuid, set, removed);
  if (Object.keys(next).length === 0) await classroom.dropSessionIfEmpty(sessionGuid);
  return { day: day.val, marks: next };
}
