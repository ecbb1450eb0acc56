// The helpdesk's desk on the wire (docs/api.md "Helpdesk", ADRs 0620–0622): finding a person of the tenant and reading
// their account, never their work.
import { ROLES } from '@domain/identity/roles';
import { HELPDESK_PAGE_SIZE, HELPDESK_QUERY_MAX } from '@domain/helpdesk/userSearch';
import { USER_SYNC_STATUSES } from '@domain/sync/syncStatus';
import { T, type Static, StringEnum, Guid, Instant, Nullable, Text } from './schema';

export const HelpdeskSearchQuery = T.Object({
  q: T.Optional(Text({ maxLength: HELPDESK_QUERY_MAX, description: 'An id, the start of an e-mail, or the start of a first name and/or surname; empty: everyone' })),
  page: T.Optional(T.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
});

export const HelpdeskUserParams = T.Object({ guid: Guid });

const HelpdeskUserRow = T.Object({
  guid: Guid,
  name: T.String(),
  lastname: T.String(),
  email: T.String(),
  role: StringEnum(ROLES),
  /** The first school's name (spec §3: the school whose users are loaded); null for a user of no school. */
  school_name: Nullable(T.String()),
});

export const HelpdeskSearchAnswer = T.Object({
  users: T.Array(HelpdeskUserRow, { maxItems: HELPDESK_PAGE_SIZE }),
  page: T.Integer({ minimum: 1 }),
  has_more: T.Boolean(),
});
export type HelpdeskSearchAnswerDto = Static<typeof HelpdeskSearchAnswer>;

const AccountCourse = T.Object({ guid: Guid, name: T.String(), school_name: Nullable(T.String()), role: StringEnum(['teacher', 'student'] as const) });
const AccountLicence = T.Object({ title_name: T.String(), ends_on: T.String({ format: 'date' }), active: T.Boolean() });
const AccountProvider = T.Object({ issuer_host: T.String(), email: Nullable(T.String()), last_sign_in_at: Instant });
const MetErrorSchema = T.Object({ status: T.Integer({ minimum: 400, maximum: 599 }), code: T.String(), method: T.String(), route: T.String(), at: Instant });

/** `GET /helpdesk/users/{guid}`: the account, with no grades, answers or content (domain ACCOUNT_FACTS). */
export const HelpdeskAccountAnswer = T.Object({
  guid: Guid,
  name: T.String(),
  lastname: T.String(),
  email: T.String(),
  role: StringEnum(ROLES),
  /** 'active' | 'pending-consent' (a child waiting for a guardian, ADR 0530). */
  status: T.String(),
  language: Nullable(T.String()),
  created_at: Instant,
  schools: T.Array(T.Object({ guid: Guid, name: T.String() })),
  courses: T.Array(AccountCourse),
  sign_in: T.Object({ password: T.Boolean(), providers: T.Array(AccountProvider) }),
  last_sign_in_at: Nullable(Instant),
  sync: T.Object({ status: StringEnum(USER_SYNC_STATUSES), error: Nullable(T.String()) }),
  licences: T.Array(AccountLicence),
  /** The latest errors the server answered them with, newest first (ADR 0621). */
  recent_errors: T.Array(MetErrorSchema),
});
export type HelpdeskAccountDto = Static<typeof HelpdeskAccountAnswer>;
