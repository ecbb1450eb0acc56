import { isLanguage, type TenantConfig } from '@domain/tenancy/tenant';
import { resetPasswordMail } from '../../mail/mailTexts';
import type { Mailer } from '../../plugins/external/mail';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories, Transaction } from '../../plugins/app/repositories';
import type { LoginLinkTarget } from '../../repositories/UserRepository';
import { RESET_TTL_MS } from '../auth/recoverPassword';
import { recordAudit } from './recordAudit';

export interface SendPasswordReset {
  tenant: TenantConfig;
  /** Whose password, once the user policy allowed it (requireLoginLinkTarget: the same reach as a login link). */
  target: LoginLinkTarget;
  reason: string | undefined;
  publicUrl: string;
}

/**
 * A school admin or helpdesk sends someone a password reset link (valid 1 hour, in their language): the link and its
 * audit entry in one transaction (a helpdesk reset without a reason writes neither), the mail once both are kept.
 */
export async function sendPasswordReset(deps: { transaction: Transaction; mailer: Mailer }, actor: Caller, command: SendPasswordReset): Promise<void> {
  const issued = await deps.transaction(async (repos: Repositories) => {
    await recordAudit(repos, actor, { action: 'password-reset.issued', targetUserGuid: command.target.guid, reason: command.reason ?? null });
    const user = await repos.users.findByGuid(command.tenant.id, command.target.guid);
    if (!user) return undefined;
    const { token } = await repos.passwordResets.issue(user.guid, RESET_TTL_MS);
    return { user, token };
  });
  if (!issued) return;
  const { user, token } = issued;
  const link = `${command.publicUrl}/reset-password?token=${encodeURIComponent(token)}&tenant=${encodeURIComponent(command.tenant.id)}`;
  const language = isLanguage(user.language) ? user.language : command.tenant.defaultLanguage;
  await deps.mailer.send({ to: user.email, ...resetPasswordMail(language, link), link });
}
