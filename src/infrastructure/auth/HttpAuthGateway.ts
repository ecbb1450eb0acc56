import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuthGateway, SignedIn } from '@application/auth/ports/AuthGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { mapDto, object, string } from '@infrastructure/http/dto';
import { userToDomain } from '@infrastructure/users/HttpUserReader';

export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async login(email: string, password: string): Promise<Result<SignedIn, AppError>> {
    return mapDto(await this.http.post('/front/auth/login', { email, password }), signedInToDomain);
  }

  async exchangeLoginLink(linkToken: string): Promise<Result<SignedIn, AppError>> {
    return mapDto(await this.http.post(`/front/auth/login/${encodeURIComponent(linkToken)}`), signedInToDomain);
  }

  async logout(): Promise<Result<void, AppError>> {
    return (await this.http.post('/front/auth/logout')).map(() => undefined);
  }

  async recoverPassword(email: string): Promise<Result<void, AppError>> {
    return (await this.http.post('/front/auth/recover-password', { email })).map(() => undefined);
  }

  async resetPassword(resetToken: string, password: string): Promise<Result<void, AppError>> {
    return (await this.http.post('/front/auth/reset-password', { token: resetToken, password })).map(() => undefined);
  }
}

function signedInToDomain(value: unknown): SignedIn {
  const dto = object(value, 'login');
  return { token: string(dto, 'token'), user: userToDomain(dto.user) };
}
