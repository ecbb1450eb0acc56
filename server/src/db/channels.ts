/**
 * The notification channels the database's triggers send on, which every server process listens to.
 * `tiza_session_changes` (migration 0009): 's:<session id>', 'u:<user guid>' or '*' when a session ended or its user
 * changed (ADR 0470).
 */
export const SESSION_CHANGES_CHANNEL = 'tiza_session_changes';

/** `tiza_projection_changes` (migration 0011): the guid of a projection that changed (ADR 0520). */
export const PROJECTION_CHANGES_CHANNEL = 'tiza_projection_changes';

/** `tiza_notifications` (migration 0016): the guid of a user who has a new notification (ADR 0513). */
export const NOTIFICATIONS_CHANNEL = 'tiza_notifications';

/**
 * `tiza_board_changes` (sent by the board's commands, `BoardRepository.announce`): a JSON `BoardChangeNote` — a message
 * of a course board was created, changed or deleted, with its audience before and after (ADR 0516).
 */
export const BOARD_CHANGES_CHANNEL = 'tiza_board_changes';

/**
 * `tiza_live_rounds` (sent by the live questions' commands, `LiveRoundRepository.announce`): a JSON `LiveRoundNote` — a
 * live question of a lesson opened, closed, was revealed or ended; the course's students' streams are told (ADR 0528).
 */
export const LIVE_ROUNDS_CHANNEL = 'tiza_live_rounds';

/**
 * `tiza_course_members` (migration 0026): the guid of a course one of whose memberships was added, changed or removed,
 * or '*' when they were all truncated; each process forgets the students it kept for that course (ADR 0529).
 */
export const COURSE_MEMBERS_CHANNEL = 'tiza_course_members';

/**
 * `tiza_question_changes` (migration 0034): the guid of an assessment (its item) one of whose questions was added,
 * changed or removed, or '*' when they were all truncated; each process forgets the questions it kept of it (ADR 0546).
 */
export const QUESTION_CHANGES_CHANNEL = 'tiza_question_changes';

export const LISTEN_CHANNELS = [SESSION_CHANGES_CHANNEL, PROJECTION_CHANGES_CHANNEL, NOTIFICATIONS_CHANNEL, BOARD_CHANGES_CHANNEL, LIVE_ROUNDS_CHANNEL, COURSE_MEMBERS_CHANNEL, QUESTION_CHANGES_CHANNEL] as const;
