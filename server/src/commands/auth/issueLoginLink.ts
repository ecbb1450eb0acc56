import type { LoginLinkAnswerDto } from '@contract/users';
import { isDeepLinkTarget } from '@domain/accounts/destination';
import { badRequest } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { LoginLinkTarget } from '../../repositories/UserRepository';

/** A login link lives 15 minutes and opens one session. */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;

/** The SPA's page that exchanges a login link for a session; with `next`, its deep-link form that lands there (ADR 0559). */
export function loginLinkUrl(publicUrl: string, tenantId: string, token: string, next?: string): string {
  const tenant = `tenant=${encodeURIComponent(tenantId)}`;
  const page = `${publicUrl}/auth/login/${encodeURIComponent(token)}`;
  return next === undefined ? `${page}?${tenant}` : `${page}/deeplink?${tenant}&next=${encodeURIComponent(next)}`;
}

export interface IssueLoginLink {
  /** Who the link signs in as, once the user policy allowed it (requireLoginLinkTarget). */
  target: LoginLinkTarget;
  publicUrl: string;
  /** A page of the app to land on after signing in (checked here: a link elsewhere is refused, not rewritten). */
  next?: string;
}

/** A one-time login link for the target, recorded with who issued it. */
export async function issueLoginLink(repos: Repositories, actor: Caller, command: IssueLoginLink): Promise<LoginLinkAnswerDto> {
  if (command.next !== undefined && !isDeepLinkTarget(command.next)) throw badRequest('VALIDATION_FAILED', [{ path: '/next', message: 'destination.not-allowed' }]);
  const { token, expiresAt } = await repos.loginLinks.issue(command.target.guid, LOGIN_LINK_TTL_MS, actor.guid);
  return { token, url: loginLinkUrl(command.publicUrl, actor.tenantId, token, command.next), expires_at: expiresAt.toISOString() };
}
