import type { ClassroomCheckAnswerDto, ClassroomCheckBodyDto } from '@contract/accounts';
import { checkClassroomCode, type ClassroomCodeError } from '@domain/accounts/classrooms';
import type { ApiErrorCode } from '@contract/errors';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { ApiError } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';

const CODES: Record<ClassroomCodeError['code'], ApiErrorCode> = {
  'classroom.required': 'CLASSROOM_INVALID',
  'classroom.invalid': 'CLASSROOM_INVALID',
  'classroom.already-added': 'CLASSROOM_ALREADY_ADDED',
  'classroom.too-many': 'CLASSROOM_TOO_MANY',
};

/** A refused class code as the API's 400 (the domain's rule in the detail), pointing at the field. */
function classroomRefused(error: ClassroomCodeError, path: string): ApiError {
  return new ApiError(400, CODES[error.code], undefined, [{ path, message: error.code }]);
}

/**
 * The live course of the tenant a class code typed at sign-up opens (ADR 0538), given the codes added before it: 400
 * CLASSROOM_* for a code the domain refuses, 404 CODE_NOT_FOUND (path in the detail) when no course has it.
 */
export async function classroomOf(repos: Repositories, tenant: TenantConfig, typed: string, added: readonly string[], path: string): Promise<{ guid: string; code: string; name: string; schoolName: string }> {
  const checked = checkClassroomCode(typed, added);
  if (checked.err) throw classroomRefused(checked.val, path);
  const found = await repos.courses.classByJoinCode(tenant.id, checked.val);
  if (!found) throw new ApiError(404, 'CODE_NOT_FOUND', undefined, [{ path, message: 'classroom.not-found' }]);
  return { ...found, code: checked.val };
}

/** Whether a class code could be added in a sign-up now, and the course it opens (nobody joins anything yet). */
export async function checkClassroom(repos: Repositories, command: { tenant: TenantConfig; body: ClassroomCheckBodyDto }): Promise<ClassroomCheckAnswerDto> {
  const found = await classroomOf(repos, command.tenant, command.body.code, command.body.added, '/code');
  return { code: found.code, course_name: found.name, school_name: found.schoolName };
}
