// A school admin makes and revokes the tenant's LRS credentials (ADR 0563).
import { credentialName } from '@domain/xapi/credentials';
import { badRequest, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { IssuedCredential } from '../../repositories/LrsCredentialRepository';

export async function createLrsCredential(repos: Pick<Repositories, 'lrsCredentials'>, caller: Caller, rawName: string): Promise<IssuedCredential> {
  const name = credentialName(rawName);
  if (name === undefined) throw badRequest('LRS_CREDENTIAL_NAME_INVALID', [{ path: '/name', message: 'name.invalid' }]);
  return repos.lrsCredentials.create({ tenantId: caller.tenantId, name, kind: 'client', createdBy: caller.guid });
}

/** Revoked at once: the next request with the pair is refused (401). */
export async function revokeLrsCredential(repos: Pick<Repositories, 'lrsCredentials'>, caller: Caller, guid: string): Promise<void> {
  if (!(await repos.lrsCredentials.revoke(caller.tenantId, guid.toLowerCase()))) throw notFound();
}
