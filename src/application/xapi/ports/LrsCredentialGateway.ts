import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { IssuedLrsCredential, LrsCredentials } from '@application/xapi/LrsCredential';

/** The tenant's LRS credentials (`/front/lrs-credentials`, school admins). */
export interface LrsCredentialGateway {
  list(): Promise<Result<LrsCredentials, AppError>>;
  create(name: string): Promise<Result<IssuedLrsCredential, AppError>>;
  revoke(guid: string): Promise<Result<void, AppError>>;
}

export const LrsCredentialGateway: ServiceIdentifier<LrsCredentialGateway> = Symbol('LrsCredentialGateway');
