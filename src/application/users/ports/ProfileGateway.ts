import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { SignInMethods } from '@application/users/SignInMethods';
import type { User } from '@application/users/User';

/** Changes the signed-in user's own profile on the server (ADR 0533); each answers the user as saved. */
export interface ProfileGateway {
  rename(name: { name: string; lastname: string }): Promise<Result<User, AppError>>;
  /** Other sessions of the user end; this one stays. */
  changePassword(change: { current: string; next: string }): Promise<Result<void, AppError>>;
  /** The picture as cropped (a JPEG, PNG or WebP blob). */
  setAvatar(picture: Blob): Promise<Result<User, AppError>>;
  removeAvatar(): Promise<Result<User, AppError>>;
  /** The password and the links to identity providers (ADR 0533). */
  signInMethods(): Promise<Result<SignInMethods, AppError>>;
  /** Removes one link; answers the methods left (409 LAST_SIGN_IN_METHOD when it is the only way in). */
  unlink(id: string): Promise<Result<SignInMethods, AppError>>;
}

export const ProfileGateway: ServiceIdentifier<ProfileGateway> = Symbol('ProfileGateway');
