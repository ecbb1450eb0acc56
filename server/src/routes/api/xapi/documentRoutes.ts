// The LRS's document resources (xAPI 1.0.3 part three, §7.3–7.6): state, activity profile and agent profile, with
// ETag concurrency and the JSON merge of a POST; and the activities, agents and about resources.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '@contract/errors';
import { checkPrecondition, isJsonContentType, mergeDocuments, requiresPreconditionToOverwrite, type DocumentKind } from '@domain/xapi/documents';
import { agentKey, agentParameterProblems, isIri, isTimestamp } from '@domain/xapi/statement';
import { ApiError, badRequest, notFound } from '../../../errors/ApiError';
import type { StoredDocument } from '../../../repositories/XapiRepository';
import { lrsCaller, rawBody } from './lrsPlugin';
import { ActivityProfileQuery, ActivityQuery, AgentProfileQuery, AgentQuery, StateQuery } from './xapiSchemas';

const tags = ['xapi'];
const security = [{ lrsBasic: [] }];
const queryInvalid = (path: string, message: string) => badRequest('XAPI_QUERY_INVALID', [{ path: `/querystring/${path}`, message }]);

/** The Agent a query names, as JSON checked by the domain's rule. */
function parseAgent(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw queryInvalid('agent', 'agent.not-json');
  }
  if (agentParameterProblems(parsed).length > 0) throw queryInvalid('agent', 'agent.invalid');
  return parsed as Record<string, unknown>;
}

function keyOf(agentText: string): string {
  return agentKey(parseAgent(agentText)) ?? '';
}

/** The agent's key; a launch credential only reaches its own learner's documents (403 otherwise, ADR 0566). */
function ownKey(agentText: string, request: FastifyRequest): string {
  const key = keyOf(agentText);
  const launchActor = lrsCaller(request).actorKey;
  if (launchActor !== undefined && key !== launchActor) throw new ApiError(403, 'FORBIDDEN', undefined, [{ path: '/querystring/agent', message: 'agent.not-the-launch-learner' }]);
  return key;
}

function checkIri(value: string, path: string): string {
  if (!isIri(value)) throw queryInvalid(path, 'iri.invalid');
  return value;
}

function sinceOf(since: string | undefined): Date | undefined {
  if (since === undefined) return undefined;
  if (!isTimestamp(since)) throw queryInvalid('since', 'timestamp.invalid');
  return new Date(since);
}

const etagOf = (content: Buffer) => `"${createHash('sha1').update(content).digest('hex')}"`;
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

interface Target {
  kind: DocumentKind;
  scope: string;
}

