import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { FoundPage, HelpdeskAccount } from '@application/helpdesk/HelpdeskAccount';

/** The helpdesk's desk (`/front/helpdesk`). */
export interface HelpdeskGateway {
  /** One page of the tenant's users matching what was typed (an id, an e-mail's start, names' starts; '' for everyone). */
  search(query: string, page: number): Promise<Result<FoundPage, AppError>>;
  account(guid: string): Promise<Result<HelpdeskAccount, AppError>>;
}

export const HelpdeskGateway: ServiceIdentifier<HelpdeskGateway> = Symbol('HelpdeskGateway');
