import type { SignupAnswerDto, SignupBodyDto } from '@contract/accounts';
import { checkLicenceRedeemable, licenceEndsOn, normaliseLicenceCode } from '@domain/accounts/licence';
import { classroomsJoinedAt } from '@domain/accounts/classrooms';
import { checkBirthDate, checkGuardianEmail, checkPersonName, consentAgeOrDefault, needsGuardianConsent } from '@domain/accounts/signup';
import { checkEmail } from '@domain/identity/email';
import { checkPassword } from '@domain/identity/password';
import { Roles } from '@domain/identity/roles';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { ApiError, badRequest, forbidden } from '../../errors/ApiError';
import { guardianConsentMail } from '../../mail/mailTexts';
import type { Auth } from '../../plugins/app/auth';
import type { Repositories, Transaction } from '../../plugins/app/repositories';
import type { Mailer } from '../../plugins/external/mail';
import type { LicenceCodeRow } from '../../repositories/AccountRepository';
import { joinsAs } from '../../policies/userPolicy';
import { openSession } from '../auth/openSession';
import { classroomOf } from './checkClassroom';
import { dayOf, licenceRefused } from './licenceErrors';

/** A consent link lives 14 days: long enough for a parent to find the mail. */
export const CONSENT_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface Signup {
  tenant: TenantConfig;
  body: SignupBodyDto;
  at: Date;
  publicUrl: string;
}

export interface SignupDeps {
  auth: Pick<Auth, 'hashPassword' | 'issue'>;
  transaction: Transaction;
  mailer: Mailer;
}

const invalid = (path: string, code: string) => badRequest('VALIDATION_FAILED', [{ path, message: code }]);

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Opens an account with its licences (ADR 0530). Every field is checked with the domain's rules first (400
 * VALIDATION_FAILED with the rule's code, INVALID_EMAIL, PASSWORD_TOO_SHORT, LICENCE_*), then 409 USER_ALREADY_EXISTS.
 * An adult's account opens signed in; a child's below the tenant's age of digital consent waits for a guardian, who
 * gets a consent link by mail. Seats are taken in the transaction that creates the user, so a refused sign-up uses none.
 * The classes typed (`join_codes`, ADR 0538) are joined in that transaction too, or kept until the guardian consents.
 */
export async function signup(repos: Repositories, deps: SignupDeps, command: Signup): Promise<SignupAnswerDto> {
  const { tenant, body } = command;
  if (!tenant.loginMethods.includes('password')) throw forbidden('SIGNUP_CLOSED');
  const today = dayOf(command.at);

  const name = checkPersonName(body.name);
  if (name.err) throw invalid('/name', name.val.code);
  const lastname = checkPersonName(body.lastname);
  if (lastname.err) throw invalid('/lastname', lastname.val.code);
  const email = checkEmail(body.email);
  if (email.err) throw new ApiError(400, 'INVALID_EMAIL', undefined, [{ path: '/email', message: email.val.code }]);
  const password = checkPassword(body.password, tenant.passwordMinLength);
  if (password.err) throw badRequest('PASSWORD_TOO_SHORT', [{ path: '/password', message: `at least ${tenant.passwordMinLength} characters` }]);
  const birthDate = checkBirthDate(body.birth_date, today);
  if (birthDate.err) throw invalid('/birth_date', birthDate.val.code);

  const minor = needsGuardianConsent(birthDate.val, today, consentAgeOrDefault(await repos.accounts.consentAge(tenant.id)));
  let guardian: string | undefined;
  if (minor) {
    const typed = body.guardian_email ?? '';
    const guardianEmail = typed.trim() === '' ? undefined : checkEmail(typed);
    if (guardianEmail?.err) throw new ApiError(400, 'INVALID_EMAIL', undefined, [{ path: '/guardian_email', message: guardianEmail.val.code }]);
    const other = checkGuardianEmail(guardianEmail?.val ?? '', email.val);
    if (other.err) throw invalid('/guardian_email', other.val.code);
    guardian = other.val;
  }

  if (await repos.users.findByEmail(tenant.id, email.val)) throw new ApiError(409, 'USER_ALREADY_EXISTS');

  const codes: LicenceCodeRow[] = [];
  const added: string[] = [];
  for (const [index, typed] of body.licence_codes.entries()) {
    const found = await repos.accounts.findCode(tenant.id, normaliseLicenceCode(typed));
    const checked = checkLicenceRedeemable(typed, found, { profile: body.profile, added, today });
    if (checked.err || !found) throw licenceRefused(checked.err ? checked.val : { code: 'licence.invalid' }, `/licence_codes/${index}`);
    codes.push(found);
    added.push(checked.val);
  }

  // The classes to join (ADR 0538): each checked as the form checked it, in order, against those before it.
  const courseGuids: string[] = [];
  const joinCodes: string[] = [];
  for (const [index, typed] of (body.join_codes ?? []).entries()) {
    const found = await classroomOf(repos, tenant, typed, joinCodes, `/join_codes/${index}`);
    courseGuids.push(found.guid);
    joinCodes.push(found.code);
  }

  const passwordHash = await deps.auth.hashPassword(password.val);
  const role = body.profile === 'teacher' ? Roles.teacher : Roles.student;
  const created = await deps.transaction(async (tx) => {
    const user = await tx.accounts.createUser({
      tenantId: tenant.id,
      email: email.val,
      passwordHash,
      role,
      name: name.val,
      lastname: lastname.val,
      birthDate: birthDate.val,
      language: body.language ?? null,
      status: minor ? 'pending-consent' : 'active',
    });
    if (!user) throw new ApiError(409, 'USER_ALREADY_EXISTS');
    for (const [index, code] of codes.entries()) {
      if (!(await tx.accounts.takeSeat(code.guid))) throw licenceRefused({ code: 'licence.no-seats' }, `/licence_codes/${index}`);
      await tx.accounts.grant(user.guid, code, licenceEndsOn(today, code.days));
    }
    const joining = courseGuids.map((courseGuid) => ({ courseGuid, role: joinsAs(role) }));
    if (classroomsJoinedAt(minor ? 'pending-consent' : 'active') === 'sign-up') for (const c of joining) await tx.courses.addMember(c.courseGuid, user.guid, c.role);
    else await tx.accounts.keepClassrooms(user.guid, joining);
    const consentToken = guardian ? await tx.accounts.issueConsent(user.guid, guardian, CONSENT_TTL_MS) : undefined;
    return { user, consentToken };
  });

  if (guardian && created.consentToken) {
    const link = `${command.publicUrl}/auth/consent/${encodeURIComponent(created.consentToken)}?tenant=${encodeURIComponent(tenant.id)}`;
    const language = body.language ?? tenant.defaultLanguage;
    const child = `${name.val} ${lastname.val}`;
    await deps.mailer.send({ to: guardian, ...guardianConsentMail(language, { child, email: email.val, tenant: tenant.name, link }), link });
    return { status: 'pending-consent', guardian_email: maskEmail(guardian) };
  }
  return { status: 'active', session: await openSession(repos, deps.auth, tenant, created.user) };
}
