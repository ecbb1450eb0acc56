import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';

/** Revokes the caller's session: its token is refused from now on, whatever its `exp`. */
export async function logout(repos: Repositories, actor: Caller): Promise<void> {
  await repos.sessions.revoke(actor.sessionId);
}
