import { Err, Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { LrsCredentialGateway } from '@application/xapi/ports/LrsCredentialGateway';
import type { IssuedLrsCredential, LrsCredential, LrsCredentials } from '@application/xapi/LrsCredential';

/** The tenant's LRS credentials in memory, and a failure to answer writes with. */
export class InMemoryLrsCredentialGateway implements LrsCredentialGateway {
  credentials: LrsCredential[] = [];
  failure: AppError | undefined = undefined;
  private next = 1;

  async list(): Promise<Result<LrsCredentials, AppError>> {
    return Ok({ endpoint: 'http://tiza.test/api/xapi/', credentials: structuredClone(this.credentials) });
  }

  async create(name: string): Promise<Result<IssuedLrsCredential, AppError>> {
    if (this.failure) return Err(this.failure);
    const n = this.next++;
    const credential: LrsCredential = { guid: `cred-${n}`, name: name.trim(), key: `key-${n}`, createdAt: new Date('2026-11-27T09:00:00Z'), createdByName: 'Elena Admin', lastUsedAt: null, revokedAt: null };
    this.credentials.unshift(credential);
    return Ok({ credential: structuredClone(credential), secret: `secret-${n}` });
  }

  async revoke(guid: string): Promise<Result<void, AppError>> {
    if (this.failure) return Err(this.failure);
    this.credentials = this.credentials.map((c) => (c.guid === guid ? { ...c, revokedAt: new Date('2026-11-27T10:00:00Z') } : c));
    return Ok(undefined);
  }
}
