// A learner's progress in an xAPI item, read from their statements about its activity (ADR 0567): completed when a
// statement says so (verb completed/passed/failed/mastered, or result.completion true), passed or failed by the last
// statement with a success, the score of the last statement with one, and when they last did anything.

export const COMPLETING_VERBS = ['http://adlnet.gov/expapi/verbs/completed', 'http://adlnet.gov/expapi/verbs/passed', 'http://adlnet.gov/expapi/verbs/failed', 'http://adlnet.gov/expapi/verbs/mastered'] as const;

export type XapiCompletion = 'not-attempted' | 'in-progress' | 'completed';
export type XapiSuccess = 'passed' | 'failed' | 'unknown';

/** What progress needs of one statement (oldest first when given as a list). */
export interface ProgressStatement {
  verbId: string;
  stored: Date;
  completion?: boolean | undefined;
  success?: boolean | undefined;
  /** result.score.scaled, -1..1. */
  scaled?: number | undefined;
}

export interface XapiProgress {
  completion: XapiCompletion;
  success: XapiSuccess;
  /** 0–100, the last scaled score given (negative scores count as 0). */
  scorePercent: number | null;
  statements: number;
  lastAt: Date | null;
}

export function xapiProgress(statements: readonly ProgressStatement[]): XapiProgress {
  if (statements.length === 0) return { completion: 'not-attempted', success: 'unknown', scorePercent: null, statements: 0, lastAt: null };
  const ordered = [...statements].sort((a, b) => a.stored.getTime() - b.stored.getTime());
  const completed = ordered.some((s) => s.completion === true || (COMPLETING_VERBS as readonly string[]).includes(s.verbId));
  let success: XapiSuccess = 'unknown';
  let scaled: number | undefined;
  for (const s of ordered) {
    if (s.success !== undefined) success = s.success ? 'passed' : 'failed';
    else if (s.verbId === 'http://adlnet.gov/expapi/verbs/passed') success = 'passed';
    else if (s.verbId === 'http://adlnet.gov/expapi/verbs/failed') success = 'failed';
    if (s.scaled !== undefined) scaled = s.scaled;
  }
  return {
    completion: completed ? 'completed' : 'in-progress',
    success,
    scorePercent: scaled === undefined ? null : Math.round(Math.max(0, Math.min(1, scaled)) * 1000) / 10,
    statements: ordered.length,
    lastAt: ordered[ordered.length - 1]?.stored ?? null,
  };
}
