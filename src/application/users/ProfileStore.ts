import { makeAutoObservable, runInAction } from 'mobx';
import { profileAbilities, type ProfileAbilities } from '@domain/identity/profile';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { SessionStore } from '@application/session/SessionStore';
import type { ProfileGateway } from '@application/users/ports/ProfileGateway';
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

  constructor(
    private readonly gateway: ProfileGateway,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<ProfileStore, 'gateway' | 'session'>(this, { gateway: false, session: false }, { autoBind: true });
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
