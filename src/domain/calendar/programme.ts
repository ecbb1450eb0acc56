import type { ClassSession } from './timetable';

/**
 * The course programme: its lessons laid, in order, on its class sessions, and moving one to another session.
 * Decisions: docs/decisions/0505-course-programme.md; scenarios: features/calendar/programme.feature.
 *
 * A lesson takes the session after the previous lesson's, unless a teacher pinned it to a later one. A pin is kept as
 * the session's day and start (sessions are laid out from the timetable, not stored: ADR 0501); when that session is
 * gone (a non-school day recorded since, a changed timetable) or would break the order, the lesson flows on as if unpinned.
 */

/** A session as a pin names it. */
export interface SessionRef {
  date: string;
  starts: string;
}

export interface ProgrammeLesson {
  guid: string;
  pin: SessionRef | null;
}

export interface LaidLesson {
  lessonGuid: string;
  /** Null when the timetable has no session left for it. */
  session: ClassSession | null;
  /** Its pin holds (the teacher put it there). */
  pinned: boolean;
}

export type MoveRefusal = 'programme.not-a-session' | 'programme.past' | 'programme.before-previous' | 'programme.unknown-lesson';

const keyOf = (session: SessionRef) => `${session.date}T${session.starts}`;

/** Every lesson on its session, in the lessons' order; sessions in order of day and start. */
export function layProgramme(lessons: readonly ProgrammeLesson[], sessions: readonly ClassSession[]): LaidLesson[] {
  const index = new Map(sessions.map((session, i) => [keyOf(session), i]));
  let next = 0;
  return lessons.map((lesson) => {
    const pinned = lesson.pin === null ? undefined : index.get(keyOf(lesson.pin));
    const holds = pinned !== undefined && pinned >= next;
    const at = holds ? pinned : next;
    next = at + 1;
    return { lessonGuid: lesson.guid, session: sessions[at] ?? null, pinned: holds };
  });
}

/**
 * The sessions a lesson may move to, `now` being the school's wall clock (`YYYY-MM-DDTHH:mm`): after the previous
 * lesson's session (the order is kept), not begun yet, and not the one it is on. Later lessons shift after it.
 */
export function moveTargets<S extends ClassSession>(laid: readonly LaidLesson[], lessonGuid: string, sessions: readonly S[], now: string): S[] {
  const position = laid.findIndex((lesson) => lesson.lessonGuid === lessonGuid);
  if (position < 0) return [];
  const previous = position > 0 ? laid[position - 1]?.session : undefined;
  const after = previous ? keyOf(previous) : '';
  const current = laid[position]?.session;
  const here = current ? keyOf(current) : undefined;
  return sessions.filter((session) => keyOf(session) > after && keyOf(session) >= now && keyOf(session) !== here);
}

/** Why a move is refused, or undefined when it may be made. */
export function checkMove(laid: readonly LaidLesson[], lessonGuid: string, target: SessionRef, sessions: readonly ClassSession[], now: string): MoveRefusal | undefined {
  const position = laid.findIndex((lesson) => lesson.lessonGuid === lessonGuid);
  if (position < 0) return 'programme.unknown-lesson';
  const session = sessions.find((candidate) => keyOf(candidate) === keyOf(target));
  if (session === undefined) return 'programme.not-a-session';
  if (keyOf(session) < now) return 'programme.past';
  const previous = position > 0 ? laid[position - 1]?.session : undefined;
  if (previous && keyOf(session) <= keyOf(previous)) return 'programme.before-previous';
  return undefined;
}

/**
 * The lesson each session holds, by the session's `YYYY-MM-DDTHH:mm` (the calendar names it on the class: ADR 0506).
 * A reader who does not see drafts (a student) gets no lesson for a session whose lesson is unpublished: the class
 * still shows, without it.
 */
export function lessonsBySession<L extends { guid: string; published: boolean }>(laid: readonly LaidLesson[], lessons: readonly L[], seesDrafts: boolean): Map<string, L> {
  const byGuid = new Map(lessons.map((lesson) => [lesson.guid, lesson]));
  const held = new Map<string, L>();
  for (const entry of laid) {
    const lesson = byGuid.get(entry.lessonGuid);
    if (entry.session !== null && lesson !== undefined && (seesDrafts || lesson.published)) held.set(keyOf(entry.session), lesson);
  }
  return held;
}