export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** One document, or the ids of the scope's documents (when no id is given). */
  async function read(request: FastifyRequest, reply: FastifyReply, target: Target, documentId: string | undefined, since: string | undefined) {
    const caller = lrsCaller(request);
    if (documentId === undefined) return reply.type('application/json').send(await app.repos.xapi.documentIds(caller.tenantId, target.kind, target.scope, sinceOf(since)));
    const doc = await app.repos.xapi.document(caller.tenantId, target.kind, target.scope, documentId);
    if (!doc) throw notFound();
    return reply.header('etag', doc.etag).header('last-modified', doc.updated.toUTCString()).type(doc.contentType).send(doc.content);
  }

  /** PUT replaces; POST merges JSON objects. Both honour If-Match / If-None-Match (profiles require one to overwrite). */
  async function write(request: FastifyRequest, reply: FastifyReply, target: Target, documentId: string | undefined, merge: boolean) {
    const caller = lrsCaller(request);
    if (documentId === undefined) throw queryInvalid(target.kind === 'state' ? 'stateId' : 'profileId', 'property.required');
    const contentType = (header(request, 'content-type') ?? 'application/octet-stream').slice(0, 200);
    const content = rawBody(request);
    let sentJson: unknown;
    if (merge || isJsonContentType(contentType)) {
      try {
        sentJson = JSON.parse(content.toString('utf8'));
      } catch {
        if (merge) throw badRequest('XAPI_DOCUMENT_NOT_MERGEABLE', [{ path: '/', message: 'document.not-json' }]);
      }
    }
    if (merge && !isJsonContentType(contentType)) throw badRequest('XAPI_DOCUMENT_NOT_MERGEABLE', [{ path: '/headers/content-type', message: 'document.not-json' }]);
    await app.transaction(async (repos) => {
      const current = await repos.xapi.document(caller.tenantId, target.kind, target.scope, documentId);
      const verdict = checkPrecondition(current?.etag, { ifMatch: header(request, 'if-match'), ifNoneMatch: header(request, 'if-none-match') }, { requireForOverwrite: !merge && requiresPreconditionToOverwrite(target.kind) });
      if (verdict === 'failed') throw new ApiError(412, 'XAPI_PRECONDITION_FAILED');
      if (verdict === 'headers-required') throw new ApiError(409, 'XAPI_DOCUMENT_CONFLICT');
      let next: StoredDocument = { contentType, content, etag: etagOf(content), updated: new Date() };
      if (merge && current) {
        let stored: unknown;
        try {
          stored = isJsonContentType(current.contentType) ? JSON.parse(current.content.toString('utf8')) : undefined;
        } catch {
          stored = undefined;
        }
        const merged = mergeDocuments(stored, sentJson);
        if (!merged.ok) throw badRequest('XAPI_DOCUMENT_NOT_MERGEABLE', [{ path: '/', message: 'document.not-an-object' }]);
        const bytes = Buffer.from(JSON.stringify(merged.merged));
        next = { contentType: 'application/json', content: bytes, etag: etagOf(bytes), updated: new Date() };
      } else if (merge && (sentJson === null || typeof sentJson !== 'object' || Array.isArray(sentJson))) {
        throw badRequest('XAPI_DOCUMENT_NOT_MERGEABLE', [{ path: '/', message: 'document.not-an-object' }]);
      }
      await repos.xapi.saveDocument(caller.tenantId, target.kind, target.scope, documentId, next);
    });
    return reply.code(204).send();
  }

  async function remove(request: FastifyRequest, reply: FastifyReply, target: Target, documentId: string | undefined) {
    const caller = lrsCaller(request);
    if (documentId === undefined && target.kind !== 'state') throw queryInvalid('profileId', 'property.required');
    await app.transaction(async (repos) => {
      if (documentId !== undefined) {
        const current = await repos.xapi.document(caller.tenantId, target.kind, target.scope, documentId);
        const verdict = checkPrecondition(current?.etag, { ifMatch: header(request, 'if-match'), ifNoneMatch: header(request, 'if-none-match') }, { requireForOverwrite: false });
        if (verdict === 'failed') throw new ApiError(412, 'XAPI_PRECONDITION_FAILED');
      }
      await repos.xapi.deleteDocuments(caller.tenantId, target.kind, target.scope, documentId);
    });
    return reply.code(204).send();
  }

  const stateTarget = (q: { activityId: string; agent: string; registration?: string }, request: FastifyRequest): Target => ({
    kind: 'state',
    scope: JSON.stringify([checkIri(q.activityId, 'activityId'), ownKey(q.agent, request), q.registration?.toLowerCase() ?? '']),
  });
  const activityTarget = (q: { activityId: string }): Target => ({ kind: 'activity-profile', scope: checkIri(q.activityId, 'activityId') });
  const agentTarget = (q: { agent: string }, request: FastifyRequest): Target => ({ kind: 'agent-profile', scope: ownKey(q.agent, request) });

  const resources = [
    { url: '/api/xapi/activities/state', name: 'state', querystring: StateQuery, target: stateTarget, id: (q: { stateId?: string }) => q.stateId },
    { url: '/api/xapi/activities/profile', name: 'activity profile', querystring: ActivityProfileQuery, target: activityTarget, id: (q: { profileId?: string }) => q.profileId },
    { url: '/api/xapi/agents/profile', name: 'agent profile', querystring: AgentProfileQuery, target: agentTarget, id: (q: { profileId?: string }) => q.profileId },
  ] as const;

  for (const resource of resources) {
    type Query = { activityId: string; agent: string; registration?: string; stateId?: string; profileId?: string; since?: string };
    const target = resource.target as (q: Query, request: FastifyRequest) => Target;
    const idOf = resource.id as (q: Query) => string | undefined;
    const base = { config: { public: true }, bodyLimit: 1024 * 1024 } as const;
    const schema = { tags, security, querystring: resource.querystring };
    app.get(resource.url, { ...base, schema: { ...schema, summary: `One ${resource.name} document, or the ids of those of its scope`, response: errorResponses(401, 404) } }, (request, reply) => {
      const q = request.query as Query;
      return read(request, reply, target(q, request), idOf(q), q.since);
    });
    app.put(resource.url, { ...base, schema: { ...schema, summary: `Store a ${resource.name} document (If-Match / If-None-Match)`, response: errorResponses(401, 409, 412) } }, (request, reply) =>
      write(request, reply, target(request.query as Query, request), idOf(request.query as Query), false),
    );
    app.post(resource.url, { ...base, schema: { ...schema, summary: `Merge a JSON object into a ${resource.name} document`, response: errorResponses(401, 412) } }, (request, reply) =>
      write(request, reply, target(request.query as Query, request), idOf(request.query as Query), true),
    );
    app.delete(resource.url, { ...base, schema: { ...schema, summary: `Delete a ${resource.name} document${resource.name === 'state' ? ' (or every state of the scope)' : ''}`, response: errorResponses(401, 412) } }, (request, reply) =>
      remove(request, reply, target(request.query as Query, request), idOf(request.query as Query)),
    );
  }

  app.get(
    '/api/xapi/activities',
    { config: { public: true }, schema: { tags, security, summary: 'An Activity with the latest definition statements gave it', querystring: ActivityQuery, response: errorResponses(401) } },
    async (request) => {
      const caller = lrsCaller(request);
      const id = checkIri(request.query.activityId, 'activityId');
      const definition = await app.repos.xapi.activity(caller.tenantId, id);
      return { objectType: 'Activity', id, ...(definition ? { definition } : {}) };
    },
  );

  app.get(
    '/api/xapi/agents',
    { config: { public: true }, schema: { tags, security, summary: 'The Person object of an Agent: every identifier and name the LRS knows it by', querystring: AgentQuery, response: errorResponses(401) } },
    async (request) => {
      lrsCaller(request);
      const agent = parseAgent(request.query.agent);
      const person: Record<string, unknown> = { objectType: 'Person' };
      for (const key of ['name', 'mbox', 'mbox_sha1sum', 'openid', 'account'] as const) if (agent[key] !== undefined) person[key] = [agent[key]];
      return person;
    },
  );

  app.get('/api/xapi/about', { config: { public: true }, schema: { tags, summary: 'The xAPI versions this LRS speaks (no credential needed)' } }, async () => ({ version: ['1.0.3', '2.0.0'], extensions: {} }));
};
