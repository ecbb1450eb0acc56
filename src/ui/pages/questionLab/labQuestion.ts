import { emptyAnswer } from '@domain/assessments/answers';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import { validateQuestionData } from '@domain/assessments/questionData';
import type { Answer, AuthoredQuestion, PlayerData, QuestionData, QuestionScore, ValidationIssue } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import { keyAsAnswer, scoreAnswer } from '@domain/assessments/scoring';
import type { SampleLanguage } from '@ui/questions/samples/sampleShape';

/** The playground's language for samples: the UI language when it has samples, else Spanish. */
export function sampleLanguage(language: string): SampleLanguage {
  const base = language.slice(0, 2);
  return base === 'en' || base === 'pt' ? base : 'es';
}

/** The lab's questions are never stored: one fixed guid and seed keep the shuffles stable. */
const LAB_GUID = '00000000-0000-4000-8000-000000000001';
export const LAB_SEED = 'question-lab';

export type Checked = { ok: true; issues: []; data: QuestionData; player: PlayerData } | { ok: false; issues: ValidationIssue[] };

/** question_data read by the domain as the server would: its issues, or the stored form and what a player gets. */
export function checkQuestion(type: QuestionTypeCode, data: unknown, points: number): Checked {
  const result = validateQuestionData(type, data);
  if (result.err) return { ok: false, issues: result.val };
  const question = { guid: LAB_GUID, type, points, data: result.val } as AuthoredQuestion;
  return { ok: true, issues: [], data: result.val, player: toPlayerQuestion(question, LAB_SEED).data };
}

/** The domain's score of an answer and the key written as an answer (as the server computes them). */
export function scoreQuestion(type: QuestionTypeCode, data: QuestionData, points: number, answer: Answer | null): { score: QuestionScore; correct: Answer | null } {
  const question = { guid: LAB_GUID, type, points, data } as AuthoredQuestion;
  return { score: scoreAnswer(question, answer ?? undefined), correct: keyAsAnswer(question, answer ?? undefined) };
}

export function startAnswer(type: QuestionTypeCode): Answer {
  return emptyAnswer(type);
}
