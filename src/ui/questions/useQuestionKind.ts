import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import type { QuestionKindModule } from '@ui/questions/QuestionKind';
import { QUESTION_KINDS } from '@ui/questions/questionKinds';
import { useCachedLoad } from '@ui/questions/useCachedLoad';

type AnyKind = QuestionKindModule<QuestionTypeCode>;

const loaded = new Map<QuestionTypeCode, AnyKind>();
const loadKind = (type: QuestionTypeCode) => QUESTION_KINDS[type]() as Promise<AnyKind>;

export type KindState<T extends QuestionTypeCode> = { status: 'loading' } | { status: 'ready'; kind: QuestionKindModule<T> } | { status: 'error'; retry: () => void };

/**
 * The type's module (Editor, Player, Review), loaded on first use and then shared. The answer always belongs to the
 * type asked for: when a component is reused for another type (the next question of a test), it never gets the
 * previous type's module, not even for one render.
 */
export function useQuestionKind<T extends QuestionTypeCode>(type: T): KindState<T> {
  const state = useCachedLoad(loaded, type, loadKind);
  return state.status === 'ready' ? { status: 'ready', kind: state.value as unknown as QuestionKindModule<T> } : state;
}

/** Loads the modules of these types ahead of use: a test fetches all its players at the start, so they still show when the connection drops. */
export function preloadQuestionKinds(types: Iterable<QuestionTypeCode>): void {
  for (const type of new Set(types)) {
    if (loaded.has(type)) continue;
    loadKind(type).then(
      (kind) => void loaded.set(type, kind),
      // Not fatal: the question loads (or offers to retry) when it is shown.
      () => undefined,
    );
  }
}
