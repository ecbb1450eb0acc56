import type { AuthoredQuestion, PlayerQuestion } from './questionModel';

/**
 * The question as a student's player gets it: the answer key removed (correct options, accepted
 * answers, target areas, pair keys, the gap answers of a text). Orders that would give the answer
 * away (ordering items, matching right column) are shuffled with `seed` (the attempt guid), so a
 * reload shows the same order.
 */
export function toPlayerQuestion(question: AuthoredQuestion, seed: string): PlayerQuestion {
  void question;
  void seed;
  throw new Error('toPlayerQuestion: not implemented yet');
}
