// GET /api/front/courses/{guid}/timetable (docs/api-calendar.md, ADR 0501): the course's weekly slots and their range.
import type { TimetableDto } from '@contract/timetable';
import { sortSlots } from '@domain/calendar/timetable';
import type { Repositories } from '../../plugins/app/repositories';
import { mayChange, type CourseAccess } from '../../policies/coursePolicy';

export async function courseTimetable(repos: Pick<Repositories, 'calendar'>, course: CourseAccess): Promise<TimetableDto> {
  const [row] = await repos.calendar.timetables([course.courseGuid]);
  return {
    course_guid: course.courseGuid,
    course_name: course.courseName,
    starts_on: row?.startsOn ?? null,
    ends_on: row?.endsOn ?? null,
    slots: sortSlots(row?.slots ?? []),
    time_zone: course.timeZone,
    can_edit: mayChange(course),
  };
}
