import { useEffect, useState } from 'react';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import type { QuestionKindModule } from '@ui/questions/QuestionKind';
import { QUESTION_KINDS } from '@ui/questions/questionKinds';

const loaded = new Map<QuestionTypeCode, QuestionKindModule<QuestionTypeCode>>();

export type KindState<T extends QuestionTypeCode> = { status: 'loading' } | { status: 'ready'; kind: QuestionKindModule<T> } | { status: 'error'; retry: () => void };

/**
 * The type's module (Editor, Player, Review, sample), loaded on first use and then shared. The answer
 * always belongs to the type asked for: when a component is reused for another type (the next question
 * of a test), it never gets the previous type's module, not even for one render.
 */
export function useQuestionKind<T extends QuestionTypeCode>(type: T): KindState<T> {
  const [failed, setFailed] = useState<{ type: QuestionTypeCode; retry: () => void } | null>(null);
  const [, setLoadedType] = useState<QuestionTypeCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded.has(type)) {
      // Loaded elsewhere (a preload) between this render and now: render again with it.
      setLoadedType(type);
      return undefined;
    }
    let active = true;
    setFailed(null);
    (QUESTION_KINDS[type] as () => Promise<QuestionKindModule<T>>)().then(
      (kind) => {
        loaded.set(type, kind as unknown as QuestionKindModule<QuestionTypeCode>);
        if (active) setLoadedType(type);
      },
      () => {
        if (active) setFailed({ type, retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      active = false;
    };
  }, [type, attempt]);
  const kind = loaded.get(type) as QuestionKindModule<T> | undefined;
  if (kind) return { status: 'ready', kind };
  if (failed?.type === type) return { status: 'error', retry: failed.retry };
  return { status: 'loading' };
}

/** Loads the modules of these types ahead of use: a test fetches all its players at the start, so they still show when the connection drops. */
export function preloadQuestionKinds(types: Iterable<QuestionTypeCode>): void {
  for (const type of new Set(types)) {
    if (loaded.has(type)) continue;
    QUESTION_KINDS[type]().then(
      (kind) => void loaded.set(type, kind as unknown as QuestionKindModule<QuestionTypeCode>),
      // Not fatal: the question loads (or offers to retry) when it is shown.
      () => undefined,
    );
  }
}
