// The LRS's credentials as the front API shows them to a school admin (docs/api-xapi.md, ADR 0563). The LRS itself
// (/api/xapi) speaks xAPI's own wire format, not this contract's.
import { CREDENTIAL_NAME_MAX } from '@domain/xapi/credentials';
import { T, type Static, Guid, Instant, Nullable } from './schema';

export const LrsCredentialParams = T.Object({ guid: Guid });

export const LrsCredentialSchema = T.Object({
  guid: Guid,
  name: T.String(),
  /** The Basic user name; the secret is never shown again after creation. */
  key: T.String(),
  created_at: Instant,
  created_by_name: Nullable(T.String()),
  last_used_at: Nullable(Instant),
  revoked_at: Nullable(Instant),
});
export type LrsCredentialDto = Static<typeof LrsCredentialSchema>;

export const LrsCredentialsAnswer = T.Object({
  /** The LRS's address for content and tools (ends with a slash, as xAPI clients expect). */
  endpoint: T.String(),
  credentials: T.Array(LrsCredentialSchema),
});

export const CreateLrsCredentialBody = T.Object({ name: T.String({ minLength: 1, maxLength: CREDENTIAL_NAME_MAX }) });

export const CreatedLrsCredential = T.Object({ credential: LrsCredentialSchema, secret: T.String() });
