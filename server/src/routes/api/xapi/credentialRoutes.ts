// A school admin's LRS credentials (front API, the contract's shapes): list, create (the secret shown once), revoke.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { CreateLrsCredentialBody, CreatedLrsCredential, LrsCredentialParams, LrsCredentialsAnswer, type LrsCredentialDto } from '@contract/lrs';
import { requireCaller } from '../../../plugins/app/auth';
import { LRS_CREDENTIAL_ROLES } from '../../../policies/lrsCredentialPolicy';
import { createLrsCredential, revokeLrsCredential } from '../../../commands/xapi/lrsCredentials';
import type { LrsCredentialListRow } from '../../../repositories/LrsCredentialRepository';
import { notFound } from '../../../errors/ApiError';

const tags = ['xapi'];

function toDto(row: LrsCredentialListRow): LrsCredentialDto {
  return {
    guid: row.guid,
    name: row.name,
    key: row.key,
    created_at: row.createdAt.toISOString(),
    created_by_name: row.createdByName,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export const credentialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/lrs-credentials',
    {
      config: { roles: LRS_CREDENTIAL_ROLES },
      schema: { tags, summary: 'The tenant’s LRS credentials (newest first) and the LRS endpoint', description: 'School admins.', response: { 200: LrsCredentialsAnswer, ...errorResponses(401, 403) } },
    },
    async (request) => {
      const caller = requireCaller(request);
      const rows = await app.repos.lrsCredentials.list(caller.tenantId);
      return { endpoint: `${app.publicUrl}/api/xapi/`, credentials: rows.map(toDto) };
    },
  );

  app.post(
    '/api/front/lrs-credentials',
    {
      config: { roles: LRS_CREDENTIAL_ROLES },
      schema: {
        tags,
        summary: 'Make an LRS credential: answers its key and secret (the secret is shown this once)',
        description: 'School admins. 400 LRS_CREDENTIAL_NAME_INVALID for a blank name.',
        body: CreateLrsCredentialBody,
        response: { 201: CreatedLrsCredential, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const issued = await app.transaction((repos) => createLrsCredential(repos, caller, request.body.name));
      const row = (await app.repos.lrsCredentials.list(caller.tenantId)).find((r) => r.guid === issued.guid);
      if (!row) throw notFound();
      return reply.code(201).send({ credential: toDto(row), secret: issued.secret });
    },
  );

  app.delete(
    '/api/front/lrs-credentials/:guid',
    {
      config: { roles: LRS_CREDENTIAL_ROLES },
      schema: { tags, summary: 'Revoke an LRS credential: refused from the next request on', params: LrsCredentialParams, response: errorResponses(401, 403, 404) },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      await app.transaction((repos) => revokeLrsCredential(repos, caller, request.params.guid));
      return reply.code(204).send();
    },
  );
};
