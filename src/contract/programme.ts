// The course programme on the wire (docs/api-calendar.md, ADR 0505): the course's lessons laid on its class sessions.
// The domain lays them out and checks a move (src/domain/calendar/programme.ts): 400 VALIDATION_FAILED with
// `details: [{ path: '/date', message: 'programme.past' | 'programme.before-previous' | 'programme.not-a-session' }]`.
import { T, type Static, Guid, Nullable } from './schema';

export const ProgrammeParams = T.Object({ guid: Guid });
export const ProgrammeLessonParams = T.Object({ lessonGuid: Guid });

/** A class session: the school's wall clock; `guid` names it as the calendar does. */
export const ProgrammeSessionSchema = T.Object({
  guid: Guid,
  date: T.String({ format: 'date' }),
  starts: T.String(),
  ends: T.String(),
  room: T.String(),
});

export const ProgrammeAnswer = T.Object({
  course_name: T.String(),
  /** Lessons in the course's order (units, then lessons); students see the published ones. */
  lessons: T.Array(
    T.Object({
      guid: Guid,
      name: T.String(),
      unit_name: T.String(),
      published: T.Boolean(),
      /** Null when the timetable has no session left for it (or there is no timetable). */
      session: Nullable(ProgrammeSessionSchema),
      /** A teacher moved it there. */
      moved: T.Boolean(),
    }),
  ),
  /** The sessions not begun yet, in order: where a teacher may move a lesson (the domain's moveTargets picks them per lesson). */
  upcoming: T.Array(ProgrammeSessionSchema),
  has_timetable: T.Boolean(),
  can_edit: T.Boolean(),
  /** The school's clock now, `YYYY-MM-DDTHH:mm`. */
  now: T.String(),
});
export type ProgrammeAnswerDto = Static<typeof ProgrammeAnswer>;
export type ProgrammeSessionDto = Static<typeof ProgrammeSessionSchema>;

/** `PUT /front/lessons/{guid}/session`: the session (day and start) the lesson moves to. */
export const ProgrammeMoveBody = T.Object({
  date: T.String({ maxLength: 32 }),
  starts: T.String({ maxLength: 5 }),
});
export type ProgrammeMoveBodyDto = Static<typeof ProgrammeMoveBody>;
