import { describe, expect, it } from 'vitest';
import { validateAnswer } from '@domain/assessments/answers';
import { emptyQuestionData, validateQuestionData } from '@domain/assessments/questionData';
import { QUESTION_TYPE_CODES } from '@domain/assessments/questionTypes';
import { SAMPLES } from './samples';

describe('validateQuestionData', () => {
  it.each(QUESTION_TYPE_CODES)('%s: the sample is valid and stays valid once normalised', (type) => {
    const first = validateQuestionData(type, SAMPLES[type].data);
    expect(first.ok).toBe(true);
    const again = validateQuestionData(type, first.val);
    expect(again.val).toEqual(first.val);
  });

  it('lists at most 20 issues', () => {
    const options = Array.from({ length: 10 }, () => ({ id: '', text: '' }));
    const result = validateQuestionData('QT_1', { options, correct: 'x' });
    expect(result.err).toBe(true);
    expect(result.val).toHaveLength(20);
  });

  it('escapes ids in JSON pointers', () => {
    const result = validateQuestionData('QT_21', { rows: [{ id: 'r1', text: 'x' }], columns: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: { r1: 'a', 'x/y': 'a' } });
    expect(result.val).toEqual([{ path: '/correct/x~1y', code: 'question.correct.unknown' }]);
  });

  it('does not let arrays or null pass as a document', () => {
    expect(validateQuestionData('QT_3', null).val).toEqual([{ path: '', code: 'question.data.invalid' }]);
    expect(validateQuestionData('QT_3', [true]).val).toEqual([{ path: '', code: 'question.data.invalid' }]);
  });

  it('hands the editor a fresh document each time', () => {
    const a = emptyQuestionData('QT_1');
    a.options.push({ id: 'c', text: 'C' });
    expect(emptyQuestionData('QT_1').options).toHaveLength(2);
  });
});

describe('validateAnswer bounds', () => {
  it('refuses a drawing with too many strokes or numbers', () => {
    const stroke = { points: [1, 2], color: '#112233', width: 2 };
    expect(validateAnswer('QT_10', { strokes: Array.from({ length: 200 }, () => stroke) }).ok).toBe(true);
    expect(validateAnswer('QT_10', { strokes: Array.from({ length: 201 }, () => stroke) }).val).toEqual([{ path: '/strokes', code: 'answer.strokes.too-many' }]);
    const long = { ...stroke, points: Array.from({ length: 4002 }, () => 1) };
    expect(validateAnswer('QT_10', { strokes: [long] }).val).toEqual([{ path: '/strokes/0/points', code: 'answer.strokes.points-invalid' }]);
  });

  it('refuses texts over their limits', () => {
    expect(validateAnswer('QT_8', { text: 'a'.repeat(20000) }).ok).toBe(true);
    expect(validateAnswer('QT_8', { text: 'a'.repeat(20001) }).val).toEqual([{ path: '/text', code: 'answer.text.too-long' }]);
    expect(validateAnswer('QT_15', { text: 'x'.repeat(201) }).err).toBe(true);
  });

  it('refuses more than 50 clicks', () => {
    const clicks = Array.from({ length: 51 }, () => ({ x: 1, y: 1 }));
    expect(validateAnswer('QT_11', { points: clicks }).val).toEqual([{ path: '/points', code: 'answer.points.too-many' }]);
  });

  it('normalises choices and selections', () => {
    expect(validateAnswer('QT_2', { choices: ['b', 'a', 'b'], extra: 1 }).val).toEqual({ choices: ['b', 'a'] });
    expect(validateAnswer('QT_18', { selected: [4, 1, 4] }).val).toEqual({ selected: [1, 4] });
    expect(validateAnswer('QT_1', {}).val).toEqual({ choice: null });
  });
});
