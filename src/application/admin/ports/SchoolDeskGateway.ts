import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { SchoolDesk } from '@application/admin/SchoolDesk';

/** The school admin's desk (`/front/admin/school`) and its audited acts on someone's account. */
export interface SchoolDeskGateway {
  /** One of the admin's schools; none: their first. */
  desk(schoolGuid?: string): Promise<Result<SchoolDesk, AppError>>;
  /** Mails the person a password reset link; audited with the reason, if given. */
  sendPasswordReset(userGuid: string, reason: string): Promise<Result<void, AppError>>;
}

export const SchoolDeskGateway: ServiceIdentifier<SchoolDeskGateway> = Symbol('SchoolDeskGateway');
