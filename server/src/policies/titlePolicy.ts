// Who may teach from a library title (ADRs 0556–0558): the domain decides on the caller's licences; this turns its
// refusals into answers. Teachers only hold teacher's licences (ADR 0530); the routes admit teachers only.
import { isLicenceActive } from '@domain/accounts/licence';
import { checkCourseFromTitle, checkTitleUse, type TitleLicence, type TitleUseRefusal } from '@domain/accounts/titleTools';
import type { TenantFlags } from '@domain/tenancy/tenant';
import { conflict, forbidden, notFound, type ApiError } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';
import type { TitleRow } from '../repositories/AccountRepository';
import type { TitleToolsRepository } from '../repositories/TitleToolsRepository';
import { requireLibrary } from './accountPolicy';

export interface TitleAccess {
  title: TitleRow;
  licences: TitleLicence[];
}

/** The title as the caller holds it: 404 where the tenant hides the library, for a title of no licence of theirs, or none. */
export async function requireTitle(repo: TitleToolsRepository, caller: Caller, titleGuid: string, flags: Pick<TenantFlags, 'hideLibrary'>): Promise<TitleAccess> {
  requireLibrary(flags);
  const found = await repo.titleWithLicences(caller.tenantId, titleGuid, caller.guid);
  if (!found || found.licences.length === 0) throw notFound();
  return found;
}

function refused(refusal: TitleUseRefusal): ApiError {
  switch (refusal.code) {
    case 'title.no-licence':
      return notFound();
    case 'title.student-licence':
      return forbidden();
    // Not a 403 (the SPA ends a session on one): the licence ran out, which a new code mends.
    case 'title.licence-expired':
      return conflict('TITLE_LICENCE_EXPIRED');
    case 'title.course-creation-off':
      return forbidden('FEATURE_DISABLED');
  }
}

/** Adding the title's lessons to a course: a teacher's licence for it that runs today. */
export function requireTitleUse(access: TitleAccess, today: string): TitleAccess {
  const use = checkTitleUse(access.licences, today);
  if (use.err) throw refused(use.val);
  return access;
}

/** Making a course of the title: the same, and the tenant's `createCourse`. */
export function requireCourseFromTitle(access: TitleAccess, today: string, flags: Pick<TenantFlags, 'createCourse'>): TitleAccess {
  const use = checkCourseFromTitle(access.licences, today, flags);
  if (use.err) throw refused(use.val);
  return access;
}

/** What the caller may do with the title today, for the pages to offer exactly that. */
export function titleAbilities(access: TitleAccess, today: string, flags: Pick<TenantFlags, 'createCourse'>): { canAddLessons: boolean; canCreateCourse: boolean } {
  return { canAddLessons: checkTitleUse(access.licences, today).ok, canCreateCourse: checkCourseFromTitle(access.licences, today, flags).ok };
}

/** The last day of the caller's teacher's licence for the title that runs longest, if one runs today. */
export function runningLicenceEnd(access: TitleAccess, today: string): string | null {
  const ends = access.licences.filter((licence) => licence.profile === 'teacher' && isLicenceActive(licence.endsOn, today)).map((licence) => licence.endsOn).sort();
  return ends[ends.length - 1] ?? null;
}
