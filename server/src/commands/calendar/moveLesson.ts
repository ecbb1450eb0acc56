import type { ProgrammeMoveBodyDto } from '@contract/programme';
import { checkMove } from '@domain/calendar/programme';
import { badRequest } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { AccessCaller } from '../../repositories/AccessRepository';
import type { LessonAccess } from '../../policies/coursePolicy';
import { programmeFacts } from '../../queries/calendar/programme';

/**
 * Moves a lesson to a class session of its course (ADR 0505): a teacher of the course (the route's policy decided). The
 * domain checks it on the programme as it is now: 400 VALIDATION_FAILED at `/date` (past, before the previous lesson,
 * not a session), nothing saved. The lessons after it shift when the programme is laid out again.
 */
export async function moveLesson(repos: Repositories, actor: AccessCaller, lesson: LessonAccess, body: ProgrammeMoveBodyDto, now: Date): Promise<void> {
  const facts = await programmeFacts(repos, lesson, now);
  const refusal = checkMove(facts.laid, lesson.lessonGuid, { date: body.date.trim(), starts: body.starts.trim() }, facts.sessions, facts.now);
  if (refusal !== undefined) throw badRequest('VALIDATION_FAILED', [{ path: '/date', message: refusal }]);
  await repos.calendar.pinLesson({ lessonGuid: lesson.lessonGuid, courseGuid: lesson.courseGuid, date: body.date.trim(), starts: body.starts.trim(), by: actor.guid, at: now });
}
