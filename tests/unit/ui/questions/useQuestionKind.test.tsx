import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import { QUESTION_KINDS } from '@ui/questions/questionKinds';
import { preloadQuestionKinds, useQuestionKind } from '@ui/questions/useQuestionKind';

describe('useQuestionKind', () => {
  it('never answers with the previous type’s module when the same component moves to another type', async () => {
    const qt1 = await QUESTION_KINDS.QT_1();
    const qt3 = await QUESTION_KINDS.QT_3();
    const seen: { type: QuestionTypeCode; kind: unknown }[] = [];
    const { result, rerender } = renderHook(
      ({ type }: { type: QuestionTypeCode }) => {
        const state = useQuestionKind(type);
        if (state.status === 'ready') seen.push({ type, kind: state.kind });
        return state;
      },
      { initialProps: { type: 'QT_1' as QuestionTypeCode } },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ type: 'QT_3' });
    await waitFor(() => expect(result.current.status === 'ready' && result.current.kind).toBe(qt3));
    for (const render of seen) expect(render.kind).toBe(render.type === 'QT_1' ? qt1 : qt3);
  });

  it('shows a preloaded type at once', async () => {
    preloadQuestionKinds(['QT_7', 'QT_7']);
    const qt7 = await QUESTION_KINDS.QT_7();
    await waitFor(() => expect(renderHook(() => useQuestionKind('QT_7')).result.current.status).toBe('ready'));
    const { result } = renderHook(() => useQuestionKind('QT_7'));
    expect(result.current.status === 'ready' && result.current.kind).toBe(qt7);
  });
});
