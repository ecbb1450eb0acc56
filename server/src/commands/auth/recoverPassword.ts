import { maySignIn } from '@domain/sync/syncStatus';
import type { RecoverPasswordBodyDto } from '@contract/users';
import { checkEmail } from '@domain/identity/email';
import { isLanguage, type TenantConfig } from '@domain/tenancy/tenant';
import { badRequest } from '../../errors/ApiError';
import { resetPasswordMail } from '../../mail/mailTexts';
import type { Mailer } from '../../plugins/external/mail';
import type { Repositories } from '../../plugins/app/repositories';

/** A reset link lives 1 hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;

export interface RecoverPassword {
  tenant: TenantConfig;
  body: RecoverPasswordBodyDto;
  /** Where users reach the SPA: the link starts with it. */
  publicUrl: string;
}

/**
 * Mails a synchronised user of the tenant a one-time reset link in their language. Nothing tells the caller whether
 * the user exists (the route answers 202 either way); only a malformed email is refused (400 INVALID_EMAIL).
 */
export async function recoverPassword(repos: Repositories, mailer: Mailer, command: RecoverPassword): Promise<void> {
  const { tenant } = command;
  const email = checkEmail(command.body.email);
  if (!email.ok) throw badRequest('INVALID_EMAIL');
  const user = await repos.users.findByEmail(tenant.id, email.val);
  if (!user || !maySignIn(user)) return;
  const { token } = await repos.passwordResets.issue(user.guid, RESET_TTL_MS);
  const link = `${command.publicUrl}/reset-password?token=${encodeURIComponent(token)}&tenant=${encodeURIComponent(tenant.id)}`;
  const language = isLanguage(user.language) ? user.language : tenant.defaultLanguage;
  await mailer.send({ to: user.email, ...resetPasswordMail(language, link), link });
}
