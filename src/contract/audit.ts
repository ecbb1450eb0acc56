// The audit log on the wire (docs/api-admin.md, ADR 0610).
import { AUDIT_ACTIONS } from '@domain/audit/auditLog';
import { ROLES } from '@domain/identity/roles';
import { T, type Static, StringEnum, Guid, Instant, Nullable, Text } from './schema';

/** Newest first, `limit` a page (50 unless said, at most 100), older pages with `before` = the answer's `next_before`. */
export const AuditQuery = T.Object({
  school_guid: T.Optional(Guid),
  user_guid: T.Optional(Guid),
  action: T.Optional(StringEnum(AUDIT_ACTIONS)),
  before: T.Optional(T.String({ pattern: '^[1-9][0-9]{0,17}$', maxLength: 18, description: 'an entry id: answers older entries' })),
  limit: T.Optional(T.Integer({ minimum: 1, maximum: 100 })),
});
export type AuditQueryDto = Static<typeof AuditQuery>;

const Named = T.Object({ guid: Guid, name: T.String() });

export const AuditEntrySchema = T.Object({
  guid: Guid,
  at: Instant,
  action: StringEnum(AUDIT_ACTIONS),
  /** Who acted (null: their account no longer exists), with their role when they acted. */
  actor: Nullable(T.Object({ guid: Guid, name: T.String(), role: StringEnum(ROLES) })),
  /** On whom. */
  target_user: Nullable(Named),
  /** In which course, when the act is about one. */
  target_course: Nullable(Named),
  school: Nullable(Named),
  reason: Nullable(T.String()),
  /** A few words of what changed (e.g. `from_course`, `rows`). */
  details: T.Record(T.String(), T.String()),
});
export type AuditEntryDto = Static<typeof AuditEntrySchema>;

export const AuditPageSchema = T.Object({
  entries: T.Array(AuditEntrySchema),
  /** Pass as `before` for the next (older) page; null: none. */
  next_before: Nullable(T.String()),
});
export type AuditPageDto = Static<typeof AuditPageSchema>;

/** An act on someone's account that is audited: why (required of helpdesk, ADR 0610). */
export const AuditedActBody = T.Object({ reason: T.Optional(Text({ maxLength: 500 })) });
export type AuditedActBodyDto = Static<typeof AuditedActBody>;

export const UserGuidParams = T.Object({ guid: Guid });
