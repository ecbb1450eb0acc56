import { mayUnlink } from '@domain/accounts/signInMethods';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { conflict, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { signInLinkId } from '../../queries/users/signInMethods';

/**
 * The caller removes one of their links to an identity provider (ADR 0533), only while another way in remains (the
 * domain's mayUnlink: 409 LAST_SIGN_IN_METHOD). Someone else's link, or an id that names none, is 404. Run in a
 * transaction: the account's row is locked, so two removals at once cannot both pass the rule.
 */
export async function unlinkSignIn(repos: Repositories, tenant: TenantConfig, caller: Caller, id: string): Promise<void> {
  await repos.users.lockForUpdate(tenant.id, caller.guid);
  const { hasPassword, links } = await repos.sso.linksOf(tenant.id, caller.guid);
  const identity = links.find((link) => signInLinkId(link) === id);
  if (!identity) throw notFound();
  const allowed = mayUnlink({ hasPassword, tenantTakesPasswords: tenant.loginMethods.includes('password'), links: links.length });
  if (allowed.err) throw conflict('LAST_SIGN_IN_METHOD');
  await repos.sso.unlink(tenant.id, caller.guid, identity);
}
