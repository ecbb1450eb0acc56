// The words of a live question (ADR 0527) that the wire contract names: which types run live, a round's states and
// actions, the prompt's length. Apart from liveRound.ts's rules so that the contract, read by the notification stream
// the app opens at start, does not bring the tests' scoring into the first screen's script (issue 14).
import type { QuestionTypeCode } from '../assessments/questionTypes';

/**
 * The question types a class answers live (ADR 0527): quick to type on a phone, quick to answer on any device, and
 * aggregated as a bar chart (choices, true/false) or a frequency list (short text, numbers). The others need images,
 * long texts or a teacher's grading, and stay in tests.
 */
export const LIVE_QUESTION_TYPES = ['QT_1', 'QT_2', 'QT_3', 'QT_7', 'QT_14'] as const satisfies readonly QuestionTypeCode[];
export type LiveQuestionType = (typeof LIVE_QUESTION_TYPES)[number];

/** Whether a question type runs live (`LIVE_QUESTION_TYPES`). */
export function isLiveQuestionType(type: string): type is LiveQuestionType {
  return (LIVE_QUESTION_TYPES as readonly string[]).includes(type);
}

/**
 * `open`: students answer. `closed`: no more answers, the key still hidden. `revealed`: the key is shown (on the
 * projector and to every student). `ended`: the projector is back on the lesson and the students' panel is gone.
 */
export const ROUND_STATES = ['open', 'closed', 'revealed', 'ended'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

export const ROUND_ACTIONS = ['close', 'reveal', 'end', 'show-names', 'hide-names'] as const;
export type RoundAction = (typeof ROUND_ACTIONS)[number];

/** Longest prompt (plain text, what the teacher types on the phone). */
export const LIVE_PROMPT_MAX = 500;
