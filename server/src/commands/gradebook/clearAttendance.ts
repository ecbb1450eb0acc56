import { parseCalendarDate } from '@domain/calendar/calendarDate';
import type { Repositories } from '../../plugins/app/repositories';
import { invalid } from './setupChecks';

export interface ClearAttendance {
  courseGuid: string;
  /** As sent in the path (400 /day attendance.invalid-day). */
  day: string;
}

/** A teacher deletes a school day's session and its marks (a day taken by mistake); a day without one is fine too. */
export async function clearAttendance(repos: Repositories, command: ClearAttendance): Promise<void> {
  const day = parseCalendarDate(command.day);
  if (day === undefined) throw invalid('/day', 'attendance.invalid-day');
  await repos.classroom.deleteSession(command.courseGuid, day);
}
