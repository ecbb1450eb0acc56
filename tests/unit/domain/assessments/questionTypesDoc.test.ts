import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateAnswer } from '@domain/assessments/answers';
import { validateQuestionData } from '@domain/assessments/questionData';
import type { AuthoredQuestion } from '@domain/assessments/questionModel';
import { parseQuestionType, QUESTION_TYPE_CODES, questionTypeKey } from '@domain/assessments/questionTypes';
import { scoreAnswer } from '@domain/assessments/scoring';

/** The examples of docs/question-types.md, per type: the JSON line after "// question_data" and "// answer". */
function examples(): Map<string, { data: unknown; answer: unknown; heading: string }> {
  const doc = readFileSync('docs/question-types.md', 'utf8');
  const found = new Map<string, { data: unknown; answer: unknown; heading: string }>();
  for (const section of doc.split(/^### /m).slice(1)) {
    const heading = section.split('\n', 1)[0] ?? '';
    const code = parseQuestionType(heading.split(' ')[0] ?? '');
    const lines = section.split('\n');
    const after = (marker: string): unknown => JSON.parse(lines[lines.indexOf(marker) + 1] ?? 'null') as unknown;
    if (code !== undefined) found.set(code, { data: after('// question_data'), answer: after('// answer'), heading });
  }
  return found;
}

describe('docs/question-types.md', () => {
  const documented = examples();

  it.each(QUESTION_TYPE_CODES)('%s: the documented example is valid and its answer scores', (type) => {
    const example = documented.get(type);
    expect(example, `no section for ${type}`).toBeDefined();
    if (example === undefined) return;
    expect(example.heading).toContain(questionTypeKey(type));
    const data = validateQuestionData(type, example.data);
    expect(data.ok).toBe(true);
    expect(validateAnswer(type, example.answer).ok).toBe(true);
    const score = scoreAnswer({ guid: 'q', type, points: 1, data: data.val } as AuthoredQuestion, example.answer as never);
    expect(['correct', 'needs-grading']).toContain(score.outcome);
  });
});
