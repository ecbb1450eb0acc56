import type { Answer, Outcome } from '@domain/assessments/questionModel';
import type { LiveQuestionType, RoundAction, RoundState } from '@domain/projection/liveRound';

/** One bar or line of the projector's aggregate. */
export interface LiveTally {
  key: string;
  label: string;
  count: number;
  correct: boolean;
}

/** The running live question as the projector and the remote show it (ADR 0527). */
export interface LiveRoundView {
  guid: string;
  type: LiveQuestionType;
  prompt: string;
  /** The authored question_data, answer key included (the teacher's screens only). */
  data: Record<string, unknown>;
  points: number;
  state: RoundState;
  namesShown: boolean;
  kind: 'bars' | 'frequency';
  tallies: LiveTally[];
  answered: number;
  correct: number;
  correctShare: number;
  classSize: number;
  names: { name: string; answer: string; outcome: Outcome }[];
  columnGuid: string | null;
}

/** A quick question as the remote sends it. */
export interface LiveQuestionDraft {
  type: LiveQuestionType;
  prompt: string;
  data: Record<string, unknown>;
}

export type { RoundAction };

/** The running question of a lesson as one student sees it: no key until revealed. */
export interface StudentRound {
  guid: string;
  courseGuid: string;
  lessonGuid: string;
  type: LiveQuestionType;
  prompt: string;
  data: Record<string, unknown>;
  state: RoundState;
  myAnswer: Answer | null;
  key: Answer | null;
  myOutcome: Outcome | null;
}

/** What the feed tells a lesson page: it (re)connected, or a round of a lesson changed. */
export type LiveRoundFeedEvent = { kind: 'connected' } | { kind: 'change'; lessonGuid: string; roundGuid: string };
