import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuditPage, AuditQuery } from '@application/admin/AuditEntry';

/** The audit log (`/front/audit`): the entries the signed-in school admin or helpdesk may read. */
export interface AuditGateway {
  page(query: AuditQuery): Promise<Result<AuditPage, AppError>>;
}

export const AuditGateway: ServiceIdentifier<AuditGateway> = Symbol('AuditGateway');
