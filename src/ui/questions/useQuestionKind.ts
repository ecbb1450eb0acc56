import { useEffect, useState } from 'react';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import type { QuestionKindModule } from '@ui/questions/QuestionKind';
import { QUESTION_KINDS } from '@ui/questions/questionKinds';

const loaded = new Map<QuestionTypeCode, QuestionKindModule<QuestionTypeCode>>();

export type KindState<T extends QuestionTypeCode> = { status: 'loading' } | { status: 'ready'; kind: QuestionKindModule<T> } | { status: 'error'; retry: () => void };

/** The type's module (Editor, Player, Review, sample), loaded on first use and then shared. */
export function useQuestionKind<T extends QuestionTypeCode>(type: T): KindState<T> {
  const cached = loaded.get(type) as QuestionKindModule<T> | undefined;
  const [state, setState] = useState<KindState<T>>(cached ? { status: 'ready', kind: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const hit = loaded.get(type) as QuestionKindModule<T> | undefined;
    if (hit) {
      setState({ status: 'ready', kind: hit });
      return undefined;
    }
    let active = true;
    setState({ status: 'loading' });
    (QUESTION_KINDS[type] as () => Promise<QuestionKindModule<T>>)().then(
      (kind) => {
        loaded.set(type, kind as unknown as QuestionKindModule<QuestionTypeCode>);
        if (active) setState({ status: 'ready', kind });
      },
      () => {
        if (active) setState({ status: 'error', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      active = false;
    };
  }, [type, attempt]);
  return state;
}
