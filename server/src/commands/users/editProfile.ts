// What a signed-in user changes of their own profile (ADR 0533): name, password, picture. The tenant decides what may
// change (the domain's profileAbilities, the same the SPA asks); no id anywhere: the caller is the token's user.
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { AvatarBodyDto, PasswordChangeBodyDto, UserDto, UserNameBodyDto } from '@contract/users';
import { checkPersonName } from '@domain/accounts/signup';
import { AVATAR_MAX_BYTES, checkPasswordChange, profileAbilities } from '@domain/identity/profile';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { ApiError, badRequest, forbidden, unauthorized } from '../../errors/ApiError';
import type { Auth } from '../../plugins/app/auth';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories, Transaction } from '../../plugins/app/repositories';
import { userAnswer } from '../../queries/users/userAnswer';

/** The picture types an avatar may be, recognised by content (never SVG: it can carry script). */
const AVATAR_MIMES = ['image/jpeg', 'image/png', 'image/webp'];

async function answer(repos: Repositories, tenant: TenantConfig, caller: Caller): Promise<UserDto> {
  const user = await userAnswer(repos, tenant, caller);
  if (!user) throw unauthorized();
  return user;
}

/** 403 FEATURE_DISABLED where the tenant keeps names as the school set them; 400 /name, /lastname with the domain's code. */
export async function renameSelf(repos: Repositories, caller: Caller, command: { tenant: TenantConfig; body: UserNameBodyDto }): Promise<UserDto> {
  if (!profileAbilities(command.tenant).editName) throw forbidden('FEATURE_DISABLED');
  const name = checkPersonName(command.body.name);
  const lastname = checkPersonName(command.body.lastname);
  const issues = [...(name.err ? [{ path: '/name', message: name.val.code }] : []), ...(lastname.err ? [{ path: '/lastname', message: lastname.val.code }] : [])];
  if (!name.ok || !lastname.ok) throw badRequest('VALIDATION_FAILED', issues);
  if (!(await repos.users.setName(caller.tenantId, caller.guid, { name: name.val, lastname: lastname.val }))) throw unauthorized();
  return answer(repos, command.tenant, caller);
}

/**
 * The current password must be right (400 /current_password `password.incorrect`: the form shows it there, and the
 * route's rate limit bounds guesses); the new one is the domain's. The user's other sessions end; this one stays.
 */
export async function changePassword(
  repos: Repositories,
  deps: { auth: Pick<Auth, 'hashPassword' | 'verifyPassword'>; transaction: Transaction },
  caller: Caller,
  command: { tenant: TenantConfig; body: PasswordChangeBodyDto },
): Promise<void> {
  const { tenant, body } = command;
  if (!profileAbilities(tenant).changePassword) throw forbidden('FEATURE_DISABLED');
  const checked = checkPasswordChange({ current: body.current_password, next: body.new_password, repeat: body.new_password }, tenant.passwordMinLength);
  if (checked.err) {
    const path = checked.val.field === 'current' ? '/current_password' : '/new_password';
    throw badRequest(checked.val.code === 'password.too-short' ? 'PASSWORD_TOO_SHORT' : 'VALIDATION_FAILED', [{ path, message: checked.val.code }]);
  }
  const user = await repos.users.findByGuid(caller.tenantId, caller.guid);
  if (!user) throw unauthorized();
  if (!(await deps.auth.verifyPassword(user.passwordHash, body.current_password))) {
    throw badRequest('VALIDATION_FAILED', [{ path: '/current_password', message: 'password.incorrect' }]);
  }
  const hash = await deps.auth.hashPassword(checked.val);
  await deps.transaction(async (tx) => {
    await tx.users.setPasswordHash(caller.guid, hash);
    await tx.sessions.revokeOthersOf(caller.guid, caller.sessionId);
  });
}

/** The cropped picture, checked by content and size; 403 FEATURE_DISABLED where the tenant keeps pictures as they are. */
export async function setAvatar(repos: Repositories, caller: Caller, command: { tenant: TenantConfig; body: AvatarBodyDto }): Promise<UserDto> {
  if (!profileAbilities(command.tenant).changeAvatar) throw forbidden('FEATURE_DISABLED');
  const bytes = Buffer.from(command.body.image, 'base64');
  if (bytes.length === 0) throw badRequest('FILE_EMPTY', [{ path: '/image', message: 'file.empty' }]);
  if (bytes.length > AVATAR_MAX_BYTES) throw new ApiError(413, 'FILE_TOO_LARGE', undefined, [{ path: '/image', message: `at most ${AVATAR_MAX_BYTES} bytes` }]);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !AVATAR_MIMES.includes(type.mime)) throw badRequest('FILE_TYPE_NOT_ALLOWED', [{ path: '/image', message: 'a JPEG, PNG or WebP picture' }]);
  const saved = await repos.users.setAvatar(caller.tenantId, caller.guid, { token: randomBytes(16).toString('base64url'), mime: type.mime, bytes });
  if (!saved) throw unauthorized();
  return answer(repos, command.tenant, caller);
}

export async function removeAvatar(repos: Repositories, caller: Caller, command: { tenant: TenantConfig }): Promise<UserDto> {
  if (!profileAbilities(command.tenant).changeAvatar) throw forbidden('FEATURE_DISABLED');
  if (!(await repos.users.removeAvatar(caller.tenantId, caller.guid))) throw unauthorized();
  return answer(repos, command.tenant, caller);
}
