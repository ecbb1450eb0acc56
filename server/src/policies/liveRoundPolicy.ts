// Who may answer a live question (ADR 0527): the students of its course who see its lesson. Anyone who does not see
// the lesson — another course, another tenant — hears 404, as if there were no round; its teachers and school admins,
// who see it, hear 403 (they run rounds, they do not answer them).
import { forbidden, notFound } from '../errors/ApiError';
import type { AccessCaller, AccessRepository } from '../repositories/AccessRepository';
import type { LiveRoundRepository, LiveRoundRow } from '../repositories/LiveRoundRepository';
import { requireLesson } from './coursePolicy';

/** A round the caller answers as a student of its course, or 404/403. */
export async function requireAnswerableRound(rounds: LiveRoundRepository, access: AccessRepository, caller: AccessCaller, roundGuid: string): Promise<LiveRoundRow> {
  const round = await rounds.byGuid(roundGuid.toLowerCase());
  if (!round || round.tenantId !== caller.tenantId) throw notFound();
  const lesson = await requireLesson(access, caller, round.lessonGuid);
  if (lesson.relation !== 'student') throw forbidden();
  return round;
}
