import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { StatementFacts } from '@domain/xapi/statement';
import type { DocumentKind } from '@domain/xapi/documents';
import type { Db } from '../db/Database';
import { courseMembers, users, xapiActivities, xapiAttachments, xapiDocuments, xapiStatements } from '../db/schema';

export interface StatementWrite {
  id: string;
  statement: Record<string, unknown>;
  facts: StatementFacts;
  stored: Date;
  credentialGuid: string;
}

export interface StoredStatement {
  id: string;
  seq: number;
  statement: Record<string, unknown>;
  voided: boolean;
  voids: string | null;
  stored: Date;
}

/** A statements query (xAPI 1.0.3 §2.1.3), its values already checked and reduced (agent key, lower-case uuids). */
export interface StatementQuery {
  agentKey?: string;
  verbId?: string;
  activityId?: string;
  registration?: string;
  relatedAgents: boolean;
  relatedActivities: boolean;
  since?: Date;
  until?: Date;
  ascending: boolean;
  /** Past this seq (the `more` cursor). */
  after?: number;
  limit: number;
}

export interface ProgressRow {
  actorKey: string;
  verbId: string;
  stored: Date;
  completion: boolean | null;
  success: boolean | null;
  scaled: number | null;
}

export interface StoredDocument {
  contentType: string;
  content: Buffer;
  etag: string;
  updated: Date;
}

const statementColumns = {
  id: xapiStatements.id,
  seq: xapiStatements.seq,
  statement: xapiStatements.statement,
  voided: xapiStatements.voided,
  voids: xapiStatements.voids,
  stored: xapiStatements.stored,
};

/** The LRS's statements, attachments, documents and activities, each tenant's apart. */
export class XapiRepository {
  constructor(private readonly db: Db) {}

  /** The stored statements among `ids` (one statement for any number of ids). */
  async findMany(tenantId: string, ids: readonly string[]): Promise<StoredStatement[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(statementColumns)
      .from(xapiStatements)
      .where(and(eq(xapiStatements.tenantId, tenantId), inArray(xapiStatements.id, [...ids])));
  }

  async find(tenantId: string, id: string): Promise<StoredStatement | undefined> {
    const [row] = await this.findMany(tenantId, [id]);
    return row;
  }

