import type { BehaviourBodyDto, GivenPointsDto } from '@contract/classroom';
import { schoolToday } from '@domain/calendar/monthGrid';
import { checkBehaviourDay, checkBehaviourPoint } from '@domain/gradebook/behaviour';
import { badRequest, type ErrorDetail } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { pointDto } from '../../queries/gradebook/classroom';
import { invalid } from './setupChecks';

export interface GivePoints {
  courseGuid: string;
  /** The school's IANA time zone: the default day is its today. */
  timeZone: string;
  body: BehaviourBodyDto;
  at: Date;
}

/**
 * A teacher gives one behaviour point (positive or needs-work, with a reason the domain checks) to one or several
 * students of the course, in one statement: 400 /reason, /day, /student_guids/<i> behaviour.not-a-student.
 */
export async function givePoints(repos: Repositories, actor: Caller, command: GivePoints): Promise<GivenPointsDto> {
  const { kind, reason, student_guids: sent } = command.body;
  const studentGuids = sent.map((guid) => guid.toLowerCase());
  // The schema refuses a repeated guid; the same guid in another case is the same student too.
  if (new Set(studentGuids).size !== studentGuids.length) throw invalid('/body/student_guids', 'must NOT have duplicate items');
  const checked = checkBehaviourPoint({ studentGuid: studentGuids[0] ?? '', kind, reason });
  if (checked.err) throw invalid('/reason', checked.val.code);
  const today = schoolToday(command.at, command.timeZone);
  let day = today;
  if (command.body.day !== undefined) {
    const asked = checkBehaviourDay(command.body.day, today);
    if (asked.err) throw invalid('/day', asked.val.code);
    day = asked.val;
  }
  const students = await repos.classroom.studentsAmong(command.courseGuid, studentGuids);
  const strangers: ErrorDetail[] = studentGuids.flatMap((guid, index) => (students.has(guid) ? [] : [{ path: `/student_guids/${index}`, message: 'behaviour.not-a-student' }]));
  if (strangers.length > 0) throw badRequest('VALIDATION_FAILED', strangers);
  const points = await repos.classroom.givePoints({ courseGuid: command.courseGuid, studentGuids, kind, reason: checked.val.reason, day, by: actor.guid, at: command.at });
  return { points: points.map((row) => pointDto(row)) };
}
