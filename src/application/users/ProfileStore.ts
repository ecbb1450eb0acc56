import { makeAutoObservable, runInAction } from 'mobx';
import { profileAbilities, type ProfileAbilities } from '@domain/identity/profile';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { SessionStore } from '@application/session/SessionStore';
import type { ProfileGateway } from '@application/users/ports/ProfileGateway';
import type { SignInMethods } from '@application/users/SignInMethods';
import type { User } from '@application/users/User';

/** Where a profile change stands (spec: "profile edit goes through editing, then success or error"). */
export type ProfileEditState = 'editing' | 'saving' | 'saved' | 'failed';

/**
 * The signed-in user's own profile changes: name, password, picture (ADR 0533). What the tenant allows is the domain's
 * `profileAbilities`, the same rule the server enforces. A saved change becomes the session's user, so the header,
 * the menu and every page show it at once.
 */
export class ProfileStore {
  pictureState: ProfileEditState = 'editing';
  pictureError: AppError | undefined = undefined;
  /** The ways of signing in (ADR 0533), read when the profile opens. */
  readonly signInMethods: Loadable<SignInMethods>;
  /** The link being removed. */
  unlinking: string | undefined = undefined;

  constructor(
    private readonly gateway: ProfileGateway,
    private readonly session: SessionStore,
  ) {
    this.signInMethods = new Loadable(() => this.gateway.signInMethods());
    makeAutoObservable<ProfileStore, 'gateway' | 'session'>(this, { gateway: false, session: false, signInMethods: false }, { autoBind: true });
  }

  get abilities(): ProfileAbilities {
    return profileAbilities(this.session.tenant);
  }

  /** The name as the domain keeps it, from the server; the form keeps what was typed when it is refused. */
  async rename(name: { name: string; lastname: string }): Promise<Result<User, AppError>> {
    return this.adopt(await this.gateway.rename(name));
  }

  changePassword(change: { current: string; next: string }): Promise<Result<void, AppError>> {
    return this.gateway.changePassword(change);
  }

  async setPicture(picture: Blob): Promise<Result<User, AppError>> {
    return this.trackPicture(() => this.gateway.setAvatar(picture));
  }

  async removePicture(): Promise<Result<User, AppError>> {
    return this.trackPicture(() => this.gateway.removeAvatar());
  }

  /** Removes one link to an identity provider; the list becomes what the server says is left (a refusal is the caller's to show). */
  async unlink(id: string): Promise<Result<SignInMethods, AppError>> {
    this.unlinking = id;
    const result = await this.gateway.unlink(id);
    runInAction(() => {
      this.unlinking = undefined;
      if (result.ok) this.signInMethods.set(result.val);
    });
    return result;
  }

  private async trackPicture(send: () => Promise<Result<User, AppError>>): Promise<Result<User, AppError>> {
    this.pictureState = 'saving';
    this.pictureError = undefined;
    const result = this.adopt(await send());
    runInAction(() => {
      this.pictureState = result.ok ? 'saved' : 'failed';
      this.pictureError = result.err ? result.val : undefined;
    });
    return result;
  }

  private adopt(result: Result<User, AppError>): Result<User, AppError> {
    if (result.ok) this.session.adoptUser(result.val);
    return result;
  }
}
