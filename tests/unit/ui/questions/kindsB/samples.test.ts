import { describe, expect, it } from 'vitest';
import { validateAnswer } from '@domain/assessments/answers';
import { validateQuestionData } from '@domain/assessments/questionData';
import { scoreAnswer } from '@domain/assessments/scoring';
import { KINDS_B, authored, loadKind } from './kindsBSupport';

const LANGUAGES = ['es', 'en', 'pt'] as const;

describe('samples of QT_12–QT_21', () => {
  describe.each(KINDS_B)('%s', (type) => {
    it.each(LANGUAGES)('is valid question data with a right and a wrong answer (%s)', async (lng) => {
      const kind = await loadKind(type);
      const sample = kind.sample(lng);
      const checked = validateQuestionData(type, sample.data);
      expect(checked.err ? checked.val : []).toEqual([]);
      expect(sample.name.trim()).not.toBe('');
      expect(sample.prompt.trim()).not.toBe('');
      for (const answer of [sample.goodAnswer, sample.wrongAnswer]) {
        const valid = validateAnswer(type, answer);
        expect(valid.err ? valid.val : []).toEqual([]);
      }
      const question = authored(type, kind, lng);
      const good = scoreAnswer(question, sample.goodAnswer);
      const wrong = scoreAnswer(question, sample.wrongAnswer);
      if (type === 'QT_20') {
        expect(good.outcome).toBe('needs-grading');
        expect(wrong.outcome).toBe('unanswered');
      } else {
        expect(good).toEqual({ points: sample.points, max: sample.points, outcome: 'correct' });
        expect(wrong.outcome === 'partial' || wrong.outcome === 'incorrect').toBe(true);
      }
    });
  });

  it('differ between languages (the texts are translated)', async () => {
    const kind = await loadKind('QT_13');
    const names = new Set(LANGUAGES.map((lng) => kind.sample(lng).name));
    expect(names.size).toBe(3);
  });
});
