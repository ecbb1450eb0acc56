// The LRS's statements resource (xAPI 1.0.3 part three, §7.2): PUT, POST and GET with every filter, paging, voiding
// and attachments.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '@contract/errors';
import { agentKey, agentParameterProblems, isIri, isTimestamp } from '@domain/xapi/statement';
import { acceptedLanguages, formatStatement, type StatementFormat } from '@domain/xapi/statementFormat';
import { ApiError, badRequest, notFound } from '../../../errors/ApiError';
import { findUnstorable } from '../../../plugins/external/security';
import { checkAttachmentParts, checkStatements, storeStatements, type AttachmentPart } from '../../../commands/xapi/storeStatements';
import type { StoredStatement } from '../../../repositories/XapiRepository';
import { boundaryOf, buildMixed, parseMixed, type MixedPart } from '../../../xapi/multipartMixed';
import { lrsCaller, rawBody } from './lrsPlugin';
import { PutStatementQuery, StatementsQuery } from './xapiSchemas';

const tags = ['xapi'];
/** The most statements one page holds (`limit` 0 or above it asks for this many). */
export const MAX_PAGE = 500;

const queryInvalid = (path: string, message: string) => badRequest('XAPI_QUERY_INVALID', [{ path: `/querystring/${path}`, message }]);
const statementInvalid = (path: string, message: string) => badRequest('XAPI_STATEMENT_INVALID', [{ path, message }]);

/** The algorithm a SHA-2 hex digest's length names. */
const SHA2_BY_LENGTH: Record<number, string> = { 56: 'sha224', 64: 'sha256', 96: 'sha384', 128: 'sha512' };

function parseJson(bytes: Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw statementInvalid('/', 'json.invalid');
  }
  const unstorable = findUnstorable(value);
  if (unstorable) throw badRequest('VALIDATION_FAILED', [{ path: unstorable.path, message: unstorable.message }]);
  return value;
}

/** The statements of a request (JSON, or multipart/mixed with attachments), and the attachments by SHA-2. */
function readStatements(request: FastifyRequest): { value: unknown; parts: Map<string, AttachmentPart> } {
  const contentType = request.headers['content-type'];
  const bytes = rawBody(request);
  const parts = new Map<string, AttachmentPart>();
  if (contentType !== undefined && /^application\/json\s*(?:;.*)?$/i.test(contentType)) return { value: parseJson(bytes), parts };
  const boundary = boundaryOf(contentType);
  if (boundary === undefined) throw statementInvalid('/headers/content-type', 'content-type.not-json-or-multipart');
  const mixed = parseMixed(bytes, boundary);
  const [first, ...rest] = mixed ?? [];
  if (!first || !/^application\/json\s*(?:;.*)?$/i.test(first.headers['content-type'] ?? '')) throw statementInvalid('/', 'multipart.first-part-not-json');
  for (const part of rest) {
    const hash = (part.headers['x-experience-api-hash'] ?? '').toLowerCase();
    const algorithm = SHA2_BY_LENGTH[hash.length];
    if (!algorithm || !/^[0-9a-f]+$/.test(hash)) throw new ApiError(400, 'XAPI_ATTACHMENT_INVALID', undefined, [{ path: '/attachments', message: 'attachment.hash-header' }]);
    if (createHash(algorithm).update(part.body).digest('hex') !== hash) throw new ApiError(400, 'XAPI_ATTACHMENT_INVALID', undefined, [{ path: '/attachments', message: 'attachment.hash-mismatch' }]);
    parts.set(hash, { contentType: (part.headers['content-type'] ?? 'application/octet-stream').slice(0, 200), content: Buffer.from(part.body) });
  }
  return { value: parseJson(first.body), parts };
}

const consistentThrough = () => new Date().toISOString();

