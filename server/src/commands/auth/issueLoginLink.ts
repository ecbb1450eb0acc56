import type { LoginLinkAnswerDto } from '@contract/users';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { LoginLinkTarget } from '../../repositories/UserRepository';

/** A login link lives 15 minutes and opens one session. */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;

/** The SPA's page that exchanges a login link for a session. */
export function loginLinkUrl(publicUrl: string, tenantId: string, token: string): string {
  return `${publicUrl}/auth/login/${encodeURIComponent(token)}?tenant=${encodeURIComponent(tenantId)}`;
}

export interface IssueLoginLink {
  /** Who the link signs in as, once the user policy allowed it (requireLoginLinkTarget). */
  target: LoginLinkTarget;
  publicUrl: string;
}

/** A one-time login link for the target, recorded with who issued it. */
export async function issueLoginLink(repos: Repositories, actor: Caller, command: IssueLoginLink): Promise<LoginLinkAnswerDto> {
  const { token, expiresAt } = await repos.loginLinks.issue(command.target.guid, LOGIN_LINK_TTL_MS, actor.guid);
  return { token, url: loginLinkUrl(command.publicUrl, actor.tenantId, token), expires_at: expiresAt.toISOString() };
}
