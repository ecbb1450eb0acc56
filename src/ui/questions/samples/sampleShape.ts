import type { AnswerByType, QuestionDataByType } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import type { MediaMap } from '@ui/questions/QuestionKind';
import type esTexts from '@locales/es/questionSamples.json';

export type SampleLanguage = 'es' | 'en' | 'pt';

/** Sample data for /lemon-test and /test-component, in one language. */
export interface QuestionSample<T extends QuestionTypeCode> {
  name: string;
  prompt: string;
  points: number;
  data: QuestionDataByType[T];
  /** Media the sample refers to (data: URLs, no server needed). */
  media: MediaMap;
  /** A right answer and a partly right or wrong one, to show the states. */
  goodAnswer: AnswerByType[T];
  wrongAnswer: AnswerByType[T];
}

/** locales/<lng>/questionSamples.json: what the samples say, a key per type (`qt16`); es gives the shape the others share. */
export type SampleTexts = typeof esTexts;

/** A type's own texts: `QT_16` → `qt16`. */
export type TextsOf<T extends QuestionTypeCode> = T extends `QT_${infer N}` ? SampleTexts[`qt${N}` & keyof SampleTexts] : never;

/** A sample besides its name and prompt: ids, points, media and which answer is right, around the type's texts. */
type SampleShape<T extends QuestionTypeCode> = Omit<QuestionSample<T>, 'name' | 'prompt' | 'media'> & { media?: MediaMap };

/** How the samples of some types are built from their texts. */
export type SampleShapes<K extends QuestionTypeCode> = { [T in K]: (texts: TextsOf<T>) => SampleShape<T> };

/** Texts keyed by id (`{ "o1": "Mitocondria", … }`) as the `{ id, text }` list question data holds. */
export function listed(texts: Readonly<Record<string, string>>): { id: string; text: string }[] {
  return Object.entries(texts).map(([id, text]) => ({ id, text }));
}
