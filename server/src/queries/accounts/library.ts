import type { ConsentRequestAnswerDto, LibraryAnswerDto, LicenceTitleDto } from '@contract/accounts';
import { isLicenceActive } from '@domain/accounts/licence';
import { isSignupProfile } from '@domain/accounts/signup';
import type { Language, TenantConfig } from '@domain/tenancy/tenant';
import { notFound } from '../../errors/ApiError';
import { consentStatement } from '../../mail/mailTexts';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { LibraryEntryRow, TitleRow } from '../../repositories/AccountRepository';

export function titleAnswer(title: TitleRow): LicenceTitleDto {
  return {
    guid: title.guid,
    name: title.name,
    description: title.description,
    discipline: title.discipline,
    education_level: title.educationLevel,
    education_years: title.educationYears,
    profile: isSignupProfile(title.profile) ? title.profile : 'student',
  };
}

type TitleCourseDto = LibraryAnswerDto['entries'][number]['courses'][number];

export function entryAnswer(row: LibraryEntryRow, today: string, courses: TitleCourseDto[] = []): LibraryAnswerDto['entries'][number] {
  return { title: titleAnswer(row.title), courses, code: row.code, ends_on: row.endsOn, active: isLicenceActive(row.endsOn, today), added_at: row.addedAt.toISOString() };
}

/** The caller's titles with their licences and the courses of theirs that use each (spec "Project"; two statements). */
export async function library(repos: Repositories, caller: Caller, today: string): Promise<LibraryAnswerDto> {
  const rows = await repos.accounts.library(caller.guid);
  const used = await repos.titleTools.coursesOfTitles(caller.guid, [...new Set(rows.map((row) => row.title.guid))]);
  const coursesOf = (titleGuid: string): TitleCourseDto[] =>
    used.filter((course) => course.titleGuid === titleGuid).map((course) => ({ course_project_guid: course.projectGuid, course_guid: course.courseGuid, course_name: course.courseName }));
  return { entries: rows.map((row) => entryAnswer(row, today, coursesOf(row.title.guid))) };
}

/** What a consent link's page shows the guardian (404 CONSENT_LINK_INVALID when the link is unknown or expired). */
export async function consentRequest(repos: Repositories, command: { tenant: TenantConfig; token: string; language: Language }): Promise<ConsentRequestAnswerDto> {
  const request = await repos.accounts.consentRequest(command.token, command.tenant.id);
  if (!request) throw notFound('CONSENT_LINK_INVALID');
  const child = `${request.user.name} ${request.user.lastname}`;
  return {
    child_name: child,
    child_email: request.user.email,
    tenant_name: command.tenant.name,
    consented: request.consented,
    statement: consentStatement(command.language, { child, email: request.user.email, tenant: command.tenant.name }),
  };
}
