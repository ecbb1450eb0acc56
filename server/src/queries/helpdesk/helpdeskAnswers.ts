import type { HelpdeskAccountDto, HelpdeskSearchAnswerDto } from '@contract/helpdesk';
import { isLicenceActive } from '@domain/accounts/licence';
import { readUserSearch } from '@domain/helpdesk/userSearch';
import { userSyncStatus } from '@domain/sync/syncStatus';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { HelpdeskAccountRow } from '../../repositories/HelpdeskRepository';

/** One page of the desk's search: what was typed read by the domain, the indexed query, the rows as the wire has them. */
export async function helpdeskSearch(repos: Repositories, caller: Caller, typed: string, page: number): Promise<HelpdeskSearchAnswerDto> {
  const found = await repos.helpdesk.search(caller.tenantId, readUserSearch(typed), page);
  return {
    users: found.users.map((user) => ({ guid: user.guid, name: user.name, lastname: user.lastname, email: user.email, role: user.role, school_name: user.schoolName })),
    page,
    has_more: found.hasMore,
  };
}

/** A provider's host, not its full issuer address (what a person recognises: "accounts.google.com"). */
function issuerHost(issuer: string): string {
  try {
    return new URL(issuer).host || issuer;
  } catch {
    return issuer;
  }
}

const iso = (at: string | Date) => new Date(at).toISOString();

/** The account as the desk shows it (domain ACCOUNT_FACTS): `today` decides which licences still run. */
export function helpdeskAccountAnswer(row: HelpdeskAccountRow, today: string): HelpdeskAccountDto {
  return {
    guid: row.guid,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    role: row.role,
    status: row.status,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    schools: row.schools,
    courses: row.courses.map((course) => ({ guid: course.guid, name: course.name, school_name: course.schoolName, role: course.role })),
    sign_in: { password: row.hasPassword, providers: row.providers.map((p) => ({ issuer_host: issuerHost(p.issuer), email: p.email, last_sign_in_at: iso(p.lastSignInAt) })) },
    last_sign_in_at: row.lastSignInAt === null ? null : row.lastSignInAt.toISOString(),
    sync: { status: userSyncStatus({ synchronised: row.synchronised, syncError: row.syncError }), error: row.syncError },
    licences: row.licences.map((licence) => ({ title_name: licence.titleName, ends_on: licence.endsOn, active: isLicenceActive(licence.endsOn, today) })),
    recent_errors: row.errors.map((e) => ({ status: e.status, code: e.code, method: e.method, route: e.route, at: iso(e.at) })),
  };
}
