import { CreatedLrsCredential, LrsCredentialsAnswer, type LrsCredentialDto } from '@contract/lrs';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { LrsCredentialGateway } from '@application/xapi/ports/LrsCredentialGateway';
import type { IssuedLrsCredential, LrsCredential, LrsCredentials } from '@application/xapi/LrsCredential';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant, noContent, nullableInstant } from '@infrastructure/http/wire';

/** `/front/lrs-credentials` (docs/api-xapi.md). */
export class HttpLrsCredentialGateway implements LrsCredentialGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async list(): Promise<Result<LrsCredentials, AppError>> {
    return fromWire(await this.http.get('/front/lrs-credentials'), LrsCredentialsAnswer, (dto) => ({ endpoint: dto.endpoint, credentials: dto.credentials.map(toDomain) }));
  }

  async create(name: string): Promise<Result<IssuedLrsCredential, AppError>> {
    return fromWire(await this.http.post('/front/lrs-credentials', { name }), CreatedLrsCredential, (dto) => ({ credential: toDomain(dto.credential), secret: dto.secret }));
  }

  async revoke(guid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `/front/lrs-credentials/${encodeURIComponent(guid)}`));
  }
}

function toDomain(dto: LrsCredentialDto): LrsCredential {
  return {
    guid: dto.guid,
    name: dto.name,
    key: dto.key,
    createdAt: instant(dto.created_at),
    createdByName: dto.created_by_name,
    lastUsedAt: nullableInstant(dto.last_used_at),
    revokedAt: nullableInstant(dto.revoked_at),
  };
}
