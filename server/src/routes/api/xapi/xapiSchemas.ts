// The LRS's request schemas: xAPI's own wire format and parameter names (ADR 0561), not the front contract's.
import { T } from '@contract/schema';
import { STATEMENT_FORMATS } from '@domain/xapi/statementFormat';

const Iri = T.String({ minLength: 1, maxLength: 2048, description: 'An IRI' });
/** An Agent or identified Group as JSON (checked by the domain's rule). */
const AgentJson = T.String({ minLength: 2, maxLength: 4096, description: 'An Agent (or identified Group) as JSON' });
const Timestamp = T.String({ minLength: 10, maxLength: 64, description: 'An ISO 8601 timestamp with an offset' });
const DocumentId = T.String({ minLength: 1, maxLength: 1024 });
const Uuid = T.String({ format: 'uuid' });

export const StatementsQuery = T.Object({
  statementId: T.Optional(Uuid),
  voidedStatementId: T.Optional(Uuid),
  agent: T.Optional(AgentJson),
  verb: T.Optional(Iri),
  activity: T.Optional(Iri),
  registration: T.Optional(Uuid),
  related_activities: T.Optional(T.Boolean()),
  related_agents: T.Optional(T.Boolean()),
  since: T.Optional(Timestamp),
  until: T.Optional(Timestamp),
  limit: T.Optional(T.Integer({ minimum: 0, maximum: 1_000_000 })),
  format: T.Optional(T.Unsafe<(typeof STATEMENT_FORMATS)[number]>({ type: 'string', enum: [...STATEMENT_FORMATS] })),
  attachments: T.Optional(T.Boolean()),
  ascending: T.Optional(T.Boolean()),
  /** The `more` link's position (opaque to clients). */
  cursor: T.Optional(T.String({ pattern: '^[0-9]{1,15}$', maxLength: 15 })),
});

export const PutStatementQuery = T.Object({ statementId: Uuid });

export const StateQuery = T.Object({
  activityId: Iri,
  agent: AgentJson,
  registration: T.Optional(Uuid),
  stateId: T.Optional(DocumentId),
  since: T.Optional(Timestamp),
});

export const ActivityProfileQuery = T.Object({ activityId: Iri, profileId: T.Optional(DocumentId), since: T.Optional(Timestamp) });
export const AgentProfileQuery = T.Object({ agent: AgentJson, profileId: T.Optional(DocumentId), since: T.Optional(Timestamp) });
export const ActivityQuery = T.Object({ activityId: Iri });
export const AgentQuery = T.Object({ agent: AgentJson });
