import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { User } from '@application/users/User';

export interface SignedIn {
  token: string;
  user: User;
}

export interface AuthGateway {
  login(email: string, password: string): Promise<Result<SignedIn, AppError>>;
  /** Exchanges a one-time SSO login link for a session. */
  exchangeLoginLink(linkToken: string): Promise<Result<SignedIn, AppError>>;
  logout(): Promise<Result<void, AppError>>;
  /** Succeeds whether or not the user exists (the server does not reveal it). */
  recoverPassword(email: string): Promise<Result<void, AppError>>;
  resetPassword(resetToken: string, password: string): Promise<Result<void, AppError>>;
}

export const AuthGateway: ServiceIdentifier<AuthGateway> = Symbol('AuthGateway');
