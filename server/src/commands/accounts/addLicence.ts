import type { AddLicenceAnswerDto, AddLicenceBodyDto } from '@contract/accounts';
import { checkLicenceRedeemable, licenceEndsOn, normaliseLicenceCode } from '@domain/accounts/licence';
import type { SignupProfile } from '@domain/accounts/signup';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { entryAnswer } from '../../queries/accounts/library';
import { dayOf, licenceRefused } from './licenceErrors';

/** A signed-in student or teacher adds a licence code from their profile: one seat taken, the title in their library. */
export async function addLicence(repos: Repositories, caller: Caller, command: { profile: SignupProfile; body: AddLicenceBodyDto; at: Date }): Promise<AddLicenceAnswerDto> {
  const today = dayOf(command.at);
  const found = await repos.accounts.findCode(caller.tenantId, normaliseLicenceCode(command.body.code));
  const held = await repos.accounts.heldCodes(caller.guid);
  const checked = checkLicenceRedeemable(command.body.code, found, { profile: command.profile, added: held, today });
  if (checked.err || !found) throw licenceRefused(checked.err ? checked.val : { code: 'licence.invalid' }, '/code');
  if (!(await repos.accounts.takeSeat(found.guid))) throw licenceRefused({ code: 'licence.no-seats' }, '/code');
  const endsOn = licenceEndsOn(today, found.days);
  if (!(await repos.accounts.grant(caller.guid, found, endsOn))) throw licenceRefused({ code: 'licence.already-added' }, '/code');
  return { entry: entryAnswer({ title: found.title, code: found.code, endsOn, addedAt: command.at }, today) };
}
