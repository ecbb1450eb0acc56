import type { NonSchoolDayBodyDto } from '@contract/nonSchoolDays';
import { checkNonSchoolDay } from '@domain/calendar/nonSchoolDayRules';
import { badRequest } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { AccessCaller } from '../../repositories/AccessRepository';
import type { NonSchoolDayScope } from '../../policies/nonSchoolDayPolicy';

/** The body checked by the domain (ADR 0503): 400 VALIDATION_FAILED with every issue at its path, nothing saved. */
function checked(body: NonSchoolDayBodyDto): { name: string; startsOn: string; endsOn: string } {
  const draft = { name: body.name, startsOn: body.starts_on.trim(), endsOn: body.ends_on.trim() };
  const issues = checkNonSchoolDay(draft);
  if (issues.length > 0) throw badRequest('VALIDATION_FAILED', issues.map((issue) => ({ path: issue.path, message: issue.code })));
  return { ...draft, name: draft.name.trim() };
}

/** Records a stretch in a school or a course the caller may record in (the route's policy decided). */
export async function addNonSchoolDay(repos: Repositories, actor: AccessCaller, scope: NonSchoolDayScope, body: NonSchoolDayBodyDto): Promise<string> {
  return repos.calendar.addNonSchoolDay({ tenantId: scope.tenantId, schoolGuid: scope.schoolGuid, courseGuid: scope.courseGuid, ...checked(body), createdBy: actor.guid });
}

export async function changeNonSchoolDay(repos: Repositories, guid: string, body: NonSchoolDayBodyDto): Promise<void> {
  await repos.calendar.changeNonSchoolDay(guid, checked(body));
}
