// Joining classes while signing up (spec §2's "classrooms" step; ADR 0538): the codes a teacher hands out, typed as the
// user likes, each once, a few at most; the account joins them when it opens — a child's when their guardian consents.
import { Err, Ok, type Result } from '../shared/result';
import { normaliseJoinCode } from '../courses/course';

/** At most this many classes are joined in a sign-up: enough for a student's subjects of one school, few enough to guess with. */
export const MAX_SIGNUP_CLASSROOMS = 5;

export type ClassroomCodeError = { code: 'classroom.required' } | { code: 'classroom.invalid' } | { code: 'classroom.already-added' } | { code: 'classroom.too-many'; max: number };

/**
 * A class code that could be added to this sign-up, read as the course join codes are (case, spaces and dashes aside):
 * typed, of a code's shape, not added already, and not past the limit. Whether a class has it is the server's to say.
 */
export function checkClassroomCode(typed: string, added: readonly string[]): Result<string, ClassroomCodeError> {
  if (typed.trim() === '') return Err({ code: 'classroom.required' });
  const code = normaliseJoinCode(typed);
  if (code === null) return Err({ code: 'classroom.invalid' });
  const known = added.map((other) => normaliseJoinCode(other) ?? other);
  if (known.includes(code)) return Err({ code: 'classroom.already-added' });
  if (known.length >= MAX_SIGNUP_CLASSROOMS) return Err({ code: 'classroom.too-many', max: MAX_SIGNUP_CLASSROOMS });
  return Ok(code);
}

/**
 * When the classes typed at sign-up are joined: with the account when it opens at once; a child's account waits for
 * the guardian's consent, and so do its classes — nobody in a class sees the child before that (spec §5).
 */
export function classroomsJoinedAt(status: 'active' | 'pending-consent'): 'sign-up' | 'consent' {
  return status === 'active' ? 'sign-up' : 'consent';
}
