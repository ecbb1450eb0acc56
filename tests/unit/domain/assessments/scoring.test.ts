import { describe, expect, it } from 'vitest';
import { emptyAnswer } from '@domain/assessments/answers';
import { validateQuestionData } from '@domain/assessments/questionData';
import type { Answer, AuthoredQuestion } from '@domain/assessments/questionModel';
import { isManuallyScored, QUESTION_TYPE_CODES, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { attemptTotal, keyAsAnswer, longestIncreasing, readNumber, round2, scoreAnswer } from '@domain/assessments/scoring';
import { SAMPLES } from './samples';

function question(type: QuestionTypeCode, points = 3): AuthoredQuestion {
  const checked = validateQuestionData(type, SAMPLES[type].data);
  if (checked.err) throw new Error(`${type}: ${JSON.stringify(checked.val)}`);
  return { guid: `q-${type}`, type, points, data: checked.val } as AuthoredQuestion;
}

describe('every type', () => {
  it.each(QUESTION_TYPE_CODES)('%s: the empty answer is unanswered, the key earns full marks', (type) => {
    const q = question(type);
    expect(scoreAnswer(q, emptyAnswer(type))).toEqual({ points: 0, max: 3, outcome: 'unanswered' });
    const key = keyAsAnswer(q);
    if (isManuallyScored(type)) expect(key).toBeNull();
    else expect(scoreAnswer(q, key ?? undefined)).toEqual({ points: 3, max: 3, outcome: 'correct' });
  });

  it('scores an answer of the wrong shape as incorrect, never throwing', () => {
    expect(scoreAnswer(question('QT_2'), { choices: ['a', 7] } as unknown as Answer)).toEqual({ points: 0, max: 3, outcome: 'incorrect' });
    expect(scoreAnswer(question('QT_1'), { value: true } as unknown as Answer).outcome).toBe('unanswered');
    expect(scoreAnswer(question('QT_12'), 'a,b' as unknown as Answer).outcome).toBe('unanswered');
  });
});

describe('ordering', () => {
  const items = Array.from({ length: 6 }, (_, i) => ({ id: `i${i}`, text: String(i) }));
  const q: AuthoredQuestion = { guid: 'q', type: 'QT_12', points: 5, data: { items } };
  const order = (ids: number[]): Answer => ({ order: ids.map((i) => `i${i}`) });

  it('scores a fully reversed order 0 and one item moved (n−2)/(n−1)', () => {
    expect(scoreAnswer(q, order([5, 4, 3, 2, 1, 0])).points).toBe(0);
    expect(scoreAnswer(q, order([1, 2, 3, 4, 5, 0])).points).toBe(4);
    expect(scoreAnswer(q, order([0, 1, 5, 2, 3, 4])).points).toBe(4);
    expect(scoreAnswer(q, order([0, 1, 2, 3, 5, 4])).points).toBe(4);
  });

  it('ignores unknown and repeated ids', () => {
    expect(scoreAnswer(q, { order: ['i0', 'i0', 'x', 'i1', 'i2', 'i3', 'i4', 'i5'] }).outcome).toBe('correct');
  });

  it('counts the longest increasing run', () => {
    expect(longestIncreasing([])).toBe(0);
    expect(longestIncreasing([3, 1, 2, 0, 4])).toBe(3);
    expect(longestIncreasing([0, 0, 0])).toBe(1);
  });
});

describe('numbers and rounding', () => {
  it('rounds half away from zero without float surprises', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.125)).toBe(0.13);
    expect(round2(2 / 3)).toBe(0.67);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });

  it('reads typed numbers', () => {
    expect(readNumber(' 3,5 ')).toBe(3.5);
    expect(readNumber('-2')).toBe(-2);
    expect(readNumber('1e3')).toBe(1000);
    expect(readNumber('1.000,5')).toBeUndefined();
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('Infinity')).toBeUndefined();
    expect(readNumber('1e400')).toBeUndefined();
  });

  it('accepts 0.1 + 0.2 against 0.3 with no tolerance', () => {
    const q: AuthoredQuestion = { guid: 'q', type: 'QT_14', points: 1, data: { value: 0.30000000000000004, tolerance: 0, unit: null } };
    expect(scoreAnswer(q, { text: '0.3' }).outcome).toBe('correct');
  });
});

describe('attemptTotal', () => {
  it('is 0 out of 0 for an empty attempt', () => {
    expect(attemptTotal([], 10)).toEqual({ points: 0, max: 0, score: 0, complete: true });
  });

  it('sums without float drift', () => {
    const scores = Array.from({ length: 10 }, () => ({ points: 0.1, max: 0.1, outcome: 'correct' as const }));
    expect(attemptTotal(scores, 10)).toEqual({ points: 1, max: 1, score: 10, complete: true });
  });
});
