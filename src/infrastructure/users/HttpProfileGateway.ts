import { SignInMethodsAnswer, UserSchema, type AvatarBodyDto, type PasswordChangeBodyDto, type SignInMethodsDto, type UserNameBodyDto } from '@contract/users';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { ProfileGateway } from '@application/users/ports/ProfileGateway';
import type { SignInMethods } from '@application/users/SignInMethods';
import type { User } from '@application/users/User';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, noContent } from '@infrastructure/http/wire';
import { userToDomain } from '@infrastructure/users/HttpUserReader';

/** The bytes of a blob as base64 (what `PUT /users/me/avatar` takes), without a `data:` prefix. */
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function signInMethodsToDomain(dto: SignInMethodsDto): SignInMethods {
  return {
    password: dto.password,
    mayUnlink: dto.may_unlink,
    links: dto.links.map((link) => ({
      id: link.id,
      providerName: link.provider_name,
      offered: link.offered,
      email: link.email,
      linkedAt: new Date(link.linked_at),
      lastSignInAt: new Date(link.last_sign_in_at),
    })),
  };
}

/** docs/api.md "Users": the token's own user, never another one (ADR 0533). */
export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async rename(name: { name: string; lastname: string }): Promise<Result<User, AppError>> {
    const body: UserNameBodyDto = name;
    return fromWire(await this.http.request('PUT', '/front/users/me/name', { body }), UserSchema, userToDomain);
  }

  async changePassword(change: { current: string; next: string }): Promise<Result<void, AppError>> {
    const body: PasswordChangeBodyDto = { current_password: change.current, new_password: change.next };
    return noContent(await this.http.request('PUT', '/front/users/me/password', { body }));
  }

  async setAvatar(picture: Blob): Promise<Result<User, AppError>> {
    const body: AvatarBodyDto = { image: await base64Of(picture) };
    return fromWire(await this.http.request('PUT', '/front/users/me/avatar', { body }), UserSchema, userToDomain);
  }

  async removeAvatar(): Promise<Result<User, AppError>> {
    return fromWire(await this.http.request('DELETE', '/front/users/me/avatar'), UserSchema, userToDomain);
  }

  async signInMethods(): Promise<Result<SignInMethods, AppError>> {
    return fromWire(await this.http.request('GET', '/front/users/me/sign-in-methods'), SignInMethodsAnswer, signInMethodsToDomain);
  }

  async unlink(id: string): Promise<Result<SignInMethods, AppError>> {
    return fromWire(await this.http.request('DELETE', `/front/users/me/sign-in-methods/${encodeURIComponent(id)}`), SignInMethodsAnswer, signInMethodsToDomain);
  }
}
