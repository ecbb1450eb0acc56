import type { LicenceCheckAnswerDto, LicenceCheckBodyDto } from '@contract/accounts';
import { checkLicenceRedeemable, normaliseLicenceCode } from '@domain/accounts/licence';
import type { TenantConfig } from '@domain/tenancy/tenant';
import type { Repositories } from '../../plugins/app/repositories';
import { titleAnswer } from '../../queries/accounts/library';
import { dayOf, licenceRefused } from './licenceErrors';

/** Whether a code could be added in a sign-up of this profile now, and the title it grants (nothing is taken). */
export async function checkLicence(repos: Repositories, command: { tenant: TenantConfig; body: LicenceCheckBodyDto; at: Date }): Promise<LicenceCheckAnswerDto> {
  const { body } = command;
  const found = await repos.accounts.findCode(command.tenant.id, normaliseLicenceCode(body.code));
  const checked = checkLicenceRedeemable(body.code, found, { profile: body.profile, added: body.added, today: dayOf(command.at) });
  if (checked.err || !found) throw licenceRefused(checked.err ? checked.val : { code: 'licence.invalid' }, '/code');
  return { code: checked.val, title: titleAnswer(found.title), days: found.days };
}
