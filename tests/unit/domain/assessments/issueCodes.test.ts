import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateAnswer } from '@domain/assessments/answers';
import { validateAssessmentSettings } from '@domain/assessments/attemptRules';
import { ANSWER_ISSUE_CODES, QUESTION_ISSUE_CODES, SETTINGS_ISSUE_CODES } from '@domain/assessments/issueCodes';
import { validateQuestionData } from '@domain/assessments/questionData';
import { QUESTION_TYPE_CODES } from '@domain/assessments/questionTypes';

/** Documents that break every rule they can: wrong types, empty lists, bad ids, out-of-range numbers. */
const HOSTILE: unknown[] = [
  {},
  { options: 'x', correct: 5, shuffle: 'y', multiple: 1, case_sensitive: 0 },
  { options: [{}, { id: 'a b', text: 7 }, { id: 'a', text: '' }, { id: 'a', text: 'x'.repeat(2001), alt: 3, file_guid: 'x' }], correct: ['z', 3] },
  { options: Array.from({ length: 11 }, (_, i) => ({ id: `o${i}`, text: 't' })), correct: [] },
  { text: 5, targets: [{ id: 't', x: -1, y: 101, w: 0, h: 200 }], labels: [], correct: { ghost: 'x', t: 'y' }, image_file_guid: 'no' },
  { text: '[[ ]] [[a||b]] [[*a|*b]] [[a|a]] [[x y]] <b>', categories: [], items: [], left: [{ id: 'a', text: 'A' }], right: [], pairs: { a: 'q', z: 'q' } },
  { text: 'no gaps', accepted: [], max_length: 0, min_words: 0, max_words: 0.5, accepted_kinds: ['exe'], max_files: 9, max_clicks: 0 },
  { accepted: ['', 5, 'long answer'], max_length: 3, min_words: 10, max_words: 5, accepted_kinds: [], max_clicks: 'x', background_file_guid: 'x' },
  { value: 'x', tolerance: -1, unit: 'u'.repeat(41), expression: '2(x', variables: ['x', 'x', 'sin', '1a', 'b', 'c'] },
  { value: Infinity, unit: 5, expression: 'y+1', variables: 'x', distractors: ['', 5], max_seconds: 3.5, rows: [], columns: [] },
  { expression: 'x'.repeat(201), distractors: Array.from({ length: 21 }, () => 'w'), max_seconds: 9000, rows: [{ id: 'r', text: 'R' }], columns: [{ id: 'c', text: 'C' }], correct: { r: 'nope' } },
  null,
];

const HOSTILE_ANSWERS: unknown[] = [
  {},
  { choice: 5, choices: 'a', value: 'yes', blanks: { x: 'a', 0: 5 }, text: 5, file_guids: ['x'], strokes: 'x', points: [{ x: -1 }], order: [5], selected: [-1], file_guid: 'x', cells: [] },
  { choices: Array.from({ length: 21 }, (_, i) => `c${i}`), blanks: { 0: 'x'.repeat(501) }, text: 'x'.repeat(20001), strokes: [{ points: [1], color: '#000000', width: 1 }, { points: [1, 1], color: 'red', width: 1 }, { points: [1, 1], color: '#000000', width: 0 }, 5] },
  { gaps: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [String(i), 'a'])), file_guids: Array.from({ length: 6 }, () => 'x'), points: Array.from({ length: 51 }, () => ({ x: 1, y: 1 })), selected: Array.from({ length: 1001 }, (_, i) => i) },
  [],
];

describe('issue codes', () => {
  it('lists every code the validators produce', () => {
    const seen = new Set<string>();
    for (const type of QUESTION_TYPE_CODES) {
      for (const data of HOSTILE) {
        const result = validateQuestionData(type, data);
        if (result.err) for (const issue of result.val) seen.add(issue.code);
      }
      for (const answer of HOSTILE_ANSWERS) {
        const result = validateAnswer(type, answer);
        if (result.err) for (const issue of result.val) seen.add(issue.code);
      }
    }
    for (const settings of [{ durationMinutes: 0.5, attemptsAllowed: 0, rankingScale: 0, onePerPage: 1, instructionsHtml: 2 }, { instructionsHtml: 'x'.repeat(20001) }]) {
      const result = validateAssessmentSettings(settings);
      if (result.err) for (const issue of result.val) seen.add(issue.code);
    }
    const known = new Set([...QUESTION_ISSUE_CODES, ...ANSWER_ISSUE_CODES, ...SETTINGS_ISSUE_CODES]);
    expect([...seen].filter((code) => !known.has(code))).toEqual([]);
    // The hostile documents reach most codes, so the check above means something.
    expect(seen.size).toBeGreaterThan(100);
  });

  it('are all in docs/question-types.md, for the translators', () => {
    const doc = readFileSync('docs/question-types.md', 'utf8');
    const missing = [...QUESTION_ISSUE_CODES, ...ANSWER_ISSUE_CODES, ...SETTINGS_ISSUE_CODES].filter((code) => !doc.includes(`\`${code}\``));
    expect(missing).toEqual([]);
  });
});
