import { SessionAnswer, UserSchema, type LoginBodyDto, type RecoverPasswordBodyDto, type ResetPasswordBodyDto, type SessionAnswerDto } from '@contract/users';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuthGateway, SignedIn } from '@application/auth/ports/AuthGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, noContent } from '@infrastructure/http/wire';
import { userToDomain } from '@infrastructure/users/HttpUserReader';

/** Signing in and out over HTTP (docs/api.md "Auth"). */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async login(email: string, password: string): Promise<Result<SignedIn, AppError>> {
    const body: LoginBodyDto = { email, password };
    return signedIn(await this.http.post('/front/auth/login', body));
  }

  async exchangeLoginLink(linkToken: string): Promise<Result<SignedIn, AppError>> {
    return signedIn(await this.http.post(`/front/auth/login/${encodeURIComponent(linkToken)}`));
  }

  async logout(): Promise<Result<void, AppError>> {
    return noContent(await this.http.post('/front/auth/logout'));
  }

  async recoverPassword(email: string): Promise<Result<void, AppError>> {
    const body: RecoverPasswordBodyDto = { email };
    return noContent(await this.http.post('/front/auth/recover-password', body));
  }

  async resetPassword(resetToken: string, password: string): Promise<Result<void, AppError>> {
    const body: ResetPasswordBodyDto = { token: resetToken, password };
    return noContent(await this.http.post('/front/auth/reset-password', body));
  }
}

/** A session answer: its `user` is the named User schema (a reference the reader resolves). */
function signedIn(result: Result<unknown, AppError>): Result<SignedIn, AppError> {
  return fromWire(result, SessionAnswer, (dto: SessionAnswerDto) => ({ token: dto.token, user: userToDomain(dto.user) }), [UserSchema]);
}
