import type { ConsentBodyDto } from '@contract/accounts';
import { checkPersonName } from '@domain/accounts/signup';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { badRequest } from '../../errors/ApiError';
import { consentStatement } from '../../mail/mailTexts';
import type { Repositories, Transaction } from '../../plugins/app/repositories';

/**
 * A guardian consents through the link of their mail: who (the name they type), when, and the statement they were
 * shown in their language are recorded, and the child's account opens. 400 CONSENT_LINK_INVALID for an unknown, used or
 * expired link; 400 VALIDATION_FAILED without a name.
 */
export async function giveConsent(repos: Repositories, transaction: Transaction, command: { tenant: TenantConfig; token: string; body: ConsentBodyDto }): Promise<void> {
  const { tenant, token, body } = command;
  const guardianName = checkPersonName(body.guardian_name);
  if (guardianName.err) throw badRequest('VALIDATION_FAILED', [{ path: '/guardian_name', message: guardianName.val.code }]);
  const request = await repos.accounts.consentRequest(token, tenant.id);
  if (!request || request.consented) throw badRequest('CONSENT_LINK_INVALID');
  const shownText = consentStatement(body.language, { child: `${request.user.name} ${request.user.lastname}`, email: request.user.email, tenant: tenant.name });
  const opened = await transaction((tx) => tx.accounts.recordConsent(token, tenant.id, { guardianName: guardianName.val, shownText, language: body.language }));
  if (!opened) throw badRequest('CONSENT_LINK_INVALID');
}
