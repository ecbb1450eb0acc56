// Who may drive a projection (ADR 0520, 0521): only the teacher who opened it, in the tenant it was opened in. Anyone
// else — another teacher, a student, another tenant — does not learn it exists: 404, as for a pairing code that is
// not theirs. A code past its time answers 410 PAIRING_CODE_EXPIRED to its owner only.
import { isPairingCode, pairingRefusal } from '@domain/projection/projection';
import { ApiError, notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';
import type { Repositories } from '../plugins/app/repositories';
import type { AccessCaller } from '../repositories/AccessRepository';
import type { ProjectionRepository, ProjectionRow } from '../repositories/ProjectionRepository';
import type { QuestionRow } from '../repositories/QuestionRepository';
import { requireAssessmentType, requireQuestion } from './assessmentPolicy';
import { requireChange, type ItemAccess } from './coursePolicy';

function owns(row: ProjectionRow | undefined, caller: AccessCaller): row is ProjectionRow {
  return row !== undefined && row.ownerGuid === caller.guid && row.tenantId === caller.tenantId;
}

/** The caller's own projection, or 404. */
export async function requireOwnProjection(repo: ProjectionRepository, caller: AccessCaller, guid: string): Promise<ProjectionRow> {
  const row = await repo.byGuid(guid.toLowerCase());
  if (!owns(row, caller)) throw notFound();
  return row;
}

/** The projection a pairing code names, when the caller may pair with it now. */
export async function requirePairing(repo: ProjectionRepository, caller: AccessCaller, shortToken: string, now: Date): Promise<ProjectionRow> {
  // Not even the shape of a code: nothing to look up.
  if (!isPairingCode(shortToken)) throw notFound('CODE_NOT_FOUND');
  const row = await repo.byShortToken(shortToken);
  const refusal = pairingRefusal(row && row.tenantId === caller.tenantId ? row : undefined, caller.guid, now);
  if (refusal === 'pairing.expired') throw new ApiError(410, 'PAIRING_CODE_EXPIRED');
  if (refusal !== undefined || !row) throw notFound('CODE_NOT_FOUND');
  return row;
}

/**
 * A test's question a teacher may project (`/projection/question/{g}`, ADR 0526): 404 for an unknown question and for
 * anyone who does not see its course (another tenant, school or course), 403 for the course's students and school
 * admins, as when opening a projection.
 */
export async function requireProjectableQuestion(repos: Pick<Repositories, 'access' | 'questions'>, caller: Caller, questionGuid: string): Promise<{ question: QuestionRow; access: ItemAccess }> {
  const found = await requireQuestion(repos, caller, questionGuid);
  requireAssessmentType(requireChange(found.access));
  return found;
}
