import type { NonSchoolDayDto, NonSchoolDayListDto } from '@contract/nonSchoolDays';
import type { Repositories } from '../../plugins/app/repositories';
import type { NonSchoolDayRow } from '../../repositories/CalendarRepository';
import type { NonSchoolDayScope } from '../../policies/nonSchoolDayPolicy';

export function nonSchoolDayDto(row: NonSchoolDayRow): NonSchoolDayDto {
  return { guid: row.guid, name: row.name, starts_on: row.startsOn, ends_on: row.endsOn, course_guid: row.courseGuid };
}

/** A school's own non-school days, or a course's, as the caller sees them (ADR 0503). */
export async function nonSchoolDayList(repos: Pick<Repositories, 'calendar'>, scope: NonSchoolDayScope): Promise<NonSchoolDayListDto> {
  const rows = await repos.calendar.ownNonSchoolDays(scope.courseGuid === null ? { schoolGuid: scope.schoolGuid } : { courseGuid: scope.courseGuid });
  return { data: rows.map(nonSchoolDayDto), name: scope.name, can_edit: scope.canEdit };
}
