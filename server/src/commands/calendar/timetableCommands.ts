import type { TimetableBodyDto } from '@contract/timetable';
import { checkTimetable, sortSlots } from '@domain/calendar/timetable';
import { badRequest } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { CourseAccess } from '../../policies/coursePolicy';

/**
 * Replaces a course's weekly timetable (ADR 0501): a teacher of the course (the route's policy decided). The domain
 * checks it whole first: 400 VALIDATION_FAILED with every issue at its path (`/slots/1/ends`…), nothing saved.
 */
export async function saveTimetable(repos: Repositories, actor: Caller, course: CourseAccess, body: TimetableBodyDto, at: Date): Promise<void> {
  const slots = sortSlots(body.slots.map((slot) => ({ weekday: slot.weekday, starts: slot.starts, ends: slot.ends, room: slot.room.trim() })));
  // The issues are found on the slots in the order they came, so each path names the slot the caller sent.
  const issues = checkTimetable({ startsOn: body.starts_on, endsOn: body.ends_on, slots: body.slots });
  if (issues.length > 0) throw badRequest('VALIDATION_FAILED', issues.map((issue) => ({ path: issue.path, message: issue.code })));
  await repos.calendar.saveTimetable({ courseGuid: course.courseGuid, tenantId: course.tenantId, startsOn: body.starts_on.trim(), endsOn: body.ends_on.trim(), slots, updatedBy: actor.guid, at });
}
