import { describe, expect, it } from 'vitest';
import { validateAnswer } from '@domain/assessments/answers';
import { validateQuestionData } from '@domain/assessments/questionData';
import { QUESTION_TYPE_CODES } from '@domain/assessments/questionTypes';
import { scoreAnswer } from '@domain/assessments/scoring';
import { QUESTION_KINDS } from '@ui/questions/questionKinds';
import { loadSample } from '@ui/questions/samples/loadSample';
import { KINDS_B, authored } from './kindsBSupport';

const LANGUAGES = ['es', 'en', 'pt'] as const;

describe('samples of QT_12–QT_21', () => {
  describe.each(KINDS_B)('%s', (type) => {
    it.each(LANGUAGES)('is valid question data with a right and a wrong answer (%s)', async (lng) => {
      const sample = await loadSample(type, lng);
      const checked = validateQuestionData(type, sample.data);
      expect(checked.err ? checked.val : []).toEqual([]);
      expect(sample.name.trim()).not.toBe('');
      expect(sample.prompt.trim()).not.toBe('');
      for (const answer of [sample.goodAnswer, sample.wrongAnswer]) {
        const valid = validateAnswer(type, answer);
        expect(valid.err ? valid.val : []).toEqual([]);
      }
      const question = authored(type, sample);
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
    const samples = await Promise.all(LANGUAGES.map((lng) => loadSample('QT_13', lng)));
    const names = new Set(samples.map((sample) => sample.name));
    expect(names.size).toBe(3);
  });
});

describe('samples of every type', () => {
  it.each(QUESTION_TYPE_CODES)('%s: its prompt is translated into each language, and its kind module carries no sample', async (type) => {
    const samples = await Promise.all(LANGUAGES.map((lng) => loadSample(type, lng)));
    expect(new Set(samples.map((sample) => sample.prompt)).size).toBe(3);
    expect(Object.keys(await QUESTION_KINDS[type]()).sort()).toEqual(['Editor', 'Player', 'Review']);
  });
});