  /**
   * Inserts the statements not stored yet (a repeated id is left alone: the caller compared them) and answers the ids
   * inserted. Statements a stored voiding statement targets are voided as they arrive.
   */
  async insert(tenantId: string, writes: readonly StatementWrite[]): Promise<Set<string>> {
    if (writes.length === 0) return new Set();
    const inserted = await this.db
      .insert(xapiStatements)
      .values(
        writes.map((w) => ({
          tenantId,
          id: w.id,
          statement: w.statement,
          actorKey: w.facts.actorKey ?? null,
          verbId: w.facts.verbId,
          activityId: w.facts.activityId ?? null,
          objectAgentKey: w.facts.objectAgentKey ?? null,
          registration: w.facts.registration ?? null,
          voids: w.facts.voids ?? null,
          relatedAgents: w.facts.relatedAgents,
          relatedActivities: w.facts.relatedActivities,
          stored: w.stored,
          credentialGuid: w.credentialGuid,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: xapiStatements.id });
    return new Set(inserted.map((row) => row.id));
  }

  /**
   * Voids `targets` (the statements voiding statements just stored point at), and those of `inserted` that a voiding
   * statement stored earlier already points at. Two updates by key (a disjunction would scan the table).
   */
  async applyVoiding(tenantId: string, targets: readonly string[], inserted: readonly string[]): Promise<void> {
    if (targets.length > 0) {
      await this.db
        .update(xapiStatements)
        .set({ voided: true })
        .where(and(eq(xapiStatements.tenantId, tenantId), inArray(xapiStatements.id, [...targets]), isNull(xapiStatements.voids)));
    }
    if (inserted.length > 0) {
      await this.db
        .update(xapiStatements)
        .set({ voided: true })
        .where(and(eq(xapiStatements.tenantId, tenantId), inArray(xapiStatements.id, [...inserted]), isNull(xapiStatements.voids), sql`exists (select 1 from xapi_statements v where v.tenant_id = ${tenantId} and v.voids = xapi_statements.id)`));
    }
  }

  /** The statements a query asks for, one more than `limit` (so the caller knows whether there are more). */
  async query(tenantId: string, q: StatementQuery): Promise<StoredStatement[]> {
    const conditions: (SQL | undefined)[] = [eq(xapiStatements.tenantId, tenantId), eq(xapiStatements.voided, false)];
    if (q.agentKey !== undefined) {
      conditions.push(
        q.relatedAgents
          ? sql`${xapiStatements.relatedAgents} @> array[${q.agentKey}]::text[]`
          : sql`(${xapiStatements.actorKey} = ${q.agentKey} or ${xapiStatements.objectAgentKey} = ${q.agentKey})`,
      );
    }
    if (q.verbId !== undefined) conditions.push(eq(xapiStatements.verbId, q.verbId));
    if (q.activityId !== undefined) {
      conditions.push(q.relatedActivities ? sql`${xapiStatements.relatedActivities} @> array[${q.activityId}]::text[]` : eq(xapiStatements.activityId, q.activityId));
    }
    if (q.registration !== undefined) conditions.push(eq(xapiStatements.registration, q.registration));
    if (q.since !== undefined) conditions.push(gt(xapiStatements.stored, q.since));
    if (q.until !== undefined) conditions.push(lte(xapiStatements.stored, q.until));
    if (q.after !== undefined) conditions.push(q.ascending ? gt(xapiStatements.seq, q.after) : lt(xapiStatements.seq, q.after));
    return this.db
      .select(statementColumns)
      .from(xapiStatements)
      .where(and(...conditions))
      .orderBy(q.ascending ? asc(xapiStatements.seq) : desc(xapiStatements.seq))
      .limit(q.limit + 1);
  }

  async saveAttachments(tenantId: string, attachments: readonly { sha2: string; contentType: string; content: Buffer }[]): Promise<void> {
    if (attachments.length === 0) return;
    await this.db
      .insert(xapiAttachments)
      .values(attachments.map((a) => ({ tenantId, ...a })))
      .onConflictDoNothing();
  }

  async attachments(tenantId: string, hashes: readonly string[]): Promise<{ sha2: string; contentType: string; content: Buffer }[]> {
    if (hashes.length === 0) return [];
    return this.db
      .select({ sha2: xapiAttachments.sha2, contentType: xapiAttachments.contentType, content: xapiAttachments.content })
      .from(xapiAttachments)
      .where(and(eq(xapiAttachments.tenantId, tenantId), inArray(xapiAttachments.sha2, [...hashes])));
  }

  /** Keeps the latest definition statements sent for each Activity. */
  async saveActivities(tenantId: string, activities: readonly { id: string; definition: Record<string, unknown> }[]): Promise<void> {
    const latest = new Map(activities.map((a) => [a.id, a.definition]));
    if (latest.size === 0) return;
    await this.db
      .insert(xapiActivities)
      .values([...latest].map(([id, definition]) => ({ tenantId, id, definition })))
      .onConflictDoUpdate({ target: [xapiActivities.tenantId, xapiActivities.id], set: { definition: sql`excluded.definition`, updated: sql`now()` } });
  }

  async activity(tenantId: string, id: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await this.db.select({ definition: xapiActivities.definition }).from(xapiActivities).where(and(eq(xapiActivities.tenantId, tenantId), eq(xapiActivities.id, id)));
    return row?.definition;
  }

  async document(tenantId: string, kind: DocumentKind, scope: string, documentId: string): Promise<StoredDocument | undefined> {
    const [row] = await this.db
      .select({ contentType: xapiDocuments.contentType, content: xapiDocuments.content, etag: xapiDocuments.etag, updated: xapiDocuments.updated })
      .from(xapiDocuments)
      .where(and(eq(xapiDocuments.tenantId, tenantId), eq(xapiDocuments.kind, kind), eq(xapiDocuments.scope, scope), eq(xapiDocuments.documentId, documentId)))
      .for('update');
    return row;
  }

  async saveDocument(tenantId: string, kind: DocumentKind, scope: string, documentId: string, doc: StoredDocument): Promise<void> {
    await this.db
      .insert(xapiDocuments)
      .values({ tenantId, kind, scope, documentId, ...doc })
      .onConflictDoUpdate({ target: [xapiDocuments.tenantId, xapiDocuments.kind, xapiDocuments.scope, xapiDocuments.documentId], set: doc });
  }

  /** The ids of a scope's documents, updated after `since` when given. */
  async documentIds(tenantId: string, kind: DocumentKind, scope: string, since?: Date): Promise<string[]> {
    const rows = await this.db
      .select({ documentId: xapiDocuments.documentId })
      .from(xapiDocuments)
      .where(and(eq(xapiDocuments.tenantId, tenantId), eq(xapiDocuments.kind, kind), eq(xapiDocuments.scope, scope), since ? gt(xapiDocuments.updated, since) : undefined))
      .orderBy(asc(xapiDocuments.documentId));
    return rows.map((row) => row.documentId);
  }

  /** Deletes one document, or every document of a scope (the state's DELETE without stateId); answers how many. */
  async deleteDocuments(tenantId: string, kind: DocumentKind, scope: string, documentId?: string): Promise<number> {
    const rows = await this.db
      .delete(xapiDocuments)
      .where(and(eq(xapiDocuments.tenantId, tenantId), eq(xapiDocuments.kind, kind), eq(xapiDocuments.scope, scope), documentId === undefined ? undefined : eq(xapiDocuments.documentId, documentId)))
      .returning({ documentId: xapiDocuments.documentId });
    return rows.length;
  }

  /**
   * What progress needs of the statements of these learners about an activity (not voided), oldest first: one query for
   * a class (the domain's xapiProgress reads them).
   */
  async progressFacts(tenantId: string, activityId: string, actorKeys: readonly string[]): Promise<ProgressRow[]> {
    if (actorKeys.length === 0) return [];
    const rows = await this.db
      .select({
        actorKey: xapiStatements.actorKey,
        verbId: xapiStatements.verbId,
        stored: xapiStatements.stored,
        completion: sql<boolean | null>`case jsonb_typeof(${xapiStatements.statement}->'result'->'completion') when 'boolean' then (${xapiStatements.statement}->'result'->>'completion')::boolean end`,
        success: sql<boolean | null>`case jsonb_typeof(${xapiStatements.statement}->'result'->'success') when 'boolean' then (${xapiStatements.statement}->'result'->>'success')::boolean end`,
        scaled: sql<number | null>`case jsonb_typeof(${xapiStatements.statement}->'result'->'score'->'scaled') when 'number' then (${xapiStatements.statement}->'result'->'score'->>'scaled')::float8 end`,
      })
      .from(xapiStatements)
      .where(and(eq(xapiStatements.tenantId, tenantId), inArray(xapiStatements.actorKey, [...actorKeys]), sql`${xapiStatements.relatedActivities} @> array[${activityId}]::text[]`, eq(xapiStatements.voided, false)))
      .orderBy(asc(xapiStatements.seq));
    return rows.map((row) => ({ ...row, actorKey: row.actorKey ?? '' }));
  }

  /** One learner's statements about an activity, newest first (at most `limit`). */
  async trail(tenantId: string, activityId: string, actorKey: string, limit: number): Promise<StoredStatement[]> {
    return this.db
      .select(statementColumns)
      .from(xapiStatements)
      .where(and(eq(xapiStatements.tenantId, tenantId), eq(xapiStatements.actorKey, actorKey), sql`${xapiStatements.relatedActivities} @> array[${activityId}]::text[]`, eq(xapiStatements.voided, false)))
      .orderBy(desc(xapiStatements.seq))
      .limit(limit);
  }

  /** The course's students by last name (the rows of an xAPI item's results). */
  async courseStudents(courseGuid: string): Promise<{ userGuid: string; name: string; lastname: string }[]> {
    return this.db
      .select({ userGuid: users.guid, name: users.name, lastname: users.lastname })
      .from(courseMembers)
      .innerJoin(users, eq(users.guid, courseMembers.userGuid))
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'student')))
      .orderBy(asc(users.lastname), asc(users.name));
  }
}