export const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/xapi/statements',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Store one statement under the given id (xAPI: 204; the same statement again: 204; another one: 409)',
        security: [{ lrsBasic: [] }],
        querystring: PutStatementQuery,
        response: errorResponses(401, 403, 409),
      },
    },
    async (request, reply) => {
      const caller = lrsCaller(request);
      const { value, parts } = readStatements(request);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw statementInvalid('/', 'type.object');
      const statement = value as Record<string, unknown>;
      const id = request.query.statementId.toLowerCase();
      if (statement.id !== undefined && (typeof statement.id !== 'string' || statement.id.toLowerCase() !== id)) throw statementInvalid('/id', 'id.not-the-statement-id');
      checkStatements([statement], caller, { asArray: false });
      const withId = { ...statement, id };
      checkAttachmentParts([withId], parts);
      await app.transaction((repos) => storeStatements(repos, caller, [withId], parts));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/xapi/statements',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Store one statement or an array of them (all or none); answers their ids in order',
        security: [{ lrsBasic: [] }],
        response: errorResponses(401, 403, 409),
      },
    },
    async (request) => {
      const caller = lrsCaller(request);
      const { value, parts } = readStatements(request);
      const asArray = Array.isArray(value);
      const statements = asArray ? (value as unknown[]) : [value];
      if (statements.length === 0) throw statementInvalid('/', 'statements.empty');
      if (statements.length > 1000) throw statementInvalid('/', 'statements.too-many');
      checkStatements(statements, caller, { asArray });
      const list = statements as Record<string, unknown>[];
      checkAttachmentParts(list, parts);
      return app.transaction((repos) => storeStatements(repos, caller, list, parts));
    },
  );

  app.get(
    '/api/xapi/statements',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One statement (statementId, voidedStatementId) or a page of them by the xAPI filters, newest stored first',
        security: [{ lrsBasic: [] }],
        querystring: StatementsQuery,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const caller = lrsCaller(request);
      const q = request.query;
      const format: StatementFormat = q.format ?? 'exact';
      const languages = acceptedLanguages(request.headers['accept-language']);
      void reply.header('x-experience-api-consistent-through', consistentThrough());

      const answer = async (body: unknown, rows: readonly StoredStatement[]) => {
        if (!q.attachments) return reply.type('application/json').send(body);
        const hashes = new Set(rows.flatMap((row) => (Array.isArray(row.statement.attachments) ? (row.statement.attachments as { sha2?: unknown }[]) : []).flatMap((a) => (typeof a.sha2 === 'string' ? [a.sha2.toLowerCase()] : []))));
        const files = await app.repos.xapi.attachments(caller.tenantId, [...hashes]);
        const parts: MixedPart[] = [
          { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) },
          ...files.map((file) => ({ headers: { 'Content-Type': file.contentType, 'Content-Transfer-Encoding': 'binary', 'X-Experience-API-Hash': file.sha2 }, body: file.content })),
        ];
        const mixed = buildMixed(parts);
        return reply.type(mixed.contentType).send(mixed.body);
      };

      if (q.statementId !== undefined || q.voidedStatementId !== undefined) {
        const others = (['agent', 'verb', 'activity', 'registration', 'related_activities', 'related_agents', 'since', 'until', 'limit', 'ascending', 'cursor'] as const).filter((key) => q[key] !== undefined);
        if (q.statementId !== undefined && q.voidedStatementId !== undefined) throw queryInvalid('statementId', 'query.one-id-only');
        if (others.length > 0) throw queryInvalid(others[0] ?? '', 'query.not-with-an-id');
        const voided = q.voidedStatementId !== undefined;
        const row = await app.repos.xapi.find(caller.tenantId, (q.statementId ?? q.voidedStatementId ?? '').toLowerCase());
        if (!row || row.voided !== voided) throw notFound();
        // A launch credential reads its learner's statements only.
        if (caller.actorKey !== undefined && agentKey(row.statement.actor) !== caller.actorKey) throw notFound();
        void reply.header('last-modified', row.stored.toUTCString());
        return answer(formatStatement(row.statement, format, languages), [row]);
      }

      let agent: string | undefined;
      if (q.agent !== undefined) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(q.agent);
        } catch {
          throw queryInvalid('agent', 'agent.not-json');
        }
        if (agentParameterProblems(parsed).length > 0) throw queryInvalid('agent', 'agent.invalid');
        agent = agentKey(parsed);
      }
      // A launch credential reads its learner's statements only (ADR 0566).
      if (caller.actorKey !== undefined) {
        if (agent !== undefined && agent !== caller.actorKey) throw new ApiError(403, 'FORBIDDEN', undefined, [{ path: '/querystring/agent', message: 'agent.not-the-launch-learner' }]);
        agent = caller.actorKey;
      }
      if (q.verb !== undefined && !isIri(q.verb)) throw queryInvalid('verb', 'iri.invalid');
      if (q.activity !== undefined && !isIri(q.activity)) throw queryInvalid('activity', 'iri.invalid');
      for (const key of ['since', 'until'] as const) if (q[key] !== undefined && !isTimestamp(q[key])) throw queryInvalid(key, 'timestamp.invalid');
      const limit = q.limit === undefined || q.limit === 0 || q.limit > MAX_PAGE ? MAX_PAGE : q.limit;
      const ascending = q.ascending ?? false;
      const rows = await app.repos.xapi.query(caller.tenantId, {
        agentKey: agent,
        verbId: q.verb,
        activityId: q.activity,
        registration: q.registration?.toLowerCase(),
        relatedAgents: q.related_agents ?? false,
        relatedActivities: q.related_activities ?? false,
        since: q.since === undefined ? undefined : new Date(q.since),
        until: q.until === undefined ? undefined : new Date(q.until),
        ascending,
        after: q.cursor === undefined ? undefined : Number(q.cursor),
        limit,
      });
      const page = rows.slice(0, limit);
      let more = '';
      const last = page.at(-1);
      if (rows.length > limit && last) {
        const params = new URLSearchParams(request.url.split('?')[1] ?? '');
        params.set('cursor', String(last.seq));
        more = `/api/xapi/statements?${params.toString()}`;
      }
      return answer({ statements: page.map((row) => formatStatement(row.statement, format, languages)), more }, page);
    },
  );
};
